import Testing

@testable import LabcolorCommands

private func path(_ names: String...) -> CommandPath {
  var path = CommandPath(root: Demo.root)
  for name in names {
    if let command = path.leaf.subcommand(named: name) { path.append(command) }
  }
  return path
}

@Suite struct HelpFormatterTests {
  @Test func helpOfTheRootGroup() {
    #expect(
      HelpFormatter.help(for: path()) == """
        OVERVIEW: Exercise the command-line framework.

        USAGE: demo <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          paint                   Paint a test color.
          mix                     Mix two colors.
          palette                 Work with palettes.
          help                    Show subcommand help information.

          See 'demo help <subcommand>' for detailed help.

        """)
  }

  @Test func helpOfACommandWithEveryKindOfParameter() {
    #expect(
      HelpFormatter.help(for: path("paint")) == """
        OVERVIEW: Paint a test color.

        Applies the options and assignments in command-line order.

            demo paint --l 60 a=5 --l 70

        USAGE: demo paint [--l <value> ...] [--format <format>] [--label <text>]
               [--trace] [--quiet] [<assignment> ...]

        ARGUMENTS:
          <assignment>            A key=value word, applied in order with the options.

        OPTIONS:
          -l, --l <value>         Lightness L*, from 0 to 100. (default: 50)
          --format <format>       The output format. (values: text, json; default: text)
          --label <text>          A label printed before the values; any text, including
                                  spaces and the empty string.
          -t, --trace             Print each element as it is applied.
          -q, --quiet             Print nothing.
          -h, --help              Show help information.

        """)
  }

  @Test func aLabelWiderThanItsColumnPutsTheHelpOnTheNextLine() {
    #expect(
      HelpFormatter.help(for: path("mix")) == """
        OVERVIEW: Mix two colors.

        USAGE: demo mix [--background-color <color>] <first> <second> [<weight>]

        ARGUMENTS:
          <first>                 The first color.
          <second>                The second color.
          <weight>                The weight of the first color.

        OPTIONS:
          --background-color <color>
                                  The color behind the mix.
          -h, --help              Show help information.

        """)
  }

  @Test func helpOfANestedGroupPointsToHelpWithItsPath() {
    #expect(
      HelpFormatter.help(for: path("palette")) == """
        OVERVIEW: Work with palettes.

        USAGE: demo palette <subcommand>

        OPTIONS:
          -h, --help              Show help information.

        SUBCOMMANDS:
          echo                    Number the lines of standard input.

          See 'demo help palette <subcommand>' for detailed help.

        """)
  }

  @Test func everyLineFitsIn80Columns() {
    for names in [[], ["paint"], ["mix"], ["palette"], ["palette", "echo"]] {
      var commandPath = CommandPath(root: Demo.root)
      for name in names {
        if let command = commandPath.leaf.subcommand(named: name) { commandPath.append(command) }
      }
      let lines = HelpFormatter.help(for: commandPath).split(separator: "\n")
      #expect(lines.allSatisfy { $0.count <= 80 }, "\(names)")
    }
  }

  @Test func usageIsOneLogicalLine() {
    #expect(
      HelpFormatter.usage(for: path("paint"))
        == "demo paint [--l <value> ...] [--format <format>] [--label <text>] [--trace] "
        + "[--quiet] [<assignment> ...]")
    #expect(HelpFormatter.usage(for: path()) == "demo <subcommand>")
  }

  @Test func aUsageErrorReportsTheUsageAndWhereHelpIs() {
    #expect(
      HelpFormatter.errorReport(.usage("Unexpected argument 'x'."), path: path("mix")) == """
        Error: Unexpected argument 'x'.
        Usage: demo mix [--background-color <color>] <first> <second> [<weight>]
          See 'demo mix --help' for more information.

        """)
  }

  @Test func badDataIsReportedAlone() {
    #expect(
      HelpFormatter.errorReport(.badData("Cannot use 'fail'."), path: path("paint"))
        == "Error: Cannot use 'fail'.\n")
  }

  @Test func aGroupWithABodyShowsItsSubcommandAsOptional() {
    let group = Command(
      name: "tool", abstract: "", subcommands: [Subcommand(Demo.mix)],
      run: { _ throws(CommandError) in })
    #expect(HelpFormatter.usage(for: CommandPath(root: group)) == "tool [<subcommand>]")
    #expect(!HelpFormatter.help(for: CommandPath(root: group)).contains("OVERVIEW"))
  }

  @Test func hiddenOptionsAreLeftOutOfHelpAndUsage() {
    let group = Command(
      name: "tool", abstract: "A tool.", options: [Demo.trace.hidden],
      subcommands: [Subcommand(Demo.mix)],
      run: { _ throws(CommandError) in })
    // Its body runs only through the hidden flag: to its users it needs a subcommand.
    #expect(HelpFormatter.usage(for: CommandPath(root: group)) == "tool <subcommand>")
    #expect(!HelpFormatter.help(for: CommandPath(root: group)).contains("--trace"))
    #expect(HelpFormatter.help(for: CommandPath(root: group)).contains("-h, --help"))
  }

  // MARK: - Width

  /// At a narrower width (a narrow terminal's), every part is wrapped to it and keeps its
  /// layout: the help column stays at 26, no word is split, examples stay as written.
  @Test func helpWrappedToANarrowerWidth() {
    #expect(
      HelpFormatter.help(for: path("paint"), width: 50) == """
        OVERVIEW: Paint a test color.

        Applies the options and assignments in
        command-line order.

            demo paint --l 60 a=5 --l 70

        USAGE: demo paint [--l <value> ...]
               [--format <format>] [--label <text>]
               [--trace] [--quiet] [<assignment> ...]

        ARGUMENTS:
          <assignment>            A key=value word,
                                  applied in order with
                                  the options.

        OPTIONS:
          -l, --l <value>         Lightness L*, from 0 to
                                  100. (default: 50)
          --format <format>       The output format.
                                  (values: text, json;
                                  default: text)
          --label <text>          A label printed before
                                  the values; any text,
                                  including spaces and the
                                  empty string.
          -t, --trace             Print each element as it
                                  is applied.
          -q, --quiet             Print nothing.
          -h, --help              Show help information.

        """)
    #expect(
      HelpFormatter.errorReport(.usage("Bad."), path: path("paint"), width: 50) == """
        Error: Bad.
        Usage: demo paint [--l <value> ...]
               [--format <format>] [--label <text>]
               [--trace] [--quiet] [<assignment> ...]
          See 'demo paint --help' for more information.

        """)
  }

  /// A terminal narrower than 80 columns gives its width, down to 40; anything else, a
  /// wider terminal, one of unknown width or no terminal at all (a pipe, a file), gives 80.
  @Test func theWidthIsANarrowTerminalsOr80() {
    #expect(HelpFormatter.width(for: Output(isTerminal: true, windowColumns: 60)) == 60)
    #expect(HelpFormatter.width(for: Output(isTerminal: true, windowColumns: 40)) == 40)
    #expect(HelpFormatter.width(for: Output(isTerminal: true, windowColumns: 25)) == 40)
    #expect(HelpFormatter.width(for: Output(isTerminal: true, windowColumns: 132)) == 80)
    #expect(HelpFormatter.width(for: Output(isTerminal: true)) == 80)
    #expect(HelpFormatter.width(for: Output(isTerminal: false, windowColumns: 60)) == 80)
    #expect(HelpFormatter.width(for: Output()) == 80)
  }

  /// The width of a real terminal's window, read from its descriptor.
  @Test func aPseudoTerminalsWindowGivesTheWidth() throws {
    let terminal = try PseudoTerminal(columns: 60, rows: 24)
    #expect(HelpFormatter.width(for: Output(fileDescriptor: terminal.slave)) == 60)
    terminal.resize(columns: 100, rows: 24)
    #expect(HelpFormatter.width(for: Output(fileDescriptor: terminal.slave)) == 80)
  }
}
