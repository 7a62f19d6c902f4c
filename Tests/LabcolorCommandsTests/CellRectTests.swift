import Testing

@testable import LabcolorCommands

@Suite struct CellRectTests {
  @Test func containsItsCellsOnly() {
    let rect = CellRect(column: 2, row: 3, width: 4, height: 2)
    #expect(rect.contains(column: 2, row: 3))
    #expect(rect.contains(column: 5, row: 4))
    #expect(!rect.contains(column: 6, row: 4))
    #expect(!rect.contains(column: 2, row: 5))
    #expect(!rect.contains(column: 1, row: 3))
    #expect(rect.endColumn == 6)
    #expect(rect.endRow == 5)
  }

  @Test func negativeSizesAreEmpty() {
    let rect = CellRect(column: 1, row: 1, width: -3, height: 2)
    #expect(rect.width == 0)
    #expect(rect.isEmpty)
    #expect(!rect.contains(column: 1, row: 1))
  }

  @Test func intersection() {
    let a = CellRect(column: 0, row: 0, width: 10, height: 5)
    let b = CellRect(column: 8, row: 3, width: 5, height: 5)
    #expect(a.intersection(b) == CellRect(column: 8, row: 3, width: 2, height: 2))
    #expect(a.intersection(CellRect(column: 10, row: 0, width: 2, height: 2)).isEmpty)
  }
}
