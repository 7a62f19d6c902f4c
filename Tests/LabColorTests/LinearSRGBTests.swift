import LabColor
import Testing

@Suite("LinearSRGB")
struct LinearSRGBTests {
  @Test func sRGBWhiteIsTheD65White() {
    // color.js test/conversions.js, "sRGB to (D65) XYZ".
    let white = XYZ(LinearSRGB(red: 1, green: 1, blue: 1), white: .d65)
    #expect(isClose(white.x, 0.950_455_927_051_671_7, within: 1e-15))
    #expect(isClose(white.y, 1, within: 1e-15))
    #expect(isClose(white.z, 1.089_057_750_759_878_4, within: 1e-15))
  }

  @Test func blackIsExactlyZero() {
    let black = XYZ(LinearSRGB(red: 0, green: 0, blue: 0), white: .d65)
    #expect(black == XYZ(x: 0, y: 0, z: 0))
    #expect(LinearSRGB(black, white: .d65) == LinearSRGB(red: 0, green: 0, blue: 0))
  }

  @Test func luminanceOfThePrimariesIsTheRationalYRow() {
    // CSS Color 4 lin_sRGB_to_XYZ, second row: 87098/409605, 175762/245763,
    // 12673/175545 (≈ the Rec. 709 luma weights 0.2126, 0.7152, 0.0722).
    #expect(XYZ(LinearSRGB(red: 1, green: 0, blue: 0), white: .d65).y == 87_098.0 / 409_605.0)
    #expect(XYZ(LinearSRGB(red: 0, green: 1, blue: 0), white: .d65).y == 175_762.0 / 245_763.0)
    #expect(XYZ(LinearSRGB(red: 0, green: 0, blue: 1), white: .d65).y == 12_673.0 / 175_545.0)
  }

  @Test func theD65WhiteGivesLinearWhite() {
    let white = LinearSRGB(WhitePoint.d65.xyz, white: .d65)
    #expect(isClose(white.red, 1, within: 1e-15))
    #expect(isClose(white.green, 1, within: 1e-15))
    #expect(isClose(white.blue, 1, within: 1e-15))
  }

  @Test func theD50WhiteGivesLinearWhiteThroughBradford() {
    let white = LinearSRGB(WhitePoint.d50.xyz, white: .d50)
    #expect(isClose(white.red, 1, within: 1e-14))
    #expect(isClose(white.green, 1, within: 1e-14))
    #expect(isClose(white.blue, 1, within: 1e-14))
  }

  @Test func matrixAndInverseRoundTrip() {
    var generator = SeededGenerator(seed: 12)
    for white in WhitePoint.allCases {
      for _ in 0..<1_000 {
        let linear = LinearSRGB(
          red: Double.random(in: -0.5...1.5, using: &generator),
          green: Double.random(in: -0.5...1.5, using: &generator),
          blue: Double.random(in: -0.5...1.5, using: &generator))
        let back = LinearSRGB(XYZ(linear, white: white), white: white)
        #expect(isClose(back.red, linear.red, within: 1e-14))
        #expect(isClose(back.green, linear.green, within: 1e-14))
        #expect(isClose(back.blue, linear.blue, within: 1e-14))
      }
    }
  }
}
