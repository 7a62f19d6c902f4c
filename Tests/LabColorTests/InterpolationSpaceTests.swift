import LabColor
import Testing

@Suite("InterpolationSpace")
struct InterpolationSpaceTests {
  @Test func namesAreCSSNames() {
    #expect(
      InterpolationSpace.allCases.map(\.rawValue) == [
        "oklab", "oklch", "lab", "lch", "srgb", "srgb-linear", "xyz", "xyz-d50", "xyz-d65",
      ])
    #expect(InterpolationSpace.allCases.filter { $0.hueIndex != nil } == [.oklch, .lch])
  }

  /// Coordinates of #986b78 from ColorAide 8.13 (`Color('#986b78').convert(space)`):
  /// CSS lab() is D50.
  @Test func coordinatesMatchColorAide() {
    let xyz = XYZ(SRGB(RGB8(red: 0x98, green: 0x6B, blue: 0x78)), white: .d65)
    let lab = InterpolationSpace.lab.coordinates(of: xyz).map { $0 ?? .nan }
    let expected = [50.29270280232008, 19.970995260328863, 0.3065546664841934]
    #expect(zip(lab, expected).allSatisfy { abs($0 - $1) <= 1e-9 })
    let srgb = InterpolationSpace.srgb.coordinates(of: xyz).map { $0 ?? .nan }
    #expect(
      zip(srgb, [152.0 / 255, 107.0 / 255, 120.0 / 255]).allSatisfy { abs($0 - $1) <= 1e-12 })
  }

  /// A color in the space itself keeps its coordinates exactly, and the result is made in
  /// that space where labcolor has one.
  @Test func colorsInTheSpaceItselfAreExact() {
    let white = ParsedColor.srgb(SRGB(red: 1, green: 1, blue: 1))
    #expect(InterpolationSpace.srgb.coordinates(of: white) == [1, 1, 1])
    let lab = ParsedColor.lab(Lab(l: 50, a: 20, b: -10), white: .d50)
    #expect(InterpolationSpace.lab.coordinates(of: lab) == [50, 20, -10])
    let lch = ParsedColor.lch(LCh(l: 50, c: 0, h: 30), white: .d50)
    #expect(InterpolationSpace.lch.coordinates(of: lch) == [50, 0, nil])
    #expect(
      InterpolationSpace.srgb.color([0.5, nil, 1]) == .srgb(SRGB(red: 0.5, green: 0, blue: 1)))
    #expect(
      InterpolationSpace.lch.color([50, 10, 30]) == .lch(LCh(l: 50, c: 10, h: 30), white: .d50))
    #expect(
      InterpolationSpace.lab.color([50, 10, 30]) == .lab(Lab(l: 50, a: 10, b: 30), white: .d50))
    let oklab = InterpolationSpace.oklab.color([1, 0, 0])
    #expect(abs(Lab(oklab, white: .d65).l - 100) < 1e-12)
  }

  @Test func everySpaceRoundTrips() {
    let xyz = XYZ(x: 0.3, y: 0.2, z: 0.5)
    for space in InterpolationSpace.allCases {
      let back = space.xyz(space.coordinates(of: xyz))
      #expect(
        abs(back.x - xyz.x) < 1e-12 && abs(back.y - xyz.y) < 1e-12 && abs(back.z - xyz.z) < 1e-12,
        "\(space)")
    }
  }

  @Test func aHueIsPowerlessBelowTheThreshold() {
    let gray = XYZ(SRGB(red: 0.5, green: 0.5, blue: 0.5), white: .d65)
    #expect(InterpolationSpace.lch.coordinates(of: gray)[2] == nil)
    #expect(InterpolationSpace.oklch.coordinates(of: gray)[2] == nil)
    #expect(InterpolationSpace.lch.achromaticThreshold == 1e-4)
    #expect(InterpolationSpace.oklch.achromaticThreshold == 1e-6)
    // Just above it, the hue counts.
    let faint = Lab(LCh(l: 50, c: 2e-4, h: 90)).xyz(white: .d50).adapted(from: .d50, to: .d65)
    #expect(InterpolationSpace.lch.coordinates(of: faint)[2] != nil)
    // Missing coordinates convert as 0.
    #expect(InterpolationSpace.xyz.xyz([nil, 0.5, nil]) == XYZ(x: 0, y: 0.5, z: 0))
  }
}
