import Foundation  // the C library's pow and powl: the reference
import LabColor
import Testing

@Suite("ElementaryFunctions fixed powers")
struct ElementaryFunctionsFixedPowersTests {
  typealias F = ElementaryFunctions

  @Test func powersOfTwoWithWholeResultsComeOutWithinOneUlp() {
    #expect(ulps(F.powerFiveTwelfths(1), 1) <= 1)
    #expect(ulps(F.powerTwelveFifths(1), 1) <= 1)
    #expect(ulps(F.powerFiveTwelfths(4_096), 32) <= 1)  // (2^12)^(5/12) = 2^5
    #expect(ulps(F.powerTwelveFifths(32), 4_096) <= 1)  // (2^5)^(12/5) = 2^12
    #expect(ulps(F.powerFiveTwelfths(0x1p-24), 0x1p-10) <= 1)
  }

  @Test func edgeCasesTakeTheGeneralPath() {
    #expect(F.powerFiveTwelfths(0) == 0)
    #expect(F.powerFiveTwelfths(.infinity) == .infinity)
    #expect(F.powerTwelveFifths(.infinity) == .infinity)
    #expect(F.powerFiveTwelfths(.nan).isNaN)
    #expect(F.powerTwelveFifths(-1).isNaN)
    #expect(F.powerTwelveFifths(1e300) == .infinity)
    let subnormal = Double.leastNormalMagnitude / 8
    #expect(
      isClose(
        F.powerFiveTwelfths(subnormal) / Foundation.pow(subnormal, 5.0 / 12), 1, within: 1e-12))
  }

  /// `x^(numerator/denominator)` from a wider computation: on x86-64, libm's
  /// `powl` in `Float80` (64-bit significand, exponent exact to 2^-64)
  /// rounded to `Double`; elsewhere libm's `pow` with the exponent rounded to
  /// `Double`, which is off by about |ln x|·1e-16 relative.
  static func referencePower(_ x: Double, _ numerator: Int, _ denominator: Int) -> Double {
    #if arch(x86_64) && !os(Windows)
      return Double(Foundation.pow(Float80(x), Float80(numerator) / Float80(denominator)))
    #else
      return Foundation.pow(x, Double(numerator) / Double(denominator))
    #endif
  }

  @Test func bothAreWithinThreeUlpsOverTheSRGBRanges() {
    var generator = SeededGenerator(seed: 141)
    var worstFive = 0.0
    var worstTwelve = 0.0
    for _ in 0..<50_000 {
      // Linear values to encode, 0.0031308…; scaled codes to decode, 0.0404….
      let x = Double.random(in: 0.003...1.5, using: &generator)
      worstFive = max(worstFive, ulps(F.powerFiveTwelfths(x), Self.referencePower(x, 5, 12)))
      worstTwelve = max(worstTwelve, ulps(F.powerTwelveFifths(x), Self.referencePower(x, 12, 5)))
    }
    #expect(worstFive <= 3)
    #expect(worstTwelve <= 3)
  }

  @Test func bothStayAccurateFarOutsideTheSRGBRanges() {
    var generator = SeededGenerator(seed: 142)
    var worst = 0.0
    for _ in 0..<10_000 {
      let x = Foundation.pow(10, Double.random(in: -300...120, using: &generator))
      let five = Self.referencePower(x, 5, 12)
      worst = max(worst, (F.powerFiveTwelfths(x) / five - 1).magnitude)
      let twelve = Self.referencePower(x, 12, 5)
      if twelve.isNormal {
        worst = max(worst, (F.powerTwelveFifths(x) / twelve - 1).magnitude)
      } else {
        #expect(!F.powerTwelveFifths(x).isNormal)
      }
    }
    #if arch(x86_64) && !os(Windows)
      #expect(worst <= 1e-15)
    #else
      #expect(worst <= 2e-13)
    #endif
  }
}
