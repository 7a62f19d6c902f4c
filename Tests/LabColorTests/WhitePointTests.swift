import LabColor
import Testing

@Suite("WhitePoint")
struct WhitePointTests {
  @Test func d65TristimulusValuesMatchCSSColor4() {
    // color.js test/conversions.js, "sRGB to (D65) XYZ": white is
    // [0.9504559270516717, 1, 1.0890577507598784]; the CSS Color 4 sample
    // code defines D65 as [0.3127 / 0.3290, 1, (1 − 0.3127 − 0.3290) / 0.3290].
    let white = WhitePoint.d65.xyz
    #expect(isClose(white.x, 0.950_455_927_051_671_7, within: 1e-15))
    #expect(white.y == 1)
    #expect(isClose(white.z, 1.089_057_750_759_878_4, within: 1e-15))
  }

  @Test func d50TristimulusValuesMatchCSSColor4() {
    // CSS Color 4 sample code: D50 = [0.3457 / 0.3585, 1, (1 − 0.3457 −
    // 0.3585) / 0.3585] = [3457/3585, 1, 2958/3585].
    let white = WhitePoint.d50.xyz
    #expect(isClose(white.x, 3_457.0 / 3_585.0, within: 1e-15))
    #expect(white.y == 1)
    #expect(isClose(white.z, 2_958.0 / 3_585.0, within: 1e-15))
  }

  @Test func chromaticitiesAreTheFourFigureCIEValues() {
    #expect(WhitePoint.d65.chromaticity == (0.3127, 0.3290))
    #expect(WhitePoint.d50.chromaticity == (0.3457, 0.3585))
  }

  @Test func namesRoundTripIgnoringCase() {
    #expect(WhitePoint.d65.description == "D65")
    #expect(WhitePoint.d50.description == "D50")
    #expect(WhitePoint(name: "d65") == .d65)
    #expect(WhitePoint(name: "D50") == .d50)
    #expect(WhitePoint(name: "D55") == nil)
    #expect(WhitePoint(name: "") == nil)
    #expect(WhitePoint.allCases.allSatisfy { WhitePoint(name: $0.description) == $0 })
  }
}
