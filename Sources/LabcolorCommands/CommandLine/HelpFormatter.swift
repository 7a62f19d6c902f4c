/// The help text and usage lines of commands, generated from their declarations.
///
/// The layout is swift-argument-parser's, wrapped to 80 columns (or to a narrower terminal's
/// width, `width(for:)`), labels in a 26-column left column:
///
///     OVERVIEW: Paint a test color.
///
///     USAGE: demo paint [--l <value> ...] [--trace] [<assignment> ...]
///
///     ARGUMENTS:
///       <assignment>            A key=value word.
///
///     OPTIONS:
///       -l, --l <value>         Lightness L*. (default: 50)
///       -t, --trace             Print each element.
///       -h, --help              Show help information.
enum HelpFormatter {
  /// The column where help texts start in the ARGUMENTS, OPTIONS and SUBCOMMANDS sections.
  static let helpColumn = 26

  /// The narrowest width help is wrapped to, however narrow the terminal: the help column
  /// and a few words beside it.
  static let minimumWidth = 40

  /// The width to wrap help written to `output` to: the width of its terminal's window when
  /// that is narrower than `TextWrapper.width` (80), but at least `minimumWidth`; 80 when
  /// it is no terminal (a pipe, a file: the manual page and the tests read 80) or a wider
  /// one.
  static func width(for output: Output) -> Int {
    guard output.isTerminal, let columns = output.windowColumns else { return TextWrapper.width }
    return min(TextWrapper.width, max(minimumWidth, columns))
  }

  /// The help of the leaf of `path`, wrapped to `width` columns, ending with a newline.
  static func help(for path: CommandPath, width: Int = TextWrapper.width) -> String {
    let command = path.leaf
    var sections: [String] = []
    if !command.abstract.isEmpty {
      sections.append(TextWrapper.wrap(command.abstract, prefix: "OVERVIEW: ", width: width))
    }
    if !command.discussion.isEmpty {
      sections.append(TextWrapper.wrapParagraphs(command.discussion, width: width))
    }
    sections.append(
      TextWrapper.wrap(usageWords(for: path), prefix: "USAGE: ", indent: 7, width: width))
    if !command.arguments.isEmpty {
      let rows = command.arguments.map {
        row(label: "<\($0.name)>", help: $0.help, width: width)
      }
      sections.append((["ARGUMENTS:"] + rows).joined(separator: "\n"))
    }
    sections.append(
      (["OPTIONS:"] + optionRows(for: command, width: width)).joined(separator: "\n"))
    if command.isGroup {
      sections.append(subcommandsSection(for: path, width: width))
    }
    return sections.joined(separator: "\n\n") + "\n"
  }

  /// The usage of the leaf of `path` on one logical line, without a prefix:
  /// `demo paint [--l <value> ...] [--trace] [<assignment> ...]`.
  static func usage(for path: CommandPath) -> String {
    usageWords(for: path).joined(separator: " ")
  }

  /// What standard error shows for a failed command: `Error: …`, and for a usage error the
  /// usage line, wrapped to `width` columns, and where to find help. Ends with a newline;
  /// empty for an error the command has reported already (`CommandError.badDataReported`).
  static func errorReport(
    _ error: CommandError, path: CommandPath, width: Int = TextWrapper.width
  ) -> String {
    guard !error.isReported else { return "" }
    var report = "Error: \(error.message)\n"
    if error.kind == .usage {
      report +=
        TextWrapper.wrap(usageWords(for: path), prefix: "Usage: ", indent: 7, width: width)
        + "\n"
      report += "  See '\(path.name) --help' for more information.\n"
    }
    return report
  }

  // MARK: - Parts

  /// The words of the usage line; each bracketed group is one word, never split.
  private static func usageWords(for path: CommandPath) -> [String] {
    let command = path.leaf
    var words = [path.name]
    for option in command.options where !option.isHidden {
      var word = "--\(option.name)"
      if !option.isFlag { word += " <\(option.valueName)>" }
      if option.isRepeatable { word += " ..." }
      words.append("[\(word)]")
    }
    for argument in command.arguments {
      var word = "<\(argument.name)>"
      if argument.isRepeatable { word += " ..." }
      words.append(argument.isOptional ? "[\(word)]" : word)
    }
    if command.isGroup {
      // A group whose body runs only through hidden options needs a subcommand, as far as
      // its users are told.
      let needsSubcommand =
        command.run == nil
        || (!command.options.isEmpty && command.options.allSatisfy(\.isHidden))
      words.append(needsSubcommand ? "<subcommand>" : "[<subcommand>]")
    }
    return words
  }

  private static func optionRows(for command: Command, width: Int) -> [String] {
    var rows: [String] = command.options.filter { !$0.isHidden }.map { option in
      var label = "--\(option.name)"
      if let short = option.shortName { label = "-\(short), " + label }
      if !option.isFlag { label += " <\(option.valueName)>" }
      return row(label: label, help: option.help + annotation(for: option), width: width)
    }
    if command.version != nil {
      rows.append(row(label: "--version", help: "Show the version.", width: width))
    }
    rows.append(row(label: "-h, --help", help: "Show help information.", width: width))
    return rows
  }

  /// ` (values: text, json; default: text)` or ` (from 2 to 10000; default: 5)`, or as much
  /// of it as applies.
  private static func annotation(for option: OptionDeclaration) -> String {
    var parts: [String] = []
    let choices = option.allValueStrings
    if !choices.isEmpty { parts.append("values: " + choices.joined(separator: ", ")) }
    if let range = option.rangeDescription { parts.append("from " + range) }
    if let defaultValue = option.defaultDescription { parts.append("default: \(defaultValue)") }
    return parts.isEmpty ? "" : " (" + parts.joined(separator: "; ") + ")"
  }

  private static func subcommandsSection(for path: CommandPath, width: Int) -> String {
    var rows = path.leaf.subcommands.map {
      row(label: $0.name, help: $0.abstract, width: width)
    }
    if path.isRoot {
      rows.append(row(label: "help", help: "Show subcommand help information.", width: width))
    }
    let helpPath = ([path.root.name, "help"] + path.subcommands.map(\.name)).joined(separator: " ")
    return (["SUBCOMMANDS:"] + rows).joined(separator: "\n")
      + "\n\n  See '\(helpPath) <subcommand>' for detailed help."
  }

  /// A two-column row: the label indented by 2, the help from `helpColumn`, wrapped to
  /// `width`; a label too wide for the left column puts the help on the next line.
  private static func row(label: String, help: String, width: Int) -> String {
    let margin = String(repeating: " ", count: helpColumn)
    let words = help.split(separator: " ").map(String.init)
    let helpText = TextWrapper.wrap(words, prefix: margin, indent: helpColumn, width: width)
    let leading = "  " + label
    guard !words.isEmpty else { return leading }
    if leading.count + 2 <= helpColumn {
      let padding = String(repeating: " ", count: helpColumn - leading.count)
      return leading + padding + helpText.dropFirst(helpColumn)
    }
    return leading + "\n" + helpText
  }
}
