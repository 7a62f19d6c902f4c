import LabColor
import Testing

@Suite("RGBSpace")
struct RGBSpaceTests {
  @Test func rawValuesAreTheCSSNames() {
    #expect(
      RGBSpace.allCases.map(\.rawValue)
        == ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"])
    #expect(RGBSpace(rawValue: "display-p3") == .displayP3)
  }

  @Test func whitesAndTransferFunctions() {
    for space in RGBSpace.allCases {
      #expect(space.white == (space == .prophotoRGB ? .d50 : .d65))
    }
    #expect(RGBSpace.displayP3.transferFunction == .srgb)
    #expect(RGBSpace.srgbLinear.transferFunction == .linear)
    #expect(RGBSpace.rec2020.transferFunction == .rec2020)
  }

  @Test(arguments: RGBSpace.allCases)
  func eachMatrixInvertsTheOther(space: RGBSpace) {
    let product = space.fromXYZ.multiplied(by: space.toXYZ)
    let identity = ColorMatrix((1, 0, 0), (0, 1, 0), (0, 0, 1))
    for (x, y, z) in [(1.0, 0.0, 0.0), (0, 1, 0), (0, 0, 1)] {
      let actual = product.apply(x, y, z)
      let expected = identity.apply(x, y, z)
      #expect(isClose(actual.0, expected.0, within: 1e-15))
      #expect(isClose(actual.1, expected.1, within: 1e-15))
      #expect(isClose(actual.2, expected.2, within: 1e-15))
    }
  }

  @Test(arguments: RGBSpace.allCases)
  func whiteIsTheSpacesWhite(space: RGBSpace) {
    // Every space maps (1, 1, 1) to its white point's XYZ (color.js: the
    // D65 white is (0.9504559270516717, 1, 1.0890577507598784)).
    let white = XYZ(RGBColor(space, red: 1, green: 1, blue: 1), white: space.white)
    #expect(isClose(white, space.white.xyz, within: 1e-15))
    let d65 = XYZ(RGBColor(space, red: 1, green: 1, blue: 1), white: .d65)
    #expect(
      isClose(d65, XYZ(x: 0.950_455_927_051_671_7, y: 1, z: 1.089_057_750_759_878_4), within: 1e-12)
    )
  }
}
