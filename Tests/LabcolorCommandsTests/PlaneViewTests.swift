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
    let grays = TextStyle(
      foreground: .rgb(ColorPainter.darkNeutral), background: .rgb(ColorPainter.lightNeutral))
    #expect(corner == Cell("▀", style: grays))
    #expect(next == Cell("▄", style: grays))
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

  @Test func pOutlinesDisplayP3OutsideSRGB() {
    let harness = ExplorerHarness(from: Lab(l: 70, a: 0, b: 0))
    let plane = harness.layout.planePixels
    let before = harness.terminal.screen
    harness.type("p")
    #expect(harness.state.showsDisplayP3)
    #expect(harness.row(0).contains("a*b* at L* 70.0 · P3 outline"))
    var outlined = 0
    for row in plane.row..<plane.endRow {
      for column in plane.column..<plane.endColumn {
        let cell = harness.cell(column, row)
        let hasOutline =
          cell.style.foreground == .rgb(ColorPainter.outline)
          || cell.style.background == .rgb(ColorPainter.outline)
        if hasOutline {
          outlined += 1
          // Only pixels outside sRGB are replaced: the colored region is unchanged.
          #expect(before[column: column, row: row].style.foreground.kind != .default)
        }
      }
    }
    // A closed curve around the sRGB region: more cells than the plane's height.
    #expect(outlined > plane.height)
    // P3 holds sRGB: coming from the left along b* ≈ 60 (cell row 3), the outline comes
    // before the first color.
    let neutrals: Set<TerminalColor> = [
      .rgb(ColorPainter.darkNeutral), .rgb(ColorPainter.lightNeutral),
    ]
    // (The top pixel is the foreground of ▀ and the background of ▄.)
    let firstNotNeutral = (plane.column..<plane.endColumn).map { harness.cell($0, plane.row + 3) }
      .map { $0.character == "▄" ? $0.style.background : $0.style.foreground }
      .first { !neutrals.contains($0) }
    #expect(firstNotNeutral == .rgb(ColorPainter.outline))
    harness.type("p")
    #expect(harness.terminal.screen == before)
  }

  @Test func labelsGiveTheAxesEnds() {
    let harness = ExplorerHarness()
    #expect(harness.row(1).hasSuffix("+128"))
    #expect(harness.row(13).hasSuffix("-128"))
    #expect(harness.row(14).dropFirst(50).hasPrefix("-128        a*        +128"))
  }
}
