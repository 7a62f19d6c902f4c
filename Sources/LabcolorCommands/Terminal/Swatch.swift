import LabColor

/// A block of color on a terminal, at the depth the color policy chose: the background
/// escape, spaces, and a reset.
///
///     Swatch(RGB8(red: 152, green: 107, blue: 120), depth: .trueColor)?.text
///     // "\u{1B}[48;2;152;107;120m  \u{1B}[0m"
///     Swatch(RGB8(red: 152, green: 107, blue: 120), depth: .palette256)?.text
///     // "\u{1B}[48;5;132m  \u{1B}[0m"  (the palette entry nearest by ΔEOK)
///
/// There is no swatch at depth ``ColorDepth/none``: the initializer returns `nil`, so a
/// command that draws one wherever it gets one follows the policy without asking again.
struct Swatch: Hashable, Sendable {
  /// The color, as the terminal is told to draw it.
  var color: TerminalColor
  /// The number of colored columns; 0 or less gives just the escapes.
  var width: Int

  /// A swatch of `rgb` at `depth`, `width` columns wide; `nil` when `depth` is `none`.
  init?(_ rgb: RGB8, depth: ColorDepth, width: Int = 2) {
    guard let color = depth.terminalColor(for: rgb) else { return nil }
    self.color = color
    self.width = width
  }

  /// The escape sequences and spaces.
  var text: String {
    var line = LineBuffer(capacity: 32 + max(0, width))
    line.append(ascii: "\u{1B}[")
    color.appendParameters(base: 40, to: &line)
    line.append(byte: UInt8(ascii: "m"))
    for _ in 0..<max(0, width) { line.append(byte: UInt8(ascii: " ")) }
    line.append(ascii: "\u{1B}[0m")
    return line.text
  }
}
