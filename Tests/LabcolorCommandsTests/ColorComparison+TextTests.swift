import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ColorComparisonTextTests {
  /// Lab(50 20 0) and Lab(60 −10 30), D65: ColorAide's ΔE76 43.58898943540674, ΔE94
  /// 33.504853882021, ΔE00 36.628901778665586, ΔEOK 0.13643024485049557, and ΔL* 10, ΔC*
  /// 11.622776601683793, ΔH* 40.803321728351385, rounded to four places. The WCAG ratio of
  /// the unrounded sRGB values (ColorAide's sRGB, the WCAG formula in Python) is
  /// 1.4144324777151178, shown as 1.41.
  @Test func theTableOfTwoLabColors() {
    let comparison = ColorComparison(
      .lab(Lab(l: 50, a: 20, b: 0), white: .d65), .lab(Lab(l: 60, a: -10, b: 30), white: .d65),
      white: .d65)
    let text = comparison.text()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 10 && lines.last == "")
    #expect(lines[0] == "A            #986b78  L*a*b* (D65)  50 20 0")
    #expect(lines[1] == "B            #92945b  L*a*b* (D65)  60 -10 30")
    #expect(lines[2] == "ΔE76         43.589")
    #expect(
      lines[3].hasPrefix("ΔE94         33.5049 ")
        && lines[3].hasSuffix("  graphic arts, A as the reference"))
    #expect(
      lines[4].hasPrefix("CIEDE2000    36.6289 ")
        && lines[4].hasSuffix("  more similar than opposite"))
    #expect(lines[5] == "ΔEOK         0.1364")
    #expect(lines[6] == "ΔL* ΔC* ΔH*  10 11.6228 40.8033  B minus A")
    #expect(lines[7].hasPrefix("WCAG 2       1.41:1 "))
    #expect(lines[8].hasPrefix("APCA Lc      "))
  }

  @Test func swatchesMakeAFirstLine() throws {
    let comparison = ColorComparison(
      .srgb(SRGB(red: 1, green: 0, blue: 0)), .srgb(SRGB(red: 0, green: 0, blue: 1)), white: .d65)
    let a = try #require(Swatch(RGB8(red: 255, green: 0, blue: 0), depth: .trueColor, width: 8))
    let b = try #require(Swatch(RGB8(red: 0, green: 0, blue: 255), depth: .trueColor, width: 8))
    let text = comparison.text(swatches: (a, b))
    let swatchLine = String(repeating: " ", count: 13) + a.text + b.text + "\n"
    #expect(text == swatchLine + comparison.text())
  }
}
