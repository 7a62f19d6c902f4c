import Foundation  // pow: an independent decoding of a98-rgb
import LabColor
import Testing

/// The spaces of the ColorAide reference table, and how each maps to
/// labcolor's types.
enum ReferenceSpace: String, CaseIterable, CustomStringConvertible {
  case srgb, srgbLinear, displayP3, a98RGB, prophotoRGB, rec2020
  case xyzD50, xyzD65, labD50, lchD50, labD65, lchD65, oklab, oklch, hsl, hwb

  var description: String { rawValue }

  /// Whether the third coordinate (or, for HSL and HWB, the first) is a hue.
  var hueIndex: Int? {
    switch self {
    case .lchD50, .lchD65, .oklch: return 2
    case .hsl, .hwb: return 0
    default: return nil
    }
  }

  /// The color with coordinates `c` in this space.
  func color(_ c: [Double]) -> AnyColor {
    switch self {
    case .srgb: return .rgb(RGBColor(.srgb, red: c[0], green: c[1], blue: c[2]))
    case .srgbLinear: return .rgb(RGBColor(.srgbLinear, red: c[0], green: c[1], blue: c[2]))
    case .displayP3: return .rgb(RGBColor(.displayP3, red: c[0], green: c[1], blue: c[2]))
    case .a98RGB: return .rgb(RGBColor(.a98RGB, red: c[0], green: c[1], blue: c[2]))
    case .prophotoRGB: return .rgb(RGBColor(.prophotoRGB, red: c[0], green: c[1], blue: c[2]))
    case .rec2020: return .rgb(RGBColor(.rec2020, red: c[0], green: c[1], blue: c[2]))
    case .xyzD50: return .xyz(XYZ(x: c[0], y: c[1], z: c[2]), white: .d50)
    case .xyzD65: return .xyz(XYZ(x: c[0], y: c[1], z: c[2]), white: .d65)
    case .labD50: return .lab(Lab(l: c[0], a: c[1], b: c[2]), white: .d50)
    case .lchD50: return .lch(LCh(l: c[0], c: c[1], h: c[2]), white: .d50)
    case .labD65: return .lab(Lab(l: c[0], a: c[1], b: c[2]), white: .d65)
    case .lchD65: return .lch(LCh(l: c[0], c: c[1], h: c[2]), white: .d65)
    case .oklab: return .oklab(OKLab(l: c[0], a: c[1], b: c[2]))
    case .oklch: return .oklch(OKLCh(l: c[0], c: c[1], h: c[2]))
    case .hsl: return .hsl(HSL(h: c[0], s: c[1], l: c[2]))
    case .hwb: return .hwb(HWB(h: c[0], w: c[1], b: c[2]))
    }
  }

  /// The coordinates of `color` in this space, by labcolor's conversions.
  func coordinates(of color: AnyColor) -> [Double] {
    func rgb(_ space: RGBSpace) -> [Double] {
      let rgb = RGBColor(color, space: space)
      return [rgb.red, rgb.green, rgb.blue]
    }
    switch self {
    case .srgb: return rgb(.srgb)
    case .srgbLinear: return rgb(.srgbLinear)
    case .displayP3: return rgb(.displayP3)
    case .a98RGB: return rgb(.a98RGB)
    case .prophotoRGB: return rgb(.prophotoRGB)
    case .rec2020: return rgb(.rec2020)
    case .xyzD50, .xyzD65:
      let xyz = XYZ(color, white: self == .xyzD50 ? .d50 : .d65)
      return [xyz.x, xyz.y, xyz.z]
    case .labD50, .labD65:
      let lab = Lab(color, white: self == .labD50 ? .d50 : .d65)
      return [lab.l, lab.a, lab.b]
    case .lchD50, .lchD65:
      let lch = LCh(color, white: self == .lchD50 ? .d50 : .d65)
      return [lch.l, lch.c, lch.h]
    case .oklab:
      let oklab = OKLab(color)
      return [oklab.l, oklab.a, oklab.b]
    case .oklch:
      let oklch = OKLCh(color)
      return [oklch.l, oklch.c, oklch.h]
    case .hsl:
      let hsl = HSL(color)
      return [hsl.h, hsl.s, hsl.l]
    case .hwb:
      let hwb = HWB(color)
      return [hwb.h, hwb.w, hwb.b]
    }
  }
}

@Suite("AnyColor conversions")
struct AnyColorConversionTests {
  /// The largest difference between two coordinate lists, hues compared
  /// around the circle.
  static func difference(_ actual: [Double], _ expected: [Double], hueIndex: Int?) -> Double {
    var worst = 0.0
    for index in 0..<3 {
      var delta = (actual[index] - expected[index]).magnitude
      if index == hueIndex { delta = min(delta, 360 - delta) }
      worst = max(worst, delta.isNaN ? .infinity : delta)
    }
    return worst
  }

  /// `c^(563/256)` with the sign of `c`: a98-rgb decoded to linear light.
  static func a98Linear(_ c: [Double]) -> [Double] {
    c.map { Foundation.copysign(Foundation.pow($0.magnitude, 563.0 / 256.0), $0) }
  }

  /// Every conversion between every pair of spaces, for every reference
  /// color, agrees with ColorAide within 1e-9 (on each space's own scale:
  /// L* 0…100, percentages 0…100, everything else 0…1).
  ///
  /// a98-rgb is compared in linear light: its pure power curve
  /// `c^(256/563)` has an infinite slope at 0, so a component that is 0 in
  /// exact arithmetic (sRGB red has no green in a98-rgb, whose red primary
  /// is sRGB's) comes out as the rounding noise of the matrices, about
  /// 1e-17, raised to 0.45: ±4e-8 in both libraries, with different signs.
  @Test(arguments: ReferenceSpace.allCases)
  func everyConversionMatchesColorAide(from source: ReferenceSpace) {
    for (name, coordinates) in ColorAideReference.colors {
      guard let input = coordinates[source] else { continue }
      let color = source.color(input)
      for destination in ReferenceSpace.allCases {
        guard var expected = coordinates[destination] else { continue }
        var actual = destination.coordinates(of: color)
        if destination == .a98RGB {
          actual = Self.a98Linear(actual)
          expected = Self.a98Linear(expected)
        }
        let difference = Self.difference(actual, expected, hueIndex: destination.hueIndex)
        #expect(
          difference <= 1e-9,
          "\(name): \(source) → \(destination) gave \(actual), ColorAide \(expected)")
      }
    }
  }

  @Test func theTableCoversEverySpaceAndWideGamutColors() {
    for space in ReferenceSpace.allCases {
      #expect(ColorAideReference.colors.contains { $0.coordinates[space] != nil })
    }
    #expect(ColorAideReference.colors.count >= 10)
  }

  @Test func aColorInItsOwnSpaceComesBackUnchanged() {
    let oklch = OKLCh(l: 0.6, c: 0.1, h: 30)
    #expect(OKLCh(AnyColor.oklch(oklch)) == oklch)
    let hsl = HSL(h: 120, s: 30, l: 50)
    #expect(HSL(AnyColor.hsl(hsl)) == hsl)
    let p3 = RGBColor(.displayP3, red: 0.9, green: 0.1, blue: 0.2)
    #expect(RGBColor(AnyColor.rgb(p3), space: .displayP3) == p3)
    let lch = LCh(l: 50, c: 20, h: 30)
    #expect(LCh(AnyColor.lch(lch, white: .d65), white: .d65) == lch)
  }
}
