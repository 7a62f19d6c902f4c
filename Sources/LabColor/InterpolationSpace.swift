/// A color space colors are mixed and interpolated in: the `<color-space>` of CSS
/// `color-mix()` and of gradients (CSS Color 4, section 12; CSS Color 5, section 2), by its
/// CSS name.
///
/// | case                      | coordinates, in CSS's order            | CSS name        |
/// |---------------------------|----------------------------------------|-----------------|
/// | `oklab`, `oklch`          | Oklab L a b, OkLCh L C h               | `oklab`, `oklch` |
/// | `lab`, `lch`              | CIE Lab, LCh relative to D50           | `lab`, `lch`    |
/// | `srgb`, `srgbLinear`, `displayP3`, `a98RGB`, `prophotoRGB`, `rec2020` | r g b | `srgb`, `srgb-linear`, `display-p3`, `a98-rgb`, `prophoto-rgb`, `rec2020` |
/// | `xyz`, `xyzD65`, `xyzD50` | X Y Z relative to D65 (D50)            | `xyz`, `xyz-d65`, `xyz-d50` |
/// | `hsl`, `hwb`              | h s l, h w b (percent)                 | `hsl`, `hwb`    |
///
/// `lab` and `lch` are CSS's spaces, relative to D50, whatever white labcolor's other
/// L\*a\*b\* values use. Colors convert as `AnyColor` converts them.
///
/// **Missing and powerless components** (CSS Color 4, 12.2 and 4.4). A component written
/// `none` is missing. When a color is converted to another space, a missing component
/// makes its analogous component there missing too ("carried forward"): reds (r, x),
/// greens (g, y), blues (b, z), lightness (L, and the l of HSL), colorfulness (C, and the s
/// of HSL), hue (h) and the opponent axes (a, b). A hue that is powerless after the
/// conversion — the color is a gray (`LCh.isAchromatic`, `OKLCh.isAchromatic`,
/// `HSL.isAchromatic`, `HWB.isAchromatic`) — is missing as well, so a gray mixed with a
/// color takes that color's hue.
public enum InterpolationSpace: String, Sendable, Hashable, CaseIterable {
  /// Oklab (the default of `color-mix()`).
  case oklab
  /// OkLCh.
  case oklch
  /// CIE Lab relative to D50.
  case lab
  /// CIE LCh relative to D50.
  case lch
  /// Gamma-encoded sRGB.
  case srgb
  /// Linear-light sRGB.
  case srgbLinear = "srgb-linear"
  /// Display P3.
  case displayP3 = "display-p3"
  /// Adobe RGB (1998).
  case a98RGB = "a98-rgb"
  /// ProPhoto RGB.
  case prophotoRGB = "prophoto-rgb"
  /// ITU-R BT.2020.
  case rec2020
  /// CIE XYZ relative to D65 (CSS's `xyz`).
  case xyz
  /// CIE XYZ relative to D50.
  case xyzD50 = "xyz-d50"
  /// CIE XYZ relative to D65.
  case xyzD65 = "xyz-d65"
  /// HSL (sRGB).
  case hsl
  /// HWB (sRGB).
  case hwb

  /// The index of the hue among the coordinates (0 in HSL and HWB, 2 in LCh and OkLCh), or
  /// `nil` for a space without one.
  public var hueIndex: Int? {
    switch self {
    case .lch, .oklch: return 2
    case .hsl, .hwb: return 0
    default: return nil
    }
  }

  /// `color` in this space.
  public func converted(_ color: AnyColor) -> AnyColor {
    switch self {
    case .oklab: return .oklab(OKLab(color))
    case .oklch: return .oklch(OKLCh(color))
    case .lab: return .lab(Lab(color, white: .d50), white: .d50)
    case .lch: return .lch(LCh(color, white: .d50), white: .d50)
    case .srgb: return .rgb(RGBColor(color, space: .srgb))
    case .srgbLinear: return .rgb(RGBColor(color, space: .srgbLinear))
    case .displayP3: return .rgb(RGBColor(color, space: .displayP3))
    case .a98RGB: return .rgb(RGBColor(color, space: .a98RGB))
    case .prophotoRGB: return .rgb(RGBColor(color, space: .prophotoRGB))
    case .rec2020: return .rgb(RGBColor(color, space: .rec2020))
    case .xyz, .xyzD65: return .xyz(XYZ(color, white: .d65), white: .d65)
    case .xyzD50: return .xyz(XYZ(color, white: .d50), white: .d50)
    case .hsl: return .hsl(HSL(color))
    case .hwb: return .hwb(HWB(color))
    }
  }

