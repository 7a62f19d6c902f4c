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
    var text = ""
    withText(value) { text = String(decoding: $0, as: UTF8.self) }
    return text
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

  /// The text for `value` rounded for people to `precision` digits,
  /// formatted as by `string(_:)`, so trailing zeros are dropped.
  ///
  /// `precision` counts significant digits, but never more than that many
  /// decimal places — ColorAide's `precision` (its default "digits"
  /// rounding) — so that values near 1 keep N significant digits while
  /// rounding noise such as a chroma of 1e-16 prints as 0:
  ///
  ///     NumberFormat.string(52.70912, precision: 3)     // "52.7"
  ///     NumberFormat.string(0.0866025, precision: 3)    // "0.087"
  ///     NumberFormat.string(123456, precision: 2)       // "120000"
  ///     NumberFormat.string(1.1e-16, precision: 5)      // "0"
  ///
  /// With e the decimal exponent of `value` (10^e ≤ |value| < 10^(e+1)), it
  /// keeps k = min(precision − 1 − e, precision) decimal places:
  /// `(value × 10^k).rounded() / 10^k` in `Double`, halves away from zero, so
  /// a decimal tie that is not exactly representable may round either way.
  /// When k < 0 the digits kept, `(value / 10^−k).rounded()`, are scaled back
  /// to the `Double` nearest their decimal value (`1e300` to 3 digits prints
  /// `1e+300`, not `9.999999999999999e+299`). Edge cases: `precision` is
  /// clamped to 1…17; 0, −0 and non-finite values are printed as by
  /// `string(_:)`; a value with too many digits for the scaled value to have
  /// a fractional part is printed unrounded, either side of the point; a
  /// value that would round past the largest `Double` (1.797…e308 to 3 digits
  /// is 1.8e308) is printed unrounded, never as `inf`.
  public static func string(_ value: Double, precision: Int) -> String {
    string(rounded(value, precision: precision))
  }

  /// `value` rounded to `precision` digits, as `string(_:precision:)`
  /// describes.
  static func rounded(_ value: Double, precision: Int) -> Double {
    guard value.isFinite, value != 0 else { return value }
    let digits = min(max(precision, 1), 17)
    let magnitude = value.magnitude
    var exponent = Int(ElementaryFunctions.commonLogarithm(magnitude).rounded(.down))
    // log10 may be off by one ulp next to a power of ten: check against it.
    if ElementaryFunctions.power(10, Double(exponent)) > magnitude { exponent -= 1 }
    if ElementaryFunctions.power(10, Double(exponent + 1)) <= magnitude { exponent += 1 }
    let k = min(digits - 1 - exponent, digits)
    if k >= 0 {
      let scale = ElementaryFunctions.power(10, Double(k))
      let scaled = value * scale
      guard scaled.magnitude < 4_503_599_627_370_496 else { return value }
      return scaled.rounded() / scale
    }
    let shift = -k
    let scale = ElementaryFunctions.power(10, Double(shift))
    let quotient = value / scale
    // From 2^52 on the quotient has no fraction to round away (16 or 17 digits), and the
    // division and product would only move the value: 1.9724758215834962e18 to 17 digits
    // became 1.972475821583496e18.
    guard quotient.magnitude < 4_503_599_627_370_496 else { return value }
    let kept = quotient.rounded()
    // Up to 10^22 the power of ten is exact and the product correctly rounded. Beyond, it is
    // not (1000 × 1e297 is 9.999999999999999e299), so the digits and exponent are read back
    // as a numeral, which the standard library rounds correctly.
    let result = shift <= 22 ? kept * scale : Double("\(Int64(kept))e\(shift)") ?? value
    return result.isFinite ? result : value
  }

  /// The most bytes `write(_:precision:to:)` and `write(integer:to:)` need
  /// at their target: a `Double` takes at most 24 (a sign, 17 digits, a point
  /// and `e-308`), an integer 20, and up to 8 more may be written past the
  /// text.
  package static var writeCapacity: Int { 32 }

  /// Calls `body` with the text of `value` — as `string(_:)` writes it,
  /// after rounding to `precision` digits when given — as UTF-8 bytes in
  /// temporary memory, valid only during the call. Nothing is allocated on
  /// the heap.
  ///
  ///     NumberFormat.withText(0.25) { bytes.append(contentsOf: $0) }  // "0.25"
  public static func withText(
    _ value: Double, precision: Int? = nil, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
      guard let base = buffer.baseAddress else { return }
      body(UnsafeBufferPointer(start: base, count: write(value, precision: precision, to: base)))
    }
  }

  /// Calls `body` with the decimal digits of `value` (with a minus sign when
  /// negative) as UTF-8 bytes in temporary memory, valid only during the
  /// call.
  public static func withText(integer value: Int64, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
      guard let base = buffer.baseAddress else { return }
      body(UnsafeBufferPointer(start: base, count: write(integer: value, to: base)))
    }
  }

  /// Writes the text of `value` — as `string(_:)` writes it, after rounding
  /// to `precision` digits when given — at `target` and returns its length,
  /// for writers that assemble lines in memory of their own. `target` must
  /// have room for ``writeCapacity`` bytes.
  package static func write(
    _ value: Double, precision: Int? = nil, to target: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var number = value
    if let precision { number = rounded(value, precision: precision) }
    if number.magnitude < 9_007_199_254_740_992 {
      let whole = Int64(number)  // truncation
      if Double(whole) == number { return write(integer: whole, to: target) }
    }
    if let count = ShortestDecimal.write(number, to: target) { return count }
    // Subnormal and non-finite values: the standard library's text.
    var output = DigitsOutput(buffer: UnsafeMutableBufferPointer(start: target, count: 24))
    if number.isNaN {
      output.write("nan")  // whatever its sign and payload
    } else {
      number.write(to: &output)
    }
    return output.count
  }

  /// Writes the decimal digits of `value` (with a minus sign when negative)
  /// at `target` and returns their count. `target` must have room for
  /// ``writeCapacity`` bytes.
  package static func write(integer value: Int64, to target: UnsafeMutablePointer<UInt8>) -> Int {
    var next = target
    if value < 0 {
      next.pointee = UInt8(ascii: "-")
      next += 1
    }
    var magnitude = value.magnitude
    if magnitude >= 100_000_000 {
      // The digits above the last eight, from the last, on the stack (at most 11 of them).
      var count = 0
      var high = magnitude / 100_000_000
      magnitude %= 100_000_000
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 12) { digits in
        repeat {
          digits[11 - count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: high % 10)
          high /= 10
          count += 1
        } while high > 0
        for index in 0..<count { next[index] = digits[12 - count + index] }
      }
      next += count
      let eight = ShortestDecimal.eightDigits(UInt32(truncatingIfNeeded: magnitude))
      UnsafeMutableRawPointer(next).storeBytes(of: eight.littleEndian, as: UInt64.self)
      return next + 8 - target
    }
    // Up to eight digits at once (a sequence number, a component): written as eight, shifted
    // past their leading zeros; the zeros shifted in land past the text.
    let eight = ShortestDecimal.eightDigits(UInt32(truncatingIfNeeded: magnitude))
    let zeros = min((eight &- 0x3030_3030_3030_3030).trailingZeroBitCount / 8, 7)
    UnsafeMutableRawPointer(next).storeBytes(
      of: (eight >> (8 * zeros)).littleEndian, as: UInt64.self)
    return next + 8 - zeros - target
  }

  /// Appends the text of `value` — as `string(_:)` writes it, after
  /// rounding to `precision` digits when given — to `bytes`, as UTF-8,
  /// without creating a `String`.
  public static func append(_ value: Double, precision: Int? = nil, to bytes: inout [UInt8]) {
    withText(value, precision: precision) { bytes.append(contentsOf: $0) }
  }

  /// Appends the decimal digits of `value` (with a minus sign when negative)
  /// to `bytes`, as UTF-8.
  public static func append(integer value: Int64, to bytes: inout [UInt8]) {
    withText(integer: value) { bytes.append(contentsOf: $0) }
  }

  /// A text output stream over temporary memory, which takes the ASCII
  /// digits of `Double.write(to:)` without a `String` in between, for the
  /// values `ShortestDecimal` leaves to the standard library. Those are at
  /// most 24 bytes; anything beyond the buffer would be dropped rather than
  /// written out of bounds.
  struct DigitsOutput: TextOutputStream {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    mutating func write(_ string: String) {
      for byte in string.utf8 { _writeByte(byte) }
    }

    mutating func _writeASCII(_ digits: UnsafeBufferPointer<UInt8>) {
      let copied = min(digits.count, buffer.count - count)
      guard copied > 0, let target = buffer.baseAddress, let source = digits.baseAddress else {
        return
      }
      (target + count).update(from: source, count: copied)
      count += copied
    }

    private mutating func _writeByte(_ byte: UInt8) {
      guard count < buffer.count else { return }
      buffer[count] = byte
      count += 1
    }
  }
}
