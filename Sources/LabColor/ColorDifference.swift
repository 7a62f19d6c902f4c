/// Color-difference formulas (ΔE): how different two colors look.
///
/// The CIE formulas take two `Lab` values relative to the same white point;
/// ΔEOK takes two `OKLab` values. All return 0 for identical colors and are
/// symmetric except ΔE94, whose weights depend on the reference color.
///
///     ColorDifference.deltaE2000(
///       Lab(l: 50, a: 2.6772, b: -79.7751), Lab(l: 50, a: 0, b: -82.7485))
///     // ≈ 2.0425 (Sharma, Wu and Dalal 2005, pair 1)
public enum ColorDifference {
  /// The CIE 1976 color difference ΔE\*ab: the Euclidean distance in
  /// L\*a\*b\*, `√(ΔL² + Δa² + Δb²)`.
  ///
  /// A difference below about 2.3 is not noticeable to most observers.
  @inlinable
  public static func deltaE76(_ first: Lab, _ second: Lab) -> Double {
    let dl = first.l - second.l
    let da = first.a - second.a
    let db = first.b - second.b
    return (dl * dl + da * da + db * db).squareRoot()
  }

  /// The CIE 1994 color difference ΔE\*94 with the graphic-arts constants
  /// (kL = kC = kH = 1, K1 = 0.045, K2 = 0.015).
  ///
  /// `√((ΔL/SL)² + (ΔC/SC)² + (ΔH/SH)²)` with `SL = 1`, `SC = 1 + K1·C1`,
  /// `SH = 1 + K2·C1`, `ΔH² = Δa² + Δb² − ΔC²` (taken as 0 if rounding makes
  /// it negative), where C1 is the chroma of `reference`. Not symmetric: the
  /// weights come from the reference, so `deltaE94(x, y) != deltaE94(y, x)`
  /// in general.
  @inlinable
  public static func deltaE94(reference: Lab, sample: Lab) -> Double {
    let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
    let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
    let dl = reference.l - sample.l
    let dc = c1 - c2
    let da = reference.a - sample.a
    let db = reference.b - sample.b
    let dh2 = max(da * da + db * db - dc * dc, 0)
    let sc = 1 + 0.045 * c1
    let sh = 1 + 0.015 * c1
    let termC = dc / sc
    return (dl * dl + termC * termC + dh2 / (sh * sh)).squareRoot()
  }

