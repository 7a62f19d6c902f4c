import Testing

@testable import LabcolorCommands

private func runLabcolor(_ arguments: [String]) -> RunResult {
  run(arguments, command: Labcolor.command)
}

@Suite struct LabcolorTests {
  @Test func versionIsLabcolor010() {
    #expect(
      runLabcolor(["--version"])
        == RunResult(status: .success, stdout: "labcolor 0.1.0\n", stderr: ""))
  }

  @Test func noArgumentsHelpAndHelpSubcommandPrintTheSameHelp() {
    let help = runLabcolor(["--help"])
    #expect(help.status == .success)
    #expect(help.stdout.hasPrefix("OVERVIEW: Explore the CIE L*a*b* color space.\n"))
    #expect(runLabcolor([]) == help)
    #expect(runLabcolor(["help"]) == help)
    #expect(runLabcolor(["-h"]) == help)
  }

  /// `-h` or `--help` among the words after `help` asks for the help of the command those
  /// words name, not the root's.
  @Test func helpOfACommandWithHelpAfterItIsThatCommandsHelp() {
    let help = runLabcolor(["set", "--help"])
    #expect(help.stdout.hasPrefix("OVERVIEW: Set L*, a* and b* and print the color.\n"))
    #expect(runLabcolor(["help", "set", "--help"]) == help)
    #expect(runLabcolor(["help", "-h", "set"]) == help)
  }

  /// On a terminal narrower than 80 columns, help is wrapped to its width; to anything else
  /// (a pipe, a file), at 80.
  @Test func helpIsWrappedToANarrowTerminal() {
    let expected = """
      OVERVIEW: Print the color model's dependency graph.

      Lists each key of the observable color with the keys it
      depends on, in dependency order, as the model declares them:
      a change of a key notifies every key that depends on it,
      directly or not. Stored keys depend on nothing.

        $ labcolor graph
        lComponent (stored)
        ...
        x ← lComponent, aComponent
        $ labcolor graph --format dot | dot -Tsvg > graph.svg

      Exit status: 0 on success; 1 if the output cannot be written
      (a full disk); 2 for a usage error.

      USAGE: labcolor graph [--format <format>]

      OPTIONS:
        --format <format>       One line per key, or a Graphviz
                                digraph. (values: text, dot;
                                default: text)
        -h, --help              Show help information.

      """
    for arguments in [["help", "graph"], ["graph", "--help"], ["help", "graph", "-h"]] {
      #expect(
        labcolor(arguments, terminal: true, windowColumns: 60)
          == RunResult(status: .success, stdout: expected, stderr: ""))
    }
    #expect(
      labcolor(["help", "graph"], windowColumns: 60).stdout.contains(
        "\nLists each key of the observable color with the keys it depends on, in\n"))
  }

  /// Help written anywhere but a narrow terminal fits in 80 columns, the lines the commands
  /// lay out themselves (tables, examples) too.
  @Test func everyCommandsHelpFitsIn80Columns() {
    for name in [nil] + Labcolor.subcommandList.map(\.name) {
      let help = runLabcolor((name.map { [$0] } ?? []) + ["--help"])
      #expect(help.status == .success)
      let wide = help.stdout.split(separator: "\n").filter { $0.count > 80 }
      #expect(wide.isEmpty, "\(name ?? "labcolor"): \(wide)")
    }
  }

  @Test func helpListsEveryRegisteredSubcommand() {
    let help = runLabcolor(["--help"]).stdout
    for command in Labcolor.subcommands + [Command(name: "help", abstract: "")] {
      #expect(help.contains("\n  \(command.name) "), "\(command.name)")
    }
  }

  /// The root lists each subcommand by name and declares it only when it runs; the name it
  /// lists is the one the declaration gives.
  @Test func everyListedSubcommandIsDeclaredUnderItsListedName() {
    let names = Labcolor.subcommandList.map(\.name)
    #expect(
      names == [
        "set", "convert", "watch", "graph", "explore", "compare", "mix", "gradient", "name",
        "slice",
      ])
    for entry in Labcolor.subcommandList {
      #expect(entry.command.name == entry.name)
      #expect(Labcolor.command.subcommand(named: entry.name)?.name == entry.name)
    }
    #expect(Labcolor.command.subcommand(named: "sett") == nil)
    #expect(!Labcolor.command.hasSubcommand(named: "help"))
  }

  @Test func runUsesOnlyTheStreamsItIsGiven() {
    let output = Output()
    let error = Output()
    let status = Labcolor.run(
      arguments: ["--bogus"], environment: [:], input: .bytes([]), output: output, error: error)
    #expect(status == .usage)
    #expect(output.text == "")
    #expect(error.text.hasPrefix("Error: Unknown option '--bogus'.\n"))
  }
}

