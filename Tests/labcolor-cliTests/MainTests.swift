import Foundation
import Testing

@testable import labcolor_cli

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// End to end: the built `labcolor` binary, a cleared environment, real streams.
@Suite struct MainTests {
  private static let help = """
    OVERVIEW: Explore the CIE L*a*b* color space.

    Set L*, a* and b* and watch every change propagate through the color's dependent
    values; convert colors between notations, one per line.

    USAGE: labcolor <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
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
