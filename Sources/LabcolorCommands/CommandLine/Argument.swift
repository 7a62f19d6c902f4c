/// A positional argument of a command, declared once with the type of its words; parsing,
/// help and the command's body all read this one declaration.
///
/// Positional words are given to the declared arguments in order. A repeatable argument
/// takes every remaining word, so it comes last. Words that look like negative numbers
/// (`-20`, `-.5`) are positional words, not options; after `--` every word is one. Each word
/// is read into `Value` while the command line is parsed, as option values are.
///
///     static let color = Argument<String>(
///       "color", optional: true, repeatable: true, help: "A color to convert.")
struct Argument<Value: Sendable>: CommandArgument {
  /// What the parser and help read.
  let declaration: ArgumentDeclaration

  /// The name shown as `<name>` in usage, help and errors.
  var name: String { declaration.name }
}

extension Argument where Value: ExpressibleByArgument {
  /// A positional argument whose words are read by `Value`.
  init(
    _ name: String, optional: Bool = false, repeatable: Bool = false,
    completion: CompletionKind? = nil, help: String
  ) {
    declaration = ArgumentDeclaration(
      name: name, isOptional: optional, isRepeatable: repeatable, help: help,
      allValueStrings: Value.allValueStrings,
      completion: completion ?? .choices(Value.allValueStrings),
      parse: { word throws(ArgumentValueError) in try Value(argument: word) })
  }
}

extension Argument {
  /// A positional argument whose words are read by `parse`.
  init(
    _ name: String, optional: Bool = false, repeatable: Bool = false,
    completion: CompletionKind = .none, help: String,
    parse: @escaping @Sendable (String) throws(ArgumentValueError) -> Value
  ) {
    declaration = ArgumentDeclaration(
      name: name, isOptional: optional, isRepeatable: repeatable, help: help,
      allValueStrings: [], completion: completion,
      parse: { word throws(ArgumentValueError) in try parse(word) })
  }
}

/// What the parser and help know of one positional argument, whatever the type of its
/// words.
struct ArgumentDeclaration: Sendable {
  /// The name shown as `<name>` in usage, help and errors.
  var name: String
  /// Whether the command runs without it.
  var isOptional: Bool
  /// Whether it takes every remaining positional word.
  var isRepeatable: Bool
  /// One or two sentences for the ARGUMENTS section of help.
  var help: String
  /// The accepted words when they are a fixed list.
  var allValueStrings: [String]
  /// What shell completion offers for a word.
  var completion: CompletionKind
  /// Reads one word.
  var parse: OptionDeclaration.Parse
}

/// A positional argument of a command: anything that has an ``ArgumentDeclaration``.
protocol CommandArgument: Sendable {
  /// What the parser and help read.
  var declaration: ArgumentDeclaration { get }
}
