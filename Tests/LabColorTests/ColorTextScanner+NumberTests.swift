import LabColor
import Testing

/// The numeral reader, through the bare-triple parser: a* is unbounded, so
/// "50 <numeral> 0" hands any finite numeral to it.
@Suite("Numeral reading")
struct ColorTextScannerNumberTests {
  func parsedValue(_ numeral: String) throws -> Double {
    guard case .lab(let lab, _) = try ColorParser().parse("50 \(numeral) 0").color else {
      Issue.record("not Lab")
      return .nan
    }
    return lab.a
  }

  @Test func shortNumeralsAreExact() throws {
    #expect(try parsedValue("0.1") == 0.1)
    #expect(try parsedValue("-47.562") == -47.562)
    #expect(try parsedValue("1e22") == 1e22)
    #expect(try parsedValue("1e-22") == 1e-22)
    #expect(try parsedValue("9007199254740993") == 9_007_199_254_740_992)  // ties to even
    #expect(try parsedValue("000123.4500") == 123.45)
    #expect(try parsedValue(".5") == 0.5)
    #expect(try parsedValue("1E+2") == 100)
  }

  @Test func extremeButFiniteNumeralsAreCorrectlyRounded() throws {
    #expect(try parsedValue("1e308") == 1e308)
    #expect(try parsedValue("1.7976931348623157e308") == .greatestFiniteMagnitude)
    #expect(try parsedValue("4.9e-324") == .leastNonzeroMagnitude)
    #expect(try parsedValue("1e-400") == 0)
    #expect(try parsedValue("0e999999999") == 0)
    #expect(
      try parsedValue("123456789012345678901234567890") == 123_456_789_012_345_678_901_234_567_890.0
    )
  }

  @Test func randomNumeralsMatchTheStandardLibrarysParser() throws {
    // Double(String) (strtod, correctly rounded) is the reference for every
    // path: Clinger's fast path and the fallback.
    var generator = SeededGenerator(seed: 131)
    for _ in 0..<5_000 {
      let integerDigits = Int.random(in: 0...12, using: &generator)
      let fractionDigits = Int.random(in: integerDigits == 0 ? 1...14 : 0...14, using: &generator)
      var numeral = Bool.random(using: &generator) ? "-" : ""
      for _ in 0..<integerDigits { numeral += String(Int.random(in: 0...9, using: &generator)) }
      if fractionDigits > 0 {
        numeral += "."
        for _ in 0..<fractionDigits { numeral += String(Int.random(in: 0...9, using: &generator)) }
      }
      if Bool.random(using: &generator) {
        numeral += "e" + String(Int.random(in: -40...40, using: &generator))
      }
      let expected = try #require(Double(numeral))
      #expect(try parsedValue(numeral) == expected, "\(numeral)")
    }
  }
}
