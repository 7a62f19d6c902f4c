import Testing

@testable import LabcolorCommands

/// `--input` of `name`, `compare`, `mix` and `gradient`, shared with `convert`: bare triples
/// read as it says, in the arguments and on standard input, give what the CSS notation of
/// the same color gives (read by the notation's own reader, whatever `--input` is).
@Suite struct InputOptionTests {
  /// Two colors as bare triples under `--input` (with `options`, `--white d50` for lch,
  /// whose CSS lch() is D50) and in CSS notation.
  struct Case: Sendable, CustomTestStringConvertible {
    var options: [String]
    var bare: (String, String)
    var css: (String, String)
    var testDescription: String { options.joined(separator: " ") }
  }

  static let cases = [
    Case(
      options: ["--input", "rgb"], bare: ("255 0 0", "0 0 255"),
      css: ("rgb(255 0 0)", "rgb(0 0 255)")),
    Case(
      options: ["--input", "rgb"], bare: ("152, 107, 120 / 0.5", "51 102 153"),
      css: ("rgb(152 107 120 / 0.5)", "rgb(51 102 153)")),
    Case(
      options: ["--input", "lch", "--white", "d50"], bare: ("60 40 120", "30 50 300"),
      css: ("lch(60 40 120)", "lch(30 50 300)")),
    Case(
      options: ["--input", "xyz"], bare: ("0.2 0.18 0.3", "0.5 0.4 0.1"),
      css: ("color(xyz-d65 0.2 0.18 0.3)", "color(xyz-d65 0.5 0.4 0.1)")),
  ]

  /// Runs `command` on the case's bare triples (with its options) and on its CSS colors
  /// (with them too), and expects the same result, a success.
  func expectSameResult(_ command: [String], _ testCase: Case) {
    let bare = labcolor(command + testCase.options + [testCase.bare.0, testCase.bare.1])
    let css = labcolor(command + testCase.options + [testCase.css.0, testCase.css.1])
    #expect(bare == css)
    #expect(bare.status == .success && !bare.stdout.isEmpty)
  }

  @Test(arguments: cases) func nameReadsArgumentsAsInputSays(_ testCase: Case) {
    expectSameResult(["name", "--format", "json"], testCase)
  }

  @Test(arguments: cases) func nameReadsStandardInputAsInputSays(_ testCase: Case) {
    let command = ["name", "--format", "json"] + testCase.options
    let bare = labcolor(command, stdin: "\(testCase.bare.0)\n\(testCase.bare.1)\n")
    let css = labcolor(command, stdin: "\(testCase.css.0)\n\(testCase.css.1)\n")
    #expect(bare == css)
    #expect(bare.status == .success && bare.stdout.split(separator: "\n").count == 2)
  }

  @Test(arguments: cases) func compareReadsArgumentsAsInputSays(_ testCase: Case) {
    expectSameResult(["compare", "--format", "json"], testCase)
  }

  @Test(arguments: cases) func compareReadsStandardInputAsInputSays(_ testCase: Case) {
    let command = ["compare", "--format", "json"] + testCase.options
    let bare = labcolor(command, stdin: "\(testCase.bare.0);\(testCase.bare.1)\n")
    let css = labcolor(command, stdin: "\(testCase.css.0);\(testCase.css.1)\n")
    #expect(bare == css)
    #expect(bare.status == .success && bare.stdout.split(separator: "\n").count == 1)
  }

  @Test(arguments: cases) func mixReadsArgumentsAsInputSays(_ testCase: Case) {
    expectSameResult(["mix", "--amount", "30%", "--to", "css"], testCase)
  }

  @Test(arguments: cases) func gradientReadsArgumentsAsInputSays(_ testCase: Case) {
    expectSameResult(["gradient", "--steps", "4", "--to", "css"], testCase)
  }

  /// The examples of the brief: 255 0 0 is red, read from the arguments, in three words or
  /// one, and from standard input; as L a b it has an L* above 100.
  @Test func rgbTriplesAreNamedAsTheirColor() {
    let red = RunResult(
      status: .success, stdout: "red                   #ff0000  ΔE00 0\n", stderr: "")
    #expect(labcolor(["name", "--input", "rgb", "255 0 0"]) == red)
    #expect(labcolor(["name", "--input", "rgb", "255", "0", "0"]) == red)
    #expect(labcolor(["name", "--input", "rgb"], stdin: "255 0 0\n") == red)
    #expect(labcolor(["name"], stdin: "255 0 0\n").status == .badData)
    #expect(
      labcolor(["compare", "--input", "rgb", "118 118 118", "255 255 255", "--metric", "wcag"])
        == RunResult(status: .success, stdout: "4.542224959605253\n", stderr: ""))
  }

  /// A triple that is out of range under `--input` is reported as `convert --input` reports
  /// it.
  @Test(arguments: [
    ["convert"], ["name"], ["compare", "red"], ["mix", "red"], ["gradient", "red"],
  ])
  func aTripleOutOfRangeForInputIsReported(command: [String]) {
    #expect(
      labcolor(command + ["--input", "rgb", "256 0 0"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: argument \(command.count): red must be between 0 and 255 at column "
            + "1, found \"256\"\n"))
  }

  @Test(arguments: [
    (["name"], Usage.name), (["compare"], Usage.compare), (["mix", "red", "blue"], Usage.mix),
    (["gradient", "red", "blue"], Usage.gradient),
  ])
  func anUnknownInputIsAUsageError(command: [String], usage: String) {
    #expect(
      labcolor(command + ["--input", "hsl"])
        == RunResult(
          status: .usage, stdout: "",
          stderr: "Error: The value 'hsl' is invalid for '--input <space>': expected one of "
            + "'lab', 'lch', 'xyz', 'rgb'.\n" + usage))
  }
}
