/// How a cell's character is drawn: foreground and background colors and attributes.
///
///     TextStyle(foreground: .rgb(white), background: .default, attributes: .bold)
struct TextStyle: Hashable, Sendable {
  /// The character's color.
  var foreground: TerminalColor = .default
  /// The cell's color behind the character.
  var background: TerminalColor = .default
  /// Bold, dim, underline, reverse.
  var attributes: Attributes = []

  /// The terminal's default style: default colors, no attributes.
  static let plain = TextStyle()

  /// The SGR attributes a cell can have.
  struct Attributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    var rawValue: UInt8

    /// SGR 1.
    static let bold = Attributes(rawValue: 1 << 0)
    /// SGR 2, faint.
    static let dim = Attributes(rawValue: 1 << 1)
    /// SGR 4.
    static let underline = Attributes(rawValue: 1 << 2)
    /// SGR 7, foreground and background swapped.
    static let reverse = Attributes(rawValue: 1 << 3)
  }
}
