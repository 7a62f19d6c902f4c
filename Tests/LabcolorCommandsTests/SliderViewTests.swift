import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct SliderViewTests {
  @Test func cursorOffsetsAndTrackValues() {
    #expect(SliderView.cursorOffset(of: 50, range: 0...100, width: 32) == 16)
    #expect(SliderView.cursorOffset(of: 100, range: 0...100, width: 32) == 31)
    #expect(SliderView.cursorOffset(of: -500, range: -128...128, width: 32) == 0)
    #expect(SliderView.cursorOffset(of: .nan, range: 0...100, width: 32) == 0)
    #expect(SliderView.value(atOffset: 1, range: -128...128, width: 32, wraps: false) == -116)
    #expect(SliderView.value(atOffset: 30, range: 0...100, width: 32, wraps: false) == 95.3125)
  }

  /// The first and last columns of a track give its ends, which a click at the middle of
  /// either end column never reached (L* 1.5625 and 98.4375 on a track of 32); the hue's
  /// last column gives its middle, as 360° would show at the first.
  @Test func theEndColumnsGiveTheEnds() {
    #expect(SliderView.value(atOffset: 0, range: -128...128, width: 32, wraps: false) == -128)
    #expect(SliderView.value(atOffset: 31, range: 0...100, width: 32, wraps: false) == 100)
    #expect(SliderView.value(atOffset: 0, range: 0...360, width: 32, wraps: true) == 0)
    #expect(SliderView.value(atOffset: 31, range: 0...360, width: 32, wraps: true) == 354.375)
    #expect(SliderView.value(atOffset: 0, range: 0...100, width: 1, wraps: false) == 0)
  }

  @Test func aValueBeyondTheTrackPutsAnArrowAtTheEnd() {
    let harness = ExplorerHarness(from: Lab(l: 50, a: 200, b: -300))
    #expect(harness.row(5).hasPrefix("   a*    200.0 "))
    #expect(harness.cell(46, 7).character == "▶")
    #expect(harness.cell(15, 11).character == "◀")
  }

  /// A value too wide for the 8 characters of the field is shown whole, with an exponent:
  /// b* of −10⁴⁴ was `-1.000e…`, which hid its size (10¹⁰ showed the same).
  @Test func aHugeValueIsShownWholeInItsField() {
    let harness = ExplorerHarness(from: Lab(l: 50, a: 1e44, b: -1e44))
    #expect(harness.row(5).hasPrefix("   a* 1.000e44 "))
    #expect(harness.row(9).hasPrefix("   b* -1.00e44 "))
    let typed = ExplorerHarness()
    typed.type("jj-123456.7\r")
    #expect(typed.row(9).hasPrefix(" ▶ b*  -123457 "))
  }

  /// A hue that rounds to 360.0 is shown as 0.0, as the readout shows one that rounds to
  /// 360.00: L*a*b* 50 20 −0.01 has h = 360 − atan(0.01 / 20) = 359.97135°, and 50 20 −0.02
  /// has 359.94270°.
  @Test func aHueThatRoundsTo360IsShownAs0() {
    let harness = ExplorerHarness(from: Lab(l: 50, a: 20, b: -0.01))
    harness.type("\t")
    #expect(harness.row(9).hasPrefix("   h       0.0 "))
    let below = ExplorerHarness(from: Lab(l: 50, a: 20, b: -0.02))
    below.type("\t")
    #expect(below.row(9).hasPrefix("   h     359.9 "))
  }

  @Test func aLongEntryShowsItsEnd() {
    let harness = ExplorerHarness()
    harness.type("123456789")
    #expect(harness.row(1).hasPrefix(" ▶ L* 3456789▏ "))
    #expect(harness.cell(6, 1).style.attributes == [.reverse, .bold])
  }

  @Test func theHueTrackGoesRoundTheHues() {
    // At L* 60, C* 30 the hue track is in gamut all the way: red at 0, yellow near 90,
    // green near 180, blue near 270.
    let harness = ExplorerHarness(from: Lab(l: 60, a: 30, b: 0))
    harness.type("\t")
    let track = harness.layout.sliders[2].track
    let colors = (0..<track.width).map {
      harness.cell(track.column + $0, track.row).style.background
    }
    #expect(colors.allSatisfy { if case .rgb = $0.kind { return true } else { return false } })
    guard case .rgb(let start) = colors[0].kind, case .rgb(let quarter) = colors[8].kind,
      case .rgb(let half) = colors[16].kind, case .rgb(let threeQuarters) = colors[24].kind
    else { return }
    #expect(start.red > start.green && start.red > start.blue)
    #expect(quarter.red > quarter.blue && quarter.green > quarter.blue)
    #expect(half.green > half.red)
    #expect(threeQuarters.blue > threeQuarters.red && threeQuarters.blue > threeQuarters.green)
  }

  @Test func aSliderPaintsOnlyItsFrame() {
    let color = LabColor(l: 50, a: 20, b: 0)
    let state = ExplorerState(size: TerminalSize(columns: 80, rows: 24))
    let view = SliderView(index: 1, color: color, state: state, painter: ColorPainter(depth: .none))
    var grid = CellGrid(width: 80, height: 24)
    view.draw(into: &grid)
    let frame = state.layout.sliders[1].frame
    for row in 0..<24 {
      for column in 0..<80 where !frame.contains(column: column, row: row) {
        #expect(grid[column: column, row: row] == .blank)
      }
    }
    #expect(grid.text(row: 5).hasPrefix("   a*     20.0 "))
  }

  @Test func observationsMarkItForDisplay() {
    let color = LabColor(l: 50, a: 20, b: 0)
    let state = ExplorerState(size: TerminalSize(columns: 80, rows: 24))
    let view = SliderView(index: 2, color: color, state: state, painter: ColorPainter(depth: .none))
    view.needsDisplay = false
    state.selection = 1  // neither this slider's old nor its new selection
    #expect(!view.needsDisplay)
    color.lComponent = 40  // the b* track depends on L*
    #expect(view.needsDisplay)
  }
}
