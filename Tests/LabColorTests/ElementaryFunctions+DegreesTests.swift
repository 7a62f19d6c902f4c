import LabColor
import Testing

@Suite("ElementaryFunctions in degrees")
struct ElementaryFunctionsDegreesTests {
  typealias F = ElementaryFunctions

  @Test func atan2DegreesIsExactOnAxesAndDiagonals() {
    #expect(F.atan2Degrees(0, 1) == 0)
    #expect(F.atan2Degrees(1, 0) == 90)
    #expect(F.atan2Degrees(0, -1) == 180)
    #expect(F.atan2Degrees(-1, 0) == -90)
    #expect(F.atan2Degrees(2, 2) == 45)
    #expect(F.atan2Degrees(-3, -3) == -135)
    #expect(F.atan2Degrees(-20, 0) == -90)
    // C's conventions for signed zeros.
    #expect(F.atan2Degrees(0, -0.0) == 180)
    #expect(F.atan2Degrees(-0.0, -0.0) == -180)
    #expect(F.atan2Degrees(-0.0, 1).sign == .minus)
    #expect(F.atan2Degrees(.infinity, .infinity) == 45)
    #expect(F.atan2Degrees(1, .infinity) == 0)
    #expect(F.atan2Degrees(.nan, 1).isNaN)
  }

  @Test func atan2DegreesOfKnownAngles() {
    // tan 30° = 1/√3 and tan 60° = √3.
    #expect(isClose(F.atan2Degrees(1, 3.0.squareRoot()), 30, within: 1e-13))
    #expect(isClose(F.atan2Degrees(3.0.squareRoot(), 1), 60, within: 1e-13))
    #expect(isClose(F.atan2Degrees(-1, -(3.0.squareRoot())), -150, within: 1e-13))
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
    #expect(F.sinCosDegrees(.nan).cos.isNaN)
  }

  @Test func sinCosDegreesIsExactlyPeriodic() {
    var generator = SeededGenerator(seed: 6)
    for _ in 0..<1_000 {
      let degrees = Double(Int.random(in: -180...180, using: &generator)) + 0.25
      let turns = Double(Int.random(in: -1_000...1_000, using: &generator))
      #expect(
        F.sinCosDegrees(degrees + 360 * turns) == F.sinCosDegrees(degrees),
        "seed 6: \(degrees) + \(turns) turns")
    }
  }

  @Test func normalizedDegreesReducesToZeroThroughThreeSixty() {
    #expect(F.normalizedDegrees(360) == 0)
    #expect(F.normalizedDegrees(-20) == 340)
    #expect(F.normalizedDegrees(740) == 20)
    #expect(F.normalizedDegrees(-0.0).sign == .plus)
    #expect(F.normalizedDegrees(-1e-20) < 360)
    #expect(F.normalizedDegrees(.nan).isNaN)
  }

  @Test func polarAndRectangularForms() {
    #expect(F.polar(a: 0, b: -20) == (20, 270))
    #expect(F.polar(a: 3, b: 4).chroma == 5)
    #expect(F.polar(a: -0.0, b: -0.0) == (0, 0))
    #expect(F.rectangular(chroma: 20, hue: 270) == (0, -20))
    #expect(F.rectangular(chroma: 0, hue: .nan) == (0, 0))
  }
}
