import LabColor
import Testing

@Suite("HSL")
struct HSLTests {
  @Test func sRGBToHSL() {
    #expect(
      HSL(SRGB(red: 0.4, green: 0.2, blue: 0.6)) == HSL(h: 270, s: 49.999_999_999_999_986, l: 40))
    // color.js test/conversions.js, "sRGB to HSL": black is (NaN, 0, 0) and
    // white (NaN, 0, 100); labcolor writes the powerless hue as 0.
    #expect(HSL(SRGB(red: 0, green: 0, blue: 0)) == HSL(h: 0, s: 0, l: 0))
    #expect(HSL(SRGB(red: 1, green: 1, blue: 1)) == HSL(h: 0, s: 0, l: 100))
  }

  @Test func whiteWithRoundingInItsChannelsHasNoSaturation() {
    // White as L*a*b* (100, 0, 0) comes out of sRGB with these channels relative to D65 and
    // to D50. The sample code's (max − l) / (1 − l) gives them saturations of 100 % and
    // 66.67 %, for a hue it calls powerless. Within the achromatic threshold of 100 %
    // lightness the saturation is 0.
    for channels in [
      (0.999_999_999_999_999_4, 1.0, 1.0),
      (0.999_999_999_999_999_4, 0.999_999_999_999_999_9, 0.999_999_999_999_999_7),
    ] {
      let white = HSL(SRGB(red: channels.0, green: channels.1, blue: channels.2))
      #expect(white.s == 0)
      #expect(white.isAchromatic)
      #expect(isClose(white.l, 100, within: 1e-12))
    }
    // Further from white the formula is well conditioned and kept: #fffffe is
    // hsl(60 100% 99.80392156862746%) (509 / 510 of the way to white).
    let offWhite = HSL(SRGB(red: 1, green: 1, blue: 254.0 / 255))
    #expect(isClose(offWhite.s, 100, within: 1e-9))
    #expect(isClose(offWhite.h, 60, within: 1e-9))
    #expect(isClose(offWhite.l, 99.803_921_568_627_46, within: 1e-9))
  }

  @Test func colorsOutsideSRGBFollowTheSpec() {
    // color.js test/conversions.js, "Out of sRGB gamut conversions":
    // color(rec2020 0 0 1) in HSL is (230.63914728691736, 179.65454686851365,
    // 37.563825540144116) (tolerance 1e-4 there).
    let hsl = HSL(AnyColor.rgb(RGBColor(.rec2020, red: 0, green: 0, blue: 1)))
    #expect(isClose(hsl.h, 230.639_147_286_917_36, within: 1e-4))
    #expect(isClose(hsl.s, 179.654_546_868_513_65, within: 1e-4))
    #expect(isClose(hsl.l, 37.563_825_540_144_116, within: 1e-4))
  }

  @Test func hslToSRGB() {
    // CSS Color 4 §7: hsl(120 100% 25%) is green, rgb(0 128 0) within
    // rounding (exactly 0.5 · 255 = 127.5 before quantizing).
    let green = SRGB(HSL(h: 120, s: 100, l: 25))
    #expect(green == SRGB(red: 0, green: 0.5, blue: 0))
    #expect(SRGB(HSL(h: 480, s: 100, l: 25)) == green)
    #expect(SRGB(HSL(h: -240, s: 100, l: 25)) == green)
    #expect(SRGB(HSL(h: .nan, s: 100, l: 50)) == SRGB(red: 1, green: 0, blue: 0))
  }

  @Test func achromaticColorsHaveAPowerlessHue() {
    #expect(HSL(h: 120, s: 0, l: 50).isAchromatic)
    #expect(HSL(h: 120, s: 0.000_09, l: 50).isAchromatic)
    #expect(!HSL(h: 120, s: 0.000_11, l: 50).isAchromatic)
    #expect(HSL(h: 120, s: 100, l: 0).isAchromatic)
    #expect(HSL(h: 120, s: 100, l: 100).isAchromatic)
    #expect(!HSL(h: 120, s: 100, l: 50).isAchromatic)
  }
}