@Suite struct LabcolorRandomInputTests {
  /// No argument vector or input ends in a trap or another status: each ends in output, or
  /// in errors of the documented forms, with status 0, 1 or 2 (the README's Reliability section).
  @Test func randomCommandLinesAndInputEndInStatusZeroOneOrTwo() {
    let words = [
      "set", "convert", "watch", "graph", "help", "--l", "--a", "--b", "-l", "-a", "--from",
      "--white", "d65", "d50", "D65", "--format", "text", "json", "hex", "rgb", "dot", "css",
      "--to", "lab", "lch", "xyz", "--input", "--gamut", "clip", "--strict", "--trace",
      "--keys", "hex,l", "hexx", "--color", "always", "never", "50", "-20", "120", "1e300",
      "1e309", "nan", "-inf", "50 20 0", "#986b78", "#12", "rebeccapurple", "lab(100 20 -30)",
      "l=60", "a=-5", "L*=50%", "hex=1", "q=1", "=", "a=", "--", "-", "", "\u{0}", "é",
      "--help", "--version", "\u{1B}[31m",
    ]
    let lines = [
      "50 20 0", "a 20", "l 120", "set #336699", "# note", "", "b += 1e308", "nan 0 0",
      "50 1e300 0", "\u{0}", "l", "set", "x=1", "#", "green", "a -= 5",
      "lab(46.277 -47.562 48.583)",
    ]
    var generator = SplitMix64(seed: 0x1AB_C0102)
    var statuses: Set<Int32> = []
    for _ in 0..<2000 {
      let arguments = (0..<Int(generator.next() % 6)).map { _ in
        words[Int(generator.next() % UInt64(words.count))]
      }
      var stdin: [UInt8] = []
      for _ in 0..<Int(generator.next() % 6) {
        if generator.next() % 5 == 0 {
          stdin += (0..<Int(generator.next() % 12)).map { _ in
            UInt8(truncatingIfNeeded: generator.next())
          }
        } else {
          stdin += Array(lines[Int(generator.next() % UInt64(lines.count))].utf8)
        }
        stdin += generator.next() % 3 == 0 ? [13, 10] : [10]
      }
      let result = labcolor(arguments, stdin: stdin)
      statuses.insert(result.status.rawValue)
      let errorLines = result.stderr.split(separator: "\n")
      switch result.status {
      case .success:
        #expect(result.stderr.isEmpty, "\(arguments)")
      case .badData:
        #expect(!errorLines.isEmpty, "\(arguments)")
        for line in errorLines {
          #expect(line.hasPrefix("Error: ") || line.hasPrefix("labcolor: "), "\(arguments)")
        }
      case .usage:
        #expect(result.stdout.isEmpty, "\(arguments)")
        #expect(errorLines.first?.hasPrefix("Error: ") == true, "\(arguments)")
        #expect(errorLines.dropFirst().first?.hasPrefix("Usage: labcolor") == true, "\(arguments)")
      default:
        Issue.record("status \(result.status.rawValue) for \(arguments)")
      }
    }
    #expect(statuses == [0, 1, 2])
  }
}
