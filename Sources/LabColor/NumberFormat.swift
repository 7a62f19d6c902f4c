/// Text for the numbers labcolor prints: integers without a fractional part,
/// everything else in the shortest form that reads back as the same `Double`.
///
///     NumberFormat.string(100)                      // "100"
///     NumberFormat.string(-0.0)                     // "0"
///     NumberFormat.string(0.1)                      // "0.1"
///     NumberFormat.string(53.23711559542937)        // "53.23711559542937"
///     NumberFormat.string(52.234_549, fractionDigits: 4)  // "52.2345"
public enum NumberFormat {
  /// The text for `value`.
  ///
  /// - A whole number of magnitude below 2^53 (where every integer is exact)
  ///   prints as an integer: `100`, `-20`.
  /// - Negative zero prints as `0`: output never shows `-0`.
  /// - Any other finite value prints Swift's shortest round-trip description,
  ///   so `Double(text) == value`: `0.1`, `1e-07`, `1e+16`.
  /// - Non-finite values print `nan`, `inf` or `-inf`.
  public static func string(_ value: Double) -> String {
    if value.magnitude < 9_007_199_254_740_992 {
      let whole = Int64(value)  // truncation
      if Double(whole) == value { return String(whole) }
    }
    return value.description
  }

  /// The text for `value` rounded to `fractionDigits` decimal places (halves
  /// away from zero), formatted as by `string(_:)`, so trailing zeros are
  /// dropped: `string(0.5, fractionDigits: 3) == "0.5"`.
  ///
  /// The rounding is `(value × 10^n).rounded() / 10^n` in `Double`, so a
  /// decimal tie that is not exactly representable may round either way.
  /// Edge cases: `fractionDigits` is clamped to 0…15; a value too large for
  /// the scaled product to have a fractional part is printed unrounded;
  /// a result that rounds to zero prints `0`, never `-0`.
  public static func string(_ value: Double, fractionDigits: Int) -> String {
    let digits = min(max(fractionDigits, 0), 15)
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = value * scale
    guard scaled.magnitude < 4_503_599_627_370_496 else { return string(value) }
    return string(scaled.rounded() / scale)
  }
}
