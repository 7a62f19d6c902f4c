import Testing

@testable import labcolor_cli

@Suite struct ExitCodeTests {
  @Test func statusesAreTheDocumentedNumbers() {
    #expect(ExitCode.success.rawValue == 0)
    #expect(ExitCode.badData.rawValue == 1)
    #expect(ExitCode.usage.rawValue == 2)
  }
}
