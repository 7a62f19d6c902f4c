import Testing

@testable import LabcolorCommands

@Suite struct ExitCodeTests {
  @Test func statusesAreTheDocumentedNumbers() {
    #expect(ExitCode.success.rawValue == 0)
    #expect(ExitCode.badData.rawValue == 1)
    #expect(ExitCode.usage.rawValue == 2)
  }
}
