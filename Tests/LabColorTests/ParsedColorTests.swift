import LabColor
import Testing

@Suite("ParsedColor")
struct ParsedColorTests {
  @Test func labInItsOwnWhiteComesBackUnchanged() {
    let lab = Lab(l: 52.2345, a: 40.1645, b: 59.9971)
    #expect(Lab(ParsedColor.lab(lab, white: .d50), white: .d50) == lab)
    #expect(Lab(ParsedColor.lab(lab, white: .d65), white: .d65) == lab)
  }

  @Test func labInAnotherWhiteIsAdapted() {
    let lab = Lab(l: 52.2345, a: 40.1645, b: 59.9971)
    let d65 = Lab(ParsedColor.lab(lab, white: .d50), white: .d65)
    #expect(d65 == lab.adapted(from: .d50, to: .d65))
    #expect(!isClose(d65, lab, within: 0.1))
    #expect(SRGB(ParsedColor.lab(lab, white: .d50)) == SRGB(lab, white: .d50))
  }

  @Test func lchConvertsThroughLab() {
    let lch = LCh(l: 52.2345, c: 72.2, h: 56.2)
    #expect(Lab(ParsedColor.lch(lch, white: .d50), white: .d50) == Lab(lch))
    #expect(SRGB(ParsedColor.lch(lch, white: .d50)) == SRGB(Lab(lch), white: .d50))
    #expect(
      XYZ(ParsedColor.lch(lch, white: .d50), white: .d65)
        == Lab(lch).xyz(white: .d50).adapted(from: .d50, to: .d65))
  }

  @Test func hexSurvivesTheTripThroughLabExactly() throws {
    let parsed = try ColorParser().parse("#336699")
    #expect(RGB8(SRGB(parsed)).hex == "#336699")
    for white in WhitePoint.allCases {
      #expect(RGB8(SRGB(Lab(parsed, white: white), white: white)).hex == "#336699")
    }
    #expect(XYZ(parsed, white: .d65) == XYZ(SRGB(red: 0.2, green: 0.4, blue: 0.6), white: .d65))
  }

  @Test func conversionsIgnoreAlphaAndMissingComponents() throws {
    let opaque = try ColorParser().parse("oklch(0.6 0.1 30)")
    let translucent = try ColorParser().parse("oklch(0.6 0.1 30 / 0.25)")
    #expect(translucent.alpha == 0.25)
    #expect(SRGB(translucent) == SRGB(opaque))
    #expect(Lab(translucent, white: .d50) == Lab(opaque, white: .d50))
    // `none` is 0 for conversion (CSS Color 4 §4.4): lch(50 none 30) is the
    // gray lch(50 0 30), but remembers which component was missing.
    let missing = try ColorParser().parse("lch(50 none 30)")
    #expect(SRGB(missing) == SRGB(try ColorParser().parse("lch(50 0 30)")))
    #expect(missing.missingComponents == .second)
  }

  @Test func theFactoriesMakeOpaqueColorsWithNothingMissing() {
    let color = ParsedColor.srgb(SRGB(red: 0.2, green: 0.4, blue: 0.6))
    #expect(color.color == .rgb(RGBColor(.srgb, red: 0.2, green: 0.4, blue: 0.6)))
    #expect(color.alpha == 1 && color.missingComponents.isEmpty)
  }
}
