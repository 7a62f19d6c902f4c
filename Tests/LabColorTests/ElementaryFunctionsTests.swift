import Foundation  // the C library's libm: the reference the plain-Swift functions are held to
import LabColor
import Testing

@Suite("ElementaryFunctions")
struct ElementaryFunctionsTests {
  typealias F = ElementaryFunctions

  // MARK: - Special values

  @Test func cubeRootSpecialValues() {
    #expect(F.cubeRoot(0) == 0)
    #expect(F.cubeRoot(-0.0) == 0 && F.cubeRoot(-0.0).sign == .minus)
    #expect(F.cubeRoot(.infinity) == .infinity)
    #expect(F.cubeRoot(-.infinity) == -.infinity)
    #expect(F.cubeRoot(.nan).isNaN)
    #expect(F.cubeRoot(27) == 3)
    #expect(F.cubeRoot(-8) == -2)
    #expect(F.cubeRoot(1) == 1)
    #expect(F.cubeRoot(0.125) == 0.5)
    // The smallest subnormal: 2^-1074, whose cube root is 2^-358.
    #expect(F.cubeRoot(.leastNonzeroMagnitude) == 0x1p-358)
  }

  @Test func expAndLogSpecialValues() {
    #expect(F.exp(0) == 1)
    #expect(ulps(F.exp(1), M_E) <= 1)
    #expect(F.exp(710) == .infinity)
    #expect(F.exp(-746) == 0)
    #expect(F.exp(.nan).isNaN)
    #expect(F.log(1) == 0)
    #expect(ulps(F.log(M_E), 1) <= 1)
    #expect(F.log(0) == -.infinity)
    #expect(F.log(-1).isNaN)
    #expect(F.log(.infinity) == .infinity)
    #expect(F.pow(0, 2.4) == 0)
    #expect(F.pow(5, 0) == 1)
    #expect(F.pow(1, 2.4) == 1)
    #expect(F.pow(4, 0.5) == 2)
  }

  @Test func atan2DegreesIsExactOnAxesAndDiagonals() {
    #expect(F.atan2Degrees(0, 1) == 0)
    #expect(F.atan2Degrees(1, 0) == 90)
    #expect(F.atan2Degrees(0, -1) == 180)
    #expect(F.atan2Degrees(-1, 0) == -90)
    #expect(F.atan2Degrees(2, 2) == 45)
    #expect(F.atan2Degrees(-3, -3) == -135)
    // C's conventions for signed zeros.
    #expect(F.atan2Degrees(0, -0.0) == 180)
    #expect(F.atan2Degrees(-0.0, -0.0) == -180)
    #expect(F.atan2Degrees(-0.0, 1).sign == .minus)
    #expect(F.atan2Degrees(.infinity, .infinity) == 45)
    #expect(F.atan2Degrees(1, .infinity) == 0)
    #expect(F.atan2Degrees(.nan, 1).isNaN)
  }

  @Test func sinCosDegreesIsExactOnMultiplesOfNinety() {
    #expect(F.sinCosDegrees(0) == (0, 1))
    #expect(F.sinCosDegrees(90).sin == 1 && F.sinCosDegrees(90).cos == 0)
    #expect(F.sinCosDegrees(180).sin == 0 && F.sinCosDegrees(180).cos == -1)
    #expect(F.sinCosDegrees(270).sin == -1 && F.sinCosDegrees(270).cos == 0)
    #expect(F.sinCosDegrees(-90).sin == -1)
    #expect(F.sinCosDegrees(720).cos == 1)
    #expect(ulps(F.sinCosDegrees(30).sin, 0.5) <= 1)
    #expect(ulps(F.sinCosDegrees(60).cos, 0.5) <= 2)
    #expect(F.sinCosDegrees(.infinity).sin.isNaN)
  }

  @Test func normalizedDegreesReducesToZeroThroughThreeSixty() {
    #expect(F.normalizedDegrees(360) == 0)
    #expect(F.normalizedDegrees(-20) == 340)
    #expect(F.normalizedDegrees(740) == 20)
    #expect(F.normalizedDegrees(-0.0).sign == .plus)
    #expect(F.normalizedDegrees(-1e-20) < 360)
    #expect(F.normalizedDegrees(.nan).isNaN)
  }

  // MARK: - Accuracy against the C library, on seeded random arguments

