/// The CSS Color 4 notations labcolor writes, by the name CSS (and
/// `labcolor convert --to`) gives them.
///
/// | Notation        | Written as (for `oklch(0.6 0.1 30)`, precision 3)   |
/// |-----------------|-----------------------------------------------------|
/// | `hex`           | `#b4685c` (8-bit sRGB; `#rrggbbaa` with alpha)      |
/// | `rgb`           | `rgb(180 104 92)` (8-bit sRGB)                      |
/// | `hsl`           | `hsl(8.3 37.1% 53.4%)`                              |
/// | `hwb`           | `hwb(8.3 36.1% 29.4%)`                              |
/// | `lab`, `lch`    | `lab(52.7 30.2 20.7)`, `lch(52.7 36.6 34.5)` (D50)  |
/// | `oklab`, `oklch`| `oklab(0.6 0.087 0.05)`, `oklch(0.6 0.1 30)`        |
/// | `srgb` …        | `color(srgb 0.706 0.409 0.361)`, and likewise       |
/// |                 | `srgb-linear`, `display-p3`, `a98-rgb`,             |
/// |                 | `prophoto-rgb`, `rec2020`, `xyz-d50`, `xyz-d65`     |
///
/// The raw value
/// is the name: `ColorNotation(rawValue: "display-p3")`, and `allCases` lists
/// them all in this order, for option values and help.
public enum ColorNotation: String, Sendable, Hashable, CaseIterable {
  /// `#rrggbb`, 8-bit sRGB, lowercase; `#rrggbbaa` when alpha is below 1.
  case hex
  /// `rgb(r g b)` with 8-bit integers (unclamped decimals when not mapped).
  case rgb
  /// `hsl(h s% l%)`.
  case hsl
  /// `hwb(h w% b%)`.
  case hwb
  /// CSS `lab(L a b)`, relative to D50.
  case lab
  /// CSS `lch(L C h)`, relative to D50.
  case lch
  /// `oklab(L a b)`, L on 0…1.
  case oklab
  /// `oklch(L C h)`, L on 0…1.
  case oklch
  /// `color(srgb r g b)`.
  case srgb
  /// `color(srgb-linear r g b)`.
  case srgbLinear = "srgb-linear"
  /// `color(display-p3 r g b)`.
  case displayP3 = "display-p3"
  /// `color(a98-rgb r g b)`.
  case a98RGB = "a98-rgb"
  /// `color(prophoto-rgb r g b)`.
  case prophotoRGB = "prophoto-rgb"
  /// `color(rec2020 r g b)`.
  case rec2020
  /// `color(xyz-d50 x y z)`.
  case xyzD50 = "xyz-d50"
  /// `color(xyz-d65 x y z)`.
  case xyzD65 = "xyz-d65"

  /// The RGB space whose gamut the notation's values live in, and into
  /// which a `GamutMapping` brings them: sRGB for `hex`, `rgb`, `hsl`, `hwb`
  /// and `srgb`, the space itself for the other `color()` RGB spaces, `nil`
  /// for the unbounded ones (Lab, LCh, Oklab, OkLCh, XYZ).
  public var gamut: RGBSpace? {
    switch self {
    case .hex, .rgb, .hsl, .hwb: return .srgb
    case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
      return RGBSpace(rawValue: rawValue)
    case .lab, .lch, .oklab, .oklch, .xyzD50, .xyzD65: return nil
    }
  }
}