  /// The coordinates of `color` in this space, in CSS's order; `nil` for a missing
  /// component: written `none` (in this space), carried forward from an analogous one or
  /// with a whole analogous set (from another space), or a powerless hue after the
  /// conversion.
  public func coordinates(of color: ParsedColor) -> [Double?] {
    let converted = self.converted(color.color)
    let (first, second, third) = converted.coordinates
    var coordinates: [Double?] = [first, second, third]
    let target = ComponentKind.kinds(of: converted)
    if converted.isSameSpace(as: color.color) {
      for index in 0..<3 where color.missingComponents.contains(.coordinate(index)) {
        coordinates[index] = nil
      }
      return coordinates
    }
    let source = ComponentKind.kinds(of: color.color)
    let missing = (0..<3).filter { color.missingComponents.contains(.coordinate($0)) }
    let missingKinds = missing.map { source[$0] }
    for index in 0..<3 where target[index] != .other && missingKinds.contains(target[index]) {
      coordinates[index] = nil
    }
    // The analogous sets: the components of each space with no analogous component in the
    // other (Oklab's a and b, and OkLCh's chroma and hue; all of sRGB's and all of Lab's).
    // When every one of the source's set is missing, so is every one of the target's.
    let sourceSet = (0..<3).filter { index in
      source[index] == .other || !target.contains(source[index])
    }
    if !sourceSet.isEmpty, sourceSet.allSatisfy(missing.contains) {
      for index in 0..<3 where target[index] == .other || !source.contains(target[index]) {
        coordinates[index] = nil
      }
    }
    if let hueIndex, converted.isAchromatic { coordinates[hueIndex] = nil }
    return coordinates
  }

  /// The opaque color with `coordinates` in this space; a missing (`nil`) coordinate is 0
  /// and is listed in the color's `missingComponents`.
  public func color(_ coordinates: [Double?]) -> ParsedColor {
    var missing: MissingComponents = []
    var values = [0.0, 0.0, 0.0]
    for index in 0..<min(3, coordinates.count) {
      if let value = coordinates[index] {
        values[index] = value
      } else {
        missing.insert(.coordinate(index))
      }
    }
    let (a, b, c) = (values[0], values[1], values[2])
    let color: AnyColor
    switch self {
    case .oklab: color = .oklab(OKLab(l: a, a: b, b: c))
    case .oklch: color = .oklch(OKLCh(l: a, c: b, h: c))
    case .lab: color = .lab(Lab(l: a, a: b, b: c), white: .d50)
    case .lch: color = .lch(LCh(l: a, c: b, h: c), white: .d50)
    case .srgb: color = .rgb(RGBColor(.srgb, red: a, green: b, blue: c))
    case .srgbLinear: color = .rgb(RGBColor(.srgbLinear, red: a, green: b, blue: c))
    case .displayP3: color = .rgb(RGBColor(.displayP3, red: a, green: b, blue: c))
    case .a98RGB: color = .rgb(RGBColor(.a98RGB, red: a, green: b, blue: c))
    case .prophotoRGB: color = .rgb(RGBColor(.prophotoRGB, red: a, green: b, blue: c))
    case .rec2020: color = .rgb(RGBColor(.rec2020, red: a, green: b, blue: c))
    case .xyz, .xyzD65: color = .xyz(XYZ(x: a, y: b, z: c), white: .d65)
    case .xyzD50: color = .xyz(XYZ(x: a, y: b, z: c), white: .d50)
    case .hsl: color = .hsl(HSL(h: a, s: b, l: c))
    case .hwb: color = .hwb(HWB(h: a, w: b, b: c))
    }
    return ParsedColor(color, missingComponents: missing)
  }
}

/// The categories of analogous components of CSS Color 4, 12.2.
enum ComponentKind: Hashable {
  case red, green, blue, lightness, colorfulness, hue, opponentA, opponentB, other

  /// The kinds of the three coordinates of `color`'s space.
  static func kinds(of color: AnyColor) -> [ComponentKind] {
    switch color {
    case .rgb, .xyz: return [.red, .green, .blue]
    case .hsl: return [.hue, .colorfulness, .lightness]
    case .hwb: return [.hue, .other, .other]
    case .lab, .oklab: return [.lightness, .opponentA, .opponentB]
    case .lch, .oklch: return [.lightness, .colorfulness, .hue]
    }
  }
}

extension AnyColor {
  /// Whether `other` is in the same space: the same case, RGB space and white.
  func isSameSpace(as other: AnyColor) -> Bool {
    switch (self, other) {
    case (.rgb(let a), .rgb(let b)): return a.space == b.space
    case (.hsl, .hsl), (.hwb, .hwb), (.oklab, .oklab), (.oklch, .oklch): return true
    case (.lab(_, let a), .lab(_, let b)), (.lch(_, let a), .lch(_, let b)): return a == b
    case (.xyz(_, let a), .xyz(_, let b)): return a == b
    default: return false
    }
  }

  /// Whether the color is a gray in a polar space, so its hue is powerless.
  var isAchromatic: Bool {
    switch self {
    case .hsl(let hsl): return hsl.isAchromatic
    case .hwb(let hwb): return hwb.isAchromatic
    case .lch(let lch, _): return lch.isAchromatic
    case .oklch(let oklch): return oklch.isAchromatic
    default: return false
    }
  }
}
