import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct SwatchViewTests {
  @Test func shadesByLightness() {
    #expect(SwatchView.shade(lightness: 100) == "█")
    #expect(SwatchView.shade(lightness: 80) == "█")
    #expect(SwatchView.shade(lightness: 79.9) == "▓")
    #expect(SwatchView.shade(lightness: 50) == "▒")
    #expect(SwatchView.shade(lightness: 20) == "░")
    #expect(SwatchView.shade(lightness: 0) == " ")
  }

  @Test func inGamutItSaysNothing() {
    let harness = ExplorerHarness()
    let swatch = harness.layout.swatch
    for row in swatch.row..<swatch.endRow {
      #expect(
        harness.row(row).dropFirst(swatch.column).prefix(swatch.width).allSatisfy { $0 == " " })
    }
  }

  @Test func itFollowsTheDependentSRGBKeys() {
    let color = LabColor(l: 50, a: 20, b: 0)
    let state = ExplorerState(size: TerminalSize(columns: 80, rows: 24))
    let view = SwatchView(color: color, state: state, painter: ColorPainter(depth: .trueColor))
    #expect(view.shown == RGB8(red: 0x98, green: 0x6b, blue: 0x78))
    view.needsDisplay = false
    color.aComponent = 21  // lab(50 21 0): #996a78
    #expect(view.needsDisplay)
    #expect(view.shown == RGB8(red: 0x99, green: 0x6a, blue: 0x78))
  }

  @Test func withoutColorTheOutOfGamutNoteIsReversed() {
    let harness = ExplorerHarness(from: Lab(l: 50, a: 100, b: 0), depth: .none)
    let swatch = harness.layout.swatch
    let row = harness.row(swatch.endRow - 1)
    #expect(row.contains("clip  ΔE00 6.2"))
    #expect(harness.cell(swatch.column, swatch.row) == Cell("▒"))
  }
}
