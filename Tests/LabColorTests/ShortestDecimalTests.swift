import Testing

@testable import LabColor

/// The text `ShortestDecimal` writes, or `nil` when it leaves the value to the standard library.
private func shortest(_ value: Double) -> String? {
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ShortestDecimal.maximumLength) {
    buffer in
    guard let base = buffer.baseAddress, let count = ShortestDecimal.write(value, to: base)
    else { return nil }
    return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }
}

/// `ShortestDecimal` is checked against the standard library's `description`, an independent
/// implementation (Grisu with Errol's corrections) of the same definition: the fewest digits
/// that read back as the value, the closest of those, the even one on a tie.
@Suite("ShortestDecimal")
struct ShortestDecimalTests {
  @Test func publishedExamples() {
    // Values whose shortest text is well known (Ryū's and Schubfach's test cases among them).
    let cases: [(Double, String)] = [
      (0.1, "0.1"), (0.3, "0.3"), (0.1 + 0.2, "0.30000000000000004"), (1.5, "1.5"),
      (100, "100.0"), (123.456, "123.456"), (1e-4, "0.0001"), (1e-5, "1e-05"),
      (1.5e-5, "1.5e-05"), (1e16, "1e+16"), (1e15, "1000000000000000.0"),
      (9_007_199_254_740_992, "9007199254740992.0"),
      (9_007_199_254_740_994, "9.007199254740994e+15"),
      (1e23, "1e+23"), (2.2250738585072014e-308, "2.2250738585072014e-308"),
      (1.7976931348623157e308, "1.7976931348623157e+308"),
      (-53.23711559542937, "-53.23711559542937"),
      (2.0 / 3.0, "0.6666666666666666"), (.ulpOfOne, "2.220446049250313e-16"),
    ]
    for (value, text) in cases {
      #expect(shortest(value) == text, "\(value)")
    }
  }

  @Test func leavesZeroSubnormalAndNonFiniteValuesToTheStandardLibrary() {
    let subnormals = [Double.leastNonzeroMagnitude, -Double.leastNormalMagnitude / 4]
    for value in [0.0, -0.0, .infinity, -.infinity, .nan] + subnormals {
      #expect(shortest(value) == nil, "\(value)")
    }
  }

  @Test func everyPowerOfTwoAndTenAndTheirNeighbours() {
    var checked = 0
    func check(_ value: Double) {
      guard value.isNormal else { return }
      for candidate in [value.nextDown, value, value.nextUp, -value] where candidate.isNormal {
        #expect(shortest(candidate) == candidate.description, "\(candidate.bitPattern)")
        checked += 1
      }
    }
    for exponent in -1022...1023 { check(Double(sign: .plus, exponent: exponent, significand: 1)) }
    for exponent in -307...308 {
      // The double nearest 10^exponent, read from its text.
      if let power = Double("1e\(exponent)") { check(power) }
    }
    #expect(checked > 10_000)
  }

  @Test func randomBitPatterns() {
    var generator = SeededGenerator(seed: 0x5C4B_FAC4)
    for _ in 0..<200_000 {
      let value = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator))
      guard value.isNormal else { continue }
      #expect(shortest(value) == value.description, "\(value.bitPattern)")
    }
  }

  @Test func randomValuesOfTheRangesLabcolorPrints() {
    var generator = SeededGenerator(seed: 0xC0_10125)
    for _ in 0..<100_000 {
      let value = Double.random(in: -300...300, using: &generator)
      guard value.isNormal else { continue }
      #expect(shortest(value) == value.description, "\(value.bitPattern)")
    }
  }

  @Test func shortDecimalsReadFromText() {
    // Values read from few digits are where a formatter that is not shortest shows it.
    var generator = SeededGenerator(seed: 0xDEC1_0A1)
    for _ in 0..<100_000 {
      let digits = Int.random(in: 1...999_999, using: &generator)
      let exponent = Int.random(in: -30...30, using: &generator)
      guard let value = Double("\(digits)e\(exponent)"), value.isNormal else { continue }
      #expect(shortest(value) == value.description, "\(digits)e\(exponent)")
    }
  }
}
