import Testing

@testable import LabcolorCommands

@Suite struct InputProblemsTests {
  @Test func eachProblemIsReportedAndTheRunFailsAtTheEnd() throws {
    let error = Output(flushesEachLine: true)
    let problems = InputProblems(error: error, after: nil)
    try problems.finish()
    try problems.report("unknown color name \"bluish\" at column 1", at: .line(2))
    try problems.report("expected a color", at: .argument(4))
    #expect(problems.hasProblems)
    #expect(
      error.text
        == "labcolor: line 2: unknown color name \"bluish\" at column 1\n"
        + "labcolor: argument 4: expected a color\n")
    #expect(throws: CommandError.badDataReported) { try problems.finish() }
  }

  @Test func strictStopsAtTheFirst() {
    let error = Output(flushesEachLine: true)
    let problems = InputProblems(error: error, after: nil, stopsAtFirst: true)
    #expect(throws: CommandError.badDataReported) { try problems.report("bad", at: .line(1)) }
    #expect(error.text == "labcolor: line 1: bad\n")
  }

  @Test func theOutputSoFarGoesOutBeforeEachProblem() throws {
    let output = Output()
    let error = Output(flushesEachLine: true)
    let problems = InputProblems(error: error, after: output)
    output.write("#ff0000\n")
    #expect(output.captured.isEmpty)  // buffered
    try problems.report("bad", at: .line(2))
    #expect(output.text == "#ff0000\n")
  }
}
