import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct SliceGamutTests {
  @Test func eachGamutIsASpaceWithItsPNGMarking() {
    #expect(SliceGamut.allValueStrings == ["srgb", "display-p3"])
    #expect(SliceGamut.allCases.map(\.space) == [.srgb, .displayP3])
    #expect(SliceGamut.allCases.map(\.displayName) == ["sRGB", "Display P3"])
    #expect(SliceGamut.displayP3.pngColorSpace == .displayP3)
  }

  @Test func theSVGEmbedsThePNGOfItsGamut() {
    let plane = SlicePlane(section: .lightness(50), size: 16, range: 50)
    let image = SliceImage(plane: plane, white: .d65, gamut: .displayP3).render()
    let svg = SliceSVG.encode(image, plane: plane, title: "t", colorSpace: .displayP3)
    #expect(svg.contains(Base64.encode(PNGEncoder.encode(image, colorSpace: .displayP3))))
  }
}
