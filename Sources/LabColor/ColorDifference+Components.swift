extension ColorDifference {
  /// The CIE 1976 lightness, chroma and hue differences ΔL\*, ΔC\*ab and
  /// ΔH\*ab of `sample` from `reference` (sample minus reference).
  ///
  /// - `lightness`: `ΔL* = L2 − L1`, positive when the sample is lighter.
  /// - `chroma`: `ΔC* = C2 − C1` with `C = √(a² + b²)`, positive when the
  ///   sample is more saturated.
  /// - `hue`: `ΔH* = 2·√(C1·C2)·sin(Δh / 2)`, where `Δh = h2 − h1` is taken
  ///   in (−180°, 180°]: positive when the sample's hue lies counterclockwise
  ///   (from a\* toward b\*) of the reference's. 0 when either chroma is 0.
  ///
  /// The three satisfy `ΔL² + ΔC² + ΔH² = ΔE76²` (up to rounding):
  /// `|ΔH*|` is `√(Δa² + Δb² − ΔC²)`, the difference left once lightness and
  /// chroma are accounted for, with the sign of the hue turn.
  ///
  ///     ColorDifference.lightnessChromaHue(
  ///       reference: Lab(l: 50, a: 20, b: 0), sample: Lab(l: 60, a: 0, b: 20))
  ///     // (lightness: 10, chroma: 0, hue: 28.28…), i.e. 2·20·sin 45°
  public static func lightnessChromaHue(
    reference: Lab, sample: Lab
  ) -> (lightness: Double, chroma: Double, hue: Double) {
    let (c1, h1) = ElementaryFunctions.polar(a: reference.a, b: reference.b)
    let (c2, h2) = ElementaryFunctions.polar(a: sample.a, b: sample.b)
    var deltaH = 0.0
    if c1 != 0 && c2 != 0 {
      deltaH = h2 - h1
      if deltaH > 180 {
        deltaH -= 360
      } else if deltaH <= -180 {
        deltaH += 360
      }
    }
    let hue =
      deltaH == 0
      ? 0
      : 2 * (c1 * c2).squareRoot()
        * ElementaryFunctions.sinCosDegrees(deltaH / 2).sin
    return (sample.l - reference.l, c2 - c1, hue)
  }
}
