import LabColor
import Testing

@Suite("OKLCh")
struct OKLChTests {
  @Test func sRGBRedMatchesColorJS() {
    // color.js test/conversions.js, "OKLCh": red is [0.6279553639214311,
    // 0.2576833038053608, 29.23388027962784].
    let red = OKLCh(OKLab(XYZ(SRGB(red: 1, green: 0, blue: 0), white: .d65), white: .d65))
    #expect(isClose(red.l, 0.627_955_363_921_431_1, within: 1e-12))
    #expect(isClose(red.c, 0.257_683_303_805_360_8, within: 1e-12))
    #expect(isClose(red.h, 29.233_880_279_627_84, within: 1e-9))
  }

  @Test func sRGBLimeAndBlueMatchColorJS() {
    let lime = OKLCh(OKLab(XYZ(SRGB(red: 0, green: 1, blue: 0), white: .d65), white: .d65))
    #expect(isClose(lime.c, 0.294_827_224_542_695_8, within: 1e-12))
    #expect(isClose(lime.h, 142.495_345_041_443_9, within: 1e-9))
    let blue = OKLCh(OKLab(XYZ(SRGB(red: 0, green: 0, blue: 1), white: .d65), white: .d65))
    #expect(isClose(blue.c, 0.313_214_388_634_484_9, within: 1e-12))
    #expect(isClose(blue.h, 264.052_022_616_369_9, within: 1e-9))
  }

  @Test func zeroChromaHasHueZeroAndIgnoresItOnTheWayBack() {
    #expect(OKLCh(OKLab(l: 0.5, a: -0.0, b: -0.0)) == OKLCh(l: 0.5, c: 0, h: 0))
    #expect(OKLab(OKLCh(l: 0.5, c: 0, h: 200)) == OKLab(l: 0.5, a: 0, b: 0))
  }

  @Test func oklabToOKLChToOklabRoundTrips() {
    var generator = SeededGenerator(seed: 91)
    for _ in 0..<5_000 {
      let oklab = OKLab(
        l: Double.random(in: 0...1, using: &generator),
        a: Double.random(in: -0.4...0.4, using: &generator),
        b: Double.random(in: -0.4...0.4, using: &generator))
      let oklch = OKLCh(oklab)
      #expect(oklch.h >= 0 && oklch.h < 360)
      #expect(isClose(OKLab(oklch).a, oklab.a, within: 1e-15))
      #expect(isClose(OKLab(oklch).b, oklab.b, within: 1e-15))
    }
  }

  @Test func theAchromaticThresholdIsColorAides() {
    // ColorAide: one millionth of the lightness range.
    #expect(OKLCh.achromaticThreshold == 0.000_001)
    #expect(OKLCh(l: 50, c: 0, h: 30).isAchromatic)
    #expect(OKLCh(l: 50, c: -0.000_001 / 2, h: 30).isAchromatic)
    #expect(!OKLCh(l: 50, c: 0.000_001, h: 30).isAchromatic)
  }

  /// Grays keep a chroma far below the threshold (`largestChromaOfGrays`).
  @Test func graysOfEveryRGBSpaceStayBelowTheThreshold() {
    #expect(largestChromaOfGrays { OKLCh($0).c } < OKLCh.achromaticThreshold / 100)
  }
}
