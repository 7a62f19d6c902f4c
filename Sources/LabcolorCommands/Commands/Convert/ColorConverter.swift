import LabColor

/// Converts parsed colors to one notation, appending each as one line of bytes: the
/// per-line work of `labcolor convert`, free of heap allocation for the common notations.
///
/// The notations of `--to`, for `lab(50 20 0)` read relative to D65 (`50 20 0`):
///
///     hex           #986b78                 8-bit sRGB, lowercase (#rrggbbaa with alpha)
///     rgb           rgb(152 107 120)        8-bit sRGB
///     hsl           hsl(342.7 17.9% 50.64%) hue, saturation and lightness of sRGB
///     hwb           hwb(342.7 40.98% 40.52%)
///     lab           50 20 0                 L* a* b* relative to --white; reads back
///     lch           50 20 0                 L* C* h relative to --white
///     xyz           0.2146 0.1842 0.2006    X Y Z relative to --white, Y of white = 1
///     css           lab(50.14 20.01 0.3324) CSS lab(), D50 as CSS defines it
///     oklab, oklch  oklab(0.5767 0.06011 0.0002858), oklch(0.5767 0.06011 0.2724)
///     srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d50, xyz-d65
///                   color(display-p3 0.5651 0.4285 0.4708), …
///     json          one line of JSON (see `ColorValues.appendJSON`)
///
/// (shown at `--precision 4`; by default numbers are written in full, the shortest text that
/// reads back as the same `Double`). Alpha below 1 is carried: ` / 0.5` after the values,
/// `#rrggbbaa`, `"alpha":0.5`. Gamut: `hex` and `rgb`, and the 8-bit values of `json`, are
/// clipped to sRGB by default; the floating-point notations are written unmapped by default.
/// `--gamut clip` or `css` brings every notation that has a gamut into it (sRGB for `hex`,
/// `rgb`, `hsl`, `hwb` and `srgb`, the space itself for the other RGB spaces); `--gamut
/// none` writes unmapped values wherever the notation can hold them (`rgb()` then has
/// unclamped decimals; `hex` and 8-bit JSON values are always clipped).
package struct ColorConverter: Sendable {
  /// The notations of `convert --to`.
  package enum Format: String, CaseIterable, Sendable, ExpressibleByArgumentChoice {
    /// `#rrggbb`.
    case hex
    /// `rgb(r g b)`.
    case rgb
    /// `hsl(h s% l%)`.
    case hsl
    /// `hwb(h w% b%)`.
    case hwb
    /// `L a b`, relative to the white.
    case lab
    /// `L C h`, relative to the white.
    case lch
    /// `X Y Z`, relative to the white.
    case xyz
    /// CSS `lab()`, D50.
    case css
    /// `oklab(L a b)`.
    case oklab
    /// `oklch(L C h)`.
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
    /// One line of JSON.
    case json

    /// The CSS notation the format writes, if it is one: every format but the bare
    /// triples and JSON (`css` is CSS `lab()`).
    package var notation: ColorNotation? {
      switch self {
      case .lab, .lch, .xyz, .json: return nil
      case .css: return .lab
      default: return ColorNotation(rawValue: rawValue)
      }
    }
  }

  /// The notation written.
  package var format: Format
  /// The white of the `lab`, `lch`, `xyz` and `json` notations.
  package var white: WhitePoint
  /// How colors are brought into the notation's gamut; `nil` for each notation's default.
  var gamut: GamutChoice?
  /// The significant digits of printed numbers, or `nil` for full precision (JSON always
  /// has full precision).
  var precision: Int?

  /// A converter to `format`, relative to `white`.
  package init(format: Format, white: WhitePoint = .d65) {
    self.init(format: format, white: white, gamut: nil, precision: nil)
  }

  /// A converter to `format`, relative to `white`, with a gamut choice and a precision.
  init(format: Format, white: WhitePoint, gamut: GamutChoice?, precision: Int?) {
    self.format = format
    self.white = white
    self.gamut = gamut
    self.precision = precision
  }

  /// The mapping into the gamut of `notation`: the one asked for, or by default clipping for
  /// the 8-bit notations and none for the others.
  func mapping(for notation: ColorNotation) -> GamutMapping? {
    guard let gamut else { return notation == .hex || notation == .rgb ? .clip : nil }
    return gamut.mapping
  }

  /// How the 8-bit values of JSON are brought into sRGB: they must be 8-bit, so never
  /// unmapped.
  var eightBitMapping: GamutMapping { gamut == .css ? .css : .clip }

  /// Appends `color` in the converter's notation, without a newline.
  ///
  /// - Throws: `ColorOverflow`, having appended nothing, when a value it would write is not
  ///   finite.
  package func append(_ color: ParsedColor, to line: inout LineBuffer) throws(ColorOverflow) {
    switch format {
    case .lab:
      let lab = Lab(color, white: white)
      try appendTriple(lab.l, lab.a, lab.b, alpha: color.alpha, to: &line)
    case .lch:
      let lch = LCh(Lab(color, white: white))
      try appendTriple(lch.l, lch.c, lch.h, alpha: color.alpha, to: &line)
    case .xyz:
      let xyz = XYZ(color, white: white)
      try appendTriple(xyz.x, xyz.y, xyz.z, alpha: color.alpha, to: &line)
    case .json:
      let values = ColorValues(color, white: white, gamutMapping: eightBitMapping)
      guard values.isFinite else { throw ColorOverflow() }
      values.appendJSON(to: &line)
    default:
      guard let notation = format.notation else { return }
      try line.appendFormatted(
        color.color, alpha: color.alpha, as: notation, precision: precision,
        gamutMapping: mapping(for: notation))
    }
  }

  /// Appends three numbers separated by spaces, and ` / alpha` when it is below 1.
  private func appendTriple(
    _ first: Double, _ second: Double, _ third: Double, alpha: Double, to line: inout LineBuffer
  ) throws(ColorOverflow) {
    guard first.isFinite, second.isFinite, third.isFinite else { throw ColorOverflow() }
    line.append(number: first, precision: precision)
    line.append(byte: UInt8(ascii: " "))
    line.append(number: second, precision: precision)
    line.append(byte: UInt8(ascii: " "))
    line.append(number: third, precision: precision)
    if alpha < 1 {
      line.append(ascii: " / ")
      line.append(number: alpha, precision: precision)
    }
  }
}
