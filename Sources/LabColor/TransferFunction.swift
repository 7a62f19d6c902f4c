// The transfer functions of CSS Color 4: those of its sample code (csswg-drafts,
// css-color-4/conversions.js: `lin_sRGB`/`gam_sRGB`, `lin_a98rgb`/`gam_a98rgb`,
// `lin_ProPhoto`/`gam_ProPhoto`), and for rec2020 the pure 2.4 gamma that the
// spec's table of the space now names (see `TransferFunction.rec2020`). Each is
// extended to negative values by symmetry about the origin as the spec's code
// does (CSS Color 4, "Converting Colors": colors outside a gamut convert when,
// for RGB spaces, "the transfer function is defined over the extended range"),
// so that colors outside a gamut convert exactly in both directions.

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
  /// ITU-R BT.2020 as displayed: a pure power, the gamma 2.4 of ITU-R
  /// BT.1886, `decode(c) = c^2.4`, `encode(c) = c^(1/2.4)`.
  ///
  /// The current CSS Color 4 Editor's Draft gives rec2020 "gamma 2.40, from
  /// BT.1886" (csswg-drafts #12574, 2025): the space is display-referred, and
  /// BT.2020's own curve is a camera's (its OETF, with α = 1.0993 and a
  /// linear segment below β = 0.0181). ColorAide follows the draft (its
  /// `rec2020`, coloraide #488; the old curve is its `rec2020-oetf`), and so
  /// does labcolor,
  /// where the Candidate Recommendation, the spec's sample code
  /// (conversions.js, `lin_2020`/`gam_2020`) and color.js still have the OETF:
  /// their rec2020 components differ from labcolor's (red is
  /// color(rec2020 0.79198 0.23098 0.07376) there, 0.82346 0.32843 0.18034
  /// here), while everything not written in rec2020 is the same.
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
      if magnitude == 1 { return c }
      encoded = ElementaryFunctions.powerFiveTwelfths(magnitude)
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
      if magnitude == 1 { return c }
      decoded = ElementaryFunctions.powerTwelveFifths(magnitude)
    }
    return c < 0 ? -decoded : decoded
  }
}
