import Foundation
import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct NameCommandTests {
  /// ColorAide 8.13, `Color(c).delta_e(Color(name), method='2000')` (L*a*b* relative to
  /// D65) over the 148 names, sorted: #986b78 → rosybrown 13.403634645094568, palevioletred
  /// 14.349357329302945, indianred 15.176196994695966, gray/grey 18.067354600781556; rounded
  /// to four places.
  @Test func theNearestNamesOfAColor() {
    #expect(
      labcolor(["name", "#986b78", "--count", "4"])
        == RunResult(
          status: .success,
          stdout: """
            rosybrown             #bc8f8f  ΔE00 13.4036
            palevioletred         #db7093  ΔE00 14.3494
            indianred             #cd5c5c  ΔE00 15.1762
            gray, grey            #808080  ΔE00 18.0674

            """, stderr: ""))
  }

  @Test func oneNameByDefaultAndOneLinePerColorFromStandardInput() {
    // ColorAide: #fe0000 → red 0.207851709195815; lab-d65 (50 20 0) → rosybrown
    // 13.545827739663011; #336699 → royalblue 9.386631257368231.
    #expect(
      labcolor(["name"], stdin: "#fe0000\r\n\n# comment\n50 20 0\nbluish\n#336699")
        == RunResult(
          status: .badData,
          stdout: """
            red                   #ff0000  ΔE00 0.2079
            rosybrown             #bc8f8f  ΔE00 13.5458
            royalblue             #4169e1  ΔE00 9.3866

            """,
          stderr: "labcolor: line 5: unknown color name \"bluish\" at column 1\n"))
  }

  /// A color of several number arguments is reported with their positions and their text;
  /// a triple's alpha may follow it as two more arguments (and is set aside).
  @Test func aColorOfSeveralArgumentsIsReportedByTheirPositionsAndText() {
    #expect(
      labcolor(["name", "50", "20"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: arguments 1–2 ('50 20'): expected a number for b* at column 6, "
            + "found end of input\n"))
    #expect(
      labcolor(["name", "50", "20", "0", "/", "0.5"])
        == RunResult(
          status: .success, stdout: "rosybrown             #bc8f8f  ΔE00 13.5458\n", stderr: ""))
  }

  /// `--strict` stops as `convert --strict` does: the colors before the bad one are named,
  /// none after it. ColorAide: #fe0000 → red 0.207851709195815.
  @Test func strictStopsAtTheFirstColorThatCannotBeNamed() {
    #expect(
      labcolor(["name", "--strict"], stdin: "#fe0000\n\n# comment\nbluish\n#336699\n")
        == RunResult(
          status: .badData, stdout: "red                   #ff0000  ΔE00 0.2079\n",
          stderr: "labcolor: line 4: unknown color name \"bluish\" at column 1\n"))
    #expect(
      labcolor(["name", "--strict", "bluish", "red"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: argument 1: unknown color name \"bluish\" at column 1\n"))
    #expect(
      labcolor(["name", "--strict"], stdin: "#fe0000\n")
        == RunResult(
          status: .success, stdout: "red                   #ff0000  ΔE00 0.2079\n", stderr: ""))
  }

  @Test func listsOfSeveralColorsAreSeparatedByABlankLine() {
    let two = labcolor(["name", "#986b78", "#336699", "--count", "2"]).stdout
    #expect(
      two == labcolor(["name", "#986b78", "--count", "2"]).stdout + "\n"
        + labcolor(["name", "#336699", "--count", "2"]).stdout)
  }

  @Test func theWhiteChangesTheDifferences() throws {
    // ColorAide with space='lab' (D50): mediumvioletred 17.983711650827612 is fourth.
    let json = labcolor(["name", "#986b78", "--count", "4", "--white", "d50", "--format", "json"])
    #expect(json.status == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let nearest = try #require(object["nearest"] as? [[String: Any]])
    #expect(nearest.map { $0["names"] as? [String] ?? [] }.last == ["mediumvioletred"])
    let fourth = try #require((nearest[3]["deltaE2000"] as? NSNumber)?.doubleValue)
    #expect(abs(fourth - 17.983711650827612) <= 1e-9)
    #expect(nearest[0]["hex"] as? String == "#bc8f8f")
    let color = try #require(object["color"] as? [String: Any])
    #expect(color["white"] as? String == "D50" && color["hex"] as? String == "#986b78")
  }

  @Test func jsonIsOneLinePerColorInFullPrecision() {
    let result = labcolor(["name", "--format", "json", "--count", "2"], stdin: "#777\n")
    let convert = labcolor(["convert", "#777", "--to", "json"]).stdout.dropLast()
    // ColorAide: gray/grey 3.5147839959818388, dimgray/dimgrey 5.5000938865957085.
    #expect(
      result.stdout.hasPrefix(
        "{\"color\":" + convert
          + ",\"nearest\":[{\"names\":[\"gray\",\"grey\"],\"hex\":\"#808080\",\"deltaE2000\":3.51478399598"
      ))
    #expect(
      result.stdout.contains(
        "{\"names\":[\"dimgray\",\"dimgrey\"],\"hex\":\"#696969\",\"deltaE2000\":5.50009388659"))
    #expect(result.stdout.hasSuffix("}]}\n"))
  }

  /// A swatch follows each hex, where it lines up whatever the width of the difference after
  /// it (after the difference, the swatches of `0` and `6.3998` stood two columns apart).
  @Test func swatchesFollowTheHexOnATerminal() {
    let text = labcolor(["name", "red"], environment: ["COLORTERM": "24bit"], terminal: true).stdout
    #expect(text == "red                   #ff0000  \u{1B}[48;2;255;0;0m    \u{1B}[0m  ΔE00 0\n")
    #expect(
      labcolor(["name", "red"], terminal: true).stdout
        == "red                   #ff0000  \u{1B}[48;5;196m    \u{1B}[0m  ΔE00 0\n")
    #expect(
      labcolor(["name", "--count", "2", "red"], terminal: true).stdout
        == "red                   #ff0000  \u{1B}[48;5;196m    \u{1B}[0m  ΔE00 0\n"
        + "orangered             #ff4500  \u{1B}[48;5;202m    \u{1B}[0m  ΔE00 6.3998\n")
    #expect(
      labcolor(["name", "red"], environment: ["NO_COLOR": "1"], terminal: true).stdout
        == "red                   #ff0000  ΔE00 0\n")
  }

  @Test func badColorsAreReportedLikeConvert() {
    var input = Array("#f00\n".utf8) + [UInt8](repeating: 0x20, count: 17_000) + [0x0A]
    input += Array("re".utf8) + [0xC0, 0x80] + Array("d\nnan 0 0\n50 1e308 0\n#0f0".utf8)
    let result = labcolor(["name"], stdin: input)
    #expect(result.status == .badData)
    #expect(
      result.stdout
        == "red                   #ff0000  ΔE00 0\nlime                  #00ff00  ΔE00 0\n")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0] == "labcolor: line 2: longer than 16384 bytes")
    #expect(lines[1] == "labcolor: line 3: not valid UTF-8 at column 3")
    #expect(
      lines[2] == "labcolor: line 4: expected a finite number for L* at column 1, found \"nan\"")
    #expect(lines[3] == "labcolor: line 5: the color is too far out of range to convert")
    #expect(labcolor(["name"], stdin: "") == RunResult(status: .success, stdout: "", stderr: ""))
    // Finite values, but too far out for CIEDE2000: an error, not "ΔE00 nan".
    #expect(
      labcolor(["name", "color(xyz 1e300 0 0)"])
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: argument 1: the color is too far out of range to convert\n"))
  }

  @Test(arguments: [
    (["--count", "0"], "--count must be between 1 and 139 (got 0)."),
    (["--count", "140"], "--count must be between 1 and 139 (got 140)."),
    (
      ["--count", "2.5"],
      "The value '2.5' is invalid for '--count <number>': expected a whole number."
    ),
  ])
  func countIsAWholeNumberFrom1To139(arguments: [String], message: String) {
    #expect(
      labcolor(["name", "red"] + arguments)
        == RunResult(status: .usage, stdout: "", stderr: "Error: \(message)\n" + Usage.name))
  }

  @Test func allDistinctColorsAtMost() {
    let lines = labcolor(["name", "#888", "--count", "139"]).stdout.split(separator: "\n")
    #expect(lines.count == 139)
    #expect(lines.first?.hasPrefix("gray, grey ") == true)
  }

  @Test func theBinaryNamesColors() throws {
    try expectExecute(
      ["name"], stdin: Array("rebeccapurple\n".utf8),
      stdout: "rebeccapurple         #663399  ΔE00 0\n")
  }
}
