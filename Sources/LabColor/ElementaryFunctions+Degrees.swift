// Trigonometry in degrees and the polar form of a color's opponent axes,
// built on the C library's radian functions (ElementaryFunctions.swift).

extension ElementaryFunctions {
  /// The angle of the point (x, y) from the positive x axis, in degrees,
  /// in [−180, 180]: `atan2(y, x) · (180/π)`.
  ///
  /// Edge cases follow C's `atan2`: `atan2Degrees(±0, +0) = ±0`,
  /// `atan2Degrees(±0, −0) = ±180`, `atan2Degrees(±y, 0) = ±90`; NaN in, NaN
  /// out. The axes and the diagonals come out exact (90, 180, 45, −135, …):
  /// the rounding errors of the radian angle and of the factor cancel there.
  @inlinable
  package static func atan2Degrees(_ y: Double, _ x: Double) -> Double {
    arcTangent(y, x) * (180 / Double.pi)
  }

  /// The sine and cosine of an angle given in degrees.
  ///
  /// The angle is reduced exactly to [−45°, 45°] around a multiple of 90°
  /// before it is converted to radians, so multiples of 90° give exact results
  /// (`sin 180° == 0`, not 1.2e-16) and the functions are exactly periodic.
  /// Edge cases: ±∞ and NaN give NaN.
  @inlinable
  package static func sinCosDegrees(_ degrees: Double) -> (sin: Double, cos: Double) {
    guard degrees.isFinite else { return (.nan, .nan) }
    // Both steps are exact: the remainder by definition, the subtraction by
    // Sterbenz's lemma (|r| and 90·|q| are within a factor of two).
    var r = degrees.truncatingRemainder(dividingBy: 360)
    let q = (r / 90).rounded()
    r -= q * 90
    let x = r * (Double.pi / 180)
    let sine = sine(x)
    let cosine = cosine(x)
    switch (Int(q) % 4 + 4) % 4 {
    case 0: return (sine, cosine)
    case 1: return (cosine, -sine)
    case 2: return (-sine, -cosine)
    default: return (-cosine, sine)
    }
  }

  /// A hue angle in degrees reduced to [0, 360), with −0 made +0.
  ///
  /// Edge cases: ±∞ and NaN give NaN.
  @inlinable
  package static func normalizedDegrees(_ degrees: Double) -> Double {
    guard degrees.isFinite else { return .nan }
    var h = degrees.truncatingRemainder(dividingBy: 360)
    if h < 0 { h += 360 }
    if h >= 360 { h -= 360 }  // −tiny + 360 rounds to 360
    return h + 0
  }

  // MARK: - Polar coordinates

  /// The polar form of (a, b): chroma `√(a² + b²)` and hue `atan2(b, a)` in
  /// degrees, reduced to [0, 360); hue 0 when the chroma is 0. Shared by
  /// LCh and OkLCh.
  ///
  /// The chroma of finite components is finite, and 0 only for a = b = 0:
  /// where `a² + b²` overflows (a component past about 1.3e154) or is not a
  /// normal number (both below about 1.5e-154), it is `hypot`'s. With NaN or
  /// ±∞ among the components it is the sum's square root: NaN with a NaN,
  /// +∞ with an infinity and no NaN.
  @inlinable
  package static func polar(a: Double, b: Double) -> (chroma: Double, hue: Double) {
    let sum = a * a + b * b
    let chroma =
      sum.isNormal || !a.isFinite || !b.isFinite ? sum.squareRoot() : hypotenuse(a, b)
    return (chroma, chroma == 0 ? 0 : normalizedDegrees(atan2Degrees(b, a)))
  }

  /// The rectangular form of a chroma and a hue in degrees: `C·cos h`,
  /// `C·sin h`; (0, 0) when the chroma is 0, whatever the hue (even NaN).
  @inlinable
  package static func rectangular(chroma: Double, hue: Double) -> (a: Double, b: Double) {
    guard chroma != 0 else { return (0, 0) }
    let (sine, cosine) = sinCosDegrees(hue)
    return (chroma * cosine, chroma * sine)
  }
}
