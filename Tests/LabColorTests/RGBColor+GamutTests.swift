import LabColor
import Testing

@Suite("RGBColor gamut")
struct RGBColorGamutTests {
  @Test func theToleranceIsColorJSs() {
    #expect(RGBColor.gamutTolerance == 0.000_075)
    #expect(RGBColor(.displayP3, red: 1.00007, green: -0.00007, blue: 0).isInGamut())
    #expect(!RGBColor(.displayP3, red: 1.00008, green: 0, blue: 0).isInGamut())
    #expect(!RGBColor(.displayP3, red: 1.00007, green: 0, blue: 0).isInGamut(tolerance: 0))
    #expect(!RGBColor(.rec2020, red: .nan, green: 0, blue: 0).isInGamut())
  }

  @Test func wideGamutsContainSRGBButNotTheOtherWayRound() {
    // P3 red is outside sRGB (color.js: it is (1.093, -0.227, -0.150)
    // there) and outside Rec. 2020 and ProPhoto RGB too (ColorAide 8.13.1:
    // blue −0.06088983501540172 and −0.020363753035821563); sRGB red is
    // inside every space.
    let p3Red = AnyColor.rgb(RGBColor(.displayP3, red: 1, green: 0, blue: 0))
    #expect(!p3Red.isInGamut(.srgb))
    #expect(p3Red.isInGamut(.displayP3))
    #expect(!p3Red.isInGamut(.rec2020))
    #expect(
      isClose(RGBColor(p3Red, space: .rec2020).blue, -0.060_889_835_015_401_72, within: 1e-12))
    #expect(!p3Red.isInGamut(.prophotoRGB))
    let srgbRed = AnyColor.rgb(RGBColor(.srgb, red: 1, green: 0, blue: 0))
    for space in RGBSpace.allCases {
      #expect(srgbRed.isInGamut(space), "\(space)")
    }
  }

  @Test func clippingClampsEachComponent() {
    let clipped = RGBColor(.a98RGB, red: 1.2, green: -0.1, blue: .nan).clipped()
    #expect(clipped == RGBColor(.a98RGB, red: 1, green: 0, blue: 0))
  }
}
