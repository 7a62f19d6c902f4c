import LabColor
import Testing

@Suite("XYZ chromatic adaptation")
struct XYZChromaticAdaptationTests {
  @Test func sameWhiteIsTheIdentity() {
    let xyz = XYZ(x: 0.3, y: -0.2, z: 7)
    #expect(xyz.adapted(from: .d65, to: .d65) == xyz)
    #expect(xyz.adapted(from: .d50, to: .d50) == xyz)
  }

  @Test func blackStaysExactlyBlack() {
    let black = XYZ(x: 0, y: 0, z: 0)
    #expect(black.adapted(from: .d65, to: .d50) == black)
    #expect(black.adapted(from: .d50, to: .d65) == black)
  }

  @Test func bradfordMapsEachWhiteOntoTheOther() {
    // The CSS Color 4 Bradford matrices are built so that the D65 white maps
    // to the D50 white and back (to the precision of the 64-bit matrices).
    #expect(
      isClose(WhitePoint.d65.xyz.adapted(from: .d65, to: .d50), WhitePoint.d50.xyz, within: 1e-15))
    #expect(
      isClose(WhitePoint.d50.xyz.adapted(from: .d50, to: .d65), WhitePoint.d65.xyz, within: 1e-15))
  }

  @Test func neutralsStayNeutral() {
    let gray = WhitePoint.d65.xyz
    let scaled = XYZ(x: 0.18 * gray.x, y: 0.18 * gray.y, z: 0.18 * gray.z)
    let d50 = WhitePoint.d50.xyz
    #expect(
      isClose(
        scaled.adapted(from: .d65, to: .d50), XYZ(x: 0.18 * d50.x, y: 0.18, z: 0.18 * d50.z),
        within: 1e-15))
  }

  @Test func forwardAndBackwardAdaptationRoundTrip() {
    var generator = SeededGenerator(seed: 11)
    for _ in 0..<1_000 {
      let xyz = XYZ(
        x: Double.random(in: -0.5...1.5, using: &generator),
        y: Double.random(in: -0.5...1.5, using: &generator),
        z: Double.random(in: -0.5...1.5, using: &generator))
      let back = xyz.adapted(from: .d65, to: .d50).adapted(from: .d50, to: .d65)
      #expect(isClose(back, xyz, within: 1e-14))
    }
  }
}
