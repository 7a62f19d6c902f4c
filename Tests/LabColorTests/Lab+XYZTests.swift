import Foundation
import LabColor
import Testing

@Suite("Lab ⇄ XYZ")
struct LabXYZTests {
  @Test func constantsAreTheCIERationals() {
    #expect(Lab.epsilon == 216.0 / 24_389.0)
    #expect(Lab.kappa == 24_389.0 / 27.0)
    #expect(isClose(Lab.kappa * Lab.epsilon, 8, within: 1e-14))
  }

  // MARK: - Special values

  @Test(arguments: WhitePoint.allCases)
  func blackAndWhiteAreTheEndsOfTheLightnessScale(white: WhitePoint) {
    #expect(Lab(XYZ(x: 0, y: 0, z: 0), white: white) == Lab(l: 0, a: 0, b: 0))
    #expect(Lab(l: 0, a: 0, b: 0).xyz(white: white) == XYZ(x: 0, y: 0, z: 0))
    #expect(isClose(Lab(white.xyz, white: white), Lab(l: 100, a: 0, b: 0), within: 1e-13))
    #expect(isClose(Lab(l: 100, a: 0, b: 0).xyz(white: white), white.xyz, within: 1e-15))
  }

  @Test func lightnessIsTheCIEFunctionOfLuminance() {
    // CIE 15: L* = 116·(Y/Yn)^(1/3) − 16 above ε, κ·Y/Yn below; evaluated here
    // with libm's cbrt.
    for y in [0.001, 0.008_856, 0.01, 0.184_186, 0.5, 0.9] {
      let l = Lab(XYZ(x: 0, y: y, z: 0), white: .d65).l
      let expected = y > 216.0 / 24_389.0 ? 116 * Foundation.cbrt(y) - 16 : 24_389.0 / 27.0 * y
      #expect(isClose(l, expected, within: 1e-12))
    }
  }

  // MARK: - Tolerance boundaries: the linear and cube-root branches meet

  @Test func theBranchesMeetAtEpsilonAndAtLightnessEight() {
    let epsilon = Lab.epsilon
    let below = Lab(XYZ(x: 0, y: epsilon, z: 0), white: .d65).l
    let above = Lab(XYZ(x: 0, y: epsilon.nextUp, z: 0), white: .d65).l
    #expect(isClose(below, 8, within: 1e-12))
    #expect(isClose(above, 8, within: 1e-12))
    let y8 = Lab(l: 8, a: 0, b: 0).xyz(white: .d65).y
    let y8Up = Lab(l: 8.0.nextUp, a: 0, b: 0).xyz(white: .d65).y
    #expect(isClose(y8, epsilon, within: 1e-17))
    #expect(isClose(y8Up, epsilon, within: 1e-16))
  }

  @Test func negativeLightnessFollowsTheLinearBranch() {
    let xyz = Lab(l: -8, a: 0, b: 0).xyz(white: .d65)
    #expect(isClose(xyz.y, -8 / Lab.kappa, within: 1e-17))
    #expect(isClose(Lab(xyz, white: .d65).l, -8, within: 1e-12))
  }

  // MARK: - Random round trips (seeded)

  @Test(arguments: WhitePoint.allCases)
  func labToXYZToLabRoundTrips(white: WhitePoint) {
    var generator = SeededGenerator(seed: 51)
    for _ in 0..<5_000 {
      let lab = Lab(
        l: Double.random(in: 0...100, using: &generator),
        a: Double.random(in: -160...160, using: &generator),
        b: Double.random(in: -160...160, using: &generator))
      #expect(isClose(Lab(lab.xyz(white: white), white: white), lab, within: 1e-11))
    }
  }
}
