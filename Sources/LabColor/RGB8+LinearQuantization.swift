extension RGB8 {
  /// The 8-bit color of a linear-light sRGB color: exactly `RGB8(SRGB(linear))`, found
  /// without the transfer function.
  ///
  /// Each component is compared with the 255 linear thresholds at which the 8-bit value
  /// steps up (``LinearQuantization``), so the power of the sRGB transfer function is
  /// computed 255 times in all, not once per component. `labcolor convert` quantizes
  /// millions of colors this way (the benchmark's `convert --to hex` case).
  @inlinable
  public init(quantizing linear: LinearSRGB) {
    let quantization = LinearQuantization.shared
    self.init(
      red: quantization.value(linear.red),
      green: quantization.value(linear.green),
      blue: quantization.value(linear.blue))
  }
}

/// The 8-bit quantization of linear-light sRGB components, as thresholds: `value(c)` is
/// `RGB8.quantize(SRGB.encode(c))` for every `Double` `c`.
///
/// The quantization `q(c) = round(clamp(encode(c), 0, 1) × 255)` never decreases as `c`
/// grows, so it is the number of thresholds `t₁ < … < t₂₅₅` at or below `c`, where `tₖ` is
/// the least `Double` with `q(tₖ) ≥ k`. Each `tₖ` was found by bisection over the ordered
/// bit patterns of the positive doubles, from the transfer function itself
/// (`bisectedThresholds()`), and is kept in `LinearQuantizationTable` — so the thresholds
/// are exact for whatever `SRGB.encode` computes, to the last bit (the tests check that the
/// table is that bisection's result, and `q` on every double within 64 ulps of each
/// threshold and on random samples).
///
/// To find the count quickly, the components in [2⁻¹³, 1) are sorted into 1,664 buckets by
/// their exponent and top 7 mantissa bits; a bucket knows `q` at its lower end, and no
/// bucket holds more than two thresholds. `t₁` ≈ 1.5e-4 lies above 2⁻¹³ ≈ 1.2e-4, so
/// anything below 2⁻¹³ (negative numbers, zero and NaN included) is 0, and anything at or
/// above 1 is 255.
public final class LinearQuantization: Sendable {
  /// The thresholds, made on first use from `LinearQuantizationTable`.
  public static let shared = LinearQuantization()

  /// `thresholds[k]` is `tₖ` for k in 1…255; `thresholds[256]` is greater than any
  /// component below 1, so the search never leaves the array.
  @usableFromInline let thresholds: [Double]
  /// `q` at the lower end of each bucket.
  @usableFromInline let bucketValues: [UInt8]

  /// The top 19 bits (sign, exponent, 7 mantissa bits) of 2⁻¹³, the first bucket: the
  /// biased exponent 1023 − 13 = 0x3F2, then seven zero bits. (A constant, so that reading
  /// it costs nothing per component; a test checks it against 2⁻¹³'s bit pattern.)
  @usableFromInline static var firstBucket: Int { 0x3F2 << 7 }
  /// The number of buckets: 13 binades of 128.
  @usableFromInline static var bucketCount: Int { 13 * 128 }

  private init() {
    thresholds = LinearQuantizationTable.thresholds
    bucketValues = LinearQuantizationTable.bucketValues
  }

  /// `q` at the lower end of each bucket, by its definition: the number of thresholds at or
  /// below it, counted in one walk up both lists. `LinearQuantizationTable` holds the result.
  static func bucketValues(thresholds: [Double]) -> [UInt8] {
    var values: [UInt8] = []
    values.reserveCapacity(bucketCount)
    var k = 0
    for bucket in 0..<bucketCount {
      let start = Double(bitPattern: UInt64(firstBucket + bucket) << 45)
      while k < 255, thresholds[k + 1] <= start { k += 1 }
      values.append(UInt8(k))
    }
    return values
  }

  /// The thresholds by their definition: for each k in 1…255, the least positive double
  /// whose `q` is at least k, found by bisection over the bit patterns of the doubles in
  /// [0, 1], which order them. `LinearQuantizationTable` holds the result, so that the
  /// 255 × 62 evaluations of the transfer function are not made at run time; a test checks
  /// that the two agree.
  static func bisectedThresholds() -> [Double] {
    func q(_ c: Double) -> Int { Int(RGB8.quantize(SRGB.encode(c))) }
    var thresholds = [-Double.infinity]
    for k in 1...255 {
      var low = (0.0 as Double).bitPattern
      var high = (1.0 as Double).bitPattern
      while high - low > 1 {
        let middle = low + (high - low) / 2
        if q(Double(bitPattern: middle)) >= k { high = middle } else { low = middle }
      }
      thresholds.append(Double(bitPattern: high))
    }
    thresholds.append(.infinity)
    return thresholds
  }

  /// `RGB8.quantize(SRGB.encode(c))`, from the thresholds.
  @inlinable
  public func value(_ c: Double) -> UInt8 {
    guard c >= 0x1p-13 else { return 0 }  // also NaN
    guard c < 1 else { return 255 }
    let bucket = Int(c.bitPattern >> 45) &- Self.firstBucket
    var k = Int(bucketValues[bucket])
    while c >= thresholds[k &+ 1] { k &+= 1 }
    return UInt8(truncatingIfNeeded: k)
  }
}
