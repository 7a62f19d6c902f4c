/// A rectangle of cells: columns `column..<column + width`, rows `row..<row + height`,
/// counted from 0 at the top left.
struct CellRect: Hashable, Sendable {
  /// The leftmost column.
  var column: Int
  /// The top row.
  var row: Int
  /// The number of columns (0 or more).
  var width: Int
  /// The number of rows (0 or more).
  var height: Int

  /// A rectangle; negative sizes count as 0.
  init(column: Int, row: Int, width: Int, height: Int) {
    self.column = column
    self.row = row
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The empty rectangle at the origin.
  static let empty = CellRect(column: 0, row: 0, width: 0, height: 0)

  /// The column just right of the rectangle.
  var endColumn: Int { column + width }
  /// The row just below the rectangle.
  var endRow: Int { row + height }
  /// Whether it holds no cell.
  var isEmpty: Bool { width == 0 || height == 0 }

  /// Whether the cell at `column`, `row` is inside.
  func contains(column: Int, row: Int) -> Bool {
    column >= self.column && column < endColumn && row >= self.row && row < endRow
  }

  /// The cells inside both rectangles.
  func intersection(_ other: CellRect) -> CellRect {
    let left = max(column, other.column)
    let top = max(row, other.row)
    let right = min(endColumn, other.endColumn)
    let bottom = min(endRow, other.endRow)
    guard right > left, bottom > top else { return .empty }
    return CellRect(column: left, row: top, width: right - left, height: bottom - top)
  }
}
