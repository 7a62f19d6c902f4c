import LabColor

/// Parses a command line against a tree of `Command` declarations, by the conventions of
/// swift-argument-parser.
///
/// - Options: `--l 50`, `--l=50`, `-l 50`, `-l50`, `-l=50`; flags `--trace`, `-t`, and
///   grouped short flags `-tq` (the last of a group may take a value).
/// - A word that looks like a negative number (`-20`, `-.5`, `-1e3`, `-inf`) is a value,
///   never an option: `--a -20` and `convert 50 -20 10` work as written.
/// - The word after an option that takes a value is its value unless it is an option or
///   flag the command knows, or `--`: `--a '-$5'` is refused as a value of `--a`
///   (`The value '-$5' is invalid for '--a <number>': …`), `--a --trace` is missing one.
/// - `--` ends options: every later word is positional.
/// - Every option, flag and positional word is kept in command-line order.
/// - `-h`/`--help` anywhere among a command's words (before `--`) asks for its help, even
///   beside mistakes; `--version` is known to commands that declare a version. The root
///   command also has the `help [<subcommand> ...]` subcommand.
/// - Errors are usage errors (status 2) naming the word and what was expected, with a
///   "did you mean" for a close unknown option or subcommand (see `Suggestion`). The word
///   is quoted as `UserText` quotes user text: control characters written out, cut after
///   32 characters, so the message is one short line whatever the word.
struct ArgumentParser {
  /// What the command line asks for.
  enum Outcome {
    /// Run the leaf of the path with these arguments (validation has not run yet).
    case run(CommandPath, ParsedArguments)
    /// Print the help of the leaf of the path.
    case help(CommandPath)
    /// Print the version the leaf of the path declares.
    case version(CommandPath)
  }

  /// A usage error and the command whose usage line goes with it.
  struct Failure: Error {
    /// The error to report.
    var error: CommandError
    /// The command being parsed when the error was found.
    var path: CommandPath
  }

  private let words: [String]
  private var index = 0
  private var path: CommandPath

  private init(words: [String], root: Command) {
    self.words = words
    self.path = CommandPath(root: root)
  }

  /// Parses `words` (the command line without the program name) for the command `root`.
  static func parse(_ words: [String], root: Command) throws(Failure) -> Outcome {
    var parser = ArgumentParser(words: words, root: root)
    return try parser.parse()
  }

  private mutating func parse() throws(Failure) -> Outcome {
    while path.leaf.isGroup {
      if helpIsRequestedBeforeSubcommand() { return .help(path) }
      var parsed = ParsedArguments()
      var selected: Command?
      while selected == nil, index < words.count {
        let word = words[index]
        if word == "--" {
          index += 1
          guard index < words.count else { break }
          throw failure(.usage("Unexpected argument \(UserText.quoted(words[index]))."))
        }
        if Self.isOptionWord(word) {
          if let outcome = try parseOption(into: &parsed) { return outcome }
          continue
        }
        index += 1
        if path.isRoot, word == "help" { return try parseHelpSubcommand() }
        guard let subcommand = path.leaf.subcommand(named: word) else {
          throw failure(unknownSubcommand(word, of: path))
        }
        // A group's own options run the group, so a subcommand after one would be dropped
        // (`labcolor --generate-manual set` ran `set`).
        switch parsed.elements.first {
        case .option(let name, _)?, .flag(let name)?, .argument(let name, _)?:
          throw failure(
            .usage("Unexpected argument \(UserText.quoted(word)): '--\(name)' takes no subcommand.")
          )
        case nil:
          break
        }
        selected = subcommand
      }
      guard let subcommand = selected else {
        return .run(path, parsed)
      }
      path.append(subcommand)
    }
    return try parseLeaf()
  }

  private mutating func parseLeaf() throws(Failure) -> Outcome {
    let remaining = words[index...].prefix { $0 != "--" }
    if remaining.contains(where: Self.isHelpWord) { return .help(path) }
    var parsed = ParsedArguments()
    var argumentIndex = 0
    var optionsEnded = false
    while index < words.count {
      let word = words[index]
      if !optionsEnded {
        if word == "--" {
          optionsEnded = true
          index += 1
          continue
        }
        if Self.isOptionWord(word) {
          if let outcome = try parseOption(into: &parsed) { return outcome }
          continue
        }
      }
      index += 1
      let arguments = path.leaf.arguments
      guard argumentIndex < arguments.count else {
        throw failure(
          .usage(
            "Unexpected argument \(UserText.quoted(word))."
              + colorTripleHint(for: word, after: parsed)))
      }
      let argument = arguments[argumentIndex]
      let value: any Sendable
      do throws(Failure) {
        value = try read(word, with: argument.parse, label: "<\(argument.name)>")
      } catch {
        var failure = error
        failure.error.message += colorTripleHint(for: word, after: parsed)
        throw failure
      }
      parsed.append(.argument(name: argument.name, value: word), value: value)
      if !argument.isRepeatable { argumentIndex += 1 }
    }
    for argument in path.leaf.arguments where !argument.isOptional {
      guard parsed.elements.contains(where: { Self.isArgument($0, named: argument.name) }) else {
        throw failure(.usage("Missing expected argument '<\(argument.name)>'."))
      }
    }
    return .run(path, parsed)
  }

