/// What the value of an option or positional argument must look like.
///
/// The parser checks every value against its kind before any command runs, so a command
/// reads a `.number` value with `Double(_:)` knowing it succeeds.
enum ValueKind: Hashable, Sendable {
  /// Any text, including the empty string.
  case string
  /// A finite `Double` in Swift's syntax: `50`, `-20`, `2.5e-3`, `0x1p-2`. Rejects `inf`
  /// and `nan`, and any surrounding space.
  case number
  /// Exactly one of the listed words (case-sensitive). Help shows them as `values: …`.
  case choice([String])

  /// The choices of a `.choice` kind; empty for the other kinds.
  var choices: [String] {
    if case .choice(let choices) = self { return choices }
    return []
  }

  /// Why `text` is not a valid value of this kind, or `nil` when it is.
  ///
  /// The reason completes the sentence "The value 'x' is invalid for '--l <value>': …",
  /// for example `expected a finite number`.
  func problem(with text: String) -> String? {
    switch self {
    case .string:
      return nil
    case .number:
      guard let number = Double(text), number.isFinite else { return "expected a finite number" }
      return nil
    case .choice(let choices):
      guard !choices.contains(text) else { return nil }
      return "expected one of " + choices.map { "'\($0)'" }.joined(separator: ", ")
    }
  }
}
