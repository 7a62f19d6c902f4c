import LabColor
import Testing

@Suite("InterpolationSpace")
struct InterpolationSpaceTests {
  @Test func namesAreCSSNames() {
    #expect(
      InterpolationSpace.allCases.map(\.rawValue) == [
        "oklab", "oklch", "lab", "lch", "srgb", "srgb-linear", "display-p3", "a98-rgb",
        "prophoto-rgb", "rec2020", "xyz", "xyz-d50", "xyz-d65", "hsl", "hwb",
      ])
    #expect(InterpolationSpace.allCases.filter { $0.hueIndex == 2 } == [.oklch, .lch])
    #expect(InterpolationSpace.allCases.filter { $0.hueIndex == 0 } == [.hsl, .hwb])
  }

  /// Coordinates of #986b78 from ColorAide 8.13 (`Color('#986b78').convert(space)`): CSS
  /// lab() is D50.
  @Test func coordinatesMatchColorAide() {
    let color = ParsedColor.srgb(SRGB(RGB8(red: 0x98, green: 0x6B, blue: 0x78)))
    let lab = InterpolationSpace.lab.coordinates(of: color).map { $0 ?? .nan }
    let expected = [50.29270280232008, 19.970995260328863, 0.3065546664841934]
    #expect(zip(lab, expected).allSatisfy { abs($0 - $1) <= 1e-9 })
    let srgb: [Double?] = [152.0 / 255, 107.0 / 255, 120.0 / 255]
    #expect(InterpolationSpace.srgb.coordinates(of: color) == srgb)
  }

  /// A color in the space itself keeps its coordinates exactly, `none` included; the
  /// result is made in the space.
  @Test func colorsInTheSpaceItselfAreExact() throws {
    let lch = try ColorParser().parse("lch(50 0 none)")
    #expect(InterpolationSpace.lch.coordinates(of: lch) == [50, 0, nil])
    // Written with hue 30 and chroma 0 in the space itself, the hue stays.
    let written = try ColorParser().parse("lch(50 0 30)")
    #expect(InterpolationSpace.lch.coordinates(of: written) == [50, 0, 30])
    let color = InterpolationSpace.hsl.color([nil, 50, 40])
    #expect(color.color == .hsl(HSL(h: 0, s: 50, l: 40)) && color.missingComponents == .first)
    #expect(
      InterpolationSpace.displayP3.color([1, 0, 0]).color
        == .rgb(RGBColor(.displayP3, red: 1, green: 0, blue: 0)))
  }

  /// A missing component is carried forward to its analogue in the other space (CSS Color
  /// 4, 12.2); a hue made powerless by the conversion is missing.
  @Test func missingComponentsAreCarriedForward() throws {
    let parser = ColorParser()
    // Lightness: the L of lab() is the l of hsl.
    #expect(InterpolationSpace.hsl.coordinates(of: try parser.parse("lab(none 20 30)"))[2] == nil)
    // Hue: hsl's hue is oklch's.
    #expect(
      InterpolationSpace.oklch.coordinates(of: try parser.parse("hsl(none 50% 50%)"))[2] == nil)
    // Reds: r is x.
    let xyz = InterpolationSpace.xyzD50.coordinates(of: try parser.parse("rgb(none 10 20)"))
    #expect(xyz[0] == nil && xyz[1] != nil)
    // Opponent a has no analogue in LCh.
    #expect(
      !InterpolationSpace.lch.coordinates(of: try parser.parse("lab(50 none 30)")).contains(nil))
    // A gray's hue is powerless after a conversion.
    #expect(
      InterpolationSpace.hsl.coordinates(of: .srgb(SRGB(red: 0.5, green: 0.5, blue: 0.5)))[0] == nil
    )
    #expect(
      InterpolationSpace.lch.coordinates(of: .srgb(SRGB(red: 0.5, green: 0.5, blue: 0.5)))[2] == nil
    )
  }
}
