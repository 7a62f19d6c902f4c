/// The options, flags and positional words of one command line, in command-line order.
///
/// Order is kept across kinds, so `labcolor set --l 60 a=5 --l 70` yields
/// `.option(l, 60)`, `.argument(assignment, a=5)`, `.option(l, 70)`, and a command can apply
/// them in that order. Every value has already been checked against its `ValueKind`.
struct ParsedArguments: Hashable, Sendable {
  /// One option, flag or positional word.
  enum Element: Hashable, Sendable {
    /// An option and its value; `name` is the long name, whichever spelling was used.
    case option(name: String, value: String)
    /// A flag; `name` is the long name.
    case flag(name: String)
    /// A positional word and the name of the argument it was given to.
    case argument(name: String, value: String)

    /// The value of an option or positional argument, or `nil` for a flag.
    var value: String? {
      switch self {
      case .option(_, let value), .argument(_, let value): return value
      case .flag: return nil
      }
    }

    /// The value as a number, when it is one.
    var number: Double? { value.flatMap { Double($0) } }
  }

  /// Everything given, in command-line order.
  var elements: [Element] = []

  /// Every value given for `option`, in order.
  func values(of option: Option) -> [String] {
    elements.compactMap {
      guard case .option(let name, let value) = $0, name == option.name else { return nil }
      return value
    }
  }

  /// The last value given for `option`, else its declared default, else `nil`.
  func value(of option: Option) -> String? {
    values(of: option).last ?? option.defaultValue
  }

  /// `value(of:)` as a number; `nil` when absent or not a number.
  func number(of option: Option) -> Double? {
    value(of: option).flatMap { Double($0) }
  }

  /// `value(of:)` as a case of a string enum, as declared by a `.choice` option.
  func choice<Choice: RawRepresentable>(
    of option: Option, as type: Choice.Type = Choice.self
  ) -> Choice? where Choice.RawValue == String {
    value(of: option).flatMap { Choice(rawValue: $0) }
  }

  /// How many times `flag` was given.
  func count(of flag: Option) -> Int {
    elements.lazy.filter { $0 == .flag(name: flag.name) }.count
  }

  /// Whether `flag` was given at least once.
  func contains(_ flag: Option) -> Bool {
    elements.contains(.flag(name: flag.name))
  }

  /// Every word given to `argument`, in order.
  func values(of argument: Argument) -> [String] {
    elements.compactMap {
      guard case .argument(let name, let value) = $0, name == argument.name else { return nil }
      return value
    }
  }

  /// The first word given to `argument`, or `nil`.
  func value(of argument: Argument) -> String? {
    values(of: argument).first
  }
}
