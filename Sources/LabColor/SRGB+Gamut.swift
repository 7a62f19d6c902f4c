extension SRGB {
  /// The default tolerance of `isInGamut(tolerance:)`: 0.000075, the one of
  /// every RGB space (`RGBColor.gamutTolerance`, where it is explained).
  @inlinable
  public static var gamutTolerance: Double { RGBColor.gamutTolerance }

  /// Whether every component lies in [0, 1], allowing `tolerance` on both
  /// ends (`RGBColor.isInGamut(tolerance:)`).
  ///
  /// Edge cases: a NaN component is out of gamut; a tolerance of 0 is the
  /// exact test.
  @inlinable
  public func isInGamut(tolerance: Double = SRGB.gamutTolerance) -> Bool {
    RGBColor(self).isInGamut(tolerance: tolerance)
  }

  /// The color with each component clamped to [0, 1] (CSS Color 4 `clip`).
  ///
  /// Edge cases: NaN components become 0, so the result is always in gamut.
  @inlinable
  public func clipped() -> SRGB {
    SRGB(RGBColor(self).clipped())
  }
}
