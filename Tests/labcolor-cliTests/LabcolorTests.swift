import Testing

@testable import labcolor_cli

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

  @Test func helpListsEveryRegisteredSubcommand() {
    let help = runLabcolor(["--help"]).stdout
    for command in Labcolor.subcommands + [Command(name: "help", abstract: "")] {
      #expect(help.contains("\n  \(command.name) "), "\(command.name)")
    }
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
