import Foundation
import LabColor
import Testing

@Suite("SRGB transfer function")
struct SRGBTests {
  // MARK: - Special values

  @Test func zeroAndOneAreFixedPoints() {
    #expect(SRGB.encode(0) == 0)
    #expect(SRGB.decode(0) == 0)
    #expect(SRGB.encode(1) == 1)
    #expect(SRGB.decode(1) == 1)
    #expect(SRGB.encode(-1) == -1)
    #expect(SRGB.decode(-1) == -1)
  }

  @Test func negativeZeroStaysNegativeZero() {
    #expect(SRGB.encode(-0.0) == 0 && SRGB.encode(-0.0).sign == .minus)
    #expect(SRGB.decode(-0.0) == 0 && SRGB.decode(-0.0).sign == .minus)
  }

  @Test func nanPropagates() {
    #expect(SRGB.encode(.nan).isNaN)
    #expect(SRGB.decode(.nan).isNaN)
  }

  @Test func midGrayDecodesToTheColorJSValue() {
    // color.js test/conversions.js, "mid grey to linear":
    // rgb(50% 50% 50%) → srgb-linear 0.21404114.
    let linear = LinearSRGB(SRGB(red: 0.5, green: 0.5, blue: 0.5))
    #expect(isClose(linear.red, 0.214_041_14, within: 1e-8))
    #expect(linear.red == linear.green && linear.green == linear.blue)
  }

  // MARK: - Tolerance boundaries: the two branches meet

  @Test func decodeIsLinearUpToItsThresholdAndContinuousThere() {
    #expect(SRGB.decode(0.040_45) == 0.040_45 / 12.92)
    let above = SRGB.decode(0.040_45.nextUp)
    #expect(above > SRGB.decode(0.040_45))
    #expect(isClose(above, SRGB.decode(0.040_45), within: 1e-8))
  }

  @Test func encodeIsLinearUpToItsThresholdAndNearlyContinuousThere() {
    #expect(SRGB.encode(0.003_130_8) == 12.92 * 0.003_130_8)
    // The sRGB constants (IEC 61966-2-1) leave the two pieces of the encoding
    // 3e-8 apart at 0.0031308: 12.92 × 0.0031308 = 0.040449936, while
    // 1.055 × 0.0031308^(1/2.4) − 0.055 = 0.0404499075.
    let above = SRGB.encode(0.003_130_8.nextUp)
    #expect(isClose(above, 1.055 * Foundation.pow(0.003_130_8, 1 / 2.4) - 0.055, within: 1e-15))
    #expect(isClose(above, SRGB.encode(0.003_130_8), within: 3e-8))
  }

  // MARK: - Random properties (seeded)

  @Test func extensionToNegativeValuesIsSignSymmetric() {
    var generator = SeededGenerator(seed: 21)
    for _ in 0..<2_000 {
      let c = Double.random(in: 0...3, using: &generator)
      #expect(SRGB.encode(-c) == -SRGB.encode(c))
      #expect(SRGB.decode(-c) == -SRGB.decode(c))
    }
  }

  @Test func encodeAndDecodeAgreeWithTheCSSFormulasInLibm() {
    // The CSS Color 4 formulas (gam_sRGB, lin_sRGB) evaluated with libm's pow.
    var generator = SeededGenerator(seed: 22)
    for _ in 0..<2_000 {
      let c = Double.random(in: 0.05...2, using: &generator)
      let encoded = 1.055 * Foundation.pow(c, 1 / 2.4) - 0.055
      let decoded = Foundation.pow((c + 0.055) / 1.055, 2.4)
      #expect(isClose(SRGB.encode(c), encoded, within: 4e-15))
      #expect(isClose(SRGB.decode(c), decoded, within: 4e-15))
    }
  }

  @Test func encodeAndDecodeAreInverses() {
    var generator = SeededGenerator(seed: 23)
    for _ in 0..<2_000 {
      let c = Double.random(in: -2...2, using: &generator)
      #expect(isClose(SRGB.decode(SRGB.encode(c)), c, within: 1e-14))
      #expect(isClose(SRGB.encode(SRGB.decode(c)), c, within: 1e-14))
    }
  }
}
