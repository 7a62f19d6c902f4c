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

  @Test func padding() {
    #expect(FixedDecimal.padded(5, digits: 1, width: 6) == "   5.0")
    #expect(FixedDecimal.padded(-123456, digits: 1, width: 4) == "-123456.0")
  }
}
