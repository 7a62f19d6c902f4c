/// A color in sRGB, gamma-encoded, with unclamped `Double` components.
///
/// In-gamut colors have every component in [0, 1] (0 to 255 in 8-bit terms,
/// see `RGB8`). Components are never clamped here: a color outside the sRGB
/// gamut keeps its exact negative or greater-than-one values, so it converts
/// back to the same Lab, and whether it is in gamut can be reported
/// (`isInGamut(tolerance:)`). Clamping happens only when asked for
/// (`clipped()`, `GamutMapping`) or when quantizing to 8 bits.
///
///     SRGB(Lab(l: 50, a: 0, b: 0), white: .d65)
///     // red = green = blue ≈ 0.46633
public struct SRGB: Sendable, Hashable {
  /// The gamma-encoded red component; in gamut within [0, 1].
  public var red: Double
  /// The gamma-encoded green component; in gamut within [0, 1].
  public var green: Double
  /// The gamma-encoded blue component; in gamut within [0, 1].
  public var blue: Double

  /// The gamma-encoded components `red`, `green`, `blue` (unclamped).
  @inlinable
  public init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Encodes linear-light sRGB with the sRGB transfer function, extended to
  /// negative values.
  ///
  /// Per component, with `sign` and magnitude `|c|`:
  /// `|c| > 0.0031308 ? sign·(1.055·|c|^(1/2.4) − 0.055) : 12.92·c`
  /// (CSS Color 4 `gam_sRGB`; sign-symmetric, so `encode(−c) == −encode(c)`).
  /// 0 and 1 map to exactly 0 and 1.
  @inlinable
  public init(_ linear: LinearSRGB) {
    self.init(
      red: SRGB.encode(linear.red),
      green: SRGB.encode(linear.green),
      blue: SRGB.encode(linear.blue)
    )
  }

  /// The sRGB transfer function ("gamma") for one linear component,
  /// extended sign-symmetrically to negative values.
  ///
  /// `c^(1/2.4)` = `c^(5/12)` comes from a 128-entry table and a short
  /// series (`ElementaryFunctions.powerFiveTwelfths`), within 3 ulp.
  @inlinable
  public static func encode(_ c: Double) -> Double {
    let magnitude = c.magnitude
    guard magnitude > 0.003_130_8 else { return 12.92 * c }
    if magnitude == 1 { return c }
    let power = ElementaryFunctions.powerFiveTwelfths(magnitude)
    let encoded = 1.055 * power - 0.055
    return c < 0 ? -encoded : encoded
  }

  /// The inverse sRGB transfer function for one gamma-encoded component,
  /// extended sign-symmetrically to negative values.
  ///
  /// `|c| ≤ 0.04045 ? c / 12.92 : sign·((|c| + 0.055) / 1.055)^2.4`
  /// (CSS Color 4 `lin_sRGB`). 0 and 1 map to exactly 0 and 1.
  @inlinable
  public static func decode(_ c: Double) -> Double {
    let magnitude = c.magnitude
    guard magnitude > 0.040_45 else { return c / 12.92 }
    if magnitude == 1 { return c }
    let decoded = ElementaryFunctions.powerTwelveFifths((magnitude + 0.055) / 1.055)
    return c < 0 ? -decoded : decoded
  }
}

extension LinearSRGB {
  /// Decodes gamma-encoded sRGB to linear light with the inverse sRGB
  /// transfer function (see `SRGB.decode(_:)`).
  @inlinable
  public init(_ srgb: SRGB) {
    self.init(
      red: SRGB.decode(srgb.red),
      green: SRGB.decode(srgb.green),
      blue: SRGB.decode(srgb.blue)
    )
  }
}