  /// `help [<subcommand> ...]`: the help of the named command, from the root. `-h` and
  /// `--help` among the names ask for that same help (`help set --help` is `set`'s).
  private mutating func parseHelpSubcommand() throws(Failure) -> Outcome {
    var target = CommandPath(root: path.root)
    while index < words.count {
      let word = words[index]
      index += 1
      if Self.isHelpWord(word) || word == "--" || (target.isRoot && word == "help") { continue }
      if Self.isOptionWord(word) {
        throw failure(.usage("Unknown option \(UserText.quoted(word))."))
      }
      guard let subcommand = target.leaf.subcommand(named: word) else {
        throw Failure(error: unknownSubcommand(word, of: target), path: target)
      }
      target.append(subcommand)
    }
    return .help(target)
  }

  // MARK: - Options

  /// Parses the option word at `index` and any value it takes, appending to `elements`.
  ///
  /// Returns an outcome when the word is `--help` or `--version`.
  private mutating func parseOption(
    into parsed: inout ParsedArguments
  ) throws(Failure) -> Outcome? {
    let word = words[index]
    index += 1
    if word.hasPrefix("--") {
      return try parseLongOption(word, into: &parsed)
    }
    return try parseShortOptions(word, into: &parsed)
  }

  private mutating func parseLongOption(
    _ word: String, into parsed: inout ParsedArguments
  ) throws(Failure) -> Outcome? {
    let body = word.dropFirst(2)
    let equals = body.firstIndex(of: "=")
    let name = String(body[..<(equals ?? body.endIndex)])
    let inlineValue = equals.map { String(body[body.index(after: $0)...]) }
    let command = path.leaf
    if name == "help" || (name == "version" && command.version != nil) {
      if let inlineValue { throw failure(flagTakesNoValue(name, got: inlineValue)) }
      return name == "help" ? .help(path) : .version(path)
    }
    guard let option = command.options.first(where: { $0.name == name }) else {
      throw failure(unknownOption(UserText.quoted("--\(name)"), body: name))
    }
    guard let parse = option.parse else {
      if let inlineValue { throw failure(flagTakesNoValue(name, got: inlineValue)) }
      parsed.append(.flag(name: option.name), value: nil)
      return nil
    }
    let label = "--\(name) <\(option.valueName)>"
    let value: String
    if let inlineValue {
      value = inlineValue
    } else {
      value = try takeValue(label: label)
    }
    let typed = try read(value, with: parse, label: label)
    parsed.append(.option(name: option.name, value: value), value: typed)
    return nil
  }

  private mutating func parseShortOptions(
    _ word: String, into parsed: inout ParsedArguments
  ) throws(Failure) -> Outcome? {
    let characters = Array(word.dropFirst())
    let options = path.leaf.options
    for (offset, character) in characters.enumerated() {
      guard let option = options.first(where: { $0.shortName == character }) else {
        if character == "h" { return .help(path) }
        let spelling =
          characters.count == 1
          ? UserText.quoted(word)
          : "\(UserText.quoted("-\(character)")) in \(UserText.quoted(word))"
        throw failure(unknownOption(spelling, body: String(characters)))
      }
      guard let parse = option.parse else {
        parsed.append(.flag(name: option.name), value: nil)
        continue
      }
      let label = "-\(character) <\(option.valueName)>"
      var attached = characters[(offset + 1)...]
      let value: String
      if attached.isEmpty {
        value = try takeValue(label: label)
      } else {
        if attached.first == "=" { attached = attached.dropFirst() }
        value = String(attached)
      }
      let typed = try read(value, with: parse, label: label)
      parsed.append(.option(name: option.name, value: value), value: typed)
      return nil
    }
    return nil
  }

  /// Takes the next word as the value of the option `label`, unless there is none or it is
  /// `--` or an option or flag the command knows (`isKnownOptionWord`): then the value is
  /// missing. Any other word is the value, whatever it starts with, so that a value that
  /// starts with `-` and is not a number (`--a '-$5'`) is read, and refused for what it is.
  private mutating func takeValue(label: String) throws(Failure) -> String {
    guard index < words.count, words[index] != "--", !isKnownOptionWord(words[index]) else {
      throw failure(.usage("Missing value for '\(label)'."))
    }
    index += 1
    return words[index - 1]
  }

  /// Reads `word` as the value of the option or argument `label`, with its declaration's
  /// `parse`.
  private func read(
    _ word: String, with parse: OptionDeclaration.Parse, label: String
  ) throws(Failure) -> any Sendable {
    do throws(ArgumentValueError) {
      return try parse(word)
    } catch {
      switch error {
      case .invalid(let reason), .beyondType(let reason):
        throw failure(
          .usage("The value \(UserText.quoted(word)) is invalid for '\(label)': \(reason)."))
      case .refused(let message):
        throw failure(.usage(message))
      }
    }
  }

