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
}
