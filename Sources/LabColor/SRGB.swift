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
///
/// The typed view of `RGBColor` in `.srgb`, the space most of labcolor works
/// in: every conversion is the general one of `RGBSpace` (`RGBColor(_:)` and
/// `SRGB(_: RGBColor)` go between the two).
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

  /// Whether red, green and blue are all finite (neither infinite nor NaN).
  @inlinable
  public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite }

  /// Encodes linear-light sRGB with the sRGB transfer function, extended to
  /// negative values (`encode(_:)` per component).
  @inlinable
  public init(_ linear: LinearSRGB) {
    self.init(
      red: SRGB.encode(linear.red),
      green: SRGB.encode(linear.green),
      blue: SRGB.encode(linear.blue)
    )
  }

  /// The sRGB components of `rgb`, converted through XYZ when it is in
  /// another space (exactly `rgb`'s components when it is sRGB).
  @inlinable
  public init(_ rgb: RGBColor) {
    let srgb = rgb.converted(to: .srgb)
    self.init(red: srgb.red, green: srgb.green, blue: srgb.blue)
  }

  /// The sRGB transfer function ("gamma") for one linear component,
  /// extended sign-symmetrically to negative values
  /// (`TransferFunction.srgb.encode(_:)`):
  /// `|c| > 0.0031308 ? sign·(1.055·|c|^(1/2.4) − 0.055) : 12.92·c`.
  /// 0 and 1 map to exactly 0 and 1.
  @inlinable
  public static func encode(_ c: Double) -> Double {
    TransferFunction.srgb.encode(c)
  }

  /// The inverse sRGB transfer function for one gamma-encoded component,
  /// extended sign-symmetrically to negative values
  /// (`TransferFunction.srgb.decode(_:)`):
  /// `|c| ≤ 0.04045 ? c / 12.92 : sign·((|c| + 0.055) / 1.055)^2.4`.
  /// 0 and 1 map to exactly 0 and 1.
  @inlinable
  public static func decode(_ c: Double) -> Double {
    TransferFunction.srgb.decode(c)
  }
}

extension RGBColor {
  /// The sRGB color `srgb` as an `RGBColor` in `.srgb`.
  @inlinable
  public init(_ srgb: SRGB) {
    self.init(.srgb, red: srgb.red, green: srgb.green, blue: srgb.blue)
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
