import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct GradientCommandTests {
  /// ColorAide 8.13: `Color.steps(['#986b78', '#336699'], steps=4, space='oklch')` in
  /// `lab-d65`.
  @Test func stepsMatchColorAide() {
    let result = labcolor([
      "gradient", "#986b78", "#336699", "--steps", "4", "--in", "oklch", "--to", "lab",
    ])
    #expect(result.status == .success && result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map {
      $0.split(separator: " ").compactMap { Double($0) }
    }
    let expected = [
      [50.15351556724477, 19.96073568080281, -0.02474555342761864],
      [47.020839695535976, 21.54140552716205, -15.966613925208616],
      [44.28208840372151, 15.23131019371904, -29.39013388942744],
      [42.00916349448235, -0.14593774771270995, -32.845133871508025],
    ]
    #expect(lines.count == 4)
    for (line, want) in zip(lines, expected) {
      #expect(line.count == 3 && zip(line, want).allSatisfy { abs($0 - $1) <= 1e-9 }, "\(line)")
    }
  }

  /// ColorAide: `Color.steps(['red', 'green', 'blue'], steps=5, space='oklab')`, clipped to
  /// 8-bit sRGB; mapped with CSS Color 4's algorithm, the fourth is #006a95 (ColorAide's
  /// `fit='minde-chroma'`).
  @Test func threeStopsMatchColorAide() {
    #expect(
      labcolor(["gradient", "red", "green", "blue", "--steps", "5"])
        == RunResult(
          status: .success, stdout: "#ff0000\n#a66900\n#008000\n#006a9b\n#0000ff\n", stderr: ""))
    #expect(
      labcolor(["gradient", "red", "green", "blue", "--gamut", "css"]).stdout.split(
        separator: "\n")[3]
        == "#006a95")
  }

  /// CSS Color 4, 12.2: a component missing in one stop takes the other's value before
  /// premultiplication, so the last step is the last stop with the first stop's red, and
  /// the middle one keeps that red too (by hand: (0.2 × 0.25 + 0.2 × 1) / 2 / 0.625).
  @Test func aMissingComponentTakesTheOtherStopsValueUnpremultiplied() {
    #expect(
      labcolor([
        "gradient", "color(srgb .2 .4 .6 / 0.25)", "color(srgb none .4 .6 / 1)", "--in", "srgb",
        "--steps", "3", "--to", "srgb",
      ]).stdout
        == "color(srgb 0.2 0.4 0.6 / 0.25)\ncolor(srgb 0.2 0.4 0.6 / 0.625)\n"
        + "color(srgb 0.2 0.4 0.6)\n")
  }

  @Test func everyNotationOfConvert() {
    #expect(
      labcolor(["gradient", "black", "white", "--steps", "3", "--in", "srgb", "--to", "rgb"]).stdout
        == "rgb(0 0 0)\nrgb(128 128 128)\nrgb(255 255 255)\n")
    // In sRGB, the stops come back exactly.
    let json = labcolor([
      "gradient", "black", "white", "--steps", "2", "--in", "srgb", "--to", "json",
    ])
    .stdout
    #expect(json == labcolor(["convert", "black", "white", "--to", "json"]).stdout)
  }

  /// A step that falls on a stop is that stop, to the last bit in the space mixed in: the
  /// last step of these was color(srgb 0.09999999999999998 0.2 0.3).
  @Test func aStepOnAStopIsThatStop() {
    let stops = ["color(srgb 0.2 0.4 0.6)", "color(srgb 0.9 0.7 0.35)", "color(srgb 0.1 0.2 0.3)"]
    let lines = labcolor(["gradient"] + stops + ["--in", "srgb", "--to", "srgb", "--steps", "5"])
      .stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 5 && [lines[0], lines[2], lines[4]] == stops, "\(lines)")
  }

  @Test func aStripOfSwatchesUnderTheList() {
    let arguments = ["gradient", "black", "white", "--steps", "2"]
    let result = labcolor(arguments, environment: ["COLORTERM": "truecolor"], terminal: true)
    #expect(
      result.stdout
        == "#000000\n#ffffff\n\u{1B}[48;2;0;0;0m    \u{1B}[0m\u{1B}[48;2;255;255;255m    \u{1B}[0m\n"
    )
    // Without COLORTERM: the palette's cube corners, 16 and 231.
    #expect(
      labcolor(arguments, terminal: true).stdout
        == "#000000\n#ffffff\n\u{1B}[48;5;16m    \u{1B}[0m\u{1B}[48;5;231m    \u{1B}[0m\n")
    #expect(
      labcolor(arguments, environment: ["NO_COLOR": "1"], terminal: true).stdout
        == "#000000\n#ffffff\n")
  }

  @Test(arguments: [
    (["red"], "gradient takes two or more colors (got 1)."),
    (["red", "blue", "--steps", "1"], "--steps must be between 2 and 10000 (got 1)."),
    (
      ["red", "blue", "--hue", "around"],
      "The value 'around' is invalid for '--hue <method>': expected one of 'shorter', 'longer', 'increasing', 'decreasing'."
    ),
    (
      ["red", "blue", "--in", "lab", "--hue", "decreasing"],
      "--hue decreasing needs a space with a hue (lch, oklch, hsl or hwb); --in lab has none."
    ),
  ])
  func usageErrors(arguments: [String], message: String) {
    #expect(
      labcolor(["gradient"] + arguments)
        == RunResult(status: .usage, stdout: "", stderr: "Error: \(message)\n" + Usage.gradient))
  }

  @Test func badColorsAreReportedLikeConvert() {
    #expect(
      labcolor(["gradient", "red", "#12", "blue"])
        == RunResult(
          status: .badData, stdout: "",
          stderr:
            "labcolor: argument 2: expected 3, 4, 6 or 8 hex digits after \"#\" at column 2, found \"12\"\n"
        ))
  }

  /// A color of several number arguments is reported with their positions and their text.
  @Test func aBadColorOfSeveralArgumentsNamesThemAndTheirText() {
    #expect(
      labcolor(["gradient", "50", "20", "0", "60", "0"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: arguments 4–5 ('60 0'): expected a number for b* at column 5, "
            + "found end of input\n"))
    #expect(
      labcolor(["gradient", "50", "20", "0", "/", "0.5", "red", "--steps", "3"])
        == labcolor(["gradient", "50 20 0 / 0.5", "red", "--steps", "3"]))
  }

  /// The strip of swatches fits the window: narrower swatches when there are many, and one
  /// column each, evenly chosen, when there are more than columns.
  @Test func theStripFitsTheWindow() {
    func strip(_ steps: Int, columns: Int) -> Substring? {
      labcolor(
        ["gradient", "black", "white", "--steps", String(steps)],
        environment: ["COLORTERM": "truecolor"], terminal: true, windowColumns: columns
      ).stdout.split(separator: "\n").last
    }
    let wide = strip(5, columns: 80)
    #expect(wide?.filter { $0 == " " }.count == 20)  // 4 columns each
    let narrow = strip(5, columns: 12)
    #expect(narrow?.filter { $0 == " " }.count == 10)  // 2 columns each
    let many = strip(300, columns: 40)
    #expect(many?.filter { $0 == " " }.count == 40)
    #expect(many?.components(separatedBy: "\u{1B}[48;2;").count == 41)
    // The first and the last stops are among those shown: black first, white last.
    #expect(many?.hasPrefix("\u{1B}[48;2;0;0;0m ") == true)
    #expect(many?.hasSuffix("\u{1B}[48;2;255;255;255m \u{1B}[0m") == true, "\(many ?? "")")
    // In a window of one column, the first.
    #expect(strip(300, columns: 1) == "\u{1B}[48;2;0;0;0m \u{1B}[0m")
  }
}
