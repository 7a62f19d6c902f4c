/// What the parser and help know of one option or flag, whatever the type of its value:
/// its names, help text, default, accepted words, and how to read its value.
///
/// Commands declare options as typed ``Option`` and ``Flag`` values; a ``Command`` keeps
/// their declarations.
struct OptionDeclaration: Sendable {
  /// Reads one value of the option from a command-line word.
  typealias Parse = @Sendable (String) throws(ArgumentValueError) -> any Sendable

  /// The long name, without the leading `--`.
  var name: String
  /// The short name, used as `-x`, if any.
  var shortName: Character?
  /// The placeholder shown in usage and help: `--l <number>`; empty for a flag.
  var valueName: String
  /// The default as help shows it (`(default: text)`), if there is one.
  var defaultDescription: String?
  /// The accepted words when they are a fixed list (`(values: text, json)` in help).
  var allValueStrings: [String]
  /// The accepted values when they are a range, as `2 to 10000` (`(from 2 to 10000)` in
  /// help).
  var rangeDescription: String?
  /// Whether the usage line marks the option as repeatable.
  var isRepeatable: Bool
  /// One or two sentences for the OPTIONS section of help.
  var help: String
  /// What shell completion offers for the value.
  var completion: CompletionKind = .none
  /// Whether help and usage lines leave the option out (it is still read, completed and in
  /// the manual): for options of tools around the tool, such as generating its manual.
  var isHidden = false
  /// Reads a value; `nil` for a flag, which takes none.
  var parse: Parse?

  /// Whether the option is a flag, which takes no value.
  var isFlag: Bool { parse == nil }
}

/// An option or flag of a command: anything that has an ``OptionDeclaration``.
protocol CommandOption: Sendable {
  /// What the parser and help read.
  var declaration: OptionDeclaration { get }
}

extension CommandOption {
  /// The declaration with the option left out of help and usage lines.
  var hiddenDeclaration: OptionDeclaration {
    var declaration = self.declaration
    declaration.isHidden = true
    return declaration
  }
}

/// An option or flag left out of help and usage lines (`Option(…).hidden`).
struct HiddenOption: CommandOption {
  /// What the parser reads.
  let declaration: OptionDeclaration
}

extension CommandOption {
  /// The option, left out of help and usage lines.
  var hidden: HiddenOption { HiddenOption(declaration: hiddenDeclaration) }
}
