// The Swift standard library has no cube root, power, exponential, logarithm
// or trigonometric functions (those live in the platform C library, which
// LabColor does not import). It does have `squareRoot()`, `rounded()` and
// `truncatingRemainder(dividingBy:)`, but on Linux they compile to calls into
// libm (`sqrt` for errno, `round`, `fmod`), which an executable that imports
// neither Foundation nor Glibc does not link. So LabColor uses none of them:
// these are the functions the color conversions need, in plain Swift,
// accurate to a few units in the last place (ulp) and identical on every
// platform, which keeps test expectations portable.

/// Square and cube roots, powers, exponentials, logarithms, trigonometry in
/// degrees, and exact rounding and remainder, without libm.
///
/// Accuracy (relative, over finite arguments): `squareRoot` correctly
/// rounded but for near-ties (≤ 1 ulp); `cubeRoot` ≤ 1 ulp; `exp` and `log` ≤ 2 ulp;
/// `pow(x, y)` ≈ (2 + |y·log x|) ulp; the table-driven `powerFiveTwelfths` and
/// `powerTwelveFifths` of the sRGB transfer function ≤ 3 ulp (and about 10
/// ns); `atan2Degrees` and `sinCosDegrees` within about 1e-15 absolute, exact
/// on the axes (multiples of 90°); `roundedHalfAwayFromZero` and `remainder`
/// exact.
@usableFromInline
package enum ElementaryFunctions {
  /// The real cube root, sign-symmetric: `cubeRoot(-8) == -2`.
  ///
  /// Edge cases: ±0, ±∞ and NaN are returned unchanged.
  @inlinable
  package static func cubeRoot(_ x: Double) -> Double {
    guard x.isFinite, x != 0 else { return x }
    // x = ±s·2^e with s in [1, 2); e = 3q + r with r in {0, 1, 2};
    // cbrt(x) = ±cbrt(s·2^r)·2^q where s·2^r is in [1, 8).
    let exponent = Int(x.exponent)
    var q = exponent / 3
    var r = exponent - 3 * q
    if r < 0 {
      r += 3
      q -= 1
    }
    let m = scaled(x.significand, byPowerOfTwo: r)
    // A quadratic through (1, 1), (4.5, cbrt 4.5), (8, 2): within 4 %.
    var y = 0.758_53 + m * (0.253_797 - 0.012_327 * m)
    // Halley's iteration triples the correct digits: 4e-2 → 6e-5 → 2e-13 → 1e-16.
    for _ in 0..<3 {
      let y3 = y * y * y
      y *= (y3 + 2 * m) / (2 * y3 + m)
    }
    // One Newton correction with the residual m − y³ computed exactly
    // (Dekker's products), which removes the iteration's rounding errors.
    let (square, squareError) = exactProduct(y, y)
    let (cube, cubeError) = exactProduct(square, y)
    let residual = (m - cube) - (cubeError + squareError * y)
    y += residual / (3 * square)
    let root = scaled(y, byPowerOfTwo: q)
    return x < 0 ? -root : root
  }

  /// `e` raised to `x`.
  ///
  /// Edge cases: NaN → NaN; `x > 709.78…` → +∞; `x < -745.2` → 0.
  @inlinable
  package static func exp(_ x: Double) -> Double {
    guard !x.isNaN else { return x }
    if x > 709.782_712_893_384 { return .infinity }
    if x < -745.2 { return 0 }
    // x = k·ln 2 + r with |r| ≤ ln(2)/2; ln 2 split in two (Cody and Waite) so
    // that k·ln2High is exact.
    let ln2High = 6.931_471_803_691_238_164_90e-01
    let ln2Low = 1.908_214_929_270_587_700_02e-10
    let k = roundedHalfAwayFromZero(x * 1.442_695_040_888_963_407_36)
    let r = (x - k * ln2High) - k * ln2Low
    // Taylor series of e^r to r^14 (remainder below 2^-56 for |r| ≤ 0.35).
    var p = 1.0 / 87_178_291_200
    p = p * r + 1.0 / 6_227_020_800
    p = p * r + 1.0 / 479_001_600
    p = p * r + 1.0 / 39_916_800
    p = p * r + 1.0 / 3_628_800
    p = p * r + 1.0 / 362_880
    p = p * r + 1.0 / 40_320
    p = p * r + 1.0 / 5_040
    p = p * r + 1.0 / 720
    p = p * r + 1.0 / 120
    p = p * r + 1.0 / 24
    p = p * r + 1.0 / 6
    p = p * r + 0.5
    p = p * r + 1
    let er = p * r + 1
    return scaled(er, byPowerOfTwo: Int(k))
  }

  /// The natural logarithm.
  ///
  /// Edge cases: ±0 → -∞; negative or NaN → NaN; +∞ → +∞.
  @inlinable
  package static func log(_ x: Double) -> Double {
    guard x > 0 else { return x == 0 ? -.infinity : .nan }
    guard x.isFinite else { return x }
    // x = s·2^e with s in (√½, √2]; log x = e·ln 2 + log s, and
    // log s = 2·atanh(t) with t = (s - 1)/(s + 1), |t| ≤ 0.1716.
    var e = Int(x.exponent)
    var s = x.significand
    if s > 1.414_213_562_373_095_1 {
      s *= 0.5
      e += 1
    }
    let f = s - 1
    let t = f / (2 + f)
    let t2 = t * t
    // atanh(t)/t - 1 = t²/3 + t⁴/5 + …, to t^22 (remainder below 2^-60).
    var p = 1.0 / 23
    p = p * t2 + 1.0 / 21
    p = p * t2 + 1.0 / 19
    p = p * t2 + 1.0 / 17
    p = p * t2 + 1.0 / 15
    p = p * t2 + 1.0 / 13
    p = p * t2 + 1.0 / 11
    p = p * t2 + 1.0 / 9
    p = p * t2 + 1.0 / 7
    p = p * t2 + 1.0 / 5
    p = p * t2 + 1.0 / 3
    p *= t2
    // log s = 2t + 2t·p, and 2t = f - t·f, so log s = f - t·(f - 2p).
    let logS = f - t * (f - 2 * p)
    let ln2High = 6.931_471_803_691_238_164_90e-01
    let ln2Low = 1.908_214_929_270_587_700_02e-10
    let k = Double(e)
    return k * ln2High + (logS + k * ln2Low)
  }

  /// `x` raised to `y`, for `x ≥ 0`.
  ///
  /// Computed as `exp(y · log x)`. Edge cases: `pow(0, y)` is 0 for `y > 0`
  /// and +∞ for `y < 0`; `pow(x, 0)` is 1; negative `x` gives NaN.
  @inlinable
  package static func pow(_ x: Double, _ y: Double) -> Double {
    if y == 0 { return 1 }
    if x == 0 { return y > 0 ? 0 : .infinity }
    if x == 1 { return 1 }
    return exp(y * log(x))
  }

  /// The angle of the point (x, y) from the positive x axis, in degrees,
  /// in (-180, 180].
  ///
  /// Edge cases follow C's `atan2`: `atan2Degrees(±0, +0) = ±0`,
  /// `atan2Degrees(±0, -0) = ±180`, `atan2Degrees(±y, 0) = ±90`; NaN in,
  /// NaN out. Exact on the axes and on the diagonals.
  @inlinable
  package static func atan2Degrees(_ y: Double, _ x: Double) -> Double {
    if x.isNaN || y.isNaN { return .nan }
    let ay = y.magnitude
    let ax = x.magnitude
    let base: Double  // the angle in [0, 90] of (|x|, |y|)
    if ay == 0 {
      base = 0
    } else if ax == 0 {
      base = 90
    } else if ax.isInfinite || ay.isInfinite {
      base = ax.isInfinite ? (ay.isInfinite ? 45 : 0) : 90
    } else if ay == ax {
      base = 45
    } else if ay < ax {
      base = atanDegrees(ay / ax)
    } else {
      base = 90 - atanDegrees(ax / ay)
    }
    let angle = x.sign == .minus ? 180 - base : base
    return y.sign == .minus ? -angle : angle
  }

  /// `atan(t)` in degrees for `t` in [0, 1].
  @inlinable
  package static func atanDegrees(_ t: Double) -> Double {
    // Two half-angle steps, atan t = 2·atan(t / (1 + √(1 + t²))), bring t
    // below tan(π/16) ≈ 0.199; the Taylor series then needs terms to u^23.
    var u = t / (1 + squareRoot(1 + t * t))
    u /= 1 + squareRoot(1 + u * u)
    let u2 = u * u
    var p = -1.0 / 23
    p = p * u2 + 1.0 / 21
    p = p * u2 - 1.0 / 19
    p = p * u2 + 1.0 / 17
    p = p * u2 - 1.0 / 15
    p = p * u2 + 1.0 / 13
    p = p * u2 - 1.0 / 11
    p = p * u2 + 1.0 / 9
    p = p * u2 - 1.0 / 7
    p = p * u2 + 1.0 / 5
    p = p * u2 - 1.0 / 3
    let radians = 4 * (u + u * u2 * p)
    return radians * (180 / Double.pi)
  }

  /// The sine and cosine of an angle given in degrees.
  ///
  /// The angle is reduced exactly to [-45°, 45°] around a multiple of 90°
  /// before conversion to radians, so multiples of 90° give exact results
  /// (`sin 180° == 0`, not 1.2e-16). Edge cases: ±∞ and NaN give NaN.
  @inlinable
  package static func sinCosDegrees(_ degrees: Double) -> (sin: Double, cos: Double) {
    guard degrees.isFinite else { return (.nan, .nan) }
    // Both steps are exact: the remainder by construction, the subtraction by
    // Sterbenz's lemma (|r| and 90·|q| are within a factor of two).
    var r = remainder(degrees, dividingBy: 360)
    let q = roundedHalfAwayFromZero(r / 90)
    r -= q * 90
    let x = r * (Double.pi / 180)
    let x2 = x * x
    // Taylor series for |x| ≤ π/4: sine to x^17, cosine to x^18.
    var s = 1.0 / 355_687_428_096_000
    s = s * x2 - 1.0 / 1_307_674_368_000
    s = s * x2 + 1.0 / 6_227_020_800
    s = s * x2 - 1.0 / 39_916_800
    s = s * x2 + 1.0 / 362_880
    s = s * x2 - 1.0 / 5_040
    s = s * x2 + 1.0 / 120
    s = s * x2 - 1.0 / 6
    let sine = x + x * x2 * s
    var c = 1.0 / 6_402_373_705_728_000
    c = c * x2 - 1.0 / 20_922_789_888_000
    c = c * x2 + 1.0 / 87_178_291_200
    c = c * x2 - 1.0 / 479_001_600
    c = c * x2 + 1.0 / 3_628_800
    c = c * x2 - 1.0 / 40_320
    c = c * x2 + 1.0 / 720
    c = c * x2 - 1.0 / 24
    c = c * x2 + 0.5
    let cosine = 1 - x2 * c
    switch (Int(q) % 4 + 4) % 4 {
    case 0: return (sine, cosine)
    case 1: return (cosine, -sine)
    case 2: return (-sine, -cosine)
    default: return (-cosine, sine)
    }
  }

  /// A hue angle in degrees reduced to [0, 360), with -0 made +0.
  ///
  /// Edge cases: ±∞ and NaN give NaN.
  @inlinable
  package static func normalizedDegrees(_ degrees: Double) -> Double {
    guard degrees.isFinite else { return .nan }
    var h = remainder(degrees, dividingBy: 360)
    if h < 0 { h += 360 }
    if h >= 360 { h -= 360 }  // -tiny + 360 rounds to 360
    return h + 0
  }

  // MARK: - Polar coordinates

  /// The polar form of (a, b): chroma `√(a² + b²)` and hue `atan2(b, a)` in
  /// degrees, reduced to [0, 360); hue 0 when the chroma is 0. Shared by
  /// LCh and OkLCh.
  @inlinable
  package static func polar(a: Double, b: Double) -> (chroma: Double, hue: Double) {
    let chroma = squareRoot(a * a + b * b)
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
