extension RGBColor {
  /// The default tolerance of `isInGamut(tolerance:)`: 0.000075.
  ///
  /// The value color.js uses for its in-gamut test. It is far above the
  /// rounding noise of a conversion (about 1e-15), so colors computed from
  /// in-gamut values are not reported out of gamut, and far below one 8-bit
  /// step (1/255 ≈ 0.0039), so an sRGB color reported in gamut quantizes to
  /// the same `RGB8` as its clipped self.
  @inlinable
  public static var gamutTolerance: Double { 0.000_075 }

  /// Whether every component lies in [0, 1], allowing `tolerance` on both
  /// ends: `−tolerance ≤ c ≤ 1 + tolerance` for red, green and blue.
  ///
  /// Edge cases: a NaN component is out of gamut; a tolerance of 0 is the
  /// exact test.
  @inlinable
  public func isInGamut(tolerance: Double = RGBColor.gamutTolerance) -> Bool {
    let low = -tolerance
    let high = 1 + tolerance
    return red >= low && red <= high && green >= low && green <= high && blue >= low
      && blue <= high
  }

  /// The color with each component clamped to [0, 1] (CSS Color 4 `clip`).
  ///
  /// Edge cases: NaN components become 0, so the result is always in gamut.
  @inlinable
  public func clipped() -> RGBColor {
    RGBColor(
      space, red: RGBColor.clamp(red), green: RGBColor.clamp(green), blue: RGBColor.clamp(blue))
  }

  /// One component clamped to [0, 1]; NaN becomes 0.
  @inlinable
  static func clamp(_ c: Double) -> Double {
    if c > 0 {
      return c < 1 ? c : 1
    }
    return 0  // also for NaN and -0
  }
}
