import LabColor

/// Whether `actual` is within `tolerance` of `expected` (absolute).
func isClose(_ actual: Double, _ expected: Double, within tolerance: Double) -> Bool {
  (actual - expected).magnitude <= tolerance
}

/// Whether every component of two Lab values is within `tolerance`.
func isClose(_ actual: Lab, _ expected: Lab, within tolerance: Double) -> Bool {
  isClose(actual.l, expected.l, within: tolerance)
    && isClose(actual.a, expected.a, within: tolerance)
    && isClose(actual.b, expected.b, within: tolerance)
}

/// Whether every component of two sRGB values is within `tolerance`.
func isClose(_ actual: SRGB, _ expected: SRGB, within tolerance: Double) -> Bool {
  isClose(actual.red, expected.red, within: tolerance)
    && isClose(actual.green, expected.green, within: tolerance)
    && isClose(actual.blue, expected.blue, within: tolerance)
}

/// Whether every component of two XYZ values is within `tolerance`.
func isClose(_ actual: XYZ, _ expected: XYZ, within tolerance: Double) -> Bool {
  isClose(actual.x, expected.x, within: tolerance)
    && isClose(actual.y, expected.y, within: tolerance)
    && isClose(actual.z, expected.z, within: tolerance)
}

/// The distance between two doubles in units in the last place of `expected`.
func ulps(_ actual: Double, _ expected: Double) -> Double {
  if actual == expected { return 0 }
  return (actual - expected).magnitude / expected.ulp
}

/// SplitMix64 (Steele, Lea and Flood, 2014): a small seedable generator, so
/// that the random tests draw the same values on every run.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The linear Display P3 → XYZ(D65) matrix of the CSS Color 4 sample code
/// (csswg-drafts, css-color-4/conversions.js, `lin_P3_to_XYZ`), for
/// building the P3 test colors of color.js's gamut-mapping tests. The P3
/// transfer function is the sRGB one, so 0 and 1 are linear already.
func xyzD65(displayP3Linear r: Double, _ g: Double, _ b: Double) -> XYZ {
  XYZ(
    x: 608_311.0 / 1_250_200.0 * r + 189_793.0 / 714_400.0 * g + 198_249.0 / 1_000_160.0 * b,
    y: 35_783.0 / 156_275.0 * r + 247_089.0 / 357_200.0 * g + 198_249.0 / 2_500_400.0 * b,
    z: 0 * r + 32_229.0 / 714_400.0 * g + 5_220_557.0 / 5_000_800.0 * b
  )
}

/// The largest `chroma` of the grays of every RGB space from 0 to 5 (beyond
/// white) in steps of 0.01: ColorAide's tools/calc_lch_threshold.py, which
/// measures how far rounding pushes an achromatic color's chroma from 0.
func largestChromaOfGrays(_ chroma: (AnyColor) -> Double) -> Double {
  var worst = 0.0
  for space in RGBSpace.allCases {
    for step in 0...500 {
      let value = Double(step) / 100
      worst = max(worst, chroma(.rgb(RGBColor(space, red: value, green: value, blue: value))))
    }
  }
  return worst
}

/// The coordinates of a parsed color in its own space, `nil` where missing (`none`).
func coordinates(_ color: ParsedColor) -> [Double?] {
  let (a, b, c) = color.color.coordinates
  return [a, b, c].enumerated().map { index, value in
    color.missingComponents.contains(.coordinate(index)) ? nil : value
  }
}

/// Whether two coordinate lists match to `tolerance`, `nil` matching only `nil`.
func matches(_ actual: [Double?], _ expected: [Double?], within tolerance: Double = 1e-9)
  -> Bool
{
  actual.count == expected.count
    && zip(actual, expected).allSatisfy { pair in
      switch pair {
      case (nil, nil): return true
      case (let a?, let b?): return abs(a - b) <= tolerance
      default: return false
      }
    }
}
