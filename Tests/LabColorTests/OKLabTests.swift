import LabColor
import Testing

@Suite("OKLab")
struct OKLabTests {
  /// color.js test/conversions.js, "OKLab": the sRGB primaries and
  /// secondaries in Oklab, "tested against results from published linear
  /// sRGB to OKLab C++ code" (six decimals).
  static let colorJSValues: [(name: String, oklab: OKLab)] = [
    ("white", OKLab(l: 1, a: 0, b: 0)),
    ("red", OKLab(l: 0.627_955, a: 0.224_863, b: 0.125_846)),
    ("lime", OKLab(l: 0.866_44, a: -0.233_888, b: 0.179_498)),
    ("blue", OKLab(l: 0.452_014, a: -0.032_457, b: -0.311_528)),
    ("cyan", OKLab(l: 0.905_399, a: -0.149_444, b: -0.039_398)),
    ("magenta", OKLab(l: 0.701_674, a: 0.274_566, b: -0.169_156)),
    ("yellow", OKLab(l: 0.967_983, a: -0.071_369, b: 0.198_570)),
    ("black", OKLab(l: 0, a: 0, b: 0)),
  ]

  @Test(arguments: colorJSValues)
  func sRGBColorsMatchColorJS(color: (name: String, oklab: OKLab)) throws {
    let xyz = XYZ(try ColorParser().parse(color.name), white: .d65)
    let oklab = OKLab(xyz, white: .d65)
    #expect(isClose(oklab.l, color.oklab.l, within: 1e-6))
    #expect(isClose(oklab.a, color.oklab.a, within: 1e-6))
    #expect(isClose(oklab.b, color.oklab.b, within: 1e-6))
  }

  @Test func blackIsExactlyZero() {
    #expect(OKLab(XYZ(x: 0, y: 0, z: 0), white: .d65) == OKLab(l: 0, a: 0, b: 0))
    #expect(OKLab(l: 0, a: 0, b: 0).xyz(white: .d65) == XYZ(x: 0, y: 0, z: 0))
  }

  @Test func eitherWhiteMapsToOklabWhite() {
    for white in WhitePoint.allCases {
      let oklab = OKLab(white.xyz, white: white)
      #expect(isClose(oklab.l, 1, within: 1e-14))
      #expect(isClose(oklab.a, 0, within: 1e-14) && isClose(oklab.b, 0, within: 1e-14))
    }
  }

  @Test func imaginaryColorsUseTheSignedCubeRoot() {
    let negative = XYZ(x: -0.1, y: -0.05, z: -0.2)
    let oklab = OKLab(negative, white: .d65)
    #expect(oklab.l < 0)
    #expect(isClose(oklab.xyz(white: .d65), negative, within: 1e-14))
  }

  @Test(arguments: WhitePoint.allCases)
  func xyzToOklabToXYZRoundTrips(white: WhitePoint) {
    var generator = SeededGenerator(seed: 81)
    for _ in 0..<5_000 {
      let xyz = XYZ(
        x: Double.random(in: 0...1, using: &generator),
        y: Double.random(in: 0...1, using: &generator),
        z: Double.random(in: 0...1.1, using: &generator))
      #expect(isClose(OKLab(xyz, white: white).xyz(white: white), xyz, within: 1e-13))
    }
  }
}
