import LabColor
import Testing

/// The wrapper of the C math library keeps C's special values (C11 Annex F)
/// and its exact cases.
@Suite("ElementaryFunctions")
struct ElementaryFunctionsTests {
  typealias F = ElementaryFunctions

  @Test func cubeRootSpecialValues() {
    #expect(F.cubeRoot(0) == 0)
    #expect(F.cubeRoot(-0.0) == 0 && F.cubeRoot(-0.0).sign == .minus)
    #expect(F.cubeRoot(.infinity) == .infinity)
    #expect(F.cubeRoot(-.infinity) == -.infinity)
    #expect(F.cubeRoot(.nan).isNaN)
    #expect(F.cubeRoot(1) == 1)
    // Perfect cubes within 1 ulp: C does not require `cbrt` to be correctly
    // rounded, and glibc's is not (its cbrt(27) is 3.0000000000000004).
    #expect(ulps(F.cubeRoot(27), 3) <= 1)
    #expect(ulps(F.cubeRoot(-8), -2) <= 1)
    #expect(ulps(F.cubeRoot(0.125), 0.5) <= 1)
    #expect(F.cubeRoot(-8) == -F.cubeRoot(8))
  }

  @Test func powerAndExponentialSpecialValues() {
    #expect(F.power(0, 2.4) == 0)
    #expect(F.power(0, -1) == .infinity)
    #expect(F.power(5, 0) == 1)
    #expect(F.power(.nan, 0) == 1)
    #expect(F.power(1, 2.4) == 1)
    #expect(F.power(4, 0.5) == 2)
    #expect(F.power(-8, 1.0 / 3).isNaN)
    #expect(F.exponential(0) == 1)
    #expect(F.exponential(710) == .infinity)
    #expect(F.exponential(-746) == 0)
    #expect(F.exponential(.nan).isNaN)
  }

  @Test func trigonometrySpecialValues() {
    #expect(F.sine(0) == 0 && F.sine(-0.0).sign == .minus)
    #expect(F.cosine(0) == 1)
    #expect(F.sine(.infinity).isNaN && F.cosine(.nan).isNaN)
    #expect(F.arcTangent(0, 1) == 0)
    #expect(F.arcTangent(0, -1) == Double.pi)
    #expect(F.arcTangent(-0.0, -1) == -Double.pi)
    #expect(F.arcTangent(1, 0) == Double.pi / 2)
    #expect(F.arcTangent(.nan, 1).isNaN)
  }

  @Test func scalingByPowersOfTwoIsExactAndSaturates() {
    #expect(F.scaled(1.5, byPowerOfTwo: 3) == 12)
    #expect(F.scaled(1.5, byPowerOfTwo: -1_022) == 1.5 * 0x1p-1022)
    #expect(F.scaled(1, byPowerOfTwo: -1_074) == .leastNonzeroMagnitude)
    #expect(F.scaled(1, byPowerOfTwo: 1_024) == .infinity)
    #expect(F.scaled(0.5, byPowerOfTwo: 1_024) == 0x1p1023)
    #expect(F.scaled(1, byPowerOfTwo: Int.max) == .infinity)
  }
}
