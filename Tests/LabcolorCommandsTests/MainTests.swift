import Foundation
import Testing

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// End to end: the built `labcolor` binary, a cleared environment, real streams.
@Suite struct MainTests {
  private static let help = """
    OVERVIEW: Explore the CIE L*a*b* color space.

    labcolor models a color as L*, a* and b* with the XYZ, sRGB and hex values that
    depend on them, in an observable model. Set the components and see the result,
    watch every change propagate through the dependent values, convert colors
    between notations in a pipeline, or explore them with sliders in the terminal.

      $ labcolor set --l 50 --a 20 --format hex
      #986b78
      $ labcolor convert 'lab(46.277 -47.562 48.583)' --to rgb
      rgb(0 128 0)
      $ printf 'a 20\\n' | labcolor watch --keys hex
      hex: #777777 -> #986b78

    L*a*b* values are relative to the D65 white unless --white d50 is given; CSS
    lab() and lch() are D50, as CSS defines them.

    Exit status: 0 on success; 1 for bad data (a color, value or input line that
    cannot be used), or when input cannot be read or output cannot be written (a
    full disk); 2 for a usage error (an unknown option, subcommand or key; a
    missing, malformed or out-of-range value). A closed standard output (| head -1)
    ends a run quietly with status 0. explore ends with 130 when aborted and 128 + n
    after signal n.

    labcolor --generate-completion-script bash, zsh or fish prints a completion
    script for that shell, and labcolor --generate-manual the manual page (make
    install puts both in place).

    USAGE: labcolor <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      set                     Set L*, a* and b* and print the color.
      convert                 Convert colors between notations, one per line.
      watch                   Apply changes from standard input and print every
                              notification.
      graph                   Print the color model's dependency graph.
      explore                 Explore colors with sliders, a swatch and the a*b*
                              plane; Enter prints the pick.
      compare                 Compare two colors: ΔE, WCAG 2 and APCA contrast.
      mix                     Mix two colors as CSS color-mix() does.
      gradient                Print colors evenly spaced through two or more stops.
      name                    Find the CSS named colors nearest to a color.
      slice                   Draw a plane of L*a*b* with the sRGB or P3 gamut.
      help                    Show subcommand help information.

      See 'labcolor help <subcommand>' for detailed help.

    """

  private static let usage = """
    Usage: labcolor <subcommand>
      See 'labcolor --help' for more information.

    """

  @Test func help() throws {
    try expectExecute(["--help"], stdout: Self.help)
    try expectExecute(["-h"], stdout: Self.help)
    try expectExecute(["help"], stdout: Self.help)
  }

  /// Like swift-argument-parser with a command group: no subcommand prints help, status 0.
  @Test func noArgumentsPrintsHelp() throws {
    try expectExecute([], stdout: Self.help)
  }

  @Test func everySubcommandHasHelpThatStatesItsExitStatus() throws {
    for name in [
      "set", "convert", "watch", "graph", "explore", "compare", "mix", "gradient", "name", "slice",
    ] {
      let help = try LabcolorBinary.execute([name, "--help"])
      #expect(help.status == 0 && help.stderr == "")
      #expect(help.stdout.hasPrefix("OVERVIEW: "), "\(name)")
      #expect(help.stdout.contains("\nExit status: 0 "), "\(name)")
      #expect(help.stdout.contains("\nUSAGE: labcolor \(name) "), "\(name)")
      #expect(try LabcolorBinary.execute(["help", name]) == help)
    }
  }

  @Test func version() throws {
    try expectExecute(["--version"], stdout: "labcolor 0.1.0\n")
  }

  @Test func unknownOption() throws {
    try expectExecute(
      ["--verison"],
      stderr: "Error: Unknown option '--verison'. Did you mean '--version'?\n" + Self.usage,
      status: .usage)
  }

  @Test func unknownSubcommand() throws {
    try expectExecute(
      ["frobnicate", "--l", "50"], stderr: "Error: Unknown subcommand 'frobnicate'.\n" + Self.usage,
      status: .usage)
    try expectExecute(
      ["help", "hlp"],
      stderr: "Error: Unknown subcommand 'hlp'. Did you mean 'help'?\n" + Self.usage,
      status: .usage)
  }

  @Test func theEnvironmentIsCleared() throws {
    // NO_COLOR or TERM from the test's own environment would change color output; the
    // harness passes only what it is given.
    let execution = try LabcolorBinary.execute(["--version"], environment: ["LANG": "C"])
    #expect(execution == Execution(stdout: "labcolor 0.1.0\n", stderr: "", status: 0))
  }

  @Test func aClosedStandardOutputEndsQuietlyWithStatusZero() throws {
    // `labcolor --help | head -1`, with the reader gone before the first write, so the
    // write certainly fails with EPIPE (a SIGPIPE would kill the process instead).
    let pipe = TestPipe()
    pipe.closeReadEnd()
    let output = FileHandle(fileDescriptor: pipe.takeWriteEnd(), closeOnDealloc: true)
    let execution = try LabcolorBinary.execute(["--help"], standardOutput: output)
    try output.close()
    #expect(execution == Execution(stdout: "", stderr: "", status: 0))
  }
}
