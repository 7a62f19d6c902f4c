import LabColor

/// Writes delivered notifications, one line each: `key: old -> new`, or one JSON object.
///
///     aComponent: 0 -> 20
///     hex: #777777 -> #986b78
///     {"seq":1,"key":"hex","old":"#777777","new":"#986b78"}
///
/// Numbers are written by `NumberFormat` (full precision, `20` not `20.0`), strings as they
/// are, Booleans as `true` and `false`; in JSON, as numbers (`null` if not finite), strings
/// and Booleans. `seq` numbers the objects written, from 1. With `flushesEachLine`, each
/// line is flushed as soon as it is written, so a reader sees it at once.
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
  private let flushesEachLine: Bool
  private var line = LineBuffer()
  private var sequence = 0

  /// A writer of `format` lines to `output`.
  init(output: Output, format: Format = .text, flushesEachLine: Bool = false) {
    self.output = output
    self.format = format
    self.flushesEachLine = flushesEachLine
  }

  /// Writes one notification.
  func write(_ change: KeyChange) {
    line.removeAll()
    switch format {
    case .text:
      line.append(change.key)
      line.append(ascii: ": ")
      Self.appendText(change.oldValue, to: &line)
      line.append(ascii: " -> ")
      Self.appendText(change.newValue, to: &line)
    case .json:
      sequence += 1
      line.append(ascii: "{\"seq\":")
      line.append(integer: sequence)
      line.append(ascii: ",\"key\":")
      line.append(jsonString: change.key)
      line.append(ascii: ",\"old\":")
      Self.appendJSON(change.oldValue, to: &line)
      line.append(ascii: ",\"new\":")
      Self.appendJSON(change.newValue, to: &line)
      line.append(byte: UInt8(ascii: "}"))
    }
    line.append(byte: UInt8(ascii: "\n"))
    line.write(to: output)
    if flushesEachLine { output.flush() }
  }

  /// Appends a delivered value as text.
  static func appendText(_ value: Any?, to line: inout LineBuffer) {
    switch value {
    case let number as Double: line.append(number: number)
    case let flag as Bool: line.append(ascii: flag ? "true" : "false")
    case let text as String: line.append(text)
    case nil: line.append(ascii: "nil")
    case let other?: line.append(String(describing: other))
    }
  }

  /// Appends a delivered value as JSON.
  static func appendJSON(_ value: Any?, to line: inout LineBuffer) {
    switch value {
    case let number as Double: line.append(jsonNumber: number)
    case let flag as Bool: line.append(ascii: flag ? "true" : "false")
    case let text as String: line.append(jsonString: text)
    case nil: line.append(ascii: "null")
    case let other?: line.append(jsonString: String(describing: other))
    }
  }
}
