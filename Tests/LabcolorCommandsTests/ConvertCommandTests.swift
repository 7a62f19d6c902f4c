import Foundation
import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ConvertCommandTests {
  // MARK: - Notations

  @Test func hexIsTheDefault() {
    #expect(
      labcolor(["convert", "50 20 0"])
        == RunResult(status: .success, stdout: "#986b78\n", stderr: ""))
  }

  @Test func everyNotationOfTheDesignExample() throws {
    func convert(_ format: String) -> String {
      labcolor(["convert", "50 20 0", "--to", format]).stdout
    }
    #expect(convert("hex") == "#986b78\n")
    #expect(convert("rgb") == "rgb(152 107 120)\n")
    #expect(convert("lab") == "50 20 0\n")
    // Hue 0: the color lies on the positive a* axis.
    #expect(convert("lch") == "50 20 0\n")
    let xyz = convert("xyz").dropLast().split(separator: " ").compactMap { Double($0) }
    let expected = Reference.designXYZ
    #expect(xyz.count == 3)
    #expect(zip(xyz, [expected.x, expected.y, expected.z]).allSatisfy { abs($0 - $1) <= 1e-12 })
    // The same color relative to D50, computed independently with CSS Color 4's D65-to-D50
    // Bradford matrix: lab(50.1397670725748 20.011848478621253 0.3323577568895786).
    let css = convert("css")
    #expect(css.hasPrefix("lab(") && css.hasSuffix(")\n"))
    let d50 = css.dropFirst(4).dropLast(2).split(separator: " ").compactMap { Double($0) }
    #expect(d50.count == 3)
    #expect(
      zip(d50, [50.1397670725748, 20.011848478621253, 0.3323577568895786]).allSatisfy {
        abs($0 - $1) <= 1e-9
      })
  }

  @Test func jsonIsTheSameObjectSetPrints() {
    let set = labcolor(["set", "--a", "20", "--format", "json"])
    #expect(labcolor(["convert", "50 20 0", "--to", "json"]) == set)
    let d50 = labcolor(["set", "--a", "-20", "--b", "5", "--white", "d50", "--format", "json"])
    #expect(labcolor(["convert", "50 -20 5", "--white", "d50", "--to", "json"]) == d50)
  }

  @Test func jsonOfAnSRGBColorHasItsExactComponents() {
    let json = labcolor(["convert", "#986b78", "--to", "json"]).stdout
    // 152/255, 107/255, 120/255, in the shortest text that reads back.
    #expect(
      json.contains(
        #""srgb":{"red":0.596078431372549,"green":0.4196078431372549,"blue":0.47058823529411764}"#
      ))
    #expect(
      json.contains(
        ##""rgb":{"red":152,"green":107,"blue":120},"hex":"#986b78","inGamut":true,"##))
  }

  /// Published values: CSS Color 4's lab()/lch() examples, WPT's lab() green, CSS names.
  @Test(arguments: [
    ("lab(46.277 -47.562 48.583)", "#008000"),
    ("lab(29.2345% 39.3825 20.0664)", "#7d2329"),
    ("lch(29.2345% 44.2 27)", "#7d2329"),
    ("lab(52.2345% 40.1645 59.9971)", "#c65d06"),
    ("lch(52.2345% 72.2 56.2)", "#c65d06"),
    ("rebeccapurple", "#663399"),
    ("RebeccaPurple", "#663399"),
    ("green", "#008000"),
    ("cornflowerblue", "#6495ed"),
    ("rgb(0 128 0)", "#008000"),
    ("rgb(100% 0% 0%)", "#ff0000"),
    ("#F80", "#ff8800"),
    ("#7D2329", "#7d2329"),
  ])
  func publishedColors(color: String, hex: String) {
    #expect(
      labcolor(["convert", color]) == RunResult(status: .success, stdout: hex + "\n", stderr: ""))
  }

  @Test func cssLabIsWrittenBackAsItWasRead() {
    #expect(
      labcolor(["convert", "lab(46.277 -47.562 48.583)", "--to", "css"]).stdout
        == "lab(46.277 -47.562 48.583)\n")
  }

  @Test func cssOfNamedGreenIsWPTsLabWithinItsPrecision() {
    // WPT (css/css-color): green is lab(46.2775% -47.5621 48.5837).
    let css = labcolor(["convert", "green", "--to", "css"]).stdout
    let numbers = css.dropFirst(4).dropLast(2).split(separator: " ").compactMap { Double($0) }
    #expect(numbers.count == 3)
    #expect(zip(numbers, [46.2775, -47.5621, 48.5837]).allSatisfy { abs($0 - $1) < 0.02 })
  }

  @Test func labAndCssReadBackExactly() {
    let seed: UInt64 = 0x1AB_C0A1
    var generator = SplitMix64(seed: seed)
    var lines: [String] = []
    for _ in 0..<200 {
      let hex = String(UInt32.random(in: 0...0xFF_FFFF, using: &generator), radix: 16)
      lines.append("#" + String(repeating: "0", count: 6 - hex.count) + hex)
    }
    let input = lines.joined(separator: "\n") + "\n"
    for notation in ["lab", "css"] {
      let first = labcolor(["convert", "--to", notation], stdin: input)
      #expect(first.status == .success && first.stderr == "", "seed \(seed)")
      // The same numbers once more, and the same hex colors.
      #expect(
        labcolor(["convert", "--to", notation], stdin: first.stdout).stdout == first.stdout,
        "seed \(seed)")
      #expect(labcolor(["convert"], stdin: first.stdout).stdout == input, "seed \(seed)")
    }
    let d50 = labcolor(["convert", "--to", "lab", "--white", "d50"], stdin: input)
    #expect(
      labcolor(["convert", "--white", "d50"], stdin: d50.stdout).stdout == input, "seed \(seed)")
  }

  @Test func aColorLighterThanTheWhitePrintsLAbove100WhichTriplesRefuse() {
    // lab() is D50; lab(100 20 -30) relative to D65 has L* 100.217..., as documented in help.
    let lab = labcolor(["convert", "lab(100 20 -30)", "--to", "lab"]).stdout
    #expect(lab.hasPrefix("100.21"))
    #expect(
      labcolor(["convert"], stdin: lab).stderr.hasPrefix(
        "labcolor: line 1: L* must be between 0 and 100"))
  }

  @Test func inputRGBReadsBareTriplesAsEightBitSRGB() {
    #expect(
      labcolor(["convert", "--input", "rgb", "152 107 120", "0,128,0"]).stdout
        == "#986b78\n#008000\n")
    #expect(
      labcolor(["convert", "--input", "rgb", "256 0 0"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: argument 1: red must be between 0 and 255 at column 1, found \"256\"\n"
        ))
  }

  /// LCh and XYZ triples as ColorAide 8.13.1 converts them: `Color('lch-d65', [50, 22.36,
  /// 333.43]).convert('srgb').to_string(hex=True)`, and likewise in 'lch' (D50), 'xyz-d65'
  /// and 'xyz-d50' (Y of white = 1, as labcolor's), with alpha as `Color(space, coords, alpha)`.
  @Test(arguments: [
    (["--input", "lch"], "50 22.36 333.43", "#916b88"),
    (["--input", "lch", "--white", "d50"], "60 40 120", "#7d9a51"),
    (["--input", "xyz"], "0.2 0.18 0.3", "#826e93"),
    (["--input", "xyz", "--white", "d50"], "0.2191 0.1854 0.1516", "#986b78"),
    (["--input", "lch"], "50 22.36 333.43 / 0.5", "#916b8880"),
    (["--input", "xyz"], "0.2 0.18 0.3 / 0.25", "#826e9340"),
  ])
  func inputLChAndXYZReadBareTriplesAsColorAideDoes(
    options: [String], color: String, hex: String
  ) {
    let expected = RunResult(status: .success, stdout: hex + "\n", stderr: "")
    #expect(labcolor(["convert"] + options + [color]) == expected)
    #expect(labcolor(["convert"] + options, stdin: color + "\n") == expected)
  }

  @Test func inputLChAndXYZReportTheComponentAtFault() {
    // The second color, three words, is ColorAide's Color('lch-d65', [60, 40, 120]).
    #expect(
      labcolor(["convert", "--input", "lch", "50 -1 30", "60", "40", "120"])
        == RunResult(
          status: .badData, stdout: "#829952\n",
          stderr: "labcolor: argument 1: C* must be at least 0 at column 4, found \"-1\"\n"))
    #expect(
      labcolor(["convert", "--input", "xyz"], stdin: "0.2 0.18 nan\n0.2 0.18\n")
        == RunResult(
          status: .badData, stdout: "",
          stderr: """
            labcolor: line 1: expected a finite number for Z at column 10, found "nan"
            labcolor: line 2: expected a number for Z at column 9, found end of input

            """))
  }

  /// The bug this guards against: `--to lch` or `--to xyz` piped into `convert` read as
  /// L a b, a wrong color without a word.
  @Test func lchAndXYZOutputReadsBackWithTheMatchingInput() {
    let seed: UInt64 = 0x1AB_C0A3
    var generator = SplitMix64(seed: seed)
    var lines: [String] = []
    for _ in 0..<200 {
      let hex = String(UInt32.random(in: 0...0xFF_FFFF, using: &generator), radix: 16)
      lines.append("#" + String(repeating: "0", count: 6 - hex.count) + hex)
    }
    lines += ["#000000", "#ffffff", "#808080", "#ff0000", "#0000ff"]
    let input = lines.joined(separator: "\n") + "\n"
    for notation in ["lch", "xyz"] {
      for white in ["d65", "d50"] {
        let options = ["--input", notation, "--white", white]
        let first = labcolor(["convert", "--to", notation, "--white", white], stdin: input)
        #expect(first.status == .success && first.stderr == "", "\(notation) \(white)")
        #expect(
          labcolor(["convert"] + options, stdin: first.stdout)
            == RunResult(status: .success, stdout: input, stderr: ""),
          "\(notation) \(white), seed \(seed)")
        // With alpha, the numbers are followed by ' / alpha' and read back with it.
        let translucent = labcolor(
          ["convert", "--to", notation, "--white", white, "#986b7880"]).stdout
        #expect(labcolor(["convert"] + options, stdin: translucent).stdout == "#986b7880\n")
      }
    }
    // XYZ is written and read as it is: the same numbers once more.
    let xyz = labcolor(["convert", "--to", "xyz"], stdin: input).stdout
    #expect(labcolor(["convert", "--input", "xyz", "--to", "xyz"], stdin: xyz).stdout == xyz)
  }

  @Test func whiteD50ReadsBareTriplesRelativeToD50() {
    // Computed independently with CSS Color 4's D50-to-D65 Bradford matrix.
    #expect(labcolor(["convert", "--white", "d50", "50 20 0"]).stdout == "#976a78\n")
    // CSS lab() is D50 whatever --white says.
    #expect(
      labcolor(["convert", "--white", "d50", "lab(46.277 -47.562 48.583)"]).stdout == "#008000\n")
  }

  @Test func gamutCSSReducesChromaInsteadOfClipping() {
    // In gamut: both methods give the same 8 bits.
    #expect(labcolor(["convert", "--gamut", "css", "50 20 0"]).stdout == "#986b78\n")
    // Out of gamut (sRGB red 1.10, green −0.40): clipping and CSS mapping differ.
    let clipped = labcolor(["convert", "50 120 0"]).stdout
    let mapped = labcolor(["convert", "--gamut", "css", "50 120 0"]).stdout
    #expect(clipped == "#ff007c\n")
    // ColorAide's CSS Color 4 mapping (minde-chroma in OkLCh, JND 0.02) gives #f7007f.
    #expect(mapped == "#f7007f\n")
    #expect(mapped != clipped)
    let json = labcolor(["convert", "--gamut", "css", "--to", "json", "50 120 0"]).stdout
    #expect(
      json.contains(##""rgb":{"red":247,"green":0,"blue":127},"hex":"#f7007f","inGamut":false,"##))
  }

  /// The notations with no gamut of their own are mapped into sRGB when asked. ColorAide
  /// 8.13.1: `Color('color(display-p3 1 0 0)').convert('oklch')`, then `.fit('srgb',
  /// method='clip')` or `method='minde-chroma'` (CSS Color 4's), at precision 5.
  @Test func gamutMapsTheNotationsWithoutAGamutIntoSRGBWhenAsked() {
    let p3Red = "color(display-p3 1 0 0)"
    func oklch(_ options: [String]) -> String {
      labcolor(["convert", "--to", "oklch", "--precision", "5"] + options + [p3Red]).stdout
    }
    #expect(oklch([]) == "oklch(0.64857 0.29949 28.958)\n")
    #expect(oklch(["--gamut", "none"]) == "oklch(0.64857 0.29949 28.958)\n")
    #expect(oklch(["--gamut", "clip"]) == "oklch(0.62796 0.25768 29.234)\n")
    #expect(oklch(["--gamut", "css"]) == "oklch(0.63022 0.25536 28.934)\n")
    // A color already in sRGB is written as it is, not through sRGB and back.
    #expect(
      labcolor(["convert", "--to", "lab", "--gamut", "clip", "50 20 0"]).stdout == "50 20 0\n")
    #expect(
      labcolor(["convert", "--to", "oklch", "--gamut", "css", "oklch(0.7 0.1 30 / 0.5)"]).stdout
        == "oklch(0.7 0.1 30 / 0.5)\n")
    // A color too far out of range is refused, not mapped into some other color.
    for color in ["lab(50 1e200 0)", "oklch(0.7 1e300 30)"] {
      let result = labcolor(["convert", "--to", "lab", "--gamut", "css", color])
      #expect(
        result
          == RunResult(
            status: .badData, stdout: "",
            stderr: "labcolor: argument 1: the color is too far out of range to convert\n"))
    }
    // The bare triples too: sRGB red is L*a*b* 53.237 80.09 67.203 relative to D65.
    #expect(
      labcolor(["convert", "--to", "lab", "--precision", "5", "--gamut", "clip", p3Red]).stdout
        == "53.237 80.09 67.203\n")
  }

  /// A hue that rounds to 360 at the precision asked for is written 0 in the bare `lch`
  /// triple, as the CSS notations write it, in `convert`, `mix` and `gradient`: 50 20
  /// −0.0001 has h = 360 − atan(0.0001 / 20) = 359.99971°, and 50 20 −1 h = 357.14°, which
  /// one digit rounds to 400.
  @Test func aBareHueThatRoundsTo360IsWritten0() {
    #expect(
      labcolor(["convert", "--to", "lch", "--precision", "3", "50 20 -0.0001", "50 20 -10"])
        .stdout == "50 20 0\n50 22.4 333\n")
    #expect(
      labcolor(["convert", "--to", "lch", "--precision", "1", "50 20 -1", "50 20 -4"]).stdout
        == "50 20 0\n50 20 300\n")
    #expect(
      labcolor(["mix", "50 20 -0.0001", "50 20 -0.0001", "--to", "lch", "--precision", "3"])
        .stdout == "50 20 0\n")
    // In full precision, the hue as it is.
    #expect(
      labcolor(["convert", "--to", "lch", "lch(50 20 359.9997)", "--white", "d50"]).stdout
        == "50 20 359.9997\n")
  }

  /// A huge value rounded to fewer digits prints those digits: 1e300 to three significant
  /// digits is 1.00e300, which printed 9.999999999999999e+299, and a 17-digit value at 17
  /// digits printed another value.
  @Test func precisionRoundsHugeValuesToTheirDigits() {
    #expect(
      labcolor(["convert", "--to", "srgb", "--precision", "3", "color(srgb 1e300 2.5e25 0)"])
        .stdout == "color(srgb 1e+300 2.5e+25 0)\n")
    #expect(
      labcolor([
        "convert", "--to", "xyz-d65", "--precision", "17", "color(xyz 1.9724758215834962e18 0 0)",
      ]).stdout == "color(xyz-d65 1.9724758215834962e+18 0 0)\n")
  }

  @Test func precisionLeavesEightBitChannelsWhole() {
    #expect(
      labcolor(["convert", "--precision", "2", "--to", "rgb", "red"]).stdout == "rgb(255 0 0)\n")
    #expect(
      labcolor(["convert", "--precision", "1", "--to", "rgb", "rgb(255 255 255 / 0.44)"]).stdout
        == "rgb(255 255 255 / 0.4)\n")
  }

  // MARK: - Arguments

  @Test func threeNumberArgumentsInARowAreOneColor() {
    #expect(
      labcolor(["convert", "50", "20", "0", "#fff", "50,", "-20,", "0"]).stdout
        == "#986b78\n#ffffff\n#4c8076\n")
  }

  /// `/ alpha` after three number arguments is theirs, as it is in one argument.
  @Test func aTriplesAlphaMayFollowItAsSeparateArguments() {
    #expect(
      labcolor(["convert", "50", "20", "0", "/", "0.5", "50", "20", "0", "/0.25", "red"])
        == RunResult(status: .success, stdout: "#986b7880\n#986b7840\n#ff0000\n", stderr: ""))
    #expect(
      labcolor(["convert", "50", "20", "0", "/"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: arguments 1–4 ('50 20 0 /'): expected a number or percentage for "
            + "alpha at column 10, found end of input\n"))
  }

  /// A color read from several arguments is reported with their positions and the text
  /// they make, in which the message's column lies.
  @Test func aBadColorOfSeveralArgumentsNamesThemAndTheirText() {
    #expect(
      labcolor(["convert", "50", "20", "red"])
        == RunResult(
          status: .badData, stdout: "#ff0000\n",
          stderr: "labcolor: arguments 1–2 ('50 20'): expected a number for b* at column 6, "
            + "found end of input\n"))
    #expect(
      labcolor(["convert", "--input", "rgb", "255", "0", "256", "/", "1"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: arguments 1–5 ('255 0 256 / 1'): blue must be between 0 and 255 "
            + "at column 7, found \"256\"\n"))
  }

  @Test func argumentsAreConvertedAndStandardInputIsNotRead() {
    #expect(labcolor(["convert", "green"], stdin: "red\n").stdout == "#008000\n")
  }

  @Test func aBadArgumentIsReportedByPositionAndTheOthersAreConverted() {
    #expect(
      labcolor(["convert", "green", "bluish", "red"])
        == RunResult(
          status: .badData, stdout: "#008000\n#ff0000\n",
          stderr: "labcolor: argument 2: unknown color name \"bluish\" at column 1\n"))
  }

  /// A misspelt name is offered the closest color name, on every line it is found; the
  /// fast path of standard input reports it as the arguments do.
  @Test func aMisspeltNameIsOfferedTheClosestName() {
    #expect(
      labcolor(["convert", "fuschia", "darkgren"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: argument 1: unknown color name \"fuschia\" at column 1"
            + " (did you mean \"fuchsia\"?)\n"
            + "labcolor: argument 2: unknown color name \"darkgren\" at column 1"
            + " (did you mean \"darkgreen\"?)\n"))
    #expect(
      labcolor(["convert"], stdin: "50 20 0\nRebeccaPurpel\n")
        == RunResult(
          status: .badData, stdout: "#986b78\n",
          stderr: "labcolor: line 2: unknown color name \"RebeccaPurpel\" at column 1"
            + " (did you mean \"rebeccapurple\"?)\n"))
  }

  // MARK: - Streams

  @Test func everyGoodLineIsConvertedInOrderAndEveryBadLineReported() {
    let input = """
      50 20 0
      50 x 0
      #008000
      rebeccapurple
      120 0 0
      -1 0 0
      nan 0 0
      50 inf 0
      50 20 1e309
      50 1e300 0
      lab(46.277 -47.562 48.583)
      bluish
      #12345
      50 20 0

      """
    #expect(
      labcolor(["convert"], stdin: input)
        == RunResult(
          status: .badData,
          stdout: "#986b78\n#008000\n#663399\n#008000\n#986b78\n",
          stderr: """
            labcolor: line 2: expected a number for a* at column 4, found "x"
            labcolor: line 5: L* must be between 0 and 100 at column 1, found "120"
            labcolor: line 6: L* must be between 0 and 100 at column 1, found "-1"
            labcolor: line 7: expected a finite number for L* at column 1, found "nan"
            labcolor: line 8: expected a finite number for a* at column 4, found "inf"
            labcolor: line 9: expected a finite number for b* at column 7, found "1e309"
            labcolor: line 10: the color is too far out of range to convert
            labcolor: line 12: unknown color name "bluish" at column 1
            labcolor: line 13: expected 3, 4, 6 or 8 hex digits after "#" at column 2, found "12345"

            """))
  }

  @Test func strictStopsAtTheFirstBadLine() {
    #expect(
      labcolor(["convert", "--strict"], stdin: "50 20 0\ngreen\nbluish\nred\nalso bad\n")
        == RunResult(
          status: .badData, stdout: "#986b78\n#008000\n",
          stderr: "labcolor: line 3: unknown color name \"bluish\" at column 1\n"))
    #expect(
      labcolor(["convert", "--strict"], stdin: "50 20 0\ngreen\n")
        == RunResult(status: .success, stdout: "#986b78\n#008000\n", stderr: ""))
  }

  @Test func emptyInputGivesNothingAndSucceeds() {
    #expect(labcolor(["convert"], stdin: "") == RunResult(status: .success, stdout: "", stderr: ""))
  }

  @Test func blankLinesAndCommentsAreSkippedButCounted() {
    let input = "# colors\n\n   \n#\n  # indented\n#\ttab\n#336699\n \t\nbluish\n"
    #expect(
      labcolor(["convert"], stdin: input)
        == RunResult(
          status: .badData, stdout: "#336699\n",
          stderr: "labcolor: line 9: unknown color name \"bluish\" at column 1\n"))
  }

  @Test func crlfLineEndsAreAccepted() {
    #expect(
      labcolor(["convert"], stdin: "50 20 0\r\n#008000\r\n\r\ngreen")
        == RunResult(status: .success, stdout: "#986b78\n#008000\n#008000\n", stderr: ""))
  }

  @Test func aByteOrderMarkBeginningTheInputIsSkipped() {
    // As a file saved by an editor that writes one: the first line is still a color.
    #expect(
      labcolor(["convert"], stdin: [0xEF, 0xBB, 0xBF] + Array("50 20 0\r\nred\r\n".utf8))
        == RunResult(status: .success, stdout: "#986b78\n#ff0000\n", stderr: ""))
  }

  @Test func anyChunkingOfTheInputGivesTheSameResult() {
    let bytes = Array("50 20 0\r\n# c\nbad\n#fff".utf8)
    let expected = labcolor(["convert"], stdin: bytes)
    #expect(expected.stdout == "#986b78\n#ffffff\n")
    for cut in 0...bytes.count {
      let output = Output()
      let error = Output()
      let status = Labcolor.run(
        arguments: ["convert"], environment: [:],
        input: .chunks([Array(bytes[..<cut]), Array(bytes[cut...])]), output: output,
        error: error)
      #expect(RunResult(status: status, stdout: output.text, stderr: error.text) == expected)
    }
  }

  @Test func aMegabyteLineIsReportedAndSkipped() {
    let long = String(repeating: "5", count: 1 << 20)
    #expect(
      labcolor(["convert"], stdin: "50 20 0\n\(long)\ngreen\n")
        == RunResult(
          status: .badData, stdout: "#986b78\n#008000\n",
          stderr: "labcolor: line 2: longer than 16384 bytes\n"))
  }

  @Test func aLongLineWithinTheLimitGetsAShortMessage() {
    let long = "50 20 " + String(repeating: "9", count: 10_000)
    let result = labcolor(["convert"], stdin: long + "\n")
    #expect(result.status == .badData)
    #expect(result.stderr.count < 200)
    #expect(result.stderr.hasPrefix("labcolor: line 1: "))
  }

  @Test func invalidUTF8IsAClearErrorNotATrap() {
    // 0xFF and 0xFE never occur in UTF-8; 0xC3 must be followed by a continuation byte.
    let bytes: [UInt8] = [0xFF, 0xFE, 0x0A, 0x23, 0x66, 0x66, 0x66, 0x0A, 0xC3, 0x28, 0x0A]
    #expect(
      labcolor(["convert"], stdin: bytes)
        == RunResult(
          status: .badData, stdout: "#ffffff\n",
          stderr: """
            labcolor: line 1: not valid UTF-8 at column 1
            labcolor: line 3: not valid UTF-8 at column 1

            """))
  }

  @Test func nulBytesAreShownEscaped() {
    #expect(
      labcolor(["convert"], stdin: Array("50\u{0}20 0\n\u{0}\n".utf8))
        == RunResult(
          status: .badData, stdout: "",
          stderr: """
            labcolor: line 1: expected a number for L* at column 1, found "50\\u{0}20"
            labcolor: line 2: expected a number for L* at column 1, found "\\u{0}"

            """))
  }

  // MARK: - Usage errors

  @Test(arguments: [
    (
      ["convert", "--to", "cmyk"],
      "The value 'cmyk' is invalid for '--to <format>': expected one of 'hex', 'rgb', 'hsl', "
        + "'hwb', 'lab', 'lch', 'xyz', 'css', 'oklab', 'oklch', 'srgb', 'srgb-linear', "
        + "'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', 'xyz-d50', 'xyz-d65', 'json'."
    ),
    (
      ["convert", "--gamut", "p3"],
      "The value 'p3' is invalid for '--gamut <method>': expected one of 'clip', 'css', 'none'."
    ),
    (["convert", "--precision", "0"], "--precision must be between 1 and 17 (got 0)."),
    (
      ["convert", "--input", "hsl"],
      "The value 'hsl' is invalid for '--input <space>': expected one of 'lab', 'lch', 'xyz', "
        + "'rgb'."
    ),
    (["convert", "--to"], "Missing value for '--to <format>'."),
    (["convert", "--too", "hex"], "Unknown option '--too'. Did you mean '--to'?"),
    (["convert", "--l", "50"], "Unknown option '--l'."),
  ])
  func usageErrors(arguments: [String], message: String) {
    #expect(
      labcolor(arguments)
        == RunResult(status: .usage, stdout: "", stderr: "Error: \(message)\n" + Usage.convert))
  }
}

