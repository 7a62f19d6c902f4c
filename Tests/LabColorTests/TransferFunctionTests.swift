import Foundation  // pow: the independent formulas
import LabColor
import Testing

@Suite("TransferFunction")
struct TransferFunctionTests {
  /// Each curve's decoding written out from the CSS Color 4 sample code
  /// (`lin_sRGB`, `lin_a98rgb`, `lin_ProPhoto`) and, for rec2020, the
  /// spec's table of the space ("gamma 2.40, from BT.1886") with the C
  /// library's `pow`, for positive codes.
  static func reference(_ function: TransferFunction, _ c: Double) -> Double {
    switch function {
    case .linear: return c
    case .srgb: return c <= 0.040_45 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
    case .a98RGB: return Foundation.pow(c, 563.0 / 256.0)
    case .prophotoRGB: return c <= 16.0 / 512.0 ? c / 16 : Foundation.pow(c, 1.8)
    case .rec2020: return Foundation.pow(c, 2.4)
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
    // 16/512 (÷ 16).
    #expect(TransferFunction.srgb.decode(0.04) == 0.04 / 12.92)
    #expect(TransferFunction.prophotoRGB.decode(0.03) == 0.03 / 16)
    #expect(TransferFunction.prophotoRGB.encode(0.001) == 0.016)
  }

  /// rec2020 has the pure 2.4 gamma of the CSS Color 4 Editor's Draft (csswg-drafts #12574),
  /// with no linear segment: its example ex-2020-oog-p3, color(rec2020 0.42053 0.979780
  /// 0.00579), is lch(85.9017% 166.116 138.207) and color(display-p3 -0.350289 1.00707
  /// -0.144209), values that BT.2020's camera curve misses by more than a unit of L.
  @Test func rec2020FollowsTheEditorsDraft() {
    let lime = AnyColor.rgb(RGBColor(.rec2020, red: 0.42053, green: 0.979780, blue: 0.00579))
    let lch = LCh(lime, white: .d50)
    #expect(isClose(lch.l, 85.9017, within: 5e-5))
    #expect(isClose(lch.c, 166.116, within: 5e-4))
    #expect(isClose(lch.h, 138.207, within: 5e-4))
    let p3 = RGBColor(lime, space: .displayP3)
    #expect(isClose(p3.red, -0.350289, within: 5e-7))
    #expect(isClose(p3.green, 1.00707, within: 5e-6))
    #expect(isClose(p3.blue, -0.144209, within: 5e-7))
    // Where BT.2020's curve is a line (below 4.5β ≈ 0.0812), the power
    // holds too: 0.05^2.4 = 7.542720420681457e-4 (Python's 0.05 ** 2.4),
    // not 0.05 / 4.5.
    #expect(isClose(TransferFunction.rec2020.decode(0.05), 7.542_720_420_681_457e-4, within: 1e-18))
  }

  /// ColorAide's tests/test_rec2020.py (after coloraide #488): named colors in rec2020, to
  /// five decimal places.
  @Test(arguments: [
    ("red", [0.82346, 0.32843, 0.18034]),
    ("orange", [0.88768, 0.69325, 0.28583]),
    ("yellow", [0.98172, 0.99525, 0.39006]),
    ("green", [0.33232, 0.50979, 0.19178]),
    ("blue", [0.27035, 0.1548, 0.9551]),
    ("indigo", [0.29594, 0.12946, 0.51255]),
    ("violet", [0.83406, 0.58313, 0.91092]),
    ("white", [1, 1, 1]),
    ("gray", [0.52792, 0.52792, 0.52792]),
    ("black", [0, 0, 0]),
  ])
  func namedColorsInRec2020MatchColorAide(name: String, expected: [Double]) throws {
    let rgb = RGBColor(try ColorParser().parse(name).color, space: .rec2020)
    #expect(
      zip([rgb.red, rgb.green, rgb.blue], expected).allSatisfy { abs($0 - $1) <= 5e-6 },
      "\(name): \(rgb)")
  }

  @Test func curvesAreContinuousAtTheirThresholds() {
    // Each piecewise curve meets its linear segment within 1e-5 (the spec's
    // constants are rounded, so not exactly).
    let srgb = TransferFunction.srgb
    #expect(isClose(srgb.decode(0.040_45.nextUp), srgb.decode(0.040_45), within: 1e-6))
    let prophoto = TransferFunction.prophotoRGB
    #expect(
      isClose(prophoto.decode((16.0 / 512).nextUp), prophoto.decode(16.0 / 512), within: 1e-5))
  }
}
