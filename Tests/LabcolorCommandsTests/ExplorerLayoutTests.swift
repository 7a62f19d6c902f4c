import Testing

@testable import LabcolorCommands

@Suite struct ExplorerLayoutTests {
  @Test func theMinimumSize() {
    let layout = ExplorerLayout(size: TerminalSize(columns: 80, rows: 24))
    #expect(layout.fits)
    #expect(layout.planePixels == CellRect(column: 50, row: 1, width: 26, height: 13))
    #expect(layout.planeFrame == CellRect(column: 50, row: 0, width: 30, height: 15))
    #expect(layout.header == CellRect(column: 0, row: 0, width: 48, height: 1))
    #expect(layout.sliders.map(\.frame.row) == [1, 5, 9])
    #expect(layout.sliders[0].track == CellRect(column: 15, row: 1, width: 32, height: 2))
    #expect(layout.sliders[0].value == CellRect(column: 6, row: 1, width: 8, height: 1))
    #expect(layout.sliders[0].cursorRow == 3)
    #expect(layout.swatch == CellRect(column: 1, row: 15, width: 24, height: 7))
    #expect(layout.readout == CellRect(column: 27, row: 15, width: 52, height: 7))
    #expect(layout.helpLine == CellRect(column: 0, row: 22, width: 80, height: 2))
  }

  @Test func nothingOverlapsAndEverythingIsInside() {
    for size in [
      (80, 24), (81, 25), (100, 30), (120, 40), (200, 60), (300, 24), (80, 90), (600, 200),
      (10000, 10000),
    ] {
      let layout = ExplorerLayout(size: TerminalSize(columns: size.0, rows: size.1))
      let parts =
        [layout.header, layout.planeFrame, layout.swatch, layout.readout, layout.helpLine]
        + layout.sliders.map(\.frame)
      let screen = CellRect(column: 0, row: 0, width: size.0, height: size.1)
      for (index, part) in parts.enumerated() {
        #expect(part.intersection(screen) == part, "\(size) part \(index)")
        for other in parts[(index + 1)...] {
          #expect(part.intersection(other).isEmpty, "\(size) \(part) \(other)")
        }
      }
      // Square pixels: twice as many columns as rows.
      #expect(layout.planePixels.width == 2 * layout.planePixels.height)
      #expect(layout.sliders.allSatisfy { $0.track.width >= 32 })
    }
  }

  @Test func thePlaneTakesAtMost128Rows() {
    // 200 rows would give it 146, a 10000 × 10000 window 4973 (9946 × 9946 pixels).
    let large = ExplorerLayout(size: TerminalSize(columns: 600, rows: 200))
    #expect(large.planePixels == CellRect(column: 340, row: 1, width: 256, height: 128))
    #expect(large.swatch == CellRect(column: 1, row: 130, width: 200, height: 68))
    let enormous = ExplorerLayout(size: TerminalSize(columns: 10000, rows: 10000))
    #expect(enormous.planePixels == CellRect(column: 9740, row: 1, width: 256, height: 128))
    #expect(enormous.swatch == CellRect(column: 1, row: 130, width: 3333, height: 9868))
  }

  @Test func belowTheMinimumOnlyTheMessageHasRoom() {
    for size in [(79, 24), (80, 23), (20, 5), (1, 1), (0, 0)] {
      let layout = ExplorerLayout(size: TerminalSize(columns: size.0, rows: size.1))
      #expect(!layout.fits)
      #expect(layout.sliders.isEmpty)
      #expect(layout.swatch.isEmpty && layout.planePixels.isEmpty && layout.helpLine.isEmpty)
      #expect(layout.tooSmallMessage.width == size.0)
    }
  }
}
