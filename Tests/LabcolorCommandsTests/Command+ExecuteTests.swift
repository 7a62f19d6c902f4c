import Testing

@testable import LabcolorCommands

@Suite struct CommandExecuteTests {
  @Test func helpGoesToStandardOutputWithStatusZero() {
    let result = run(["paint", "--help"])
    #expect(
      result
        == RunResult(
          status: .success, stdout: HelpFormatter.help(for: helpPath("paint")), stderr: ""))
  }

  @Test func helpSubcommandPrintsTheSameHelp() {
    #expect(run(["help", "paint"]) == run(["paint", "-h"]))
    #expect(run(["help", "palette", "echo"]) == run(["palette", "echo", "--help"]))
  }

  @Test func aGroupWithoutABodyPrintsItsHelp() {
    #expect(
      run([])
        == RunResult(status: .success, stdout: HelpFormatter.help(for: helpPath()), stderr: ""))
    #expect(run(["palette"]) == run(["palette", "--help"]))
  }

  @Test func versionNamesTheTool() {
    #expect(run(["--version"]) == RunResult(status: .success, stdout: "demo 1.2.3\n", stderr: ""))
  }

  @Test func aUsageErrorPrintsErrorAndUsageWithStatusTwo() {
    #expect(
      run(["paint", "--lable", "x"])
        == RunResult(
          status: .usage, stdout: "",
          stderr: """
            Error: Unknown option '--lable'. Did you mean '--label'?
            Usage: demo paint [--l <value> ...] [--format <format>] [--label <text>]
                   [--trace] [--quiet] [<assignment> ...]
              See 'demo paint --help' for more information.

            """))
  }

  @Test func anUnknownSubcommandIsAUsageErrorOfTheGroup() {
    #expect(
      run(["pant"])
        == RunResult(
          status: .usage, stdout: "",
          stderr: """
            Error: Unknown subcommand 'pant'. Did you mean 'paint'?
            Usage: demo <subcommand>
              See 'demo --help' for more information.

            """))
  }

  @Test func validationRunsBeforeTheBodyAndFailsWithUsage() {
    #expect(
      run(["paint", "a=1", "--l", "120"])
        == RunResult(
          status: .usage, stdout: "",
          stderr: """
            Error: L* must be between 0 and 100 (got 120).
            Usage: demo paint [--l <value> ...] [--format <format>] [--label <text>]
                   [--trace] [--quiet] [<assignment> ...]
              See 'demo paint --help' for more information.

            """))
  }

  @Test func theBodyGetsEveryElementInOrder() {
    #expect(
      run(["paint", "--l", "60", "a=5", "-t", "--l=-0", "--", "-b=1"])
        == RunResult(
          status: .success,
          stdout: """
            option l 60
            argument assignment a=5
            flag trace
            option l -0
            argument assignment -b=1

            """,
          stderr: ""))
  }

  @Test func badDataFromTheBodyExitsWithOneWithoutUsage() {
    #expect(
      run(["paint", "a=1", "fail", "b=2"])
        == RunResult(
          status: .badData, stdout: "argument assignment a=1\n",
          stderr: "Error: Cannot use 'fail'.\n"))
  }

  @Test func theBodyReadsInput() {
    #expect(
      run(
        ["palette", "echo"], input: .chunks([Array("red\r\ngre".utf8), Array("en\n\nblue".utf8)]))
        == RunResult(status: .success, stdout: "1: red\n2: green\n3: \n4: blue\n", stderr: ""))
  }

  @Test func overlongLinesAreReportedAndTheRestGoesOn() {
    #expect(
      run(["palette", "echo"], input: .text("short\nmuch too long\nend\n"))
        == RunResult(
          status: .badData, stdout: "1: short\n3: end\n",
          stderr: "line 2: longer than 8 bytes\nError: 1 lines were too long.\n"))
  }

  @Test func aClosedOutputEndsTheRunQuietlyWithStatusZero() {
    Platform.ignoreBrokenPipeSignal()
    let pipe = TestPipe()
    pipe.closeReadEnd()
    let output = Output(fileDescriptor: pipe.writeEnd)
    let error = Output()
    // The body writes, then fails: the failure is not reported, the pipe's reader left.
    let status = Demo.root.execute(
      arguments: ["paint", "a=1", "fail"], environment: [:], input: .bytes([]), output: output,
      error: error)
    #expect(status == .success)
    #expect(error.text == "")
    #expect(output.failure == .closed)
  }

  @Test func aFailedOutputIsReportedWithStatusOne() {
    let pipe = TestPipe()
    let output = Output(fileDescriptor: pipe.readEnd)
    let error = Output()
    let status = Demo.root.execute(
      arguments: ["--version"], environment: [:], input: .bytes([]), output: output, error: error)
    #expect(status == .badData)
    #expect(error.text == "Error: Cannot write output: Bad file descriptor.\n")
  }

  @Test func theEnvironmentReachesTheBody() {
    let probe = Command(
      name: "probe", abstract: "",
      run: { invocation throws(CommandError) in
        invocation.output.write(invocation.environment["NO_COLOR"] ?? "unset")
      })
    #expect(run([], command: probe, environment: ["NO_COLOR": "1"]).stdout == "1")
  }

  /// Random command lines from words that hit every rule: each ends in output with status
  /// 0, in bad data reported alone with status 1, or in a usage error with its usage line
  /// and status 2 — and stdout stays empty on error.
  @Test func everyArgumentVectorEndsInOutputOrAnError() {
    let vocabulary = [
      "paint", "mix", "palette", "echo", "help", "--l", "-l", "--l=", "--l=50", "-l-5", "-",
      "--", "-20", "-.5", "-inf", "1e309", "nan", "50", "120", "abc", "--format", "json",
      "xml", "-tq", "-tl", "-x", "-format", "--trace=1", "--label", "a=5", "fail", "",
      "\u{0}", "é", "--background-color", "--version", "--verison", "=", "--=", "---",
    ]
    var generator = SplitMix64(seed: 0x1AB_C010)
    var statuses: Set<Int32> = []
    for _ in 0..<3000 {
      let count = Int(generator.next() % 6)
      let words = (0..<count).map { _ in
        vocabulary[Int(generator.next() % UInt64(vocabulary.count))]
      }
      let result = run(words)
      statuses.insert(result.status.rawValue)
      switch result.status {
      case .success:
        #expect(result.stderr.isEmpty, "\(words)")
      case .badData:
        #expect(result.stderr == "Error: Cannot use 'fail'.\n", "\(words)")
      case .usage:
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(result.stdout.isEmpty, "\(words)")
        #expect(lines.first?.hasPrefix("Error: ") == true, "\(words)")
        #expect(lines.dropFirst().first?.hasPrefix("Usage: demo") == true, "\(words)")
        #expect(result.stderr.hasSuffix(" --help' for more information.\n"), "\(words)")
      default:
        Issue.record("status \(result.status.rawValue) for \(words)")
      }
    }
    #expect(statuses == [0, 1, 2])
  }

  private func helpPath(_ names: String...) -> CommandPath {
    var path = CommandPath(root: Demo.root)
    for name in names {
      if let command = path.leaf.subcommand(named: name) { path.append(command) }
    }
    return path
  }
}

/// A small seeded random number generator, so random tests repeat exactly.
struct SplitMix64: RandomNumberGenerator {
  var seed: UInt64

  mutating func next() -> UInt64 {
    seed &+= 0x9E37_79B9_7F4A_7C15
    var value = seed
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
