import Testing

@testable import labcolor_cli

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
}
