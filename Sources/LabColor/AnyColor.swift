/// A color in any of the spaces labcolor knows, with its coordinates as
/// given: what a CSS color notation denotes before any conversion.
///
/// Keeping the original space makes conversions exact where they can be: a
/// color asked for in its own space comes back unchanged, and one asked for
/// in a closely related space (Lab ⇄ LCh, Oklab ⇄ OkLCh, sRGB ⇄ HSL ⇄ HWB)
/// takes the direct formula instead of a trip through XYZ. Every other pair
/// converts through CIE XYZ, with linear Bradford adaptation between D65 and
/// D50 where the whites differ — the conversion path of CSS Color 4, color.js
/// and ColorAide. Convert with the initializers of the target types:
///
///     let color = AnyColor.oklch(OKLCh(l: 0.6, c: 0.1, h: 30))
///     SRGB(color)                          // ≈ (0.7064, 0.4086, 0.3608)
///     RGBColor(color, space: .displayP3)   // the same color in Display P3
///     Lab(color, white: .d50)              // as CSS lab() would write it
///     color.isInGamut(.srgb)               // true
public enum AnyColor: Sendable, Hashable {
  /// A color in one of the RGB spaces (`#hex`, `rgb()`, a named color,
  /// `color(srgb …)`, `color(display-p3 …)`, …).
  case rgb(RGBColor)
  /// A CSS `hsl()` color (sRGB).
  case hsl(HSL)
  /// A CSS `hwb()` color (sRGB).
  case hwb(HWB)
  /// CIE Lab relative to `white` (CSS `lab()` is D50; bare triples use the
  /// parser's white).
  case lab(Lab, white: WhitePoint)
  /// CIE LCh relative to `white` (CSS `lch()` is D50).
  case lch(LCh, white: WhitePoint)
  /// Oklab (CSS `oklab()`).
  case oklab(OKLab)
  /// OkLCh (CSS `oklch()`).
  case oklch(OKLCh)
  /// CIE XYZ relative to `white` (CSS `color(xyz-d50 …)`,
  /// `color(xyz-d65 …)` and `color(xyz …)`).
  case xyz(XYZ, white: WhitePoint)

  /// The three coordinates in the order CSS writes them: (r, g, b), (h, s,
  /// l), (h, w, b), (L, a, b), (L, C, h) or (x, y, z).
  public var coordinates: (Double, Double, Double) {
    switch self {
    case .rgb(let rgb): return (rgb.red, rgb.green, rgb.blue)
    case .hsl(let hsl): return (hsl.h, hsl.s, hsl.l)
    case .hwb(let hwb): return (hwb.h, hwb.w, hwb.b)
    case .lab(let lab, _): return (lab.l, lab.a, lab.b)
    case .lch(let lch, _): return (lch.l, lch.c, lch.h)
    case .oklab(let oklab): return (oklab.l, oklab.a, oklab.b)
    case .oklch(let oklch): return (oklch.l, oklch.c, oklch.h)
    case .xyz(let xyz, _): return (xyz.x, xyz.y, xyz.z)
    }
  }

  /// Whether the color lies inside `space`'s gamut, within `tolerance` on
  /// each component (`RGBColor.isInGamut(tolerance:)`).
  public func isInGamut(_ space: RGBSpace, tolerance: Double = RGBColor.gamutTolerance) -> Bool {
    RGBColor(self, space: space).isInGamut(tolerance: tolerance)
  }
}
