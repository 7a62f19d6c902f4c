// Square root, exact products, rounding, remainder and power-of-two scaling
// in plain Swift: the standard library's `squareRoot()`, `rounded()` and
// `truncatingRemainder(dividingBy:)` compile to libm calls on Linux (see
// ElementaryFunctions.swift).

extension ElementaryFunctions {
  /// The square root, correctly rounded except within about 2^-100 of a
  /// rounding tie (where it may be 1 ulp off, as for the largest `Double`).
  ///
  /// Newton's iteration from a quadratic first guess, then one correction
  /// with the residual `m − y²` computed exactly (Dekker's product). Edge
  /// cases: ±0 → ±0; negative or NaN → NaN; +∞ → +∞.
  @inlinable
  package static func squareRoot(_ x: Double) -> Double {
    guard x > 0 else { return x == 0 ? x : .nan }
    guard x.isFinite else { return x }
    // x = m·2^e with m in [1, 4) and e even; √x = √m·2^(e/2).
    var exponent = Int(x.exponent)
    var m = x.significand
    if exponent & 1 != 0 {
      m *= 2
      exponent -= 1
    }
    // A quadratic through (1, 1), (2.25, 1.5), (4, 2): within 1 %.
    var y = 0.514_286 + m * (0.523_81 - 0.038_095 * m)
    // Newton doubles the correct digits: 1e-2 → 5e-5 → 1e-9 → 1e-18.
    for _ in 0..<3 {
      y = 0.5 * (y + m / y)
    }
    let (square, squareError) = exactProduct(y, y)
    let residual = (m - square) - squareError  // m − square is exact (Sterbenz)
    y += residual / (2 * y)
    return scaled(y, byPowerOfTwo: exponent / 2)
  }

  /// `a·b` as an unevaluated sum `product + error` of two doubles, exactly
  /// (Dekker's algorithm; no overflow for |a|, |b| below 2^995).
  @inlinable
  package static func exactProduct(_ a: Double, _ b: Double) -> (product: Double, error: Double) {
    let product = a * b
    let (aHigh, aLow) = split(a)
    let (bHigh, bLow) = split(b)
    let error = ((aHigh * bHigh - product) + aHigh * bLow + aLow * bHigh) + aLow * bLow
    return (product, error)
  }

  /// `a` as a sum of two doubles of at most 26 significant bits each
  /// (Veltkamp's splitting).
  @inlinable
  static func split(_ a: Double) -> (high: Double, low: Double) {
    let scaled = 134_217_729.0 * a  // 2^27 + 1
    let high = scaled - (scaled - a)
    return (high, a - high)
  }

  /// `x` rounded to the nearest integer, halves away from zero, exactly.
  ///
  /// Edge cases: values of magnitude 2^52 or more (already integers), ±∞
  /// and NaN are returned unchanged; a result of zero is +0.
  @inlinable
  @inline(__always)
  package static func roundedHalfAwayFromZero(_ x: Double) -> Double {
    guard x.magnitude < 4_503_599_627_370_496 else { return x }  // 2^52
    let truncated = Double(Int64(x))
    let fraction = x - truncated  // exact
    if fraction >= 0.5 { return truncated + 1 }
    if fraction <= -0.5 { return truncated - 1 }
    return truncated
  }

  /// `x − n·divisor` for the integer n that makes the result smaller than
  /// `divisor` in magnitude with the sign of `x` (C's `fmod`), exactly.
  ///
  /// Binary long division: subtract `divisor·2^k` for decreasing k; each
  /// subtraction is exact by Sterbenz's lemma. `divisor` must be positive and
  /// finite. Edge cases: ±∞ or NaN `x` gives NaN; ±0 is returned unchanged.
  @inlinable
  package static func remainder(_ x: Double, dividingBy divisor: Double) -> Double {
    guard x.isFinite else { return .nan }
    var r = x.magnitude
    guard r >= divisor else { return x }
    var k = Int(r.exponent) - Int(divisor.exponent)
    while k >= 0 {
      let step = Double(sign: .plus, exponent: k, significand: divisor)
      if r >= step { r -= step }
      k -= 1
    }
    return x < 0 ? -r : r
  }

  /// `x · 2^n`, exact unless the result overflows or is subnormal.
  @inlinable
  @inline(__always)
  package static func scaled(_ x: Double, byPowerOfTwo n: Int) -> Double {
    if n >= -1022 && n <= 1023 {
      return x * Double(bitPattern: UInt64(truncatingIfNeeded: n + 1023) << 52)
    }
    return Double(sign: .plus, exponent: n, significand: x)
  }
}
