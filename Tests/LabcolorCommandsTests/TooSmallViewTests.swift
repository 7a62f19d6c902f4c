import Testing

@testable import LabcolorCommands

@Suite struct TooSmallViewTests {
  /// Each wording gives the size needed and, down to 27 or 28 columns, the size it is.
  @Test(arguments: [
    (79, 24, "Please enlarge the window to at least 80×24 (it is 79×24); q quits."),
    (67, 24, "Please enlarge the window to at least 80×24 (it is 67×24); q quits."),
    (66, 24, "Please enlarge the window to 80×24 (now 66×24); q quits."),
    (56, 10, "Please enlarge the window to 80×24 (now 56×10); q quits."),
    (55, 10, "Enlarge to 80×24 (now 55×10); q quits."),
    (38, 10, "Enlarge to 80×24 (now 38×10); q quits."),
    (37, 10, "Enlarge to 80×24 (now 37×10)"),
    (28, 10, "Enlarge to 80×24 (now 28×10)"),
    (27, 5, "Enlarge to 80×24 (now 27×5)"),
    (26, 5, "Enlarge to 80×24"),
    (10, 5, "Enlarge to 80×24"),
  ])
  func theLongestWordingThatFits(columns: Int, rows: Int, message: String) {
    let size = TerminalSize(columns: columns, rows: rows)
    #expect(TooSmallView.message(for: size) == message)
    #expect(message.unicodeScalars.count <= max(columns, 16))
  }

  @Test func itDrawsNothingInAWindowThatFits() {
    let state = ExplorerState(size: TerminalSize(columns: 80, rows: 24))
    let view = TooSmallView(state: state)
    var grid = CellGrid(width: 80, height: 24)
    view.draw(into: &grid)
    #expect(grid == CellGrid(width: 80, height: 24))
  }
}