@Suite struct ConvertCommandEndToEndTests {
  @Test func mixedInputFromTheBinary() throws {
    try expectExecute(
      ["convert", "--to", "rgb"], stdin: Array("50 20 0\r\n# note\n\nnope\n#008000\n".utf8),
      stdout: "rgb(152 107 120)\nrgb(0 128 0)\n",
      stderr: "labcolor: line 4: unknown color name \"nope\" at column 1\n", status: .badData)
  }

  @Test func theBinaryStreamsLargeInputLikeTheInProcessRun() throws {
    // More than the convert buffer (16 KiB) and the reader's buffer (64 KiB) hold. The
    // expectation is the in-process run: this checks that the binary streams the same.
    var generator = SplitMix64(seed: 0x1AB_C0A2)
    var input = ""
    for index in 0..<30_000 {
      if index % 1_000 == 999 { input += "not a color\n" }
      let l = Double.random(in: 0...100, using: &generator)
      let a = Double.random(in: -128...128, using: &generator)
      let b = Double.random(in: -128...128, using: &generator)
      input += "\(l) \(a) \(b)\n"
    }
    for format in ["hex", "json"] {
      let expected = labcolor(["convert", "--to", format], stdin: input)
      #expect(expected.stdout.split(separator: "\n").count == 30_000)
      #expect(expected.stderr.split(separator: "\n").count == 30)
      try expectExecute(
        ["convert", "--to", format], stdin: Array(input.utf8), stdout: expected.stdout,
        stderr: expected.stderr, status: .badData)
    }
  }

