/// The options, flags and positional words of one command line, in command-line order, each
/// option value and word already read into the type its declaration takes.
///
/// Order is kept across kinds, so `labcolor set --l 60 a=5 --l 70` yields
/// `.option(l, 60)`, `.argument(assignment, a=5)`, `.option(l, 70)`, and a command can apply
/// them in that order (``values(as:)``).
struct ParsedArguments: Sendable {
  /// One option, flag or positional word as it was written.
  enum Element: Hashable, Sendable {
    /// An option and its word; `name` is the long name, whichever spelling was used.
    case option(name: String, value: String)
    /// A flag; `name` is the long name.
    case flag(name: String)
    /// A positional word and the name of the argument it was given to.
    case argument(name: String, value: String)

    /// The word of an option or positional argument, or `nil` for a flag.
    var value: String? {
      switch self {
      case .option(_, let value), .argument(_, let value): return value
      case .flag: return nil
      }
    }
  }

  /// One element and the value its declaration read from it (`nil` for a flag).
  struct Entry: Sendable {
    /// The element as written.
    var element: Element
    /// The typed value: a `Value` of the ``Option`` or ``Argument`` it was given to.
    var value: (any Sendable)?
  }

  /// Everything given, in command-line order.
  private(set) var entries: [Entry] = []

  /// Everything given, as written, in command-line order.
  var elements: [Element] { entries.map(\.element) }

  /// Adds an element and its typed value at the end.
  mutating func append(_ element: Element, value: (any Sendable)?) {
    entries.append(Entry(element: element, value: value))
  }

  // MARK: - Options and flags

  /// Every value given for `option`, in order.
  func values<Value>(of option: Option<Value>) -> [Value] {
    entries.compactMap { entry in
      guard case .option(let name, _) = entry.element, name == option.name else { return nil }
      return entry.value as? Value
    }
  }

  /// Every value given for an option declared without a default, in order.
  func values<Wrapped>(of option: Option<Wrapped?>) -> [Wrapped] {
    entries.compactMap { entry in
      guard case .option(let name, _) = entry.element, name == option.name else { return nil }
      return entry.value as? Wrapped
    }
  }

  /// The last value given for `option`, else its default (`nil` for an option declared
  /// without one).
  func value<Value>(of option: Option<Value>) -> Value {
    values(of: option).last ?? option.defaultValue
  }

  /// How many times `flag` was given.
  func count(of flag: Flag) -> Int {
    entries.lazy.filter { $0.element == .flag(name: flag.name) }.count
  }

  /// Whether `flag` was given at least once.
  func contains(_ flag: Flag) -> Bool {
    entries.contains { $0.element == .flag(name: flag.name) }
  }

  // MARK: - Positional arguments

  /// Every word given to `argument`, read, in order.
  func values<Value>(of argument: Argument<Value>) -> [Value] {
    entries.compactMap { entry in
      guard case .argument(let name, _) = entry.element, name == argument.name else {
        return nil
      }
      return entry.value as? Value
    }
  }

  /// The first word given to `argument`, read, or `nil`.
  func value<Value>(of argument: Argument<Value>) -> Value? {
    values(of: argument).first
  }

  // MARK: - Across kinds

  /// Every value of type `Value`, from options and positional words alike, in command-line
  /// order: `set` applies `--l 60` and `l=60`, both read as a component change, in the order
  /// they were given.
  func values<Value>(as type: Value.Type) -> [Value] {
    entries.compactMap { $0.value as? Value }
  }
}
