import Testing

@testable import LabcolorCommands

@Suite struct TooSmallViewTests {
  @Test func theLongestWordingThatFits() {
    #expect(
      TooSmallView.message(for: TerminalSize(columns: 79, rows: 24))
        == "Please enlarge the window to at least 80×24 (it is 79×24); q quits.")
    #expect(
      TooSmallView.message(for: TerminalSize(columns: 50, rows: 10))
        == "Please enlarge the window to 80×24 (now 50×10).")
    #expect(TooSmallView.message(for: TerminalSize(columns: 20, rows: 5)) == "Enlarge to 80×24")
  }

  @Test func itDrawsNothingInAWindowThatFits() {
    let state = ExplorerState(size: TerminalSize(columns: 80, rows: 24))
    let view = TooSmallView(state: state)
    var grid = CellGrid(width: 80, height: 24)
    view.draw(into: &grid)
    #expect(grid == CellGrid(width: 80, height: 24))
  }
}