  // MARK: - Errors

  // Words from the command line are quoted with `UserText`: control characters written
  // out and long words cut, so an error stays one short line on the terminal.

  private func failure(_ error: CommandError) -> Failure {
    Failure(error: error, path: path)
  }

  /// For a number refused as a positional word between an option that takes a color, given
  /// a bare number, and a third number (`set --from 50 20 0`, `slice --mark 50 20 0`): the
  /// option took `50` alone and the rest of the triple went on as positional words, which
  /// the message alone does not tell. The hint shows the triple as one quoted word, each
  /// number cut as `UserText` cuts a word, so that a number of a million digits still makes
  /// one short line; empty otherwise.
  private func colorTripleHint(for word: String, after parsed: ParsedArguments) -> String {
    guard case .option(let name, let value)? = parsed.elements.last,
      path.leaf.options.first(where: { $0.name == name })?.completion == .colors,
      Double(value) != nil, Double(word) != nil, index < words.count,
      Double(words[index]) != nil
    else { return "" }
    let triple = [value, word, words[index]].map(UserText.escaped).joined(separator: " ")
    return " A color of three numbers is one word: --\(name) '\(triple)'."
  }

  private func flagTakesNoValue(_ name: String, got value: String) -> CommandError {
    .usage("The flag '--\(name)' does not take a value (got \(UserText.quoted(value))).")
  }

  /// `Unknown option '--x'.`, with a suggestion for `body` (the word without dashes) when
  /// one is close; `spelling` is the word, quoted already.
  private func unknownOption(_ spelling: String, body: String) -> CommandError {
    let command = path.leaf
    var names = command.options.map(\.name) + ["help"]
    if command.version != nil { names.append("version") }
    var message = "Unknown option \(spelling)."
    if let name = command.renamedOptions[body] {
      message += " It is called '--\(name)' now."
    } else if let suggestion = Suggestion.closest(to: body, in: names) {
      message += " Did you mean '--\(suggestion)'?"
    }
    return .usage(message)
  }

  private func unknownSubcommand(_ word: String, of path: CommandPath) -> CommandError {
    var names = path.leaf.subcommandNames
    if path.isRoot { names.append("help") }
    var message = "Unknown subcommand \(UserText.quoted(word))."
    if let suggestion = Suggestion.closest(to: word, in: names) {
      message += " Did you mean '\(suggestion)'?"
    }
    return .usage(message)
  }

  // MARK: - Words

  /// Whether `-h` or `--help` comes before `--` and before the word naming a subcommand.
  private func helpIsRequestedBeforeSubcommand() -> Bool {
    for word in words[index...] {
      if Self.isHelpWord(word) { return true }
      if word == "--" || path.leaf.hasSubcommand(named: word) { return false }
      if path.isRoot, word == "help" { return false }
    }
    return false
  }

  private static func isHelpWord(_ word: String) -> Bool {
    word == "-h" || word == "--help"
  }

  private static func isArgument(_ element: ParsedArguments.Element, named name: String) -> Bool {
    if case .argument(let argumentName, _) = element { return argumentName == name }
    return false
  }

  /// Whether `word` is an option word (`isOptionWord`) that names an option or flag of the
  /// command being parsed: `--name` or `--name=…` of one it declares or a former name of one,
  /// `--help`, `--version` if the command has a version, or a short word whose first letter
  /// is a declared short name or `h` (`-t`, `-l50`, `-tq`, `-h`).
  private func isKnownOptionWord(_ word: String) -> Bool {
    guard Self.isOptionWord(word) else { return false }
    let command = path.leaf
    guard word.hasPrefix("--") else {
      guard let letter = word.dropFirst().first else { return false }
      return letter == "h" || command.options.contains { $0.shortName == letter }
    }
    let name = String(word.dropFirst(2).prefix { $0 != "=" })
    return name == "help" || (name == "version" && command.version != nil)
      || command.options.contains { $0.name == name } || command.renamedOptions[name] != nil
  }

  /// Whether `word` is an option or flag: it starts with `-`, is not `-` itself, and does
  /// not look like a negative number. (`--` is checked separately.)
  static func isOptionWord(_ word: String) -> Bool {
    word.hasPrefix("-") && word != "-" && !looksLikeNegativeNumber(word)
  }

  /// Whether `word` is `-` followed by a digit, by `.` and a digit, or is any other negative
  /// `Double` (`-inf`, `-nan`): such a word is a value, whatever its syntax errors.
  static func looksLikeNegativeNumber(_ word: String) -> Bool {
    let bytes = Array(word.utf8.prefix(3))
    guard bytes.count >= 2, bytes[0] == UInt8(ascii: "-") else { return false }
    let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    if isDigit(bytes[1]) { return true }
    if bytes[1] == UInt8(ascii: "."), bytes.count == 3, isDigit(bytes[2]) { return true }
    return Double(word) != nil
  }
}
