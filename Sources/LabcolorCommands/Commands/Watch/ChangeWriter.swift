import LabColor

/// Writes delivered notifications, one line each: `key: old -> new`, or one JSON object.
///
///     aComponent: 0 -> 20
///     hex: #777777 -> #986b78
///     {"seq":1,"key":"hex","old":"#777777","new":"#986b78"}
///
/// Numbers are written by `NumberFormat` (full precision, `20` not `20.0`), strings as they
/// are, Booleans as `true` and `false`; in JSON, as numbers (`null` if not finite), strings
/// and Booleans. `seq` numbers the objects written, from 1. Lines go to `output`, which its
/// owner flushes (a command's reader flushes before it waits for input).
final class ChangeWriter {
  /// How notifications are written.
  enum Format: String, CaseIterable, Sendable, ExpressibleByArgumentChoice {
    /// `key: old -> new`
    case text
    /// `{"seq":1,"key":"…","old":…,"new":…}`
    case json
  }

  private let output: Output
  private let format: Format
  // Only `write(_:)` touches these two, and it calls nothing that could write a line in
  // turn, so the run-time exclusivity check of a class's stored property (a thread-local
  // look-up, a few dozen instructions per line) guards nothing here.
  @exclusivity(unchecked) private var line = LineBuffer()
  @exclusivity(unchecked) private var sequence = 0

  /// A writer of `format` lines to `output`.
  init(output: Output, format: Format = .text) {
    self.output = output
    self.format = format
  }

  /// Writes one notification.
  func write(_ change: KeyChange) {
    if format == .json { sequence &+= 1 }
    Self.compose(change, format: format, sequence: sequence, into: &line)
    Self.send(&line, to: output)
  }

  /// Writes `line` to `output`. In place: reading the property to call a method on it
  /// would copy the buffer, a retain and a release of each of its references a line.
  private static func send(_ line: inout LineBuffer, to output: Output) {
    line.withUnsafeBytes { output.write($0) }
  }

  /// Replaces `line` with the line of `change`.
  private static func compose(
    _ change: KeyChange, format: Format, sequence: Int, into line: inout LineBuffer
  ) {
    line.removeAll()
    switch format {
    case .text:
      line.append(ascii: change.key.textLinePrefix)
      appendText(change.oldValue, to: &line)
      line.append(ascii: " -> ")
      appendText(change.newValue, to: &line)
      line.append(byte: UInt8(ascii: "\n"))
    case .json:
      line.append(ascii: "{\"seq\":")
      line.append(integer: sequence)
      line.append(ascii: change.key.jsonLinePrefix)
      appendJSON(change.oldValue, to: &line)
      line.append(ascii: ",\"new\":")
      appendJSON(change.newValue, to: &line)
      line.append(ascii: "}\n")
    }
  }

  /// Appends a delivered value as text: `nil` when it was not delivered.
  static func appendText(_ value: KeyChange.Value?, to line: inout LineBuffer) {
    switch value {
    case .number(let number): line.append(number: number)
    case .flag(let flag): line.append(ascii: flag ? "true" : "false")
    case .text(let text): line.append(text)
    case nil: line.append(ascii: "nil")
    }
  }

  /// Appends a delivered value as JSON: `null` when it was not delivered.
  static func appendJSON(_ value: KeyChange.Value?, to line: inout LineBuffer) {
    switch value {
    case .number(let number): line.append(jsonNumber: number)
    case .flag(let flag): line.append(ascii: flag ? "true" : "false")
    case .text(let text): line.append(jsonString: text)
    case nil: line.append(ascii: "null")
    }
  }
}

extension ColorKey {
  /// What a text line of ``ChangeWriter`` starts with: `hex: `.
  var textLinePrefix: StaticString {
    switch self {
    case .lComponent: "lComponent: "
    case .aComponent: "aComponent: "
    case .bComponent: "bComponent: "
    case .x: "x: "
    case .y: "y: "
    case .z: "z: "
    case .red: "red: "
    case .green: "green: "
    case .blue: "blue: "
    case .hex: "hex: "
    case .inGamut: "inGamut: "
    }
  }

  /// What a JSON line of ``ChangeWriter`` has between the sequence number and the old value:
  /// `,"key":"hex","old":`.
  var jsonLinePrefix: StaticString {
    switch self {
    case .lComponent: #","key":"lComponent","old":"#
    case .aComponent: #","key":"aComponent","old":"#
    case .bComponent: #","key":"bComponent","old":"#
    case .x: #","key":"x","old":"#
    case .y: #","key":"y","old":"#
    case .z: #","key":"z","old":"#
    case .red: #","key":"red","old":"#
    case .green: #","key":"green","old":"#
    case .blue: #","key":"blue","old":"#
    case .hex: #","key":"hex","old":"#
    case .inGamut: #","key":"inGamut","old":"#
    }
  }
}
