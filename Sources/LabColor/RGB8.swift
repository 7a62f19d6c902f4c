/// An sRGB color with 8-bit components, 0…255: what `#rrggbb` and
/// `rgb(r g b)` express.
///
/// Converting from `SRGB` quantizes each component as
/// `round(clamp(c, 0, 1) × 255)`, rounding halves away from zero (and what
/// falls short of a half by less than ``halfTolerance`` with them), so an
/// out-of-gamut color becomes its clipped 8-bit neighbor. Converting back
/// (`SRGB(_:)`) divides by 255, so `RGB8(SRGB(rgb)) == rgb` for every value.
///
///     RGB8(SRGB(Lab(l: 50, a: 0, b: 0), white: .d65)).hex  // "#777777"
public struct RGB8: Sendable, Hashable {
  /// The red component, 0…255.
  public var red: UInt8
  /// The green component, 0…255.
  public var green: UInt8
  /// The blue component, 0…255.
  public var blue: UInt8

  /// The color with components `red`, `green`, `blue` (0…255).
  @inlinable
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The 8-bit quantization of `srgb`: `round(clamp(c, 0, 1) × 255)` per
  /// component, halves rounded away from zero, as ``quantize(_:)`` rounds.
  ///
  /// Edge cases: negative values (and -0) give 0, values above 1 give 255,
  /// NaN gives 0, ±∞ give 0 and 255.
  @inlinable
  public init(_ srgb: SRGB) {
    self.init(
      red: RGB8.quantize(srgb.red),
      green: RGB8.quantize(srgb.green),
      blue: RGB8.quantize(srgb.blue)
    )
  }

  /// `round(clamp(c, 0, 1) × 255)` for one gamma-encoded component, halves
  /// rounded away from zero; NaN gives 0.
  ///
  /// A value that falls short of a half by less than ``halfTolerance`` (of an 8-bit step)
  /// counts as the half: an exact half such as `hsl(0 0% 50%)`'s 127.5 comes back from a
  /// conversion (the model's L\*a\*b\*, a `color-mix()` space) an ulp or two short, at
  /// 127.49999999999999, and is still 128 whatever the route.
  @inlinable
  public static func quantize(_ c: Double) -> UInt8 {
    let scaled = RGBColor.clamp(c) * 255  // in [0, 255]
    let whole = Int(scaled)  // truncation
    let fraction = scaled - Double(whole)  // exact
    return UInt8(truncatingIfNeeded: fraction >= 0.5 - halfTolerance ? whole + 1 : whole)
  }

  /// How far short of a half, in 8-bit steps, ``quantize(_:)`` still counts as the half:
  /// 1e-9, far above the few ulps (some 1e-13 of a step) that a conversion through XYZ
  /// and back leaves, and far below any value a person writes (127.4999999 is 127).
  @inlinable
  public static var halfTolerance: Double { 1e-9 }
}

extension SRGB {
  /// The exact sRGB value of an 8-bit color: each component divided by 255.
  @inlinable
  public init(_ rgb: RGB8) {
    self.init(
      red: Double(rgb.red) / 255,
      green: Double(rgb.green) / 255,
      blue: Double(rgb.blue) / 255
    )
  }
}
