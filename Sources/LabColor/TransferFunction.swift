// The transfer functions of the CSS Color 4 sample code (csswg-drafts,
// css-color-4/conversions.js: `lin_sRGB`/`gam_sRGB`, `lin_a98rgb`/`gam_a98rgb`,
// `lin_ProPhoto`/`gam_ProPhoto`, `lin_2020`/`gam_2020`), each extended to
// negative values by symmetry about the origin as the spec's code does, so
// that colors outside a gamut convert exactly in both directions.

/// How an RGB space encodes linear light in its components (its "gamma").
///
/// `encode` maps linear light to the stored components, `decode` back. Both
/// are odd functions — `encode(−c) == −encode(c)` — and map 0 to 0 and 1 to 1.
public enum TransferFunction: Sendable, Hashable, CaseIterable {
  /// No encoding: the components are linear light (`srgb-linear`, XYZ).
  case linear
  /// The sRGB curve, also used by Display P3:
  /// `decode(c) = c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4`,
  /// `encode(c) = c > 0.0031308 ? 1.055·c^(1/2.4) − 0.055 : 12.92·c`.
  case srgb
  /// Adobe RGB (1998): a pure power, `decode(c) = c^(563/256)` (≈ 2.2).
  case a98RGB
  /// ProPhoto RGB (ROMM RGB): `decode(c) = c ≤ 16/512 ? c / 16 : c^1.8`,
  /// `encode(c) = c ≥ 1/512 ? c^(1/1.8) : 16·c`.
  case prophotoRGB
  /// ITU-R BT.2020: with α = 1.09929682680944 and β = 0.018053968510807,
  /// `decode(c) = c < 4.5·β ? c / 4.5 : ((c + α − 1) / α)^(1/0.45)`,
  /// `encode(c) = c > β ? α·c^0.45 − (α − 1) : 4.5·c`.
  ///
  /// (ColorAide's `rec2020` uses the pure 2.4 gamma of BT.1886 instead and
  /// calls this curve `rec2020-oetf`; CSS Color 4 and color.js use this one.)
  case rec2020

  /// The encoded component for the linear-light value `c`.
  ///
  /// Edge cases: NaN gives NaN; ±∞ give ±∞.
  @inlinable
  @inline(__always)
  public func encode(_ c: Double) -> Double {
    let magnitude = c.magnitude
    let encoded: Double
    switch self {
    case .linear:
      return c
    case .srgb:
      guard magnitude > 0.003_130_8 else { return 12.92 * c }
      if magnitude == 1 { return c }
      encoded = 1.055 * ElementaryFunctions.powerFiveTwelfths(magnitude) - 0.055
    case .a98RGB:
      encoded = ElementaryFunctions.power(magnitude, 256.0 / 563.0)
    case .prophotoRGB:
      guard magnitude >= 1.0 / 512.0 else { return 16 * c }
      encoded = ElementaryFunctions.power(magnitude, 1 / 1.8)
    case .rec2020:
      let alpha = 1.099_296_826_809_44
      guard magnitude > 0.018_053_968_510_807 else { return 4.5 * c }
      encoded = alpha * ElementaryFunctions.power(magnitude, 0.45) - (alpha - 1)
    }
    return c < 0 ? -encoded : encoded
  }

  /// The linear-light value of the encoded component `c`.
  ///
  /// Edge cases: NaN gives NaN; ±∞ give ±∞.
  @inlinable
  @inline(__always)
  public func decode(_ c: Double) -> Double {
    let magnitude = c.magnitude
    let decoded: Double
    switch self {
    case .linear:
      return c
    case .srgb:
      guard magnitude > 0.040_45 else { return c / 12.92 }
      if magnitude == 1 { return c }
      decoded = ElementaryFunctions.powerTwelveFifths((magnitude + 0.055) / 1.055)
    case .a98RGB:
      decoded = ElementaryFunctions.power(magnitude, 563.0 / 256.0)
    case .prophotoRGB:
      guard magnitude > 16.0 / 512.0 else { return c / 16 }
      decoded = ElementaryFunctions.power(magnitude, 1.8)
    case .rec2020:
      let alpha = 1.099_296_826_809_44
      guard magnitude >= 0.018_053_968_510_807 * 4.5 else { return c / 4.5 }
      decoded = ElementaryFunctions.power((magnitude + alpha - 1) / alpha, 1 / 0.45)
    }
    return c < 0 ? -decoded : decoded
  }
}
