/// Greedy word wrapping to a column width, for help text.
///
/// Widths count characters (`Character`s), which is columns for the ASCII and Latin text of
/// help. A word longer than the width gets a line of its own and is never split.
enum TextWrapper {
  /// The width of help text in columns, unless a narrower terminal asks for less
  /// (`HelpFormatter.width(for:)`).
  static let width = 80

  /// Wraps `words` after `prefix`, indenting continuation lines by `indent` spaces.
  ///
  ///     wrap(["a", "b"], prefix: "USAGE: ", indent: 7, width: 9)  // "USAGE: a\n       b"
  static func wrap(_ words: [String], prefix: String, indent: Int, width: Int = width) -> String {
    let margin = String(repeating: " ", count: max(0, indent))
    var lines: [String] = []
    var line = prefix
    var lineHasWord = false
    for word in words {
      if lineHasWord, line.count + 1 + word.count > width {
        lines.append(line)
        line = margin + word
      } else {
        line += (lineHasWord ? " " : "") + word
      }
      lineHasWord = true
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// Wraps running text: `text` split at spaces.
  static func wrap(_ text: String, prefix: String = "", indent: Int = 0, width: Int = width)
    -> String
  {
    let words = text.split(separator: " ").map(String.init)
    return wrap(words, prefix: prefix, indent: indent, width: width)
  }

  /// Wraps each line of `text` on its own; keeps blank lines, and lines that start with a
  /// space (examples) as written.
  static func wrapParagraphs(_ text: String, width: Int = width) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.isEmpty || line.hasPrefix(" ") ? String(line) : wrap(String(line), width: width)
    }.joined(separator: "\n")
  }
}
