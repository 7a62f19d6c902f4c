/// A color space colors are mixed and interpolated in: the `<color-space>` of CSS
/// `color-mix()` and of gradients (CSS Color 4, section 12; CSS Color 5, section 2), by its
/// CSS name.
///
/// | case       | coordinates                      | CSS name      |
/// |------------|----------------------------------|---------------|
/// | `oklab`    | Oklab L, a, b                    | `oklab`       |
/// | `oklch`    | OkLCh L, C, h                    | `oklch`       |
/// | `lab`      | CIE Lab relative to D50          | `lab`         |
/// | `lch`      | CIE LCh relative to D50          | `lch`         |
/// | `srgb`     | gamma-encoded sRGB r, g, b       | `srgb`        |
/// | `srgbLinear` | linear-light sRGB r, g, b      | `srgb-linear` |
/// | `xyz`, `xyzD65` | CIE XYZ relative to D65     | `xyz`, `xyz-d65` |
/// | `xyzD50`   | CIE XYZ relative to D50          | `xyz-d50`     |
///
/// `lab` and `lch` are CSS's spaces, relative to D50, whatever white labcolor's other
/// L\*a\*b\* values use. Every conversion goes through CIE XYZ relative to D65, with
/// linear Bradford adaptation to and from D50.
///
/// **Powerless hues.** In the polar spaces, the hue of a gray means nothing: CSS calls it
/// powerless, and interpolation takes the other color's hue instead (a color-mix of white
/// and blue in OkLCh has blue's hue). A hue counts as powerless when the chroma is below
/// `achromaticThreshold` — 1e-4 in LCh and 1e-6 in OkLCh, a millionth of the lightness
/// range, the thresholds of ColorAide — so that grays converted from sRGB, whose chroma
/// comes out as about 1e-16, have none.
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
  /// CIE XYZ relative to D65 (CSS's `xyz`).
  case xyz
  /// CIE XYZ relative to D50.
  case xyzD50 = "xyz-d50"
  /// CIE XYZ relative to D65.
  case xyzD65 = "xyz-d65"

  /// The index of the hue among the coordinates (2 in LCh and OkLCh), or `nil` for a space
  /// without one.
  public var hueIndex: Int? {
    switch self {
    case .lch, .oklch: return 2
    default: return nil
    }
  }

  /// The chroma below which a hue is powerless (see above); 0 for spaces without a hue.
  public var achromaticThreshold: Double {
    switch self {
    case .lch: return 1e-4
    case .oklch: return 1e-6
    default: return 0
    }
  }

  /// The coordinates of `color` in this space, in CSS's order; the hue is `nil` when
  /// powerless.
  ///
  /// A color given in this very space (sRGB in `srgb`, CSS `lab()` in `lab`, `lch()` in
  /// `lch`) keeps its coordinates exactly; any other converts through XYZ.
  public func coordinates(of color: ParsedColor) -> [Double?] {
    switch (self, color) {
    case (.srgb, .srgb(let srgb)):
      return [srgb.red, srgb.green, srgb.blue]
    case (.lab, .lab(let lab, .d50)):
      return [lab.l, lab.a, lab.b]
    case (.lch, .lch(let lch, .d50)):
      return [lch.l, lch.c, lch.c < achromaticThreshold ? nil : lch.h]
    default:
      return coordinates(of: XYZ(color, white: .d65))
    }
  }

  /// The color with `coordinates` in this space, kept in that space where labcolor can
  /// write it so (`srgb`, `lab`, `lch`), otherwise as L\*a\*b\* relative to D65; a
  /// missing (`nil`) coordinate counts as 0.
  public func color(_ coordinates: [Double?]) -> ParsedColor {
    let first = coordinates.count > 0 ? coordinates[0] ?? 0 : 0
    let second = coordinates.count > 1 ? coordinates[1] ?? 0 : 0
    let third = coordinates.count > 2 ? coordinates[2] ?? 0 : 0
    switch self {
    case .srgb: return .srgb(SRGB(red: first, green: second, blue: third))
    case .lab: return .lab(Lab(l: first, a: second, b: third), white: .d50)
    case .lch: return .lch(LCh(l: first, c: second, h: third), white: .d50)
    default: return .lab(Lab(xyz(coordinates), white: .d65), white: .d65)
    }
  }

  /// The coordinates in this space of tristimulus values `xyz` relative to D65, in CSS's
  /// order; the hue is `nil` when powerless.
  public func coordinates(of xyz: XYZ) -> [Double?] {
    switch self {
    case .oklab:
      let oklab = OKLab(xyz, white: .d65)
      return [oklab.l, oklab.a, oklab.b]
    case .oklch:
      let oklch = OKLCh(OKLab(xyz, white: .d65))
      return [oklch.l, oklch.c, oklch.c < achromaticThreshold ? nil : oklch.h]
    case .lab:
      let lab = Lab(xyz.adapted(from: .d65, to: .d50), white: .d50)
      return [lab.l, lab.a, lab.b]
    case .lch:
      let lch = LCh(Lab(xyz.adapted(from: .d65, to: .d50), white: .d50))
      return [lch.l, lch.c, lch.c < achromaticThreshold ? nil : lch.h]
    case .srgb:
      let srgb = SRGB(xyz, white: .d65)
      return [srgb.red, srgb.green, srgb.blue]
    case .srgbLinear:
      let linear = LinearSRGB(xyz, white: .d65)
      return [linear.red, linear.green, linear.blue]
    case .xyz, .xyzD65:
      return [xyz.x, xyz.y, xyz.z]
    case .xyzD50:
      let d50 = xyz.adapted(from: .d65, to: .d50)
      return [d50.x, d50.y, d50.z]
    }
  }

  /// The tristimulus values relative to D65 of the color with `coordinates` in this space;
  /// a missing (`nil`) coordinate counts as 0, as CSS converts `none`.
  public func xyz(_ coordinates: [Double?]) -> XYZ {
    let first = coordinates.count > 0 ? coordinates[0] ?? 0 : 0
    let second = coordinates.count > 1 ? coordinates[1] ?? 0 : 0
    let third = coordinates.count > 2 ? coordinates[2] ?? 0 : 0
    switch self {
    case .oklab:
      return OKLab(l: first, a: second, b: third).xyz(white: .d65)
    case .oklch:
      return OKLab(OKLCh(l: first, c: second, h: third)).xyz(white: .d65)
    case .lab:
      return Lab(l: first, a: second, b: third).xyz(white: .d50).adapted(from: .d50, to: .d65)
    case .lch:
      return Lab(LCh(l: first, c: second, h: third)).xyz(white: .d50).adapted(from: .d50, to: .d65)
    case .srgb:
      return XYZ(SRGB(red: first, green: second, blue: third), white: .d65)
    case .srgbLinear:
      return XYZ(LinearSRGB(red: first, green: second, blue: third), white: .d65)
    case .xyz, .xyzD65:
      return XYZ(x: first, y: second, z: third)
    case .xyzD50:
      return XYZ(x: first, y: second, z: third).adapted(from: .d50, to: .d65)
    }
  }
}
