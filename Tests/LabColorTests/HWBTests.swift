import LabColor
import Testing

@Suite("HWB")
struct HWBTests {
  /// color.js test/conversions.js, "HWB to sRGB".
  static let colorJS: [(HWB, SRGB)] = [
    (HWB(h: 0, w: 20, b: 40), SRGB(red: 0.6, green: 0.2, blue: 0.2)),
    (HWB(h: 90, w: 30, b: 5), SRGB(red: 0.625, green: 0.95, blue: 0.3)),
    (HWB(h: 30, w: 0, b: 80), SRGB(red: 0.2, green: 0.1, blue: 0)),
    (HWB(h: 720, w: 20, b: 40), SRGB(red: 0.6, green: 0.2, blue: 0.2)),
    (HWB(h: -270, w: 30, b: 5), SRGB(red: 0.625, green: 0.95, blue: 0.3)),
    (HWB(h: 0, w: 40, b: 80), SRGB(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)),
    (HWB(h: 0, w: 50, b: 50), SRGB(red: 0.5, green: 0.5, blue: 0.5)),
  ]

  @Test(arguments: 0..<colorJS.count)
  func hwbToSRGBMatchesColorJS(index: Int) {
    let (hwb, expected) = Self.colorJS[index]
    #expect(isClose(SRGB(hwb), expected, within: 1e-15))
  }

  @Test func theHueOfAColorWhoseHSLSaturationIsNegativeIsItsOwn() {
    // CSS Color 4 rgbToHwb takes the hue of rgbToHue, which ignores a negative saturation:
    // color(srgb 1.06159046 1.0672906 1.16944229), whose HSL lightness is above 100 %, has
    // the hue of its largest component, blue: ColorAide hwb(236.8289 106.16 -16.94), where
    // HSL turns the hue half a turn (56.83°).
    let srgb = SRGB(red: 1.061_590_46, green: 1.067_290_6, blue: 1.169_442_29)
    let hwb = HWB(srgb)
    #expect(isClose(hwb.h, 236.8289, within: 1e-4))
    #expect(isClose(hwb.w, 106.159046, within: 1e-9))
    #expect(isClose(hwb.b, -16.944229, within: 1e-9))
    #expect(isClose(HSL(srgb).h, 56.8289, within: 1e-4))
    // And back: the hue and the signed whiteness and blackness give the color again.
    #expect(isClose(SRGB(hwb), srgb, within: 1e-12))
  }

  @Test func sRGBToHWBMatchesColorJS() {
    // color.js, "sRGB to HWB": rgb(60% 20% 20%) → (0, 20, 40); black →
    // (NaN, 0, 100); white → (NaN, 100, 0) (labcolor: hue 0, powerless).
    let hwb = HWB(SRGB(red: 0.6, green: 0.2, blue: 0.2))
    #expect(hwb.h == 0 && isClose(hwb.w, 20, within: 1e-13) && isClose(hwb.b, 40, within: 1e-13))
    #expect(HWB(SRGB(red: 0, green: 0, blue: 0)) == HWB(h: 0, w: 0, b: 100))
    #expect(HWB(SRGB(red: 1, green: 1, blue: 1)) == HWB(h: 0, w: 100, b: 0))
  }

  @Test func colorsOutsideSRGBFollowTheSpec() {
    // color.js, "Out of sRGB gamut conversions": color(rec2020 0 0 1) in HWB
    // is (230.63914728691736, -29.9212950204808, -5.0489461007690295).
    let hwb = HWB(AnyColor.rgb(RGBColor(.rec2020, red: 0, green: 0, blue: 1)))
    #expect(isClose(hwb.h, 230.639_147_286_917_36, within: 1e-4))
    #expect(isClose(hwb.w, -29.921_295_020_480_8, within: 1e-4))
    #expect(isClose(hwb.b, -5.048_946_100_769_029_5, within: 1e-4))
  }

  @Test func grayIsAchromatic() {
    #expect(HWB(h: 0, w: 40, b: 60).isAchromatic)
    #expect(HWB(h: 0, w: 40, b: 80).isAchromatic)
    #expect(!HWB(h: 0, w: 40, b: 59.99).isAchromatic)
  }
}
