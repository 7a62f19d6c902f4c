/// A screen's worth of cells, row by row: what views paint into and what the
/// ``GridRenderer`` compares with the screen.
///
///     var grid = CellGrid(width: 80, height: 24)
///     grid.write("L*  50.0", column: 2, row: 2)
///     grid[column: 12, row: 2] = Cell(" ", style: TextStyle(background: .rgb(color)))
///
/// Painting outside the grid is ignored, so a view may paint a rectangle that the window
/// only partly shows; reading outside gives ``Cell/blank``.
struct CellGrid: Hashable, Sendable {
  /// The number of columns.
  let width: Int
  /// The number of rows.
  let height: Int
  /// The cells, row by row: cell (column, row) is at `row * width + column`.
  private(set) var cells: [Cell]

  /// A grid of `width` × `height` blank cells (negative sizes count as 0).
  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The whole grid as a rectangle.
  var bounds: CellRect { CellRect(column: 0, row: 0, width: width, height: height) }

  /// The cell at `column`, `row`; blank outside the grid, where setting does nothing.
  subscript(column column: Int, row row: Int) -> Cell {
    get {
      guard column >= 0, column < width, row >= 0, row < height else { return .blank }
      return cells[row * width + column]
    }
    set {
      guard column >= 0, column < width, row >= 0, row < height else { return }
      cells[row * width + column] = newValue
    }
  }

  /// Sets every cell of `rect` (the part inside the grid) to `cell`.
  mutating func fill(_ rect: CellRect, with cell: Cell = .blank) {
    let clipped = rect.intersection(bounds)
    for row in clipped.row..<clipped.endRow {
      let start = row * width
      for column in clipped.column..<clipped.endColumn {
        cells[start + column] = cell
      }
    }
  }

  /// Writes `text` one scalar per cell from `column`, `row` rightwards in `style`, stopping
  /// at `endColumn` (default: the grid's right edge); returns the column after the last
  /// scalar written.
  @discardableResult
  mutating func write(
    _ text: some StringProtocol, column: Int, row: Int, style: TextStyle = .plain,
    endColumn: Int? = nil
  ) -> Int {
    let end = min(endColumn ?? width, width)
    var current = column
    for scalar in text.unicodeScalars {
      guard current < end else { break }
      self[column: current, row: row] = Cell(scalar, style: style)
      current += 1
    }
    return current
  }

  /// The characters of row `row` from `column` for `count` cells, as text (for tests and
  /// the readout).
  func text(row: Int, column: Int = 0, count: Int? = nil) -> String {
    var scalars = String.UnicodeScalarView()
    let end = count.map { column + $0 } ?? width
    for current in column..<max(column, end) {
      scalars.append(self[column: current, row: row].character)
    }
    return String(scalars)
  }
}
