extension String {
  /// The text with spaces after it to `width` characters, for a column of a table whose
  /// next column starts at the same place on every line; a text as wide or wider is
  /// unchanged.
  ///
  ///     "XYZ".padded(toWidth: 7)  // "XYZ    "
  func padded(toWidth width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }

  /// The text with spaces before it to `width` characters, for a column of numbers aligned
  /// on their right; a text as wide or wider is unchanged.
  ///
  ///     "1.5".rightAligned(toWidth: 7)  // "    1.5"
  func rightAligned(toWidth width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
