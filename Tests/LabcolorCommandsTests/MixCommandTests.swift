import Foundation
import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct MixCommandTests {
  /// The three numbers of one `--to lab` line.
  private func lab(_ arguments: [String]) -> [Double] {
    let result = labcolor(["mix"] + arguments + ["--to", "lab"])
    #expect(result.status == .success && result.stderr.isEmpty)
    return result.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap {
      Double($0)
    }
  }

  /// ColorAide 8.13: `Color('red').mix('blue', 0.3, space=…)` — color-mix(in <space>, red,
  /// blue 30%) — converted to `lab-d65`, and as hex clipped to sRGB.
  @Test(arguments: [
    ("oklab", [48.48448793741865, 48.44226835664095, -2.2832621909448347], "#ba4d79"),
    ("oklch", [46.446723438047975, 87.53042229050934, -15.331679184510216], "#e1008a"),
    ("lab", [46.08944684467336, 77.42668125209273, 13.509447880281611], "#dd005b"),
    ("lch", [45.62525682284867, 113.64878369325821, 18.749710676929343], "#ff0054"),
    ("srgb", [37.94044267369438, 63.88235005168025, 9.845609778984699], "#b3004d"),
    ("srgb-linear", [48.323602750165065, 78.65877812382644, -19.04052231647122], "#da0095"),
    ("xyz", [48.323602750165065, 78.65877812382644, -19.04052231647122], "#da0095"),
    ("xyz-d50", [48.323602750165065, 78.65877812382644, -19.04052231647122], "#da0095"),
  ])
  func redAndBlueMatchColorAide(space: String, expected: [Double], hex: String) {
    let values = lab(["red", "blue", "--amount", "30%", "--in", space])
    #expect(values.count == 3)
    #expect(zip(values, expected).allSatisfy { abs($0 - $1) <= 1e-9 }, "\(space): \(values)")
    #expect(
      labcolor(["mix", "red", "blue", "--amount", "0.3", "--in", space])
        == RunResult(status: .success, stdout: hex + "\n", stderr: ""))
  }

  @Test(arguments: ["oklab", "oklch", "lab", "lch", "xyz"])
  func aColorMixedWithItselfKeepsItsHexOnAnEightBitHalf(space: String) {
    // hsl(0 0% 50%) is rgb(127.5 127.5 127.5), which CSS rounds to rgb(128 128 128)
    // (WPT's color-valid-hsl.html, hsl(120 0% 50%)); mixed with itself it is the same
    // color, and the trip through the mixing space must not leave it #7f807f.
    for white in ["d65", "d50"] {
      #expect(
        labcolor(["mix", "hsl(0 0% 50%)", "hsl(0 0% 50%)", "--in", space, "--white", white])
          .stdout == "#808080\n", "\(white)")
      #expect(
        labcolor([
          "gradient", "hsl(120 100% 25%)", "hsl(120 100% 25%)", "--steps", "2", "--in", space,
          "--white", white,
        ]).stdout == "#008000\n#008000\n", "\(white)")
    }
  }

  @Test func theDefaultIsHalfAndHalfInOklab() {
    // ColorAide: Color('#986b78').mix('rebeccapurple', 0.5) in oklab is
    // oklab(0.5091250148812319 0.07408217904636771 −0.06682211295672519); CSS lab() of it
    // from ColorAide: lab(41.459380577816965 32.566213505825615 −18.94899126513312) is the
    // oklch mix, so compare through Oklab instead.
    let json = labcolor(["mix", "#986b78", "rebeccapurple", "--to", "json"]).stdout
    let explicit = labcolor([
      "mix", "#986b78", "rebeccapurple", "--amount", "50%", "--in", "oklab", "--to", "json",
    ]).stdout
    #expect(json == explicit && json.hasPrefix("{\"white\":\"D65\""))
    let css = labcolor(["mix", "#986b78", "rebeccapurple", "--in", "oklch", "--to", "css"]).stdout
    let numbers = css.dropFirst(4).dropLast(2).split(separator: " ").compactMap { Double($0) }
    let expected = [41.459380577816965, 32.566213505825615, -18.94899126513312]
    #expect(numbers.count == 3 && zip(numbers, expected).allSatisfy { abs($0 - $1) <= 1e-9 })
  }

  /// ColorAide, red and blue with blue's share 40% in OkLCh: the hue methods, as lab-d65
  /// through oklch(0.5575787056226281 0.2798957377370103 h) — h 339.16… (shorter,
  /// decreasing) or 123.16… (longer, increasing), which gives a green.
  @Test func hueMethodsChooseTheArc() {
    let shorter = labcolor(["mix", "red", "blue", "--amount", "40%", "--in", "oklch"]).stdout
    let longer = labcolor([
      "mix", "red", "blue", "--amount", "40%", "--in", "oklch", "--hue", "longer",
    ])
    .stdout
    #expect(shorter != longer)
    #expect(
      labcolor(["mix", "red", "blue", "--amount", "40%", "--in", "oklch", "--hue", "decreasing"])
        .stdout == shorter)
    #expect(
      labcolor(["mix", "red", "blue", "--amount", "40%", "--in", "oklch", "--hue", "increasing"])
        .stdout == longer)
    let green = OKLCh(l: 0.5575787056226281, c: 0.2798957377370103, h: 123.16113721432474)
    let expected = Lab(OKLab(green).xyz(white: .d65), white: .d65)
    let values = lab(["red", "blue", "--amount", "40%", "--in", "oklch", "--hue", "longer"])
    #expect(zip(values, [expected.l, expected.a, expected.b]).allSatisfy { abs($0 - $1) <= 1e-9 })
  }

  /// Web Platform Tests, css/css-color/parsing/color-computed-color-mix-function.html, through
  /// the command and convert's notations: alpha is premultiplied and carried.
  @Test func everyNotationOfConvertWithAlpha() {
    #expect(
      labcolor([
        "mix", "hsl(120deg 10% 20% / .4)", "hsl(30deg 30% 40% / .8)", "--in", "hsl", "--to",
        "srgb", "--precision", "8",
      ]).stdout == "color(srgb 0.37222222 0.41111111 0.25555556 / 0.6)\n")
    #expect(
      labcolor(["mix", "white", "blue", "--in", "hwb", "--to", "srgb"]).stdout
        == "color(srgb 0.5 0.5 1)\n")
    #expect(
      labcolor([
        "mix", "transparent", "hsl(30deg 30% 40%)", "--in", "hsl", "--to", "srgb", "--precision",
        "8",
      ]).stdout
        == "color(srgb 0.52 0.4 0.28 / 0.5)\n")
  }

  /// Two colors whose alpha is none mix to a color whose alpha is none (CSS Color 4,
  /// interpolating with missing components; WPT color-computed-color-mix-function.html,
  /// oklch(0.3 0.4 50 / none)), written none where the notation has it and 0, the value a
  /// missing component is written with, where it has not. By hand: L (0.8 + 0.4) / 2, C
  /// (0.2 + 0.1) / 2, h half way from 30 to 90.
  @Test func aMissingAlphaStaysMissing() {
    let arguments = [
      "mix", "oklch(80% 0.2 30 / none)", "oklch(40% 0.1 90 / none)", "--in", "oklch",
    ]
    #expect(
      labcolor(arguments + ["--to", "oklch", "--precision", "6"]).stdout
        == "oklch(0.6 0.15 60 / none)\n")
    #expect(labcolor(arguments + ["--to", "rgb"]).stdout.hasSuffix(" / none)\n"))
    #expect(labcolor(arguments).stdout.hasSuffix("00\n"))
    #expect(labcolor(arguments + ["--to", "lab"]).stdout.hasSuffix(" / 0\n"))
    #expect(labcolor(arguments + ["--to", "json"]).stdout.hasSuffix(#""alpha":0}"# + "\n"))
    #expect(
      labcolor([
        "gradient", "rgb(255 0 0 / none)", "rgb(0 0 255 / none)", "--steps", "3", "--in", "srgb",
        "--to", "srgb",
      ]).stdout
        == "color(srgb 1 0 0 / none)\ncolor(srgb 0.5 0 0.5 / none)\ncolor(srgb 0 0 1 / none)\n")
  }

  /// `color-mix()` is a color notation wherever colors are read, the same mix as `mix`.
  @Test func colorMixIsReadEverywhere() {
    let mixed = labcolor([
      "mix", "red", "blue", "--amount", "60%", "--in", "oklch", "--hue", "longer", "--to", "lab",
    ])
    #expect(mixed.status == .success)
    #expect(
      labcolor(["convert", "color-mix(in oklch longer hue, red 40%, blue)", "--to", "lab"]) == mixed
    )
    // ColorAide: color(srgb 0.5 0 0.5) is 0.11019… from purple in ΔE00, and color(srgb 0.5
    // 0.5 0.5) 0.19604… from #808080 in ΔE76.
    #expect(
      labcolor(["name", "color-mix(in srgb, red, blue)"]).stdout
        == "purple                #800080  ΔE00 0.1102\n")
    let compared = labcolor([
      "compare", "color-mix(in srgb, black, white)", "#808080", "--metric", "76",
    ]).stdout
    #expect(abs((Double(compared.dropLast()) ?? 0) - 0.19604871105471489) < 1e-9)
  }

  /// Option words in any case, as `color-mix(in OKLCH LONGER hue, …)` reads them, and
  /// `--white` as labcolor writes it (`D65`).
  @Test func optionWordsAreReadInAnyCase() {
    let mixed = labcolor([
      "mix", "red", "blue", "--in", "oklch", "--hue", "longer", "--to", "lab", "--white", "d50",
    ])
    #expect(mixed.status == .success)
    #expect(
      labcolor([
        "mix", "red", "blue", "--in", "OKLCH", "--hue", "Longer", "--to", "LAB", "--white", "D50",
      ]) == mixed)
    #expect(
      labcolor([
        "convert", "color-mix(in OKLCH LONGER hue, red, blue)", "--to", "lab", "--white", "d50",
      ])
        == mixed)
  }

  @Test func theEndsAreTheColorsThemselves() {
    #expect(labcolor(["mix", "#336699", "#986b78", "--amount", "0%"]).stdout == "#336699\n")
    #expect(labcolor(["mix", "#336699", "#986b78", "--amount", "100%"]).stdout == "#986b78\n")
    // In CSS lab(), a lab() color comes back as it was.
    #expect(
      labcolor(["mix", "lab(50 20 0)", "lab(60 20 0)", "--in", "lab", "--to", "css"]).stdout
        == "lab(55 20 0)\n")
    // To the last bit in the space mixed in, where a + (b − a)·t misses the end: 0.2 to 0.9
    // gave 0.8999999999999999 at 100%, alpha too, and a hue moved by 360 for the shorter
    // arc came back as 29.23388027962784 at 0%.
    #expect(
      labcolor([
        "mix", "color(srgb 0.2 0.4 0.6)", "color(srgb 0.9 0.7 0.35)", "--in", "srgb", "--to",
        "srgb", "--amount", "100%",
      ]).stdout == "color(srgb 0.9 0.7 0.35)\n")
    #expect(
      labcolor([
        "mix", "color(srgb 0.2 0.4 0.6 / 0.2)", "color(srgb 0.9 0.7 0.35 / 0.9)", "--in", "srgb",
        "--to", "srgb", "--amount", "1",
      ]).stdout.hasSuffix(" / 0.9)\n"))
    #expect(
      labcolor([
        "mix", "oklch(0.5 0.1 29.233880279627865)", "oklch(0.6 0.1 300)", "--in", "oklch",
        "--to", "oklch", "--amount", "0%",
      ]).stdout == "oklch(0.5 0.1 29.233880279627865)\n")
  }

  /// With alpha below 1 too, the ends are the colors themselves, to the last bit in the space
  /// mixed in, and so is a gradient's step on a stop: premultiplied by its alpha and divided
  /// back, 0.7 at alpha 0.1 came back as 0.6999999999999998, and 0.1 at alpha 0.7 as
  /// 0.09999999999999999.
  @Test func theEndsAreTheColorsThemselvesWithAlpha() {
    for alpha in ["0.1", "0.3", "0.7"] {
      let color = "color(srgb 0.7 0.1 0.3 / \(alpha))"
      let other = "color(srgb 0.9 0.3 0.35 / 0.5)"
      let options = ["--in", "srgb", "--to", "srgb"]
      #expect(labcolor(["mix", color, other, "--amount", "0%"] + options).stdout == color + "\n")
      #expect(labcolor(["mix", other, color, "--amount", "100%"] + options).stdout == color + "\n")
      let steps = labcolor(["gradient", other, color, other, "--steps", "3"] + options).stdout
      #expect(steps.split(separator: "\n").dropFirst().first.map(String.init) == color)
    }
  }

  @Test func aStripOfSwatchesOnATerminal() {
    let result = labcolor(
      ["mix", "red", "blue", "--amount", "30%"], environment: ["COLORTERM": "truecolor"],
      terminal: true)
    #expect(
      result.stdout
        == "#ba4d79\n\u{1B}[48;2;255;0;0m    \u{1B}[0m\u{1B}[48;2;186;77;121m    \u{1B}[0m"
        + "\u{1B}[48;2;0;0;255m    \u{1B}[0m\n")
    // Without COLORTERM, the nearest palette entries by ΔEOK (ColorAide): 196, 132, 21.
    #expect(
      labcolor(["mix", "red", "blue", "--amount", "30%"], terminal: true).stdout
        == "#ba4d79\n\u{1B}[48;5;196m    \u{1B}[0m\u{1B}[48;5;132m    \u{1B}[0m"
        + "\u{1B}[48;5;21m    \u{1B}[0m\n")
    #expect(
      labcolor(["mix", "red", "blue", "--to", "json"], terminal: true).stdout.filter { $0 == "\n" }
        .count == 1)
  }

  @Test(arguments: [
    (["red"], "mix takes two colors, A and B (got 1)."),
    (["red", "green", "blue"], "mix takes two colors, A and B (got 3)."),
    (
      ["red", "blue", "--amount", "130%"],
      "The value '130%' is invalid for '--amount <percentage>': expected a percentage from 0% "
        + "to 100%, or a fraction from 0 to 1."
    ),
    (
      ["red", "blue", "--in", "hsv"],
      "The value 'hsv' is invalid for '--in <space>': expected one of 'oklab', 'oklch', 'lab', "
        + "'lch', 'srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', "
        + "'xyz', 'xyz-d50', 'xyz-d65', 'hsl', 'hwb' (did you mean 'hsl'?)."
    ),
    // CSS refuses color-mix(in srgb longer hue, …): the space has no hue to go round.
    (
      ["red", "blue", "--in", "srgb", "--hue", "longer"],
      "--hue longer needs a space with a hue (lch, oklch, hsl or hwb); --in srgb has none."
    ),
    (
      ["red", "blue", "--hue", "shorter"],
      "--hue shorter needs a space with a hue (lch, oklch, hsl or hwb); --in oklab has none."
    ),
  ])
  func usageErrors(arguments: [String], message: String) {
    #expect(
      labcolor(["mix"] + arguments)
        == RunResult(status: .usage, stdout: "", stderr: "Error: \(message)\n" + Usage.mix))
  }

  @Test func badColorsAreReportedLikeConvert() {
    #expect(
      labcolor(["mix", "bluish", "lab(50 1e308 0)"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: """
            labcolor: argument 1: unknown color name "bluish" at column 1
            labcolor: argument 2: the color is too far out of range to convert

            """))
  }

  /// Numbers split over arguments are reported with the arguments and the text they
  /// make; a triple's alpha may be two more arguments, which mix as one argument does.
  @Test func numbersOverSeveralArgumentsAreOneColor() {
    #expect(
      labcolor(["mix", "50", "20", "red"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: arguments 1–2 ('50 20'): expected a number for b* at column 6, "
            + "found end of input\n"))
    #expect(
      labcolor(["mix", "50", "20", "0", "60", "0"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: arguments 4–5 ('60 0'): expected a number for b* at column 5, "
            + "found end of input\n"))
    #expect(
      labcolor(["mix", "50", "20", "0", "/", "0.5", "red"])
        == labcolor(["mix", "50 20 0 / 0.5", "red"]))
  }

  @Test func theBinaryMixes() throws {
    try expectExecute(
      ["mix", "red", "blue", "--amount", "30%", "--in", "srgb"], stdout: "#b3004d\n")
  }
}