  /// The CIEDE2000 color difference ΔE00 with kL = kC = kH = 1.
  ///
  /// Implemented as written in G. Sharma, W. Wu and E. N. Dalal, "The
  /// CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary
  /// Test Data, and Mathematical Observations", Color Research and
  /// Application 30 (1), 2005, equations 1–22: a\* is rescaled by
  /// `1 + G` to lift the blue region, hues are averaged around the shorter
  /// arc, and a rotation term RT couples chroma and hue differences.
  ///
  /// Edge cases (as the paper specifies): when either chroma is zero, the
  /// hue difference is 0 and the mean hue is the sum of the two hues; hues
  /// exactly 180° apart (detected from the a′, b vectors, not from rounded
  /// angles) take the plain mean. The result is symmetric and is 0 exactly
  /// for identical colors.
  public static func deltaE2000(_ first: Lab, _ second: Lab) -> Double {
    let pow25To7 = 6_103_515_625.0  // 25^7
    let c1 = (first.a * first.a + first.b * first.b).squareRoot()
    let c2 = (second.a * second.a + second.b * second.b).squareRoot()
    let meanC = (c1 + c2) / 2
    let meanC7 = seventhPower(meanC)
    let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25To7)).squareRoot())
    let a1 = (1 + g) * first.a
    let a2 = (1 + g) * second.a
    let c1Prime = (a1 * a1 + first.b * first.b).squareRoot()
    let c2Prime = (a2 * a2 + second.b * second.b).squareRoot()
    let h1 = hueDegrees(first.b, a1)
    let h2 = hueDegrees(second.b, a2)

    let deltaL = second.l - first.l
    let deltaC = c2Prime - c1Prime
    let productC = c1Prime * c2Prime
    // Exactly opposite hues differ by exactly 180°, which selects the plain
    // mean below; the two rounded hue angles need not show it, so decide it
    // from the vectors (their cross product is then exactly zero). Sharma,
    // Wu and Dalal's pairs 13 and 14 sit on this boundary.
    let isOpposite =
      productC != 0 && a1 * second.b == a2 * first.b && a1 * a2 + first.b * second.b < 0
    var deltaH = 0.0  // Δh′ in degrees
    if isOpposite {
      deltaH = h2 > h1 ? 180 : -180
    } else if productC != 0 {
      deltaH = h2 - h1
      if deltaH > 180 {
        deltaH -= 360
      } else if deltaH < -180 {
        deltaH += 360
      }
    }
    let deltaBigH =
      2 * productC.squareRoot()
      * ElementaryFunctions.sinCosDegrees(deltaH / 2).sin

    let meanL = (first.l + second.l) / 2
    let meanCPrime = (c1Prime + c2Prime) / 2
    var meanH = h1 + h2
    if productC != 0 {
      if isOpposite || (h1 - h2).magnitude <= 180 {
        meanH /= 2
      } else if meanH < 360 {
        meanH = (meanH + 360) / 2
      } else {
        meanH = (meanH - 360) / 2
      }
    }
    let t =
      1 - 0.17 * cosDegrees(meanH - 30) + 0.24 * cosDegrees(2 * meanH)
      + 0.32 * cosDegrees(3 * meanH + 6) - 0.20 * cosDegrees(4 * meanH - 63)
    let hueOffset = (meanH - 275) / 25
    let deltaTheta = 30 * ElementaryFunctions.exponential(-(hueOffset * hueOffset))
    let meanCPrime7 = seventhPower(meanCPrime)
    let rc = 2 * (meanCPrime7 / (meanCPrime7 + pow25To7)).squareRoot()
    let lOffset2 = (meanL - 50) * (meanL - 50)
    let sl = 1 + 0.015 * lOffset2 / (20 + lOffset2).squareRoot()
    let sc = 1 + 0.045 * meanCPrime
    let sh = 1 + 0.015 * meanCPrime * t
    let rt = -ElementaryFunctions.sinCosDegrees(2 * deltaTheta).sin * rc

    let termL = deltaL / sl
    let termC = deltaC / sc
    let termH = deltaBigH / sh
    let sum = termL * termL + termC * termC + termH * termH + rt * termC * termH
    return max(sum, 0).squareRoot()
  }

  /// ΔEOK, the CSS Color 4 difference: the Euclidean distance in Oklab,
  /// `√(ΔL² + Δa² + Δb²)` (L on its 0…1 scale).
  ///
  /// One just-noticeable difference is about 0.02; black to white is 1.
  @inlinable
  public static func deltaEOK(_ first: OKLab, _ second: OKLab) -> Double {
    let dl = first.l - second.l
    let da = first.a - second.a
    let db = first.b - second.b
    return (dl * dl + da * da + db * db).squareRoot()
  }

  /// x⁷ by repeated squaring.
  private static func seventhPower(_ x: Double) -> Double {
    let x2 = x * x
    return x2 * x2 * x2 * x
  }

  /// The hue angle h′ in [0, 360) of (a′, b), 0 when both are 0.
  private static func hueDegrees(_ b: Double, _ aPrime: Double) -> Double {
    if b == 0 && aPrime == 0 { return 0 }
    return ElementaryFunctions.normalizedDegrees(ElementaryFunctions.atan2Degrees(b, aPrime))
  }

  /// The cosine of an angle in degrees.
  private static func cosDegrees(_ degrees: Double) -> Double {
    ElementaryFunctions.sinCosDegrees(degrees).cos
  }
}
