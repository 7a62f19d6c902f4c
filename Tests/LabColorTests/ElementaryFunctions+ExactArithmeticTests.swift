import Foundation  // libm: the reference
import LabColor
import Testing

@Suite("ElementaryFunctions exact arithmetic")
struct ElementaryFunctionsExactArithmeticTests {
  typealias F = ElementaryFunctions

  @Test func squareRootIsCorrectlyRounded() {
    var generator = SeededGenerator(seed: 7)
    var mismatches = 0
    for _ in 0..<20_000 {
      let x = Foundation.pow(10, Double.random(in: -300...300, using: &generator))
      if F.squareRoot(x) != x.squareRoot() { mismatches += 1 }
      let y = Double.random(in: 0...4, using: &generator)
      if F.squareRoot(y) != y.squareRoot() { mismatches += 1 }
    }
    #expect(mismatches == 0)
    #expect(F.squareRoot(0) == 0 && F.squareRoot(-0.0).sign == .minus)
    #expect(F.squareRoot(-1).isNaN && F.squareRoot(.nan).isNaN)
    #expect(F.squareRoot(.infinity) == .infinity)
    #expect(F.squareRoot(.leastNonzeroMagnitude) == (.leastNonzeroMagnitude as Double).squareRoot())
    // Within 2^-100 of a rounding tie the result may be 1 ulp off, as here.
    let largest = Double.greatestFiniteMagnitude
    #expect(ulps(F.squareRoot(largest), largest.squareRoot()) <= 1)
  }

  @Test func roundingAndRemainderAreExact() {
    #expect(F.roundedHalfAwayFromZero(2.5) == 3)
    #expect(F.roundedHalfAwayFromZero(-2.5) == -3)
    #expect(F.roundedHalfAwayFromZero(0.49999999999999994) == 0)
    #expect(F.roundedHalfAwayFromZero(-0.4) == 0)
    #expect(F.roundedHalfAwayFromZero(0x1p60) == 0x1p60)
    #expect(F.remainder(725, dividingBy: 360) == 5)
    #expect(F.remainder(-725, dividingBy: 360) == -5)
    #expect(F.remainder(-0.0, dividingBy: 360).sign == .minus)
    #expect(F.remainder(.infinity, dividingBy: 360).isNaN)
    var generator = SeededGenerator(seed: 8)
    for _ in 0..<2_000 {
      let x = Foundation.pow(10, Double.random(in: -5...300, using: &generator))
      #expect(F.remainder(x, dividingBy: 360) == Foundation.fmod(x, 360))
    }
  }

  @Test func scalingByPowersOfTwoIsExactAndSaturates() {
    #expect(F.scaled(1.5, byPowerOfTwo: 3) == 12)
    #expect(F.scaled(1.5, byPowerOfTwo: -1_022) == 1.5 * 0x1p-1022)
    #expect(F.scaled(1, byPowerOfTwo: -1_074) == .leastNonzeroMagnitude)
    #expect(F.scaled(1, byPowerOfTwo: 1_024) == .infinity)
    #expect(F.scaled(0.5, byPowerOfTwo: 1_024) == 0x1p1023)
  }
}
