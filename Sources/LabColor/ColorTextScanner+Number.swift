extension ColorTextScanner {
  /// The outcome of reading a numeral.
  enum NumberScan {
    /// A finite number; the cursor is after it.
    case number(Double)
    /// `nan`, `inf`, `infinity` (any case and sign) or a numeral beyond the
    /// range of `Double`; the cursor is after it.
    case nonFinite
    /// No numeral here; the cursor has not moved.
    case notANumber
  }

  /// Reads a decimal numeral, `[+-]? (digits ("." digits)? | "." digits)
  /// ([eE] [+-]? digits)?` (CSS's `<number>` syntax), correctly rounded.
  ///
  /// Numerals whose significant digits fit in 2^53 and whose decimal exponent
  /// is within ±22 are converted exactly by one multiplication or division of
  /// two exact doubles (Clinger's fast path), without allocating; all others
  /// go through the standard library's `Double(_: String)`. An exponent
  /// marker not followed by digits ends the numeral before the `e`.
  mutating func scanNumber() -> NumberScan {
    let start = position
    var p = position
    var negative = false
    if p < end, bytes[p] == UInt8(ascii: "+") || bytes[p] == UInt8(ascii: "-") {
      negative = bytes[p] == UInt8(ascii: "-")
      p += 1
    }
    if p < end, ColorTextScanner.isLetter(bytes[p]) {
      var q = p
      while q < end, ColorTextScanner.isLetter(bytes[q]) { q += 1 }
      guard matches(p..<q, "nan") || matches(p..<q, "inf") || matches(p..<q, "infinity") else {
        return .notANumber
      }
      position = q
      return .nonFinite
    }

    var decimal = DecimalAccumulator()
    while p < end, ColorTextScanner.isDigit(bytes[p]) {
      decimal.append(bytes[p], isFraction: false)
      p += 1
    }
    if p + 1 < end, bytes[p] == UInt8(ascii: "."), ColorTextScanner.isDigit(bytes[p + 1]) {
      p += 1
      while p < end, ColorTextScanner.isDigit(bytes[p]) {
        decimal.append(bytes[p], isFraction: true)
        p += 1
      }
    }
    guard decimal.sawDigit else { return .notANumber }
    if p < end, bytes[p] | 0x20 == UInt8(ascii: "e") {
      var q = p + 1
      var exponentIsNegative = false
      if q < end, bytes[q] == UInt8(ascii: "+") || bytes[q] == UInt8(ascii: "-") {
        exponentIsNegative = bytes[q] == UInt8(ascii: "-")
        q += 1
      }
      if q < end, ColorTextScanner.isDigit(bytes[q]) {
        var written = 0
        while q < end, ColorTextScanner.isDigit(bytes[q]) {
          if written < 1_000_000 { written = written * 10 + Int(bytes[q] &- UInt8(ascii: "0")) }
          q += 1
        }
        decimal.exponent += exponentIsNegative ? -written : written
        p = q
      }
    }
    position = p

    let magnitude: Double
    if let exact = decimal.exactValue {
      magnitude = exact
    } else {
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<p]), as: UTF8.self)
      guard let parsed = Double(text) else {
        position = start
        return .notANumber
      }
      return parsed.isFinite ? .number(parsed) : .nonFinite
    }
    return .number(negative ? -magnitude : magnitude)
  }
}

/// The digits of a decimal numeral as `mantissa × 10^exponent`, keeping at
/// most 19 significant digits.
struct DecimalAccumulator {
  /// The significant digits read so far, as an integer.
  var mantissa: UInt64 = 0
  /// The power of ten that scales `mantissa`.
  var exponent = 0
  /// How many significant digits `mantissa` holds.
  var significantDigits = 0
  /// Whether a nonzero digit beyond the 19th was dropped.
  var droppedNonzeroDigit = false
  /// Whether any digit was read.
  var sawDigit = false

  /// Adds the ASCII digit `byte`, from the fractional part if `isFraction`.
  mutating func append(_ byte: UInt8, isFraction: Bool) {
    let digit = UInt64(byte &- UInt8(ascii: "0"))
    sawDigit = true
    if significantDigits < 19 {
      mantissa = mantissa &* 10 &+ digit
      if mantissa != 0 { significantDigits += 1 }
      if isFraction { exponent -= 1 }
    } else {
      if digit != 0 { droppedNonzeroDigit = true }
      if !isFraction { exponent += 1 }
    }
  }

  /// The value, correctly rounded, when it can be had exactly from one
  /// operation on exact doubles: all digits kept, `mantissa ≤ 2^53` and
  /// `|exponent| ≤ 22` (Clinger's fast path), or zero; otherwise `nil`.
  var exactValue: Double? {
    guard !droppedNonzeroDigit else { return nil }
    if mantissa == 0 { return 0 }
    guard mantissa <= 1 << 53, exponent >= -22, exponent <= 22 else { return nil }
    let power = DecimalAccumulator.powersOfTen[Int(exponent.magnitude)]
    let exact = Double(mantissa)
    return exponent < 0 ? exact / power : exact * power
  }

  /// 10^0 … 10^22, every one exactly representable as a `Double`.
  static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]
}
