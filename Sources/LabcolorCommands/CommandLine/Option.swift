/// A named option or flag of a command, declared once; parsing and help both read it.
///
/// An option takes a value (`--l 50`, `--l=50`, `-l 50`, `-l50`); a flag takes none
/// (`--trace`, `-t`). Declare them with the two factory methods and keep them in
/// `static let`s, so the command's declaration and its body refer to the same value:
///
///     static let lightness = Option.value(
///       "l", kind: .number, repeatable: true, help: "Lightness L*, from 0 to 100.")
///     static let format = Option.value(
///       "format", valueName: "format", kind: .choice(["text", "json"]), default: "text",
///       help: "The output format.")
///     static let trace = Option.flag("trace", short: "t", help: "Print every notification.")
///
/// Every occurrence on the command line is kept, in order (see `ParsedArguments`);
/// `repeatable` only decides whether the usage line shows `...` after the option.
struct Option: Hashable, Sendable {
  /// The long name, without the leading `--`.
  var name: String
  /// The short name, used as `-x`, if any.
  var shortName: Character?
  /// The kind of value the option takes, or `nil` for a flag.
  var valueKind: ValueKind?
  /// The placeholder shown in usage and help: `--l <value>`.
  var valueName: String
  /// The default value shown in help and returned by `ParsedArguments.value(of:)` when the
  /// option is not given.
  var defaultValue: String?
  /// Whether the usage line marks the option as repeatable.
  var isRepeatable: Bool
  /// One or two sentences for the OPTIONS section of help.
  var help: String

  /// Whether the option is a flag, which takes no value.
  var isFlag: Bool { valueKind == nil }

  /// An option that takes a value.
  static func value(
    _ name: String,
    short: Character? = nil,
    valueName: String = "value",
    kind: ValueKind = .string,
    default defaultValue: String? = nil,
    repeatable: Bool = false,
    help: String
  ) -> Option {
    Option(
      name: name, shortName: short, valueKind: kind, valueName: valueName,
      defaultValue: defaultValue, isRepeatable: repeatable, help: help)
  }

  /// A flag, which takes no value.
  static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
    Option(
      name: name, shortName: short, valueKind: nil, valueName: "", defaultValue: nil,
      isRepeatable: false, help: help)
  }
}
