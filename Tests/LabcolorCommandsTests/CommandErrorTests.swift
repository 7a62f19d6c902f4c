import Testing

@testable import LabcolorCommands

@Suite struct CommandErrorTests {
  @Test func usageErrorsExitWithTwo() {
    let error = CommandError.usage("Unknown option '--x'.")
    #expect(error.kind == .usage)
    #expect(error.message == "Unknown option '--x'.")
    #expect(error.exitCode == .usage)
  }

  @Test func badDataExitsWithOne() {
    #expect(CommandError.badData("Cannot use 'fail'.").exitCode == .badData)
  }

  @Test func reportedBadDataExitsWithOneAndPrintsNothing() {
    let error = CommandError.badDataReported
    #expect(error.exitCode == .badData)
    #expect(error.isReported)
    #expect(!CommandError.badData("Cannot use 'fail'.").isReported)
    #expect(HelpFormatter.errorReport(error, path: CommandPath(root: Demo.root)) == "")
    let failing = Command(
      name: "fail", abstract: "Fail.", run: { _ throws(CommandError) in throw .badDataReported })
    #expect(run([], command: failing) == RunResult(status: .badData, stdout: "", stderr: ""))
  }
}
