extension LCh {
  /// The color as a CSS `lch()` string, which CSS defines relative to D50:
  /// `lch(L C h)` with L as a number and h in degrees, in [0, 360).
  ///
  /// `self` is taken relative to `white`; for D65 it is converted to Lab,
  /// adapted to D50 (Bradford) and back to LCh, so the text means the same
  /// color to a CSS engine (the hue changes slightly). Numbers are formatted
  /// as in `Lab.cssString(white:fractionDigits:)`; a gray prints hue 0.
  ///
  ///     LCh(l: 52.2345, c: 72.2, h: 56.2).cssString(white: .d50)
  ///     // "lch(52.2345 72.2 56.2)"
  public func cssString(white: WhitePoint, fractionDigits: Int? = nil) -> String {
    let d50 = white == .d50 ? self : LCh(Lab(self).adapted(from: white, to: .d50))
    let l = Lab.format(d50.l, fractionDigits)
    let c = Lab.format(d50.c, fractionDigits)
    var hue = ElementaryFunctions.normalizedDegrees(d50.h)
    if let fractionDigits,
      Lab.format(hue, fractionDigits) == Lab.format(360, fractionDigits)
    {
      hue = 0  // 359.9999 rounded to "360": print the same angle as 0
    }
    let h = d50.c == 0 ? "0" : Lab.format(hue, fractionDigits)
    return "lch(\(l) \(c) \(h))"
  }
}
