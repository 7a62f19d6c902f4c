/// A named option of a command, declared once with the type of its value; parsing, help and
/// the command's body all read this one declaration.
///
/// An option takes a value: `--l 50`, `--l=50`, `-l 50`, `-l50`. The parser reads every
/// value into `Value` while it parses the command line (see ``ExpressibleByArgument``), so
/// a word that is not a value is a usage error naming the option, before anything runs.
/// Keep declarations in `static let`s, so a command's declaration and its body refer to the
/// same value:
///
///     static let format = Option(
///       "format", valueName: "format", default: Format.text,
///       help: "The output format.")
///     static let label = Option<String?>("label", valueName: "text", help: "A label.")
///     …
///     let format = invocation.arguments.value(of: Self.format)  // a Format
///     let label = invocation.arguments.value(of: Self.label)    // a String?
///
/// An option declared with a default reads as that default when it is not given; one
/// declared without has an optional `Value` and reads as `nil`. Every occurrence on the
/// command line is kept, in order (``ParsedArguments``); `repeatable` only decides whether
/// the usage line shows `...` after the option.
struct Option<Value: Sendable>: CommandOption {
  /// What the parser and help read.
  let declaration: OptionDeclaration
  /// The value when the option is not given.
  let defaultValue: Value

  /// The long name, without the leading `--`.
  var name: String { declaration.name }
}

extension Option where Value: ExpressibleByArgument {
  /// An option whose value is read by `Value`, with the value it has when not given.
  init(
    _ name: String, short: Character? = nil, valueName: String = "value",
    default defaultValue: Value, repeatable: Bool = false, completion: CompletionKind? = nil,
    help: String
  ) {
    declaration = OptionDeclaration(
      name: name, shortName: short, valueName: valueName,
      defaultDescription: defaultValue.argumentDescription,
      allValueStrings: Value.allValueStrings, isRepeatable: repeatable, help: help,
      completion: completion ?? .choices(Value.allValueStrings),
      parse: { word throws(ArgumentValueError) in try Value(argument: word) })
    self.defaultValue = defaultValue
  }
}

extension Option where Value: ExpressibleByArgument & Comparable {
  /// An option whose value is read by `Value` and must lie in `range`, with the value it has
  /// when not given.
  ///
  /// A value outside the range is refused when the command line is parsed, as a usage
  /// error naming the option: `--count must be between 1 and 139 (got 0).`, a number too
  /// large for `Value` too (`(got 99999999999999999999)`).
  init(
    _ name: String, short: Character? = nil, valueName: String = "value",
    default defaultValue: Value, in range: ClosedRange<Value>, repeatable: Bool = false,
    help: String
  ) {
    declaration = OptionDeclaration(
      name: name, shortName: short, valueName: valueName,
      defaultDescription: defaultValue.argumentDescription,
      allValueStrings: Value.allValueStrings,
      rangeDescription: range.lowerBound.argumentDescription + " to "
        + range.upperBound.argumentDescription,
      isRepeatable: repeatable, help: help,
      parse: { word throws(ArgumentValueError) in
        try Value(argument: word, in: range, option: name)
      })
    self.defaultValue = defaultValue
  }
}

extension Option {
  /// An option whose value is read by `Wrapped`, and is `nil` when not given.
  init<Wrapped: ExpressibleByArgument>(
    _ name: String, short: Character? = nil, valueName: String = "value",
    repeatable: Bool = false, completion: CompletionKind? = nil, help: String
  ) where Value == Wrapped? {
    declaration = OptionDeclaration(
      name: name, shortName: short, valueName: valueName, defaultDescription: nil,
      allValueStrings: Wrapped.allValueStrings, isRepeatable: repeatable, help: help,
      completion: completion ?? .choices(Wrapped.allValueStrings),
      parse: { word throws(ArgumentValueError) in try Wrapped(argument: word) })
    defaultValue = nil
  }

  /// An option whose value is read by `parse` (for values that need more than their type
  /// to be read, such as a component the color model validates), and is `nil` when not
  /// given.
  init<Wrapped: Sendable>(
    _ name: String, short: Character? = nil, valueName: String = "value",
    repeatable: Bool = false, completion: CompletionKind = .none, help: String,
    parse: @escaping @Sendable (String) throws(ArgumentValueError) -> Wrapped
  ) where Value == Wrapped? {
    declaration = OptionDeclaration(
      name: name, shortName: short, valueName: valueName, defaultDescription: nil,
      allValueStrings: [], isRepeatable: repeatable, help: help, completion: completion,
      parse: { word throws(ArgumentValueError) in try parse(word) })
    defaultValue = nil
  }
}

/// A named flag of a command, which takes no value: `--trace`, `-t`.
///
///     static let trace = Flag("trace", short: "t", help: "Print every notification.")
///     …
///     if invocation.arguments.contains(Self.trace) { … }
struct Flag: CommandOption {
  /// What the parser and help read.
  let declaration: OptionDeclaration

  /// The long name, without the leading `--`.
  var name: String { declaration.name }

  /// Declares a flag.
  init(_ name: String, short: Character? = nil, help: String) {
    declaration = OptionDeclaration(
      name: name, shortName: short, valueName: "", defaultDescription: nil, allValueStrings: [],
      isRepeatable: false, help: help, parse: nil)
  }
}
