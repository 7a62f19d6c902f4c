import Testing

@testable import LabColor

private func value(_ text: String) -> Double? {
  Array(text.utf8).withUnsafeBufferPointer { DecimalNumeral.value(of: $0) }
}

@Suite struct DecimalNumeralTests {
  @Test func plainNumeralsAreReadCorrectlyRounded() {
    #expect(value("0") == 0)
    #expect(value("-0")?.sign == .minus)
    #expect(value("60") == 60)
    #expect(value("-5") == -5)
    #expect(value("+2.5") == 2.5)
    #expect(value(".5") == 0.5)
    #expect(value("1e3") == 1000)
    #expect(value("37.1234") == 37.1234)
    // Beyond Clinger's fast path: 20 significant digits, and a large exponent.
    #expect(value("0.12345678901234567891") == 0.12345678901234567891)
    #expect(value("1e300") == 1e300)
  }

  @Test func anythingElseIsNotOne() {
    for text in ["", " 5", "5 ", "5.", "1e", "0x10", "50%", "inf", "nan", "1e309", "--5", "5a"] {
      #expect(value(text) == nil, "\(text)")
    }
  }
}
