/// Mixing and interpolating colors as CSS does: `color-mix()` (CSS Color 5, section 2) and
/// the interpolation of CSS Color 4, section 12.
///
/// To mix A and B with B's share `t` in an `InterpolationSpace`:
///
/// 1. Convert both to the space's coordinates (`InterpolationSpace.coordinates(of:)`),
///    missing components carried forward and powerless hues missing.
/// 2. A component missing in one color (`nil`) takes the other's value, alpha included;
///    missing in both, it stays missing.
/// 3. Premultiply every component but the hue by the color's alpha: a value taken in step 2
///    by the alpha of the color that lacked it.
/// 4. In a polar space, adjust the hues with the `HueInterpolation`.
/// 5. Each component is `a + (b − a)·t` (exactly `a` at 0 and `b` at 1); then divide by
///    the interpolated alpha (unless it is 0) and reduce the hue to [0, 360).
///
///     let red = ParsedColor.srgb(SRGB(red: 1, green: 0, blue: 0))
///     let blue = ParsedColor.srgb(SRGB(red: 0, green: 0, blue: 1))
///     ColorMix.mix(red, blue, fraction: 0.3, in: .oklab)
///     // color-mix(in oklab, red, blue 30%): oklab(0.575… 0.147… −0.005…)
public enum ColorMix {
  /// The coordinates `fraction` of the way from `first` to `second` (0 gives `first` and 1
  /// `second`, exactly; values outside extrapolate), following steps 2–4 above with the hue
  /// at `hueIndex`, if any.
  public static func interpolate(
    _ first: [Double?], _ second: [Double?], fraction: Double, hueIndex: Int?,
    hue: HueInterpolation = .shorter
  ) -> [Double?] {
    let (first, second) = filled(first, second)
    var result: [Double?] = []
    for index in 0..<min(first.count, second.count) {
      guard let a = first[index], let b = second[index] else {
        result.append(nil)
        continue
      }
      // At the ends, the hues as they are: one moved by 360 to go round the circle loses
      // its last bits coming back (29.233880279627865 + 360 − 360 is 29.23388027962784).
      let (from, to) =
        index == hueIndex && fraction != 0 && fraction != 1 ? hue.adjusted(a, b) : (a, b)
      let value = between(from, to, fraction: fraction)
      result.append(index == hueIndex ? ElementaryFunctions.normalizedDegrees(value) : value)
    }
    return result
  }

  /// `a + (b − a)·fraction`, but exactly `a` at 0 and `b` at 1, where the formula can miss
  /// `b`: 0.2 and 0.9 give 0.8999999999999999, a\* 1e98 and 54 give 0. Where `b − a` is
  /// beyond the largest `Double` (1.7e308 and −1.7e308), `a·(1 − fraction) + b·fraction`,
  /// which stays finite between them.
  static func between(_ a: Double, _ b: Double, fraction: Double) -> Double {
    switch fraction {
    case 0: return a
    case 1: return b
    default:
      let difference = b - a
      guard difference.isFinite else { return a * (1 - fraction) + b * fraction }
      return a + difference * fraction
    }
  }

  /// Step 2 above: each component missing in one of the coordinates (`nil`) takes the
  /// other's value; missing in both, it stays missing.
  static func filled(_ first: [Double?], _ second: [Double?]) -> ([Double?], [Double?]) {
    var first = first
    var second = second
    for index in first.indices where index < second.count {
      first[index] = first[index] ?? second[index]
      second[index] = second[index] ?? first[index]
    }
    return (first, second)
  }

  /// `first` and `second` mixed in `space` with `second`'s share `fraction`:
  /// `color-mix(in space, first, second fraction·100%)`, a color in `space` (steps 1–5
  /// above). A component missing in both colors is missing in the result.
  public static func mix(
    _ first: ParsedColor, _ second: ParsedColor, fraction: Double, in space: InterpolationSpace,
    hue: HueInterpolation = .shorter
  ) -> ParsedColor {
    let firstAlpha = first.presentAlpha
    let secondAlpha = second.presentAlpha
    let alphas = (firstAlpha ?? secondAlpha ?? 1, secondAlpha ?? firstAlpha ?? 1)
    func premultiplied(_ coordinates: [Double?], by alpha: Double) -> [Double?] {
      coordinates.enumerated().map { index, value in
        index == space.hueIndex ? value : value.map { $0 * alpha }
      }
    }
    // Step 2 before step 3: a missing component takes the other color's value as it is,
    // then is premultiplied by its own color's alpha (CSS Color 4, 12.2: the values are
    // re-inserted before premultiplication). Filled after, the value would keep the other
    // color's alpha in it: with alphas 0.25 and 1, color(srgb .2 .4 .6) and a red of none
    // would mix to a red of 0.08, not 0.2.
    let (firstCoordinates, secondCoordinates) = filled(
      space.coordinates(of: first), space.coordinates(of: second))
    let alpha = between(alphas.0, alphas.1, fraction: fraction)
    // At either end, the end color's own coordinates: multiplied by its alpha and divided
    // back, a component lost its last bits (0.7 at alpha 0.1 came back as
    // 0.6999999999999998). An end whose alpha is 0 is premultiplied as before: no division
    // undoes it.
    let premultiplies = alpha == 0 || (fraction != 0 && fraction != 1)
    var result = interpolate(
      premultiplied(firstCoordinates, by: premultiplies ? alphas.0 : 1),
      premultiplied(secondCoordinates, by: premultiplies ? alphas.1 : 1), fraction: fraction,
      hueIndex: space.hueIndex, hue: hue)
    if premultiplies && alpha != 0 {
      for index in result.indices where index != space.hueIndex {
        result[index] = result[index].map { $0 / alpha }
      }
    }
    var color = space.color(result)
    if firstAlpha == nil && secondAlpha == nil {
      color.alpha = 0
      color.missingComponents.insert(.alpha)
    } else {
      color.alpha = alpha
    }
    return color
  }

  /// The share of the second color and the alpha multiplier of `color-mix()` with the
  /// percentages `first` and `second` (0 … 100, `nil` when omitted), as CSS Color 5
  /// normalizes them: both omitted, 50 each; one omitted, 100 minus the other; both given,
  /// each divided by their sum, and a sum below 100 multiplies the result's alpha by
  /// sum / 100 — both 0%, the mix is half and half and transparent (as the Web Platform
  /// Tests expect).
  ///
  /// - Returns: `nil` when a percentage is outside 0 … 100.
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
      guard sum > 0 else { return (0.5, 0) }
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
  /// Edge cases: one step is the first stop; fewer than two stops (down to `Int.min`),
  /// every step is stop 0; with more stops than a `Double` counts exactly (beyond 2^53),
  /// positions are approximate, and one at or past the start of the last segment is in it.
  public static func steps(_ count: Int, stopCount: Int) -> [(stop: Int, fraction: Double)] {
    guard count > 0 else { return [] }
    guard stopCount > 1, count > 1 else { return Array(repeating: (0, 0), count: count) }
    let segments = stopCount - 1
    return (0..<count).map { step in
      let position = Double(step) * Double(segments) / Double(count - 1)
      let stop = position >= Double(segments - 1) ? segments - 1 : Int(position)
      return (stop, position - Double(stop))
    }
  }
}
