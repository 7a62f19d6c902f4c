/// How hues are interpolated in a polar space (LCh, OkLCh): which way round the hue circle
/// the interpolation goes, as CSS Color 4 (section 12.4, "Hue Interpolation") defines it.
///
/// With both hues first reduced to [0, 360), θ1 the first and θ2 the second:
///
/// | case          | adjustment                                              |
/// |---------------|---------------------------------------------------------|
/// | `shorter`     | θ2 − θ1 > 180: θ1 += 360; θ2 − θ1 < −180: θ2 += 360    |
/// | `longer`      | 0 < θ2 − θ1 < 180: θ1 += 360; −180 < θ2 − θ1 ≤ 0: θ2 += 360 |
/// | `increasing`  | θ2 < θ1: θ2 += 360                                      |
/// | `decreasing`  | θ1 < θ2: θ1 += 360                                      |
///
/// then the hues are interpolated linearly like any other component.
public enum HueInterpolation: String, Sendable, Hashable, CaseIterable {
  /// The shorter arc (CSS's default).
  case shorter
  /// The longer arc.
  case longer
  /// Increasing angles, counterclockwise.
  case increasing
  /// Decreasing angles, clockwise.
  case decreasing

  /// The two hues (degrees) adjusted for linear interpolation, as in the table above.
  public func adjusted(_ first: Double, _ second: Double) -> (Double, Double) {
    var h1 = ElementaryFunctions.normalizedDegrees(first)
    var h2 = ElementaryFunctions.normalizedDegrees(second)
    let difference = h2 - h1
    switch self {
    case .shorter:
      if difference > 180 {
        h1 += 360
      } else if difference < -180 {
        h2 += 360
      }
    case .longer:
      if difference > 0 && difference < 180 {
        h1 += 360
      } else if difference > -180 && difference <= 0 {
        h2 += 360
      }
    case .increasing:
      if h2 < h1 { h2 += 360 }
    case .decreasing:
      if h1 < h2 { h1 += 360 }
    }
    return (h1, h2)
  }
}