  @Test func aClosedStandardOutputEndsTheRunQuietlyWithStatusZero() throws {
    // `labcolor convert < big | head -1`: read one line, close the pipe.
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("labcolor-colors-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(String(repeating: "50 20 0\n", count: 300_000).utf8).write(to: url)
    let run = try RunningLabcolor(["convert"], stdin: url)
    #expect(run.readOutput(until: "\n").hasPrefix("#986b78\n"))
    run.closeOutput()
    let (status, stderr) = run.wait()
    #expect(status == 0)
    #expect(stderr == "")
  }

  @Test func eachAnswerArrivesBeforeTheNextLineIsWritten() throws {
    // A person typing: the output must not wait for a full buffer or the end of input.
    let run = try RunningLabcolor(["convert", "--to", "rgb"])
    run.write("50 20 0\n")
    #expect(run.readOutput(until: "\n") == "rgb(152 107 120)\n")
    run.write("bad\n#008000\n")
    #expect(run.readOutput(until: "\n") == "rgb(0 128 0)\n")
    run.closeInput()
    #expect(run.readOutput(until: "\u{0}", timeout: 5) == "")
    let (status, stderr) = run.wait()
    #expect(status == 1)
    #expect(stderr == "labcolor: line 2: unknown color name \"bad\" at column 1\n")
  }
}

/// An argument is a color asked for: an empty one, or one that would be a blank or comment
/// line on standard input, is reported, where standard input skips such lines.
@Suite struct EmptyArgumentTests {
  @Test(arguments: [["convert"], ["name"]])
  func anEmptyArgumentIsAColorMissing(command: [String]) {
    let result = labcolor(command + ["red", "", "  ", "#"])
    #expect(result.status == .badData)
    #expect(result.stdout.split(separator: "\n").count == 1)
    #expect(
      result.stderr == """
        labcolor: argument 2: expected a color at column 1, found end of input
        labcolor: argument 3: expected a color at column 3, found end of input
        labcolor: argument 4: expected 3, 4, 6 or 8 hex digits after "#" at column 2, found end of input

        """)
  }

  @Test func blankAndCommentLinesOfStandardInputAreStillSkipped() {
    #expect(
      labcolor(["convert"], stdin: "\n  \n# a comment\n#\nred\n")
        == RunResult(status: .success, stdout: "#ff0000\n", stderr: ""))
  }
}
