import Foundation  // pow: the independent formulas
import LabColor
import Testing

@Suite("TransferFunction")
struct TransferFunctionTests {
  static let alpha = 1.099_296_826_809_44
  static let beta = 0.018_053_968_510_807

  /// Each curve's decoding written out from the CSS Color 4 sample code
  /// (`lin_sRGB`, `lin_a98rgb`, `lin_ProPhoto`, `lin_2020`) with the C
  /// library's `pow`, for positive codes.
  static func reference(_ function: TransferFunction, _ c: Double) -> Double {
    switch function {
    case .linear: return c
    case .srgb: return c <= 0.040_45 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
    case .a98RGB: return Foundation.pow(c, 563.0 / 256.0)
    case .prophotoRGB: return c <= 16.0 / 512.0 ? c / 16 : Foundation.pow(c, 1.8)
    case .rec2020:
      return c < beta * 4.5 ? c / 4.5 : Foundation.pow((c + alpha - 1) / alpha, 1 / 0.45)
    }
  }

  @Test(arguments: TransferFunction.allCases)
  func decodingMatchesTheSpecsFormula(function: TransferFunction) {
    for code in [0.001, 0.01, 0.03, 0.04, 0.05, 0.08, 0.1, 0.25, 0.5, 0.75, 0.9, 1.5] {
      let expected = Self.reference(function, code)
      #expect(isClose(function.decode(code), expected, within: 4e-16 * max(expected, 1)), "\(code)")
    }
  }

  @Test(arguments: TransferFunction.allCases)
  func encodingInvertsDecoding(function: TransferFunction) {
    var generator = SeededGenerator(seed: 171)
    for _ in 0..<2_000 {
      let code = Double.random(in: -1.5...1.5, using: &generator)
      #expect(
        isClose(function.encode(function.decode(code)), code, within: 1e-14), "seed 171: \(code)")
    }
  }

  @Test(arguments: TransferFunction.allCases)
  func zeroAndOneAreFixedAndNegativesMirror(function: TransferFunction) {
    #expect(function.decode(0) == 0 && function.encode(0) == 0)
    #expect(isClose(function.decode(1), 1, within: 1e-15))
    #expect(isClose(function.encode(1), 1, within: 1e-15))
    for value in [0.002, 0.03, 0.2, 0.7, 2] {
      #expect(function.decode(-value) == -function.decode(value))
      #expect(function.encode(-value) == -function.encode(value))
    }
    #expect(function.decode(.nan).isNaN && function.encode(.nan).isNaN)
  }

  @Test func publishedValues() {
    // color.js test/conversions.js: rgb(50% 50% 50%) is linear 0.21404114.
    #expect(isClose(TransferFunction.srgb.decode(0.5), 0.214_041_14, within: 1e-8))
    // The linear segments: sRGB below 0.04045 (÷ 12.92), ProPhoto below
    // 16/512 (÷ 16), BT.2020 below 4.5β ≈ 0.0812 (÷ 4.5).
    #expect(TransferFunction.srgb.decode(0.04) == 0.04 / 12.92)
    #expect(TransferFunction.prophotoRGB.decode(0.03) == 0.03 / 16)
    #expect(TransferFunction.rec2020.decode(0.08) == 0.08 / 4.5)
    #expect(TransferFunction.prophotoRGB.encode(0.001) == 0.016)
    #expect(TransferFunction.rec2020.encode(0.01) == 0.045)
  }

  @Test func curvesAreContinuousAtTheirThresholds() {
    // Each piecewise curve meets its linear segment within 1e-5 (the spec's
    // constants are rounded, so not exactly).
    let srgb = TransferFunction.srgb
    #expect(isClose(srgb.decode(0.040_45.nextUp), srgb.decode(0.040_45), within: 1e-6))
    let prophoto = TransferFunction.prophotoRGB
    #expect(
      isClose(prophoto.decode((16.0 / 512).nextUp), prophoto.decode(16.0 / 512), within: 1e-5))
    let rec2020 = TransferFunction.rec2020
    #expect(isClose(rec2020.encode(Self.beta.nextUp), rec2020.encode(Self.beta), within: 1e-6))
  }
}
