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
  private var line = LineBuffer()
  private var sequence = 0
  /// What comes before the old value, for each key in `ColorKey.allCases` order:
  /// `hex: ` or `,"key":"hex","old":`.
  private let prefixes: [[UInt8]]
  private let keys = ColorKey.allCases

  /// A writer of `format` lines to `output`.
  init(output: Output, format: Format = .text) {
    self.output = output
    self.format = format
    prefixes = ColorKey.allCases.map { key in
      switch format {
      case .text: Array("\(key.name): ".utf8)
      case .json: Array(",\"key\":\"\(key.name)\",\"old\":".utf8)
      }
    }
  }

  /// Writes one notification.
  func write(_ change: KeyChange) {
    if format == .json { sequence += 1 }
    let prefix = keys.firstIndex(of: change.key).map { prefixes[$0] } ?? []
    // One access to the stored buffer for the whole line: each access to a class's stored
    // property costs a run-time exclusivity check.
    Self.compose(change, format: format, sequence: sequence, prefix: prefix, into: &line)
    line.write(to: output)
  }

  /// Replaces `line` with the line of `change`: `prefix` (the key's) between the sequence
  /// number and the values.
  private static func compose(
    _ change: KeyChange, format: Format, sequence: Int, prefix: [UInt8],
    into line: inout LineBuffer
  ) {
    line.removeAll()
    if format == .json {
      line.append(ascii: "{\"seq\":")
      line.append(integer: sequence)
    }
    prefix.withUnsafeBytes { line.append(bytes: $0) }
    switch format {
    case .text:
      appendText(change.oldValue, to: &line)
      line.append(ascii: " -> ")
      appendText(change.newValue, to: &line)
      line.append(byte: UInt8(ascii: "\n"))
    case .json:
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
