import LabColor
import Testing

@Suite("AnyColor")
struct AnyColorTests {
  @Test func coordinatesAreInCSSOrder() {
    #expect(AnyColor.hsl(HSL(h: 120, s: 30, l: 50)).coordinates == (120, 30, 50))
    #expect(AnyColor.lch(LCh(l: 50, c: 20, h: 30), white: .d50).coordinates == (50, 20, 30))
    #expect(AnyColor.xyz(XYZ(x: 0.1, y: 0.2, z: 0.3), white: .d65).coordinates == (0.1, 0.2, 0.3))
    #expect(
      AnyColor.rgb(RGBColor(.displayP3, red: 1, green: 0.5, blue: 0)).coordinates == (1, 0.5, 0))
  }

  @Test func gamutMembershipPerSpace() {
    // ColorAide: oklch(0.7 0.35 150) is inside ProPhoto RGB only.
    let vivid = AnyColor.oklch(OKLCh(l: 0.7, c: 0.35, h: 150))
    #expect(!vivid.isInGamut(.srgb))
    #expect(!vivid.isInGamut(.displayP3))
    #expect(!vivid.isInGamut(.a98RGB))
    #expect(vivid.isInGamut(.prophotoRGB))
  }
}
