/// The size of a terminal window in character cells.
struct TerminalSize: Hashable, Sendable {
  /// The number of columns.
  var columns: Int
  /// The number of rows.
  var rows: Int

  /// Whether this size is at least `other` in both directions.
  func isAtLeast(_ other: TerminalSize) -> Bool {
    columns >= other.columns && rows >= other.rows
  }
}
