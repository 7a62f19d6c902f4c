import LabColor
import Testing

@Suite("LCh")
struct LChTests {
  // MARK: - Special values

  @Test func axesGiveExactHues() {
    #expect(LCh(Lab(l: 50, a: 20, b: 0)) == LCh(l: 50, c: 20, h: 0))
    #expect(LCh(Lab(l: 50, a: 0, b: 20)) == LCh(l: 50, c: 20, h: 90))
    #expect(LCh(Lab(l: 50, a: -20, b: 0)) == LCh(l: 50, c: 20, h: 180))
    #expect(LCh(Lab(l: 50, a: 0, b: -20)) == LCh(l: 50, c: 20, h: 270))
    #expect(LCh(Lab(l: 50, a: 3, b: 4)).c == 5)
  }

  @Test func zeroChromaHasHueZeroWhateverTheSignsOfZero() {
    #expect(LCh(Lab(l: 50, a: 0, b: 0)) == LCh(l: 50, c: 0, h: 0))
    let negativeZeros = LCh(Lab(l: 50, a: -0.0, b: -0.0))
    #expect(negativeZeros.h == 0 && negativeZeros.h.sign == .plus)
    #expect(LCh(Lab(l: 50, a: -0.0, b: 0)).h == 0)
  }

  /// The chroma of components whose squares overflow or vanish is still their distance
  /// from the neutral axis (3-4-5 triangles, scaled by powers of ten).
  @Test func chromaOfHugeAndTinyComponentsIsFinite() {
    #expect(LCh(Lab(l: 50, a: 0, b: 1e200)) == LCh(l: 50, c: 1e200, h: 90))
    #expect(LCh(Lab(l: 50, a: -1e300, b: 0)) == LCh(l: 50, c: 1e300, h: 180))
    let huge = LCh(Lab(l: 50, a: 3e200, b: 4e200))
    #expect(isClose(huge.c / 5e200, 1, within: 1e-15))
    #expect(isClose(huge.h, 53.130_102_354_155_98, within: 1e-12))
    let tiny = LCh(Lab(l: 50, a: 3e-200, b: -4e-200))
    #expect(isClose(tiny.c / 5e-200, 1, within: 1e-15))
    #expect(isClose(tiny.h, 306.869_897_645_844_02, within: 1e-12))
    #expect(OKLCh(OKLab(l: 0.5, a: 1e300, b: 0)) == OKLCh(l: 0.5, c: 1e300, h: 0))
    // Non-finite components keep the square root of the sum: NaN with a NaN.
    #expect(LCh(Lab(l: 50, a: .infinity, b: 0)).c == .infinity)
    #expect(LCh(Lab(l: 50, a: .infinity, b: .nan)).c.isNaN)
  }

  @Test func zeroChromaIgnoresTheHueOnTheWayBack() {
    #expect(Lab(LCh(l: 40, c: 0, h: 123)) == Lab(l: 40, a: 0, b: 0))
    #expect(Lab(LCh(l: 40, c: 0, h: .nan)) == Lab(l: 40, a: 0, b: 0))
  }

  @Test func hueIsInZeroThroughThreeSixty() {
    let nearlyZero = LCh(Lab(l: 50, a: 1, b: -1e-300))
    #expect(nearlyZero.h >= 0 && nearlyZero.h < 360)
    #expect(Lab(LCh(l: 50, c: 20, h: 450)) == Lab(LCh(l: 50, c: 20, h: 90)))
    #expect(Lab(LCh(l: 50, c: 20, h: 270)) == Lab(l: 50, a: 0, b: -20))
  }

  // MARK: - Published values

  @Test func namedColorsInD50LChMatchColorJS() throws {
    // color.js test/conversions.js, "sRGB to LCH" (CSS lch(), D50).
    let parser = ColorParser()
    let slategray = LCh(Lab(try parser.parse("slategray"), white: .d50))
    #expect(isClose(slategray.l, 52.697_349_858_160_35, within: 1e-9))
    #expect(isClose(slategray.c, 11.234_156_441_150_068, within: 1e-9))
    #expect(isClose(slategray.h, 253.002_637_669_102_88, within: 1e-9))
    let papayawhip = LCh(Lab(try parser.parse("papayawhip"), white: .d50))
    #expect(isClose(papayawhip.l, 95.228_902_047_884_12, within: 1e-9))
    #expect(isClose(papayawhip.c, 14.894_161_408_435_306, within: 1e-9))
    #expect(isClose(papayawhip.h, 80.185_695_127_752_24, within: 1e-9))
  }

  @Test func whiteHasNoMeasurableChroma() throws {
    // color.js reports chroma 0 and a missing hue for white.
    let white = LCh(Lab(try ColorParser().parse("white"), white: .d50))
    #expect(isClose(white.l, 100, within: 1e-12))
    #expect(white.c < 1e-12)
  }

  // MARK: - Random round trips (seeded)

  @Test func labToLChToLabRoundTrips() {
    var generator = SeededGenerator(seed: 71)
    for _ in 0..<5_000 {
      let lab = Lab(
        l: Double.random(in: 0...100, using: &generator),
        a: Double.random(in: -160...160, using: &generator),
        b: Double.random(in: -160...160, using: &generator))
      let lch = LCh(lab)
      #expect(lch.h >= 0 && lch.h < 360)
      #expect(isClose(Lab(lch), lab, within: 1e-12))
    }
  }

  @Test func theAchromaticThresholdIsColorAides() {
    // ColorAide: one millionth of the lightness range.
    #expect(LCh.achromaticThreshold == 0.000_1)
    #expect(LCh(l: 50, c: 0, h: 30).isAchromatic)
    #expect(LCh(l: 50, c: -0.000_1 / 2, h: 30).isAchromatic)
    #expect(!LCh(l: 50, c: 0.000_1, h: 30).isAchromatic)
  }

  /// Grays keep a chroma far below the threshold (`largestChromaOfGrays`).
  @Test func graysOfEveryRGBSpaceStayBelowTheThreshold() {
    #expect(largestChromaOfGrays { LCh($0, white: .d50).c } < LCh.achromaticThreshold / 100)
  }
}
