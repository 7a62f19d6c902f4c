extension Lab {
  /// The color as a CSS `lab()` string, which CSS defines relative to D50:
  /// `lab(L a b)` with L as a number (not a percentage).
  ///
  /// `self` is taken relative to `white` and adapted to D50 (Bradford) when
  /// `white` is D65, so the text means the same color to a CSS engine.
  /// Numbers are formatted by `NumberFormat`: the shortest text that reads
  /// back as the same `Double` (so `ColorParser` recovers the D50 value
  /// exactly), or rounded to `fractionDigits` decimal places when given.
  /// No component is clamped: CSS itself clamps L to 0…100 when parsing.
  ///
  ///     Lab(l: 52.2345, a: 40.1645, b: 59.9971).cssString(white: .d50)
  ///     // "lab(52.2345 40.1645 59.9971)"
  ///     Lab(l: 50, a: 20, b: 0).cssString(white: .d65, fractionDigits: 2)
  ///     // "lab(50.14 20.01 0.33)": the same color, relative to D50
  public func cssString(white: WhitePoint, fractionDigits: Int? = nil) -> String {
    let d50 = adapted(from: white, to: .d50)
    let l = Lab.format(d50.l, fractionDigits)
    let a = Lab.format(d50.a, fractionDigits)
    let b = Lab.format(d50.b, fractionDigits)
    return "lab(\(l) \(a) \(b))"
  }

  /// `value` by `NumberFormat`, rounded when `fractionDigits` is given.
  static func format(_ value: Double, _ fractionDigits: Int?) -> String {
    guard let fractionDigits else { return NumberFormat.string(value) }
    return NumberFormat.string(value, fractionDigits: fractionDigits)
  }
}