  @Test func cubeRootIsWithinOneUlp() {
    var generator = SeededGenerator(seed: 1)
    var worst = 0.0
    for _ in 0..<20_000 {
      let large = Foundation.pow(10, Double.random(in: -300...300, using: &generator))
      let small = Double.random(in: -2...2, using: &generator)
      for x in [large, small] {
        worst = max(worst, ulps(F.cubeRoot(x), ElementaryFunctionsTests.referenceCubeRoot(x)))
      }
    }
    #expect(worst <= 1)
  }

  /// The cube root from a wider computation: glibc's `cbrt` is itself up to
  /// 3 ulp off (for example at 5.805628144609721e-149), so on x86-64 the
  /// reference is libm's value refined by Newton's method in `Float80` and
  /// rounded to `Double`; elsewhere it is libm's value.
  static func referenceCubeRoot(_ x: Double) -> Double {
    #if arch(x86_64) && !os(Windows)
      var root = Float80(Foundation.cbrt(x))
      guard root != 0, root.isFinite else { return Double(root) }
      for _ in 0..<3 {
        root -= (root * root * root - Float80(x)) / (3 * root * root)
      }
      return Double(root)
    #else
      return Foundation.cbrt(x)
    #endif
  }

  @Test func expAndLogAreWithinTwoUlpsOfLibm() {
    var generator = SeededGenerator(seed: 2)
    var worstExp = 0.0
    var worstLog = 0.0
    for _ in 0..<20_000 {
      let x = Double.random(in: -700...700, using: &generator)
      worstExp = max(worstExp, ulps(F.exp(x), Foundation.exp(x)))
      let y = Foundation.pow(10, Double.random(in: -300...300, using: &generator))
      worstLog = max(worstLog, ulps(F.log(y), Foundation.log(y)))
      let z = Double.random(in: 0.5...2, using: &generator)
      worstLog = max(worstLog, ulps(F.log(z), Foundation.log(z)))
    }
    #expect(worstExp <= 2)
    #expect(worstLog <= 2)
  }

  @Test func powForTheSRGBExponentsIsWithinTenUlpsOfLibm() {
    var generator = SeededGenerator(seed: 3)
    var worst = 0.0
    for _ in 0..<20_000 {
      let x = Double.random(in: 0.04...4, using: &generator)
      worst = max(worst, ulps(F.pow(x, 2.4), Foundation.pow(x, 2.4)))
      worst = max(worst, ulps(F.pow(x, 1 / 2.4), Foundation.pow(x, 1 / 2.4)))
    }
    #expect(worst <= 10)
  }

  @Test func atan2DegreesIsWithinOneTrillionthOfADegreeOfLibm() {
    var generator = SeededGenerator(seed: 4)
    var worst = 0.0
    for _ in 0..<20_000 {
      let y = Double.random(in: -200...200, using: &generator)
      let x = Double.random(in: -200...200, using: &generator)
      let expected = Foundation.atan2(y, x) * 180 / Double.pi
      worst = max(worst, (F.atan2Degrees(y, x) - expected).magnitude)
    }
    #expect(worst <= 1e-12)
  }

  @Test func sinCosDegreesIsWithinOneQuadrillionthOfLibm() {
    var generator = SeededGenerator(seed: 5)
    var worst = 0.0
    for _ in 0..<20_000 {
      // Within ±180°, libm's argument degrees·(π/180) is off by at most
      // half an ulp of π (2e-16), so 1e-15 is a fair bound on the difference.
      let degrees = Double.random(in: -180...180, using: &generator)
      let radians = degrees * (Double.pi / 180)
      let (sine, cosine) = F.sinCosDegrees(degrees)
      worst = max(worst, (sine - Foundation.sin(radians)).magnitude)
      worst = max(worst, (cosine - Foundation.cos(radians)).magnitude)
    }
    #expect(worst <= 1e-15)
  }

  @Test func sinCosDegreesIsExactlyPeriodic() {
    var generator = SeededGenerator(seed: 6)
    for _ in 0..<1_000 {
      let degrees = Double(Int.random(in: -180...180, using: &generator)) + 0.25
      let turns = Double(Int.random(in: -1_000...1_000, using: &generator))
      #expect(F.sinCosDegrees(degrees + 360 * turns) == F.sinCosDegrees(degrees))
    }
  }
}
