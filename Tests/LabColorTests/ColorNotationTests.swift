import LabColor
import Testing

@Suite("ColorNotation")
struct ColorNotationTests {
  @Test func rawValuesAreTheCSSNames() {
    #expect(
      ColorNotation.allCases.map(\.rawValue) == [
        "hex", "rgb", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "srgb", "srgb-linear",
        "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d50", "xyz-d65",
      ])
  }

  @Test func gamuts() {
    for notation in [ColorNotation.hex, .rgb, .hsl, .hwb, .srgb] {
      #expect(notation.gamut == .srgb)
    }
    #expect(ColorNotation.displayP3.gamut == .displayP3)
    #expect(ColorNotation.prophotoRGB.gamut == .prophotoRGB)
    for notation in [ColorNotation.lab, .lch, .oklab, .oklch, .xyzD50, .xyzD65] {
      #expect(notation.gamut == nil)
    }
    // Every RGB space is a notation.
    for space in RGBSpace.allCases {
      #expect(ColorNotation(rawValue: space.rawValue)?.gamut == space)
    }
  }
}
