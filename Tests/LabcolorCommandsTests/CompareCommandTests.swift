import Foundation
import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct CompareCommandTests {
  /// The number `compare --metric` printed, read back.
  private func metric(_ arguments: [String]) -> Double? {
    let result = labcolor(["compare"] + arguments)
    guard result.status == .success, result.stderr.isEmpty, result.stdout.hasSuffix("\n") else {
      return nil
    }
    return Double(result.stdout.dropLast())
  }

  // MARK: - Reference values

  /// ColorAide 8.13: `Color('#986b78').delta_e('#336699', method=…)` (ΔE76, ΔE94 and 2000 in
  /// its `lab-d65` space, `ok` in Oklab); the WCAG 2 ratio and APCA Lc from their published
  /// definitions evaluated in Python.
  @Test(arguments: [
    ("76", 39.3419200903524),
    ("94", 29.857603215707883),
    ("2000", 30.173044617931364),
    ("ok", 0.15338363049296683),
    ("wcag", 1.3450383215766633),
    ("apca", -7.875526960449602),
  ])
  func eachMetricMatchesItsReference(name: String, expected: Double) throws {
    let value = try #require(metric(["#986b78", "#336699", "--metric", name]))
    #expect(abs(value - expected) <= 1e-9, "\(name): \(value)")
  }

  @Test func theCIEDifferencesFollowTheWhite() throws {
    // ColorAide with space='lab' (D50).
    let expected = [
      ("76", 42.683118763982506), ("94", 32.401506994164954), ("2000", 33.98501129759388),
    ]
    for (name, reference) in expected {
      let value = try #require(metric(["#986b78", "#336699", "--metric", name, "--white", "d50"]))
      #expect(abs(value - reference) <= 1e-9, "\(name): \(value)")
    }
    // ΔEOK and the contrasts do not depend on it.
    #expect(
      metric(["#986b78", "#336699", "--metric", "ok", "--white", "d50"])
        == metric(["#986b78", "#336699", "--metric", "ok"]))
  }

  @Test func bareTriplesAreLabAndDeltaE94TakesAAsTheReference() throws {
    // Sharma, Wu and Dalal pair 1: ΔE00 2.0425; ColorAide for the rest.
    let sharma = try #require(
      metric(["50", "2.6772", "-79.7751", "50", "0", "-82.7485", "--metric", "2000"]))
    #expect(abs(sharma - 2.0425) <= 5e-5)
    let forward = try #require(metric(["50 20 0", "60 -10 30", "--metric", "94"]))
    let backward = try #require(metric(["60 -10 30", "50 20 0", "--metric", "94"]))
    #expect(abs(forward - 33.504853882021) <= 1e-9)
    #expect(abs(backward - 29.815253951403687) <= 1e-9)
    let ciede = try #require(metric(["50 20 0", "60 -10 30", "--metric", "2000"]))
    #expect(abs(ciede - 36.628901778665586) <= 1e-9)
  }

  /// The test values of apca-w3 (test/index.js, 0.0.98G-4g), through the command: the first
  /// color of each pair is the text.
  @Test func apcaMatchesApcaW3ThroughStandardInput() {
    let result = labcolor(
      ["compare", "--metric", "apca"],
      stdin:
        "#888;#fff\n#fff;#888\n#000;#aaa\n#aaa;#000\n#123;#def\n#def;#123\n#123;#444\n#444;#123\n")
    let expected = [
      63.056469930209424, -68.54146436644962, 58.146262578561334, -56.24113336839742,
      91.66830811481631, -93.06770049484275, 8.32326136957393, -7.526878460278154,
    ]
    let values = result.stdout.split(separator: "\n").compactMap { Double($0) }
    #expect(result.status == .success && result.stderr.isEmpty)
    #expect(values.count == expected.count)
    #expect(zip(values, expected).allSatisfy { abs($0 - $1) <= 1e-9 })
  }

  @Test func wcagRatiosMatchPublishedPairs() throws {
    // WebAIM: black on white 21:1, #767676 on white 4.54:1 (AA passes), #777777 4.48:1.
    #expect(abs(try #require(metric(["black", "white", "--metric", "wcag"])) - 21) <= 1e-12)
    #expect(
      abs(try #require(metric(["#767676", "white", "--metric", "wcag"])) - 4.542224959605253)
        <= 1e-12)
    #expect(
      abs(try #require(metric(["white", "#777", "--metric", "wcag"])) - 4.478089453577214) <= 1e-12)
  }

  // MARK: - Text and JSON

  /// The table for #986b78 and #336699: the reference values above, and ΔL*, ΔC*, ΔH* from
  /// the CIE 1976 definitions in Python (−8.144352072762402, 12.88470706629056,
  /// −36.26900232328491) and L*a*b* from ColorAide, each rounded to four places.
  @Test func theTableShowsEveryValue() {
    #expect(
      labcolor(["compare", "#986b78", "#336699"])
        == RunResult(
          status: .success,
          stdout: """
            A            #986b78  L*a*b* (D65)  50.1535 19.9607 -0.0247
            B            #336699  L*a*b* (D65)  42.0092 -0.1459 -32.8451
            ΔE76         39.3419
            ΔE94         29.8576                  graphic arts, A as the reference
            CIEDE2000    30.173                   more similar than opposite
            ΔEOK         0.1534
            ΔL* ΔC* ΔH*  -8.1444 12.8847 -36.269  B minus A
            WCAG 2       1.34:1                   AA fail, AA large text fail, AAA fail, AAA large text fail
            APCA Lc      -7.8755                  A as text on B: light text on a dark background (B on A: 0)

            """, stderr: ""))
  }

  @Test func theTableJudgesContrastAndSaysWhichWayRound() {
    let text = labcolor(["compare", "#767676", "white"]).stdout
    #expect(text.contains("WCAG 2       4.54:1"))
    #expect(text.contains("AA pass, AA large text pass, AAA fail, AAA large text pass"))
    // APCA (Python): #767676 on white 71.57239122246546, white on #767676 −77.03600169537977.
    #expect(text.contains("APCA Lc      71.5724 "))
    #expect(text.contains("A as text on B: dark text on a light background (B on A: -77.036)"))
    // The same pair without difference: not perceptible, ratio 1.
    let same = labcolor(["compare", "rebeccapurple", "#663399"]).stdout
    #expect(same.contains("CIEDE2000    0 "))
    #expect(same.contains("not perceptible by the human eye"))
    #expect(same.contains("WCAG 2       1:1"))
    #expect(same.contains("too little contrast to measure"))
  }

  /// 4.4999… must not print as 4.5 and fail: the ratio is rounded down for display.
  @Test func theRatioIsRoundedDown() {
    #expect(labcolor(["compare", "#777", "white"]).stdout.contains("WCAG 2       4.47:1"))
  }

  @Test func outOfGamutColorsSaySo() {
    let text = labcolor(["compare", "50 100 0", "#000"]).stdout
    #expect(text.contains("L*a*b* (D65)  50 100 0  (out of sRGB gamut; hex clipped)"))
  }

  @Test func jsonHasEveryValueInFullPrecision() throws {
    let result = labcolor(["compare", "#986b78", "#336699", "--format", "json"])
    #expect(result.status == .success)
    #expect(result.stdout.hasSuffix("}\n") && result.stdout.filter { $0 == "\n" }.count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    func number(_ key: String) -> Double { (object[key] as? NSNumber)?.doubleValue ?? .nan }
    #expect(abs(number("deltaE76") - 39.3419200903524) <= 1e-9)
    #expect(abs(number("deltaE94") - 29.857603215707883) <= 1e-9)
    #expect(abs(number("deltaE2000") - 30.173044617931364) <= 1e-9)
    #expect(abs(number("deltaEOK") - 0.15338363049296683) <= 1e-9)
    #expect(abs(number("deltaL") - -8.144352072762402) <= 1e-9)
    #expect(abs(number("deltaC") - 12.88470706629056) <= 1e-9)
    #expect(abs(number("deltaH") - -36.26900232328491) <= 1e-9)
    #expect(object["judgement"] as? String == "more similar than opposite")
    let wcag = try #require(object["wcag"] as? [String: Any])
    #expect(abs(((wcag["ratio"] as? NSNumber)?.doubleValue ?? 0) - 1.3450383215766633) <= 1e-12)
    #expect(wcag["aa"] as? Bool == false && wcag["aaaLarge"] as? Bool == false)
    let apca = try #require(object["apca"] as? [String: Any])
    #expect(abs(((apca["lc"] as? NSNumber)?.doubleValue ?? 0) - -7.875526960449602) <= 1e-9)
    #expect((apca["reversedLc"] as? NSNumber)?.doubleValue == 0)
    // Each color is the object convert --to json writes.
    let convert = labcolor(["convert", "#986b78", "--to", "json"]).stdout.dropLast()
    #expect(result.stdout.hasPrefix("{\"a\":" + convert + ",\"b\":{"))
  }

  @Test func swatchesComeFirstOnATerminal() {
    let swatchA = "\u{1B}[48;2;152;107;120m        \u{1B}[0m"
    let swatchB = "\u{1B}[48;2;51;102;153m        \u{1B}[0m"
    let trueColor = ["COLORTERM": "truecolor"]
    let drawn = labcolor(["compare", "#986b78", "#336699"], environment: trueColor, terminal: true)
      .stdout
    #expect(drawn.hasPrefix("             " + swatchA + swatchB + "\nA "))
    let plain = labcolor(["compare", "#986b78", "#336699"]).stdout
    #expect(
      drawn.dropFirst(
        drawn.firstIndex(of: "\n").map { drawn.distance(from: drawn.startIndex, to: $0) + 1 } ?? 0)
        == plain[...])
    #expect(
      labcolor(["compare", "#986b78", "#336699"], environment: ["NO_COLOR": "1"], terminal: true)
        .stdout == plain)
    #expect(
      labcolor(["compare", "#986b78", "#336699", "--color", "always"], environment: trueColor)
        .stdout.hasPrefix("             " + swatchA))
    // Without COLORTERM, the palette entries nearest by ΔEOK (ColorAide): 131 and 24.
    #expect(
      labcolor(["compare", "#986b78", "#336699"], terminal: true).stdout.hasPrefix(
        "             \u{1B}[48;5;131m        \u{1B}[0m\u{1B}[48;5;24m        \u{1B}[0m\nA "))
  }

  // MARK: - Standard input

  @Test func pairsFromStandardInputStreamWithTheRulesOfConvert() {
    let input =
      "#888;#fff\r\n\n# a comment\n  #fff ; #888  \nred;bluish\nred\n;\nnan 0 0;red\n50 20 0;lab(50 1e308 0)\n#000;#fff"
    #expect(
      labcolor(["compare", "--metric", "wcag"], stdin: input)
        == RunResult(
          status: .badData, stdout: "3.5448862152994005\n3.5448862152994005\n21\n",
          stderr: """
            labcolor: line 5: color B: unknown color name "bluish" at column 5
            labcolor: line 6: expected two colors separated by ';'
            labcolor: line 7: color A: expected a color at column 1, found end of input
            labcolor: line 8: color A: expected a finite number for L* at column 1, found "nan"
            labcolor: line 9: color B: the color is too far out of range to convert

            """))
  }

  /// `--strict` stops as `convert --strict` does: the pairs before the bad one are printed,
  /// none after it. WCAG 2 ratios by the definition: black on white is (1 + 0.05) / (0 +
  /// 0.05) = 21, a color on itself 1.
  @Test func strictStopsAtTheFirstPairThatCannotBeCompared() {
    #expect(
      labcolor(
        ["compare", "--metric", "wcag", "--strict"], stdin: "#000;#fff\nred;bluish\n#fff;#fff\n")
        == RunResult(
          status: .badData, stdout: "21\n",
          stderr: "labcolor: line 2: color B: unknown color name \"bluish\" at column 5\n"))
    #expect(
      labcolor(
        ["compare", "--metric", "wcag", "--strict"], stdin: "50 20 0;lab(50 1e308 0)\n#000;#fff\n")
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: line 1: color B: the color is too far out of range to convert\n"))
    #expect(
      labcolor(
        ["compare", "--metric", "wcag", "--strict"], stdin: "#000;#fff\n\n# note\n#fff;#fff\n")
        == RunResult(status: .success, stdout: "21\n1\n", stderr: ""))
    #expect(
      labcolor(["compare", "--strict", "bluish", "white"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: argument 1: unknown color name \"bluish\" at column 1\n"))
  }

  @Test func textBlocksAreSeparatedByABlankLine() {
    let two = labcolor(["compare"], stdin: "#986b78;#336699\nred;blue\n").stdout
    let first = labcolor(["compare", "#986b78", "#336699"]).stdout
    let second = labcolor(["compare", "red", "blue"]).stdout
    #expect(two == first + "\n" + second)
    let json = labcolor(["compare", "--format", "json"], stdin: "#986b78;#336699\nred;blue\n")
      .stdout
    #expect(json.split(separator: "\n").count == 2)
  }

  @Test func longLinesAndInvalidUTF8AreReported() {
    var input = Array("#000;".utf8) + [UInt8](repeating: 0x20, count: 20_000) + Array("#fff\n".utf8)
    input += Array("#000;#ff".utf8) + [0xFF] + Array("f\n#000;#fff\n".utf8)
    let result = labcolor(["compare", "--metric", "wcag"], stdin: input)
    #expect(result.status == .badData)
    #expect(result.stdout == "21\n")
    #expect(
      result.stderr.hasPrefix(
        "labcolor: line 1: longer than 16384 bytes\nlabcolor: line 2: not valid UTF-8 at column 9\n"
      ))
  }

  @Test func emptyInputComparesNothing() {
    #expect(labcolor(["compare"], stdin: "") == RunResult(status: .success, stdout: "", stderr: ""))
  }

  // MARK: - Errors

  @Test func badArgumentsAreReportedLikeConvert() {
    #expect(
      labcolor(["compare", "#12", "bluish", "--metric", "76"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: """
            labcolor: argument 1: expected 3, 4, 6 or 8 hex digits after "#" at column 2, found "12"
            labcolor: argument 2: unknown color name "bluish" at column 1

            """))
    #expect(
      labcolor(["compare", "50 20 0", "lab(50 1e308 0)"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: argument 2: the color is too far out of range to convert\n"))
    // Finite values, but too far out for CIEDE2000, whose chroma to the seventh power
    // overflows: an error, not "nan".
    for metric in [[], ["--metric", "2000"], ["--format", "json"]] {
      #expect(
        labcolor(["compare", "color(xyz 1e300 0 0)", "white"] + metric)
          == RunResult(
            status: .badData, stdout: "",
            stderr: "labcolor: argument 1: the color is too far out of range to convert\n"))
    }
  }

  /// A pair that cannot be compared names the color that overflows, A or B, as `name` names
  /// it, and not A whatever the pair.
  @Test func theColorTooFarOutOfRangeIsTheOneNamed() {
    let overflow = "the color is too far out of range to convert"
    #expect(
      labcolor(["compare", "50", "0", "0", "50", "1e50", "0"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: arguments 4–6 ('50 1e50 0'): \(overflow)\n"))
    #expect(
      labcolor(["compare", "red", "50 1e50 0", "--metric", "76"])
        == RunResult(status: .badData, stdout: "", stderr: "labcolor: argument 2: \(overflow)\n"))
    #expect(
      labcolor(["compare", "50 1e50 0", "red"])
        == RunResult(status: .badData, stdout: "", stderr: "labcolor: argument 1: \(overflow)\n"))
    // Finite values, but too far out for CIEDE2000 (chroma to the seventh power).
    #expect(
      labcolor(["compare", "white", "color(xyz 1e300 0 0)"])
        == RunResult(status: .badData, stdout: "", stderr: "labcolor: argument 2: \(overflow)\n"))
    #expect(
      labcolor(["compare", "--metric", "76"], stdin: "red;50 1e50 0\n50 1e50 0;red\n#000;#fff\n")
        == RunResult(
          status: .badData, stdout: "100\n",
          stderr: """
            labcolor: line 1: color B: \(overflow)
            labcolor: line 2: color A: \(overflow)

            """))
  }

  @Test(arguments: [
    (["compare", "red"], "compare takes two colors, A and B (got 1)."),
    (["compare", "red", "green", "blue"], "compare takes two colors, A and B (got 3)."),
    (
      ["compare", "50", "20", "0", "1", "2", "3", "red"],
      "compare takes two colors, A and B (got 3)."
    ),
    (
      ["compare", "red", "blue", "--metric", "76", "--format", "json"],
      "--metric prints one number; it cannot be combined with --format json."
    ),
    (
      ["compare", "red", "blue", "--metric", "00"],
      "The value '00' is invalid for '--metric <metric>': expected one of '76', '94', '2000', "
        + "'ok', 'wcag', 'apca'."
    ),
  ])
  func usageErrors(arguments: [String], message: String) {
    let result = labcolor(arguments)
    #expect(result.status == .usage)
    #expect(result.stdout == "")
    #expect(result.stderr == "Error: \(message)\n" + Usage.compare)
  }

  /// A triple whose `/` takes the next color for its alpha is reported at that alpha, where
  /// the run was refused as one color of the two it takes.
  @Test func aTripleWhoseAlphaIsNoNumberIsOneBadColor() {
    #expect(
      labcolor(["compare", "50", "20", "0", "/", "red"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: arguments 1–5 ('50 20 0 / red'): expected a number or percentage"
            + " for alpha at column 11, found \"red\"\n"))
    #expect(
      labcolor(["mix", "50", "20", "0", "/", "blue"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: arguments 1–5 ('50 20 0 / blue'): expected a number or percentage"
            + " for alpha at column 11, found \"blue\"\n"))
  }

  /// Two numbers with no third are one color short of a number, reported once, with the
  /// arguments it was read from and their text, which the column counts in.
  @Test func anIncompleteTripleIsOneBadColor() {
    #expect(
      labcolor(["compare", "50", "20", "0", "1", "2"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: arguments 4–5 ('1 2'): expected a number for b* at column 4, "
            + "found end of input\n"))
    // Reported rather than the number of colors, which it makes look like one.
    #expect(
      labcolor(["compare", "50", "20"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: arguments 1–2 ('50 20'): expected a number for b* at column 6, "
            + "found end of input\n"))
    // A lone number is a color of one argument, whose end is its column 3.
    #expect(
      labcolor(["compare", "50", "20", "0", "60"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: argument 4: expected a number for a* at column 3, found end of "
            + "input\n"))
  }

  /// A triple's alpha may follow it as two more arguments, as in one: alpha is set aside,
  /// so the comparison is that of the opaque colors.
  @Test func aTriplesAlphaMayBeSeparateArguments() {
    let opaque = labcolor(["compare", "50 20 0", "60 0 0", "--metric", "2000"])
    #expect(opaque.status == .success)
    #expect(
      labcolor(["compare", "50", "20", "0", "/", "0.5", "60", "0", "0", "--metric", "2000"])
        == opaque)
    #expect(
      labcolor(["compare", "50", "20", "0", "/", "x", "red"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: arguments 1–5 ('50 20 0 / x'): expected a number or percentage for "
            + "alpha at column 11, found \"x\"\n"))
  }

  @Test func theBinaryComparesAndStreams() throws {
    try expectExecute(
      ["compare", "--metric", "76"], stdin: Array("#000;#fff\nred;\n".utf8), stdout: "100\n",
      stderr: "labcolor: line 2: color B: expected a color at column 5, found end of input\n",
      status: .badData)
  }
}
