/// The size of a terminal window in character cells.
struct TerminalSize: Hashable, Sendable {
  /// The number of columns.
  var columns: Int
  /// The number of rows.
  var rows: Int

  /// A size of `columns` × `rows`.
  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// Whether this size is at least `other` in both directions.
  func isAtLeast(_ other: TerminalSize) -> Bool {
    columns >= other.columns && rows >= other.rows
  }
}
