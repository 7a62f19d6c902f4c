import Foundation
import LabColor
import Testing

@testable import LabcolorCommands

/// The one-line JSON of lab(50 20 0) at D65, its numbers from ColorAide (compared within
/// 1e-12 by `expectText`).
private let designJSON =
  #"{"white":"D65","lab":{"l":50,"a":20,"b":0},"#
  + #""xyz":{"x":0.21463971713282973,"y":0.18418651851244416,"z":0.20058975557145514},"#
  + #""srgb":{"red":0.5947552452605975,"green":0.4179872620769664,"blue":0.4689142443644629},"#
  + ##""rgb":{"red":152,"green":107,"blue":120},"hex":"#986b78","inGamut":true,"##
  + #""oklab":{"l":0.5766704097547263,"a":0.060112940689389605,"b":0.00028577542247704146},"#
  + #""oklch":{"l":0.5766704097547263,"c":0.060113619970171187,"h":0.27238065647999316},"#
  + #""hsl":{"h":342.7139571192848,"s":17.904952304481697,"l":50.6371253668782},"#
  + #""gamut":{"srgb":true,"display-p3":true,"rec2020":true}}"#

private let designTable = """
  L*a*b* (D65)  50      20      0
  XYZ           0.2146  0.1842  0.2006
  sRGB          0.5948  0.418   0.4689
  RGB           152     107     120
  hex           #986b78
  in gamut      yes

  """

@Suite struct SetCommandTests {
  // MARK: - Formats

