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
///
/// A change's old value is most often the new value of the key's change before it, so the
/// writer keeps the text of each key's last new number and copies it when the next old value
/// is the same number, rather than formatting it again (shortest round-trip digits, the
/// costliest part of a line). Equal numbers have one text, `0` and `-0` included; a NaN,
/// equal to nothing, is formatted each time.
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
  /// The last new number written of each key, by ``ColorKey/ordinal``, and its text.
  private let lastWritten: UnsafeMutablePointer<WrittenValue>

  /// A writer of `format` lines to `output`.
  init(output: Output, format: Format = .text) {
    self.output = output
    self.format = format
    lastWritten = .allocate(capacity: ColorKey.allCases.count)
    lastWritten.initialize(repeating: WrittenValue(), count: ColorKey.allCases.count)
  }

  deinit {
    lastWritten.deinitialize(count: ColorKey.allCases.count)
    lastWritten.deallocate()
  }

  /// Writes one notification.
  func write(_ change: KeyChange) {
    if format == .json { sequence &+= 1 }
    Self.compose(
      change, format: format, sequence: sequence, lastWritten: &lastWritten[change.key.ordinal],
      into: &line)
    Self.send(&line, to: output)
  }

  /// Writes `line` to `output`. In place: reading the property to call a method on it
  /// would copy the buffer, a retain and a release of each of its references a line.
  private static func send(_ line: inout LineBuffer, to output: Output) {
    line.withUnsafeBytes { output.write($0) }
  }

  /// Replaces `line` with the line of `change`, whose key's last new value written is
  /// `lastWritten`, which then holds the change's.
  private static func compose(
    _ change: KeyChange, format: Format, sequence: Int, lastWritten: inout WrittenValue,
    into line: inout LineBuffer
  ) {
    line.removeAll()
    switch format {
    case .text:
      line.append(ascii: change.key.textLinePrefix)
      if !lastWritten.append(change.oldValue, to: &line) { appendText(change.oldValue, to: &line) }
      line.append(ascii: " -> ")
      let start = line.count
      appendText(change.newValue, to: &line)
      lastWritten.remember(change.newValue, writtenFrom: start, in: line)
      line.append(byte: UInt8(ascii: "\n"))
    case .json:
      line.append(ascii: "{\"seq\":")
      line.append(integer: sequence)
      line.append(ascii: change.key.jsonLinePrefix)
      if !lastWritten.append(change.oldValue, to: &line) { appendJSON(change.oldValue, to: &line) }
      line.append(ascii: ",\"new\":")
      let start = line.count
      appendJSON(change.newValue, to: &line)
      lastWritten.remember(change.newValue, writtenFrom: start, in: line)
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

/// A number a ``ChangeWriter`` wrote as a new value, and its text (at most
/// `NumberFormat.writeCapacity` bytes).
///
/// Only numbers: text (`hex`) and flags are copied as they are, which costs less than telling
/// whether they are the same.
private struct WrittenValue {
  /// The number, or `nil` while none is remembered.
  private var number: Double?
  /// The text, in its first `count` bytes.
  private var text: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private var count = 0

  /// Appends the text of `value` to `line` if it is the number remembered; returns whether
  /// it was. Equal numbers have one text: `0` and `-0` are both written `0`.
  func append(_ value: KeyChange.Value?, to line: inout LineBuffer) -> Bool {
    guard case .number(let value) = value, value == number else { return false }
    withUnsafeBytes(of: text) {
      line.append(bytes: UnsafeRawBufferPointer(rebasing: $0[..<count]))
    }
    return true
  }

  /// Remembers `value` if it is a number, whose text is the bytes of `line` from `start` to
  /// its end.
  mutating func remember(_ value: KeyChange.Value?, writtenFrom start: Int, in line: LineBuffer) {
    let length = line.count - start
    guard case .number(let value) = value, length <= MemoryLayout.size(ofValue: text) else {
      number = nil
      return
    }
    line.withUnsafeBytes { written in
      withUnsafeMutableBytes(of: &text) {
        $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: written[start...]))
      }
    }
    count = length
    number = value
  }
}

extension ColorKey {
  /// The key's place among the model's keys (`allCases`), from 0.
  var ordinal: Int {
    switch self {
    case .lComponent: 0
    case .aComponent: 1
    case .bComponent: 2
    case .x: 3
    case .y: 4
    case .z: 5
    case .red: 6
    case .green: 7
    case .blue: 8
    case .hex: 9
    case .inGamut: 10
    }
  }

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
