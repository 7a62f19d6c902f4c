/// Mixing and interpolating colors as CSS does: `color-mix()` (CSS Color 5, section 2) and
/// the interpolation of CSS Color 4, section 12.
///
/// To mix A and B with B's share `t` in an `InterpolationSpace`:
///
/// 1. Convert both to the space's coordinates (`InterpolationSpace.coordinates(of:)`).
/// 2. A coordinate missing in one color (`nil`: CSS's `none`, or a powerless hue) takes the
///    other's value; missing in both, it stays missing.
/// 3. In a polar space, adjust the hues with the `HueInterpolation`.
/// 4. Each coordinate is `a + (b − a)·t`; a hue is then reduced to [0, 360).
///
///     let red = ParsedColor.srgb(SRGB(red: 1, green: 0, blue: 0))
///     let blue = ParsedColor.srgb(SRGB(red: 0, green: 0, blue: 1))
///     ColorMix.mix(red, blue, fraction: 0.3, in: .oklab)
///     // color-mix(in oklab, red, blue 30%): [0.575…, 0.147…, −0.005…]
///
/// Colors are opaque here, so premultiplying by alpha changes nothing.
public enum ColorMix {
  /// The coordinates `fraction` of the way from `first` to `second` (0 gives `first`, 1
  /// `second`; values outside extrapolate), following steps 2–4 above with the hue at
  /// `hueIndex`, if any.
  public static func interpolate(
    _ first: [Double?], _ second: [Double?], fraction: Double, hueIndex: Int?,
    hue: HueInterpolation = .shorter
  ) -> [Double?] {
    var result: [Double?] = []
    for index in 0..<min(first.count, second.count) {
      guard var a = first[index] ?? second[index], var b = second[index] ?? first[index] else {
        result.append(nil)
        continue
      }
      if index == hueIndex { (a, b) = hue.adjusted(a, b) }
      let value = a + (b - a) * fraction
      result.append(index == hueIndex ? ElementaryFunctions.normalizedDegrees(value) : value)
    }
    return result
  }

  /// `first` and `second` mixed in `space` with `second`'s share `fraction`:
  /// `color-mix(in space, first, second fraction·100%)`, as the space's coordinates
  /// (`InterpolationSpace.color(_:)` makes a color of them).
  public static func mix(
    _ first: ParsedColor, _ second: ParsedColor, fraction: Double, in space: InterpolationSpace,
    hue: HueInterpolation = .shorter
  ) -> [Double?] {
    interpolate(
      space.coordinates(of: first), space.coordinates(of: second), fraction: fraction,
      hueIndex: space.hueIndex, hue: hue)
  }

  /// The share of the second color and the alpha multiplier of `color-mix()` with the
  /// percentages `first` and `second` (0 … 100, `nil` when omitted), as CSS Color 5
  /// normalizes them: both omitted, 50 each; one omitted, 100 minus the other; both given,
  /// each divided by their sum, and a sum below 100 multiplies the result's alpha by
  /// sum / 100.
  ///
  /// - Returns: `nil` when the percentages cannot be used: one outside 0 … 100, or both 0.
  public static func proportions(
    first: Double?, second: Double?
  ) -> (fraction: Double, alphaMultiplier: Double)? {
    for percentage in [first, second] {
      if let percentage, !(0...100).contains(percentage) { return nil }
    }
    switch (first, second) {
    case (nil, nil): return (0.5, 1)
    case (let first?, nil): return ((100 - first) / 100, 1)
    case (nil, let second?): return (second / 100, 1)
    case (let first?, let second?):
      let sum = first + second
      guard sum > 0 else { return nil }
      return (second / sum, min(sum, 100) / 100)
    }
  }

  /// The fractions of `count` colors evenly spaced along stops `0 … stopCount − 1`: for
  /// step `i`, the stop it starts from and the fraction of the way to the next one, at
  /// position `i / (count − 1)` of the whole (the last step is the last stop).
  ///
  ///     ColorMix.steps(5, stopCount: 3)
  ///     // [(0, 0), (0, 0.5), (1, 0), (1, 0.5), (1, 1)]
  ///
  /// Edge cases: one step is the first stop; fewer than two stops, every step is stop 0.
  public static func steps(_ count: Int, stopCount: Int) -> [(stop: Int, fraction: Double)] {
    guard count > 0 else { return [] }
    let segments = stopCount - 1
    guard segments > 0, count > 1 else { return Array(repeating: (0, 0), count: count) }
    return (0..<count).map { step in
      let position = Double(step) * Double(segments) / Double(count - 1)
      let stop = min(segments - 1, Int(position))
      return (stop, position - Double(stop))
    }
  }
}
