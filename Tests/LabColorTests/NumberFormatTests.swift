import LabColor
import Testing

@Suite("NumberFormat")
struct NumberFormatTests {
  @Test func integersPrintWithoutAFraction() {
    #expect(NumberFormat.string(0) == "0")
    #expect(NumberFormat.string(100) == "100")
    #expect(NumberFormat.string(-20) == "-20")
    #expect(NumberFormat.string(9_007_199_254_740_991) == "9007199254740991")
  }

  @Test func negativeZeroPrintsAsZero() {
    #expect(NumberFormat.string(-0.0) == "0")
    #expect(NumberFormat.string(-0.000_01, fractionDigits: 4) == "0")
  }

  @Test func otherValuesPrintTheShortestRoundTripDescription() {
    #expect(NumberFormat.string(0.1) == "0.1")
    #expect(NumberFormat.string(53.237_115_595_429_37) == "53.23711559542937")
    #expect(NumberFormat.string(1e-7) == "1e-07")
    #expect(NumberFormat.string(1e16) == "1e+16")
    var generator = SeededGenerator(seed: 121)
    for _ in 0..<2_000 {
      let value = Double.random(in: -200...200, using: &generator)
      #expect(Double(NumberFormat.string(value)) == value)
    }
  }

  @Test func nonFiniteValuesPrintTheirNames() {
    #expect(NumberFormat.string(.nan) == "nan")
    #expect(NumberFormat.string(.infinity) == "inf")
    #expect(NumberFormat.string(-.infinity) == "-inf")
  }

  @Test func roundingToFractionDigits() {
    #expect(NumberFormat.string(52.234_549, fractionDigits: 4) == "52.2345")
    #expect(NumberFormat.string(0.5, fractionDigits: 3) == "0.5")
    #expect(NumberFormat.string(2.5, fractionDigits: 0) == "3")
    #expect(NumberFormat.string(-2.5, fractionDigits: 0) == "-3")
    #expect(NumberFormat.string(99.999_96, fractionDigits: 4) == "100")
    #expect(NumberFormat.string(1.234_567, fractionDigits: -3) == "1")
    #expect(NumberFormat.string(1e300, fractionDigits: 2) == "1e+300")
    #expect(NumberFormat.string(.nan, fractionDigits: 2) == "nan")
  }

  @Test func precisionCountsSignificantDigitsAndAtMostAsManyDecimals() {
    // ColorAide's precision (fmt_float, "digits" rounding): 52.70912 → 52.7
    // and 0.0866025 → 0.087 at 3; 8.29925 → 8.2993 and 0.0962705 →
    // 0.09627 at 5 (its to_string of oklch(0.6 0.1 30) in HSL and XYZ D50).
    #expect(NumberFormat.string(52.709_12, precision: 3) == "52.7")
    #expect(NumberFormat.string(0.086_602_5, precision: 3) == "0.087")
    #expect(NumberFormat.string(8.299_25, precision: 5) == "8.2993")
    #expect(NumberFormat.string(0.096_270_5, precision: 5) == "0.09627")
    #expect(NumberFormat.string(123_456, precision: 2) == "120000")
    #expect(NumberFormat.string(-99.96, precision: 3) == "-100")
    #expect(NumberFormat.string(1.1e-16, precision: 5) == "0")
    #expect(NumberFormat.string(-1e-9, precision: 5) == "0")
    #expect(NumberFormat.string(1000, precision: 1) == "1000")
    #expect(NumberFormat.string(999.5, precision: 3) == "1000")
    #expect(NumberFormat.string(0.46, precision: 0) == "0.5")  // precision clamped to 1
    #expect(NumberFormat.string(.nan, precision: 3) == "nan")
    #expect(NumberFormat.string(-.infinity, precision: 3) == "-inf")
  }

  /// A value rounded left of its point comes back as the `Double` nearest the digits kept,
  /// as Python's `float(Decimal(v).quantize(...))` gives them: the digits were scaled back by
  /// a power of ten that is not exact past 10^22 (1e300 to three digits printed
  /// 9.999999999999999e+299, 1.7037660899851613e23 to one 2.0000000000000002e+23), and at 16
  /// or 17 digits, where nothing is left to round, the division and product moved the value
  /// (1.9724758215834962e18 printed 1.972475821583496e+18 at 17 digits).
  @Test func roundingLeftOfThePointGivesTheNearestDouble() {
    #expect(NumberFormat.string(1e300, precision: 3) == "1e+300")
    #expect(NumberFormat.string(1e300, precision: 10) == "1e+300")
    #expect(NumberFormat.string(1.703_766_089_985_161_3e23, precision: 1) == "2e+23")
    #expect(NumberFormat.string(-5.801_776_672_247_51e25, precision: 3) == "-5.8e+25")
    #expect(NumberFormat.string(4.910_996_715_403_934e31, precision: 3) == "4.91e+31")
    #expect(NumberFormat.string(1.501_365_079_071_040_7e28, precision: 6) == "1.50137e+28")
    #expect(
      NumberFormat.string(1.972_475_821_583_496_2e18, precision: 17) == "1.9724758215834962e+18")
    #expect(NumberFormat.string(8.436_659_606_187_639e27, precision: 17) == "8.436659606187639e+27")
    #expect(
      NumberFormat.string(1.972_475_821_583_496_2e18, precision: 16) == "1.972475821583496e+18")
  }

  /// 1.7976931348623157e308 to three digits is 1.8e308, past the largest `Double`: the
  /// value is printed unrounded (Swift's description of `greatestFiniteMagnitude`), where
  /// the rounding made it infinite and printed `inf`.
  @Test func aValueThatWouldRoundPastTheLargestDoubleIsPrintedUnrounded() {
    #expect(
      NumberFormat.string(.greatestFiniteMagnitude, precision: 3) == "1.7976931348623157e+308")
    #expect(
      NumberFormat.string(-.greatestFiniteMagnitude, precision: 1) == "-1.7976931348623157e+308")
    #expect(NumberFormat.string(1.5e308, precision: 1) == "1.5e+308")
    #expect(NumberFormat.string(1.234e308, precision: 2) == "1.2e+308")
  }
}

@Suite struct NumberFormatIntegerTests {
  @Test(arguments: [
    (Int64(0), "0"), (7, "7"), (-7, "-7"), (10, "10"), (1_000_000, "1000000"),
    (10_000_000, "10000000"), (12_345_678, "12345678"), (99_999_999, "99999999"),
    (-99_999_999, "-99999999"), (100_000_000, "100000000"), (-100_000_000, "-100000000"),
    (Int64.max, "9223372036854775807"), (Int64.min, "-9223372036854775808"),
  ])
  func integersAreAppendedInDecimal(value: Int64, text: String) {
    var bytes: [UInt8] = Array("x".utf8)
    NumberFormat.append(integer: value, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "x" + text)
  }
}
