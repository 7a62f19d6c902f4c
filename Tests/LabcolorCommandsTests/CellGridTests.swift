import Testing

@testable import LabcolorCommands

@Suite struct CellGridTests {
  @Test func aNewGridIsBlank() {
    let grid = CellGrid(width: 3, height: 2)
    #expect(grid.cells.count == 6)
    #expect(grid.cells.allSatisfy { $0 == .blank })
    #expect(grid.text(row: 1) == "   ")
  }

  @Test func cellsOutsideReadBlankAndIgnoreWrites() {
    var grid = CellGrid(width: 3, height: 2)
    grid[column: 3, row: 0] = Cell("x")
    grid[column: -1, row: 0] = Cell("x")
    grid[column: 0, row: 2] = Cell("x")
    #expect(grid == CellGrid(width: 3, height: 2))
    #expect(grid[column: 5, row: 5] == .blank)
  }

  @Test func writeStopsAtTheEndColumnAndTheEdge() {
    var grid = CellGrid(width: 6, height: 1)
    #expect(grid.write("abcdef", column: 1, row: 0, endColumn: 4) == 4)
    #expect(grid.text(row: 0) == " abc  ")
    #expect(grid.write("xyz", column: 4, row: 0) == 6)
    #expect(grid.text(row: 0) == " abcxy")
  }

  @Test func writeTakesOneCellPerScalarWithItsStyle() {
    var grid = CellGrid(width: 4, height: 1)
    let style = TextStyle(attributes: .bold)
    grid.write("ΔE▲", column: 0, row: 0, style: style)
    #expect(grid.text(row: 0) == "ΔE▲ ")
    #expect(grid[column: 2, row: 0] == Cell("▲", style: style))
  }

  @Test func fillIsClippedToTheGrid() {
    var grid = CellGrid(width: 3, height: 3)
    grid.fill(CellRect(column: 1, row: 1, width: 5, height: 5), with: Cell("#"))
    #expect((0..<3).map { grid.text(row: $0) } == ["   ", " ##", " ##"])
  }
}
