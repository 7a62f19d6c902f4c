// LabColor's one door to the platform's C math library (libm). Every
// elementary function the color conversions use is one call here, so the
// module imports the C library in this file only and its semantics are
// stated once.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The elementary functions of the color conversions, each one call into the
/// platform's C math library (glibc, musl or Apple's libm).
///
/// Semantics are C's (C11 Annex F, IEEE 754): special values (±0, ±∞, NaN)
/// behave as C specifies for `cbrt`, `pow`, `log10`, `exp`, `sin`, `cos`,
/// `atan2`, `hypot` and `scalbn`, and results are as accurate as the platform makes them. On
/// glibc 2.28 and later, `exp`, `pow`, `sin` and `cos` are within 1 ulp
/// (they are correctly rounded in all but rare cases) and `cbrt` and `atan2`
/// within a few ulp; the glibc manual lists the known maximum errors
/// ("Errors in Math Functions"). Conversions are therefore reproducible to
/// about 1e-15 relative across platforms, not bit for bit; tests compare with
/// tolerances, except where an exact result is guaranteed (the degree
/// functions of `ElementaryFunctions+Degrees.swift` on multiples of 90°).
///
/// Square roots, rounding and remainders need no wrapper: the standard
/// library's `squareRoot()`, `rounded()` and
/// `truncatingRemainder(dividingBy:)` are exact (correctly rounded) by
/// definition.
@usableFromInline
package enum ElementaryFunctions {
  /// The real cube root (C `cbrt`), sign-symmetric: `cubeRoot(-8) == -2`.
  ///
  /// Edge cases: ±0, ±∞ and NaN are returned unchanged.
  @inlinable
  @inline(__always)
  package static func cubeRoot(_ x: Double) -> Double { cbrt(x) }

  /// `x` raised to `y` (C `pow`).
  ///
  /// Edge cases as C's: `power(x, 0) == 1` for every x (even NaN);
  /// `power(0, y)` is 0 for y > 0 and +∞ for y < 0; a negative `x` with a
  /// non-integer `y` gives NaN.
  @inlinable
  @inline(__always)
  package static func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }

  /// The base-10 logarithm (C `log10`).
  ///
  /// Edge cases: ±0 → −∞; negative or NaN → NaN; +∞ → +∞.
  @inlinable
  @inline(__always)
  package static func commonLogarithm(_ x: Double) -> Double { log10(x) }

  /// `e` raised to `x` (C `exp`).
  ///
  /// Edge cases: NaN → NaN; overflow (x > 709.78…) → +∞; underflow → 0.
  @inlinable
  @inline(__always)
  package static func exponential(_ x: Double) -> Double { exp(x) }

  /// The sine of `x` radians (C `sin`).
  ///
  /// Edge cases: ±∞ and NaN give NaN.
  @inlinable
  @inline(__always)
  package static func sine(_ x: Double) -> Double { sin(x) }

  /// The cosine of `x` radians (C `cos`).
  ///
  /// Edge cases: ±∞ and NaN give NaN.
  @inlinable
  @inline(__always)
  package static func cosine(_ x: Double) -> Double { cos(x) }

  /// The angle of the point (x, y) from the positive x axis, in radians in
  /// [−π, π] (C `atan2(y, x)`).
  ///
  /// Edge cases as C's: `arcTangent(±0, +0) = ±0`, `arcTangent(±0, −0) = ±π`,
  /// `arcTangent(±y, 0) = ±π/2`; NaN in, NaN out.
  @inlinable
  @inline(__always)
  package static func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

  /// `√(x² + y²)` without overflow or underflow on the way (C `hypot`): finite
  /// whenever the result is, where `x * x + y * y` overflows past about
  /// 1.3e154 and vanishes below about 1.5e-154.
  ///
  /// Edge cases follow C's `hypot`: ±∞ in either argument gives +∞, even
  /// beside NaN.
  @inlinable
  @inline(__always)
  package static func hypotenuse(_ x: Double, _ y: Double) -> Double { hypot(x, y) }

  /// `x · 2^n`, exactly unless the result overflows or is subnormal
  /// (C `scalbn`).
  @inlinable
  @inline(__always)
  package static func scaled(_ x: Double, byPowerOfTwo n: Int) -> Double {
    scalbn(x, Int32(clamping: n))
  }
}
