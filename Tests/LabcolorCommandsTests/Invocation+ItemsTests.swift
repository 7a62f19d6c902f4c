import Testing

@testable import LabcolorCommands

private func invocation(input: Input, output: Output, error: Output) -> Invocation {
  Invocation(
    path: CommandPath(root: Demo.root), arguments: ParsedArguments(), environment: [:],
    input: input, output: output, error: error)
}

@Suite struct InvocationItemsTests {
  @Test func argumentsAreReadInsteadOfStandardInput() throws {
    let error = Output()
    let problems = InputProblems(error: error, after: nil)
    var seen: [String] = []
    try invocation(input: .text("never\n"), output: Output(), error: error).forEachItem(
      arguments: [(.arguments(1...3, text: "50 20 0"), "50 20 0"), (.argument(4), "red")],
      maximumLineLength: 8, problems: problems
    ) { item throws(CommandError) in
      seen.append("\(item.source): \(String(decoding: item.bytes, as: UTF8.self))")
    }
    // An argument longer than the line limit is still read.
    #expect(seen == ["arguments 1–3 ('50 20 0'): 50 20 0", "argument 4: red"])
    #expect(!problems.hasProblems)
  }

  @Test func linesAreReadWithoutArgumentsAndOverlongOnesReported() throws {
    let error = Output(flushesEachLine: true)
    let problems = InputProblems(error: error, after: nil)
    var seen: [String] = []
    try invocation(input: .text("red\r\n123456789\n\n#fff"), output: Output(), error: error)
      .forEachItem(arguments: [], maximumLineLength: 8, problems: problems) {
        item throws(CommandError) in
        seen.append("\(item.source): \(String(decoding: item.bytes, as: UTF8.self))")
      }
    #expect(seen == ["line 1: red", "line 3: ", "line 4: #fff"])
    #expect(error.text == "labcolor: line 2: longer than 8 bytes\n")
  }

  @Test func theBodysErrorEndsTheRun() {
    var calls = 0
    #expect(throws: CommandError.badData("stop")) {
      try invocation(input: .text(""), output: Output(), error: Output()).forEachItem(
        arguments: [(.argument(1), "a"), (.argument(2), "b")], maximumLineLength: 8,
        problems: InputProblems(error: Output(), after: nil)
      ) { item throws(CommandError) in
        calls += 1
        throw .badData("stop")
      }
    }
    #expect(calls == 1)
  }
}
