import Testing

@testable import LabcolorCommands

@Suite struct GraphCommandTests {
  @Test func textListsEachKeyWithItsDependencies() {
    #expect(
      labcolor(["graph"])
        == RunResult(
          status: .success,
          stdout: """
            lComponent (stored)
            aComponent (stored)
            bComponent (stored)
            x ← lComponent, aComponent
            y ← lComponent
            z ← lComponent, bComponent
            red ← x, y, z
            green ← x, y, z
            blue ← x, y, z
            hex ← red, green, blue
            inGamut ← red, green, blue

            """,
          stderr: ""))
    #expect(labcolor(["graph", "--format", "text"]) == labcolor(["graph"]))
  }

  @Test func dotHasAnEdgeFromEachDependencyToItsDependent() {
    #expect(
      labcolor(["graph", "--format", "dot"])
        == RunResult(
          status: .success,
          stdout: """
            digraph LabColor {
              rankdir=LR;
              "lComponent" [shape=box];
              "aComponent" [shape=box];
              "bComponent" [shape=box];
              "x";
              "y";
              "z";
              "red";
              "green";
              "blue";
              "hex";
              "inGamut";
              "lComponent" -> "x";
              "aComponent" -> "x";
              "lComponent" -> "y";
              "lComponent" -> "z";
              "bComponent" -> "z";
              "x" -> "red";
              "y" -> "red";
              "z" -> "red";
              "x" -> "green";
              "y" -> "green";
              "z" -> "green";
              "x" -> "blue";
              "y" -> "blue";
              "z" -> "blue";
              "red" -> "hex";
              "green" -> "hex";
              "blue" -> "hex";
              "red" -> "inGamut";
              "green" -> "inGamut";
              "blue" -> "inGamut";
            }

            """,
          stderr: ""))
  }

  @Test func dotQuotesNamesThatNeedIt() {
    let text = GraphCommand.text(
      [.init(key: #"a"b"#, dependencies: []), .init(key: "c", dependencies: [#"a"b"#])],
      format: .dot)
    #expect(text.contains(#"  "a\"b" -> "c";"#))
  }

  @Test func usageErrors() {
    #expect(
      labcolor(["graph", "--format", "svg"])
        == RunResult(
          status: .usage, stdout: "",
          stderr: "Error: The value 'svg' is invalid for '--format <format>': expected one of "
            + "'text', 'dot'.\n" + Usage.graph))
    #expect(
      labcolor(["graph", "extra"])
        == RunResult(
          status: .usage, stdout: "", stderr: "Error: Unexpected argument 'extra'.\n" + Usage.graph)
    )
  }
}

@Suite struct GraphCommandEndToEndTests {
  @Test func dotFromTheBinaryIsTheInProcessOutput() throws {
    let expected = labcolor(["graph", "--format", "dot"])
    try expectExecute(["graph", "--format", "dot"], stdout: expected.stdout)
    #expect(expected.stdout.hasPrefix("digraph LabColor {\n"))
  }
}
