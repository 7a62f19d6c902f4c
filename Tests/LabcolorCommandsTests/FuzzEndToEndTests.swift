import Testing

@testable import LabcolorCommands

/// A sample of the fuzz cases (`FuzzTests`) run through the built binary: a trap there ends
/// the process with a signal, which an in-process run cannot show (it would take the test
/// runner down with it), and the real streams — `read(2)` from a file, buffered
/// `write(2)` — must give what the in-process run gives.
@Suite struct FuzzEndToEndTests {
  /// 150 cases, a third each of random command lines, `convert` input and `watch`
  /// input: each ends with the in-process run's status, standard output and standard
  /// error, and no signal. (Arguments cannot hold NUL in a real process; it becomes `?`.)
  @Test func aSampleOfFuzzCasesGivesTheSameResultFromTheBinary() throws {
    let seed = FuzzTests.seed ^ 0xE2E
    var sawLongLine = false
    for (index, caseSeed) in Fuzz.caseSeeds(seed, count: 150).enumerated() {
      var fuzz = Fuzz(seed: caseSeed)
      var arguments: [String]
      let stdin: [UInt8]
      switch index % 3 {
      case 0:
        arguments = fuzz.argumentVector().map { String($0.map { $0 == "\0" ? "?" : $0 }) }
        stdin = fuzz.input(line: { $0.convertLine() })
      case 1:
        arguments = ["convert"] + fuzz.convertOptions()
        stdin = fuzz.input(lines: 30, line: { $0.convertLine() })
      default:
        arguments = ["watch"] + fuzz.watchOptions().options
        stdin = fuzz.input(lines: 30, line: { $0.watchLine() })
      }
      sawLongLine =
        sawLongLine
        || InputLines.split(stdin).contains { $0.count > ConvertCommand.maximumLineLength }
      // The binary first: if it traps, the in-process run would take the runner down.
      let actual = try LabcolorBinary.execute(arguments, stdin: stdin)
      var problems: [String] = []
      var expected: RunResult?
      if let signal = actual.signal {
        problems.append("the binary ended with signal \(signal)")
      } else {
        let result = labcolor(arguments, stdin: stdin)
        expected = result
        if actual.status != result.status.rawValue {
          problems.append("the binary ended with status \(actual.status)")
        }
        if actual.stdout != result.stdout {
          problems.append("the binary's standard output differs")
        }
        if actual.stderr != result.stderr {
          problems.append("the binary's standard error differs")
        }
      }
      if !problems.isEmpty {
        let fuzzCase = FuzzCase(
          suiteSeed: seed, index: index, caseSeed: caseSeed, arguments: arguments, stdin: stdin)
        Issue.record(Comment(rawValue: fuzzCase.report(problems, result: expected)))
      }
    }
    #expect(sawLongLine)
  }
}