  @Test func hexOfDesignExample() {
    #expect(
      labcolor(["set", "--l", "50", "--a", "20", "--format", "hex"])
        == RunResult(status: .success, stdout: "#986b78\n", stderr: ""))
  }

  @Test func rgbOfDesignExample() {
    #expect(
      labcolor(["set", "--l", "50", "--a", "20", "--format", "rgb"])
        == RunResult(status: .success, stdout: "rgb(152 107 120)\n", stderr: ""))
  }

  @Test func textIsAnAlignedTableAndTheDefault() {
    let expected = RunResult(status: .success, stdout: designTable, stderr: "")
    #expect(labcolor(["set", "--l", "50", "--a", "20"]) == expected)
    #expect(labcolor(["set", "--l", "50", "--a", "20", "--format", "text"]) == expected)
  }

  @Test func jsonIsExactlyTheDocumentedShapeOnOneLine() {
    let result = labcolor(["set", "--l", "50", "--a", "20", "--format", "json"])
    #expect(result.status == .success)
    #expect(result.stderr == "")
    #expect(result.stdout.hasSuffix("}\n") && result.stdout.split(separator: "\n").count == 1)
    expectText(result.stdout, matches: designJSON + "\n")
  }

  @Test func whiteD50MakesTheLabValuesRelativeToD50() {
    // 50 20 0 relative to D50 is a different color from 50 20 0 relative to D65.
    // (#976a78: computed independently, with CSS Color 4's D50-to-D65 Bradford matrix.)
    let d50 = labcolor(["set", "--a", "20", "--white", "d50", "--format", "json"]).stdout
    #expect(d50.hasPrefix(#"{"white":"D50","lab":{"l":50,"a":20,"b":0},"#))
    #expect(
      d50.contains(
        ##""rgb":{"red":151,"green":106,"blue":120},"hex":"#976a78","inGamut":true,"##))
    #expect(
      labcolor(["set", "--a", "20", "--white", "d50", "--format", "hex"]).stdout == "#976a78\n")
  }

  // MARK: - Negative values

  @Test func negativeValuesAsSeparateAndAttachedWords() {
    let separate = labcolor(["set", "--a", "-20", "--format", "json"])
    #expect(separate.status == .success)
    #expect(separate.stdout.hasPrefix(#"{"white":"D65","lab":{"l":50,"a":-20,"b":0},"#))
    #expect(labcolor(["set", "--a=-20", "--format", "json"]) == separate)
    #expect(labcolor(["set", "-a", "-20", "--format", "json"]) == separate)
    #expect(labcolor(["set", "a=-20", "--format", "json"]) == separate)
  }

  // MARK: - Starting colors

  /// Colors with published values: CSS Color 4's examples of lab() and lch() (the same
  /// color, rgb(125 35 41)), WPT's green, and CSS named colors.
  @Test(arguments: [
    ("#7d2329", "#7d2329"),
    ("#f80", "#ff8800"),
    ("rgb(125 35 41)", "#7d2329"),
    ("rgb(125, 35, 41)", "#7d2329"),
    ("lab(29.2345% 39.3825 20.0664)", "#7d2329"),
    ("lch(29.2345% 44.2 27)", "#7d2329"),
    ("lab(52.2345% 40.1645 59.9971)", "#c65d06"),
    ("lab(46.277 -47.562 48.583)", "#008000"),
    ("rebeccapurple", "#663399"),
    ("green", "#008000"),
    ("50 20 0", "#986b78"),
    ("50,20,0", "#986b78"),
  ])
  func fromReadsEverySyntax(color: String, hex: String) {
    #expect(
      labcolor(["set", "--from", color, "--format", "hex"])
        == RunResult(status: .success, stdout: hex + "\n", stderr: ""))
  }

  @Test func fromIsTheStartThatTheOptionsChange() {
    // #777777 is lab(50 0 0) to 8 bits; a* 20 then gives the design example.
    #expect(
      labcolor(["set", "--from", "#777777", "--a", "20", "--format", "hex"]).stdout == "#986b78\n")
    // A bare triple is relative to --white.
    #expect(
      labcolor(["set", "--from", "50 20 0", "--white", "d50", "--format", "hex"])
        == labcolor(["set", "--a", "20", "--white", "d50", "--format", "hex"]))
  }

  @Test(arguments: ["d65", "d50"])
  func aColorOnAnEightBitHalfKeepsItsHexThroughTheModel(white: String) {
    // hsl(0 0% 50%) and hsl(120 100% 25%) have components of exactly 127.5, which CSS
    // rounds up (WPT's color-valid-hsl.html: hsl(120 0% 50%) is rgb(128, 128, 128)); the
    // model holds L*a*b*, and the trip there and back left some an ulp short of the half.
    for (color, hex) in [
      ("hsl(0 0% 50%)", "#808080"), ("hsl(120 100% 25%)", "#008000"),
      ("rgb(159.5 65.5 189.5)", "#a042be"),
    ] {
      #expect(
        labcolor(["set", "--from", color, "--white", white, "--format", "hex"]).stdout
          == hex + "\n", "\(color)")
      #expect(
        labcolor(["watch", "--keys", "hex", "--white", white], stdin: "set \(color)\n").stdout
          == "hex: #777777 -> \(hex)\n", "\(color)")
    }
  }

  @Test func aFromThatIsNotAColorIsBadData() {
    #expect(
      labcolor(["set", "--from", "#12"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "Error: Cannot read '--from #12': expected 3, 4, 6 or 8 hex digits after \"#\" "
            + "at column 2, found \"12\".\n"))
    #expect(
      labcolor(["set", "--from", "bluish"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "Error: Cannot read '--from bluish': unknown color name \"bluish\" at column 1.\n"
        ))
    // An empty --from is said to be empty, where its quotes would hold a stray space.
    #expect(
      labcolor(["set", "--from", ""])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "Error: Cannot read '--from' (empty): expected a color at column 1, found end "
            + "of input.\n"))
    #expect(
      labcolor(["watch", "--from="], stdin: "")
        == RunResult(
          status: .badData, stdout: "",
          stderr: "Error: Cannot read '--from' (empty): expected a color at column 1, found end "
            + "of input.\n"))
  }

  @Test func aFromWithLightnessAboveTheWhiteIsBadData() {
    // lab() is D50; lab(100 20 -30) has L* 100.217... relative to D65.
    let result = labcolor(["set", "--from", "lab(100 20 -30)"])
    #expect(result.status == .badData)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix(
        "Error: Cannot start from 'lab(100 20 -30)': relative to D65, L* must be between 0 and 100 (got 100.21"
      ))
  }

  // MARK: - Order and trace

  @Test func optionsAndAssignmentsApplyInCommandLineOrder() {
    #expect(
      labcolor(["set", "--l", "10", "l=60", "--l", "50", "--a", "20", "--format", "hex"]).stdout
        == "#986b78\n")
    #expect(
      labcolor(["set", "l=50", "--a", "5", "a=20", "--format", "hex"]).stdout == "#986b78\n")
    #expect(labcolor(["set", "a=20", "--a", "0", "--format", "hex"]).stdout == "#777777\n")
  }

  @Test func traceListsEveryNotificationInDeliveryOrderBeforeTheResult() {
    let result = labcolor(["set", "b=10", "--l", "60", "--trace", "--format", "hex"])
    let keys = result.stdout.split(separator: "\n").map { $0.prefix { $0 != ":" } }
    #expect(result.status == .success)
    #expect(
      keys == [
        // b* first: it affects z and the sRGB keys, not x or y.
        "bComponent", "z", "red", "green", "blue", "hex", "inGamut",
        // Then L*, which affects every computed key.
        "lComponent", "x", "y", "z", "red", "green", "blue", "hex", "inGamut",
        // lab(60 0 10) at D65, computed independently.
        "#98907f",
      ])
  }

  @Test func traceShowsOldAndNewValuesAsDelivered() {
    let lines = labcolor(["set", "a=20", "--trace", "--format", "hex"]).stdout
      .split(separator: "\n")
    #expect(lines.first == "aComponent: 0 -> 20")
    #expect(lines.contains("hex: #777777 -> #986b78"))
    #expect(lines.contains("inGamut: true -> true"))
    // X of lab(50 0 0) and lab(50 20 0) relative to D65 (ColorAide).
    expectText(String(lines[1]), matches: "x: 0.175061168203165 -> 0.21463971713282973")
    #expect(lines.last == "#986b78")
  }

  @Test func traceWithJSONWritesEveryNotificationAsAJSONLineAsWatchDoes() throws {
    let result = labcolor(["set", "a=20", "--trace", "--format", "json"])
    #expect(result.status == .success)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // Setting a* notifies seven keys, each once; then the color itself.
    try #require(lines.count == 8)
    #expect(lines[0] == #"{"seq":1,"key":"aComponent","old":0,"new":20}"#)
    // X of lab(50 0 0) and lab(50 20 0) relative to D65 (ColorAide).
    expectText(
      lines[1], matches: #"{"seq":2,"key":"x","old":0.175061168203165,"new":0.21463971713282973}"#)
    #expect(lines[5] == ##"{"seq":6,"key":"hex","old":"#777777","new":"#986b78"}"##)
    #expect(lines[6] == #"{"seq":7,"key":"inGamut","old":true,"new":true}"#)
    expectText(lines[7], matches: designJSON)
    // Every line is a JSON object on its own, so a reader of JSON lines reads them all.
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      #expect(object is [String: Any], "\(line)")
    }
  }

  @Test(arguments: ["text", "hex", "rgb"])
  func traceWithAFormatOtherThanJSONKeepsTheTextLines(format: String) {
    let lines = labcolor(["set", "a=20", "--trace", "--format", format]).stdout
      .split(separator: "\n")
    #expect(lines.first == "aComponent: 0 -> 20")
    #expect(lines.contains("hex: #777777 -> #986b78"))
  }

  @Test func withoutTraceNothingButTheResultIsPrinted() {
    #expect(labcolor(["set", "a=20", "--format", "hex"]).stdout == "#986b78\n")
  }

  @Test func aliasesAndPercentagesGoThroughKeyValueCoding() {
    for word in ["l=50", "L=50", "L*=50", "lightness=50", "lComponent=50", "l=50%"] {
      #expect(
        labcolor(["set", "--l", "0", word, "a*=20", "--format", "hex"]).stdout == "#986b78\n",
        "\(word)")
    }
    // 100% of a* is 125, as in CSS: 16% is 20.
    #expect(labcolor(["set", "a=16%", "--format", "hex"]).stdout == "#986b78\n")
    // The options take percentages as the words do.
    #expect(labcolor(["set", "--l", "50%", "--a", "16%", "--format", "hex"]).stdout == "#986b78\n")
    // Text that is a number only by a guess is refused, not read as another number.
    for word in ["a=1,5", "a=0,500", "a=--5", "a=+-5", "a=5-"] {
      #expect(labcolor(["set", word]).status == .usage, "\(word)")
    }
    #expect(labcolor(["set", "a=1,000", "--format", "json"]).stdout.contains(#""a":1000,"#))
  }

  // MARK: - Gamut

  @Test func outOfGamutIsFlaggedInTextAndJSON() {
    let text = labcolor(["set", "--a", "120"]).stdout
    #expect(text.hasSuffix("in gamut      no (RGB and hex are clipped)\n"))
    let json = labcolor(["set", "--a", "120", "--format", "json"]).stdout
    #expect(json.contains(#","inGamut":false,"#))
    // Out of sRGB, Display P3 and Rec. 2020 alike (ColorAide).
    #expect(json.hasSuffix(#""gamut":{"srgb":false,"display-p3":false,"rec2020":false}}"# + "\n"))
    // sRGB is unclamped in JSON: red above 1.
    let red = Double(String(json.components(after: #""srgb":{"red":"#).prefix { $0 != "," }))
    #expect((red ?? 0) > 1)
  }

  @Test func aColorWhoseValuesOverflowIsBadData() {
    // a* is unbounded, but 1e300 makes X infinite. The trace shows what happened.
    let result = labcolor(["set", "--a", "1e300", "--trace"])
    #expect(result.status == .badData)
    #expect(
      result.stderr
        == "Error: The color is too far out of range to convert: its XYZ or sRGB values overflow.\n"
    )
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 7)
    #expect(lines.first == "aComponent: 0 -> 1e+300")
    // X of lab(50 0 0) relative to D65 (ColorAide), then infinite.
    expectText(String(lines[1]), matches: "x: 0.175061168203165 -> inf")
    #expect(lines.last == "inGamut: true -> false")
  }

  @Test func aFromWhoseConversionOverflowsSaysSo() {
    // Its numbers are finite, but lab() is D50: relative to D65, lab(50 1e300 0) overflows on
    // the way (X is infinite before the adaptation), and so does oklab(0.5 1e300 0) in LMS.
    // The model's own reason, "not a finite number", would blame the text.
    for from in ["lab(50 1e300 0)", "oklab(0.5 1e300 0)"] {
      for command in ["set", "watch", "explore"] {
        #expect(
          labcolor([command, "--from", from], stdin: "l 60\n")
            == RunResult(
              status: .badData, stdout: "",
              stderr: "Error: Cannot start from '\(from)': the color is too far out of range to "
                + "convert.\n"))
      }
    }
  }

  @Test(arguments: ["hex", "rgb", "json"])
  func anOverflowIsBadDataWhateverKeysTheFormatObserves(format: String) {
    // --format hex observes the hex alone, rgb the sRGB components: the overflow of X is
    // still found, and nothing is printed.
    // a* 1e300 makes X infinite; a* 2.4e105 leaves X finite, 0.95047 × (2.4e105 / 500)³ ≈
    // 1.05e308, but not linear red, 3.2404542 × X ≈ 3.4e308.
    for a in ["1e300", "2.4e105"] {
      let result = labcolor(["set", "--a", a, "--format", format])
      #expect(result.status == .badData)
      #expect(result.stdout == "")
      #expect(
        result.stderr
          == "Error: The color is too far out of range to convert: its XYZ or sRGB values overflow.\n"
      )
    }
  }

  // MARK: - Swatch

  @Test func aSwatchFollowsTheHexOnATerminalOrWithColorAlways() {
    let trueColor = ["COLORTERM": "truecolor"]
    let withSwatch = designTable.replacingOccurrences(
      of: "#986b78\n", with: "#986b78  \u{1B}[48;2;152;107;120m    \u{1B}[0m\n")
    #expect(
      labcolor(["set", "--a", "20"], environment: trueColor, terminal: true).stdout == withSwatch)
    #expect(
      labcolor(["set", "--a", "20", "--color", "always"], environment: trueColor).stdout
        == withSwatch)
    // Without COLORTERM: entry 131 of the 256-color palette, the nearest by ΔEOK (ColorAide).
    #expect(
      labcolor(["set", "--a", "20"], terminal: true).stdout
        == designTable.replacingOccurrences(
          of: "#986b78\n", with: "#986b78  \u{1B}[48;5;131m    \u{1B}[0m\n"))
  }

  @Test func noSwatchWhenPipedOrWithNoColorOrColorNever() {
    #expect(labcolor(["set", "--a", "20"]).stdout == designTable)
    #expect(
      labcolor(["set", "--a", "20"], environment: ["NO_COLOR": "1"], terminal: true).stdout
        == designTable)
    #expect(
      labcolor(["set", "--a", "20"], environment: ["TERM": "dumb"], terminal: true).stdout
        == designTable)
    #expect(
      labcolor(["set", "--a", "20", "--color", "never"], terminal: true).stdout == designTable)
  }

  @Test func otherFormatsNeverDrawASwatch() {
    #expect(
      labcolor(["set", "--a", "20", "--format", "hex", "--color", "always"]).stdout == "#986b78\n")
  }

  // MARK: - Usage errors

  @Test(arguments: [
    (["set", "--l", "120"], "L* must be between 0 and 100 (got 120)."),
    (["set", "--l=-0.5"], "L* must be between 0 and 100 (got -0.5)."),
    (["set", "l=120"], "Cannot set 'l' to '120': L* must be between 0 and 100 (got 120)."),
    (["set", "l=150%"], "Cannot set 'l' to '150%': L* must be between 0 and 100 (got 150%)."),
    (["set", "a=hot"], "Cannot set 'a' to 'hot': not a number."),
    (["set", "a=1,5"], "Cannot set 'a' to '1,5': not a number."),
    (["set", "--l", "120%"], "L* must be between 0 and 100 (got 120%)."),
    (["set", "-l-5%"], "L* must be between 0 and 100 (got -5%)."),
    (["set", "L*=101%"], "Cannot set 'L*' to '101%': L* must be between 0 and 100 (got 101%)."),
    (
      ["set", "--l", "x%"],
      "The value 'x%' is invalid for '--l <number>': expected a decimal number."
    ),
    (["set", "b="], "Cannot set 'b' to '': not a number."),
    (["set", "a=1e309"], "Cannot set 'a' to '1e309': not a finite number."),
    (["set", "--lightness", "5"], "Unknown option '--lightness'."),
    (["set", "--fromat", "hex"], "Unknown option '--fromat'. Did you mean '--format'?"),
    (["set", "--l"], "Missing value for '--l <number>'."),
    (["set", "--l", "--a", "5"], "Missing value for '--l <number>'."),
    (["set", "--a", "--trace"], "Missing value for '--a <number>'."),
    (["set", "--a", "-l", "5"], "Missing value for '--a <number>'."),
    (["set", "--a", "-b5"], "Missing value for '--a <number>'."),
    (
      ["set", "--a", "-$5"],
      "The value '-$5' is invalid for '--a <number>': expected a decimal number."
    ),
    (
      ["set", "-a", "-$5"],
      "The value '-$5' is invalid for '-a <number>': expected a decimal number."
    ),
    (
      ["set", "--a", "$5"],
      "The value '$5' is invalid for '--a <number>': expected a decimal number."
    ),
    (
      ["set", "--b", "--5"],
      "The value '--5' is invalid for '--b <number>': expected a decimal number."
    ),
    (
      ["set", "--white", "-d50"],
      "The value '-d50' is invalid for '--white <white>': expected one of 'd65', 'd50' (did you mean 'd50'?)."
    ),
    (
      ["set", "--l", "fifty"],
      "The value 'fifty' is invalid for '--l <number>': expected a decimal number."
    ),
    (
      ["set", "--a", "inf"],
      "The value 'inf' is invalid for '--a <number>': expected a finite number."
    ),
    (
      ["set", "--format", "css"],
      "The value 'css' is invalid for '--format <format>': expected one of 'text', 'json', "
        + "'hex', 'rgb'."
    ),
    (
      ["set", "--white", "D66"],
      "The value 'D66' is invalid for '--white <white>': expected one of 'd65', 'd50' (did you mean 'd65'?)."
    ),
    (["set", "lightnes=50"], "Unknown key 'lightnes' (did you mean 'lightness'?)."),
    (["set", "q=1"], "Unknown key 'q' (the keys that can be set are l, a and b)."),
    (["set", "hex=#000000"], "'hex' is computed from L*, a* and b* and cannot be set."),
    (["set", "x=0.5"], "'x' is computed from L*, a* and b* and cannot be set."),
    (["set", "fifty"], "Expected a key=value word such as l=60 or a=-5, got 'fifty'."),
    (["set", "=5"], "Expected a key=value word such as l=60 or a=-5, got '=5'."),
    (
      ["set", "--from", "50", "20", "-10"],
      "Expected a key=value word such as l=60 or a=-5, got '20'. A color of three numbers is "
        + "one word: --from '50 20 -10'."
    ),
    (
      // A number of a thousand digits is cut in the hint, as in the message before it.
      ["set", "--from", "50", "20", "1" + String(repeating: "0", count: 999)],
      "Expected a key=value word such as l=60 or a=-5, got '20'. A color of three numbers is "
        + "one word: --from '50 20 1" + String(repeating: "0", count: 31) + "…'."
    ),
  ])
  func usageErrorsNameTheProblemAndExitWithStatusTwo(arguments: [String], message: String) {
    #expect(
      labcolor(arguments)
        == RunResult(status: .usage, stdout: "", stderr: "Error: \(message)\n" + Usage.set))
  }

  @Test func aUsageErrorIsFoundBeforeAnythingIsPrinted() {
    // The bad word comes last; nothing of the trace may have been printed.
    #expect(labcolor(["set", "--trace", "a=20", "l=101"]).stdout == "")
  }

  @Test func controlCharactersInAWordAreShownEscaped() {
    #expect(
      labcolor(["set", "\u{1B}[31m=1"]).stderr.hasPrefix(
        #"Error: Unknown key '\u{1B}[31m' (the keys that can be set are l, a and b)."#))
  }
}

