import Testing

@testable import LabcolorCommands

@Suite struct FixedDecimalTests {
  @Test func fixedPlaces() {
    #expect(FixedDecimal.string(20, digits: 1) == "20.0")
    #expect(FixedDecimal.string(0.41798726, digits: 4) == "0.4180")
    #expect(FixedDecimal.string(-128, digits: 2) == "-128.00")
    #expect(FixedDecimal.string(7.5, digits: 0) == "8")
    #expect(FixedDecimal.string(0.05, digits: 2) == "0.05")
  }

  @Test func halvesRoundAwayFromZeroAndNoNegativeZero() {
    #expect(FixedDecimal.string(0.25, digits: 1) == "0.3")
    #expect(FixedDecimal.string(-0.25, digits: 1) == "-0.3")
    #expect(FixedDecimal.string(-0.04, digits: 1) == "0.0")
    #expect(FixedDecimal.string(-0.0, digits: 2) == "0.00")
  }

  @Test func specialValues() {
    #expect(FixedDecimal.string(.nan, digits: 1) == "nan")
    #expect(FixedDecimal.string(-.infinity, digits: 1) == "-inf")
    #expect(FixedDecimal.string(1e300, digits: 1) == "1e+300")
  }

  /// A number wider than ten characters keeps four significant digits and an exponent, so
  /// that a column shows it whole: −31281954856.532925 is −3.128 × 10¹⁰.
  @Test func aNumberTooWideForAColumnIsWrittenWithAnExponent() {
    #expect(FixedDecimal.bounded(-31_281_954_856.532925, digits: 4) == "-3.128e10")
    #expect(FixedDecimal.bounded(170_162_073_401.74704, digits: 4) == "1.702e11")
    #expect(FixedDecimal.bounded(-2.4411234273859817e26, digits: 4) == "-2.441e26")
    #expect(FixedDecimal.bounded(1e300, digits: 1) == "1.000e300")
    // 9.99996 × 10¹¹ rounds up to the next power of ten.
    #expect(FixedDecimal.bounded(999_996_000_000, digits: 0) == "1.000e12")
    // Ten characters and fewer stay as they are; so do the non-finite values.
    #expect(FixedDecimal.bounded(-1234.56, digits: 2) == "-1234.56")
    #expect(FixedDecimal.bounded(99_999.9999, digits: 4) == "99999.9999")
    #expect(FixedDecimal.bounded(99_999.99996, digits: 4) == "1.000e5")
    #expect(FixedDecimal.bounded(-.infinity, digits: 1) == "-inf")
  }

  /// A number too wide for its field loses decimal places, then is written with an exponent
  /// and as many of four significant digits as fit, never wider than the field.
  @Test func aNumberTooWideForItsFieldIsShortenedToFit() {
    #expect(FixedDecimal.fitted(-1234.56, digits: 2, width: 7) == "-1234.6")
    #expect(FixedDecimal.fitted(-123_456.7, digits: 1, width: 8) == "-123457")
    // 99999.996 rounds to 100000.00 and 100000.0, too wide; 100000 fits.
    #expect(FixedDecimal.fitted(99_999.996, digits: 2, width: 7) == "100000")
    #expect(FixedDecimal.fitted(-31_281_954_856.532925, digits: 1, width: 8) == "-3.13e10")
    #expect(FixedDecimal.fitted(7.604e123, digits: 4, width: 7) == "7.6e123")
    #expect(FixedDecimal.fitted(-7.604e123, digits: 4, width: 7) == "-8e123")
    #expect(FixedDecimal.fitted(1e44, digits: 1, width: 8) == "1.000e44")
    // 9.996 × 10⁴⁴ with two places rounds up to the next power of ten.
    #expect(FixedDecimal.fitted(9.996e44, digits: 2, width: 7) == "1.00e45")
    #expect(FixedDecimal.fitted(-.greatestFiniteMagnitude, digits: 2, width: 6) == "-2e308")
    #expect(FixedDecimal.fitted(-0.04, digits: 1, width: 7) == "0.0")
    #expect(FixedDecimal.fitted(.nan, digits: 1, width: 7) == "nan")
  }

  @Test func padding() {
    #expect(FixedDecimal.padded(5, digits: 1, width: 6) == "   5.0")
    #expect(FixedDecimal.padded(-123456, digits: 1, width: 4) == "-1e5")
    #expect(FixedDecimal.padded(-1.5e10, digits: 2, width: 7) == "-1.5e10")
    #expect(FixedDecimal.padded(-1234.56, digits: 2, width: 8) == "-1234.56")
  }
}
