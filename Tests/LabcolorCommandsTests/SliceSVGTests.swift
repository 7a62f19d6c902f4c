import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct SliceSVGTests {
  @Test func labelsSayWhatTheTicksMean() {
    let plane = SlicePlane(section: .hue(250), size: 200, range: 100)
    let image = SliceImage(plane: plane, white: .d65).render()
    let svg = SliceSVG.encode(image, plane: plane, title: "title")
    #expect(
      svg.hasPrefix(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"280\" height=\"280\" viewBox=\"0 0 280 280\">\n<title>title</title>\n"
      ))
    // Chroma 0 … 100 across, every 40 pixels: every tick labelled; L* 0 … 100 up.
    for value in ["0", "20", "40", "60", "80", "100"] {
      #expect(svg.contains("text-anchor=\"middle\">\(value)</text>"))
      #expect(svg.contains("text-anchor=\"end\">\(value)</text>"))
    }
    #expect(svg.contains("<text x=\"40\" y=\"256\" text-anchor=\"middle\">0</text>"))
    #expect(svg.contains(">C*</text>") && svg.contains(">L*</text>"))
    #expect(
      svg.contains("href=\"data:image/png;base64,\(Base64.encode(PNGEncoder.encode(image)))\""))
  }

  @Test func crowdedLabelsAreThinned() {
    let plane = SlicePlane(section: .lightness(50), size: 64, range: 128)
    let svg = SliceSVG.encode(
      SliceImage(plane: plane, white: .d65).render(), plane: plane, title: "t")
    // Ticks are 5 pixels apart: one label in six (−120, 0, 120), and the name of b* above.
    #expect(svg.components(separatedBy: "text-anchor=\"middle\"").count - 1 == 4)
    #expect(
      svg.contains("middle\">-120<") && svg.contains("middle\">0<") && svg.contains("middle\">120<")
    )
  }

  @Test func thinnedLabelsOfAStarStarPlaneIncludeZero() {
    // Ticks from -140 to 140, 17 pixels apart: one label in two, at the multiples of 40, so
    // that 0 is labelled (not -140, -100 … 140).
    let plane = SlicePlane(section: .lightness(50), size: 256, range: 150)
    let svg = SliceSVG.encode(
      SliceImage(plane: plane, white: .d65).render(), plane: plane, title: "t")
    let labels = svg.split(separator: "\n").filter { $0.contains("text-anchor=\"middle\">") }
    #expect(
      labels == [
        "<text x=\"65\" y=\"312\" text-anchor=\"middle\">-120</text>",
        "<text x=\"99\" y=\"312\" text-anchor=\"middle\">-80</text>",
        "<text x=\"133\" y=\"312\" text-anchor=\"middle\">-40</text>",
        "<text x=\"168\" y=\"312\" text-anchor=\"middle\">0</text>",
        "<text x=\"202\" y=\"312\" text-anchor=\"middle\">40</text>",
        "<text x=\"236\" y=\"312\" text-anchor=\"middle\">80</text>",
        "<text x=\"270\" y=\"312\" text-anchor=\"middle\">120</text>",
        "<text x=\"40\" y=\"32\" text-anchor=\"middle\">b*</text>",
      ])
  }
}
