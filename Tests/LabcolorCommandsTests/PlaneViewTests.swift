import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct PlaneViewTests {
  @Test func pixelCentres() {
    #expect(PlaneView.a(atPixel: 0, width: 32) == -124)
    #expect(PlaneView.a(atPixel: 31, width: 32) == 124)
    #expect(PlaneView.b(atPixel: 0, height: 32) == 124)
    #expect(PlaneView.b(atPixel: 31, height: 32) == -124)
  }

  @Test func theMarkerCellIsClampedToThePlane() {
    #expect(PlaneView.markerCell(a: 0, b: 0, columns: 26, rows: 13) == (13, 6))
    #expect(PlaneView.markerCell(a: -500, b: 500, columns: 26, rows: 13) == (0, 0))
    #expect(PlaneView.markerCell(a: 500, b: -500, columns: 26, rows: 13) == (25, 12))
    #expect(PlaneView.markerCell(a: .nan, b: .infinity, columns: 26, rows: 13) == (0, 0))
  }

  @Test func eachCellShowsTwoSquarePixelsInTheirColors() {
    let harness = ExplorerHarness(from: Lab(l: 50, a: -100, b: -100))
    // Cell (13, 6) of the plane: a* 4.92, b* 4.92 above (#83746f), −4.92 below (#7c757f).
    let cell = harness.cell(50 + 13, 1 + 6)
    #expect(cell.character == "▀")
    #expect(cell.style.foreground == .rgb(RGB8(red: 0x83, green: 0x74, blue: 0x6f)))
    #expect(cell.style.background == .rgb(RGB8(red: 0x7c, green: 0x75, blue: 0x7f)))
  }

  @Test func outsideSRGBIsACheckerboard() {
    let harness = ExplorerHarness()
    let corner = harness.cell(50, 1)  // a* −123, b* +123: far outside sRGB at L* 50
    let next = harness.cell(51, 1)
    #expect(corner.style.foreground == .rgb(ColorPainter.darkNeutral))
    #expect(corner.style.background == .rgb(ColorPainter.lightNeutral))
    #expect(next.style.foreground == .rgb(ColorPainter.lightNeutral))
    #expect(next.style.background == .rgb(ColorPainter.darkNeutral))
  }

  @Test func theGamutChangesWithLightness() {
    let harness = ExplorerHarness()
    let before = harness.terminal.screen
    harness.type("L")
    let plane = harness.layout.planePixels
    var changed = 0
    for row in plane.row..<plane.endRow {
      for column in plane.column..<plane.endColumn
      where before[column: column, row: row] != harness.cell(column, row) {
        changed += 1
      }
    }
    #expect(changed > plane.width * plane.height / 4)
    #expect(harness.row(0).contains("a*b* at L* 60.0"))
  }

  @Test func labelsGiveTheAxesEnds() {
    let harness = ExplorerHarness()
    #expect(harness.row(1).hasSuffix("+128"))
    #expect(harness.row(13).hasSuffix("-128"))
    #expect(harness.row(14).dropFirst(50).hasPrefix("-128        a*        +128"))
  }
}