@Suite struct SetCommandEndToEndTests {
  @Test func hexJsonAndRgbFromTheBinary() throws {
    try expectExecute(["set", "--l", "50", "--a", "20", "--format", "hex"], stdout: "#986b78\n")
    // The same bytes as in process, which `jsonIsExactlyTheDocumentedShapeOnOneLine` checks.
    let json = labcolor(["set", "--l", "50", "--a=20", "--format", "json"]).stdout
    expectText(json, matches: designJSON + "\n")
    try expectExecute(["set", "--l", "50", "--a=20", "--format", "json"], stdout: json)
    try expectExecute(["set", "--a", "-20", "--format", "rgb"], stdout: "rgb(76 128 118)\n")
  }

  @Test func theTableHasNoSwatchWhenPipedAndOneWithColorAlways() throws {
    try expectExecute(["set", "--a", "20"], stdout: designTable)
    try expectExecute(
      ["set", "--a", "20", "--color", "always"], environment: ["COLORTERM": "24bit"],
      stdout: designTable.replacingOccurrences(
        of: "#986b78\n", with: "#986b78  \u{1B}[48;2;152;107;120m    \u{1B}[0m\n"))
    try expectExecute(
      ["set", "--a", "20", "--color", "always"],
      stdout: designTable.replacingOccurrences(
        of: "#986b78\n", with: "#986b78  \u{1B}[48;5;131m    \u{1B}[0m\n"))
  }

  @Test func usageErrorOnStandardErrorWithStatusTwo() throws {
    try expectExecute(
      ["set", "--l", "120"], stderr: "Error: L* must be between 0 and 100 (got 120).\n" + Usage.set,
      status: .usage)
  }

  @Test func aMisspeltFromIsOfferedTheClosestName() {
    #expect(
      labcolor(["set", "--from", "whte"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "Error: Cannot read '--from whte': unknown color name \"whte\" at column 1"
            + " (did you mean \"white\"?).\n"))
  }

  @Test func badFromWithStatusOne() throws {
    try expectExecute(
      ["set", "--from", "nope"],
      stderr: "Error: Cannot read '--from nope': unknown color name \"nope\" at column 1.\n",
      status: .badData)
  }
}

extension String {
  /// The text after the first occurrence of `marker`, or "" when there is none.
  func components(after marker: String) -> Substring {
    guard let range = range(of: marker) else { return "" }
    return self[range.upperBound...]
  }
}
