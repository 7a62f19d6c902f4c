import LabColor
import Testing

@Suite("SRGB gamut")
struct SRGBGamutTests {
  @Test func theDefaultToleranceIsColorJSs() {
    // color.js src/inGamut.js: `const ε = .000075`.
    #expect(SRGB.gamutTolerance == 0.000_075)
  }

  @Test func cornersOfTheCubeAreInGamutExactly() {
    for corner in 0..<8 {
      let srgb = SRGB(
        red: Double(corner & 1), green: Double(corner >> 1 & 1), blue: Double(corner >> 2 & 1))
      #expect(srgb.isInGamut(tolerance: 0))
    }
  }

  @Test func toleranceBoundariesAreInclusive() {
    let t = SRGB.gamutTolerance
    #expect(SRGB(red: -t, green: 0.5, blue: 1 + t).isInGamut())
    #expect(!SRGB(red: (-t).nextDown, green: 0.5, blue: 0.5).isInGamut())
    #expect(!SRGB(red: 0.5, green: (1 + t).nextUp, blue: 0.5).isInGamut())
    #expect(!SRGB(red: 0.5, green: 0.5, blue: -1e-9).isInGamut(tolerance: 0))
    #expect(SRGB(red: 0.5, green: 0.5, blue: -1e-9).isInGamut(tolerance: 1e-9))
  }

  @Test func nanIsOutOfGamut() {
    #expect(!SRGB(red: .nan, green: 0.5, blue: 0.5).isInGamut())
    #expect(!SRGB(red: 0.5, green: 0.5, blue: .infinity).isInGamut())
  }

  @Test func roundingNoiseOfConvertedInGamutColorsIsTolerated() {
    // Lab 100 0 0 comes back as sRGB white give or take 1e-15.
    #expect(SRGB(Lab(l: 100, a: 0, b: 0), white: .d50).isInGamut())
    #expect(SRGB(Lab(l: 0, a: 0, b: 0), white: .d65).isInGamut(tolerance: 0))
  }

  @Test func clippingClampsEachComponent() {
    #expect(
      SRGB(red: -0.2, green: 0.4, blue: 1.3).clipped() == SRGB(red: 0, green: 0.4, blue: 1))
    #expect(
      SRGB(red: .nan, green: -.infinity, blue: .infinity).clipped()
        == SRGB(red: 0, green: 0, blue: 1))
    let inside = SRGB(red: 0.1, green: 0.2, blue: 0.3)
    #expect(inside.clipped() == inside)
    #expect(SRGB(red: -0.0, green: 0, blue: 0).clipped().red.sign == .plus)
  }
}
