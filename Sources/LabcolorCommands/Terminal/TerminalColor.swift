import LabColor

/// A color as a terminal is told to draw it: its default color, an entry of the 256-color
/// palette, or a 24-bit color.
///
/// Stored in one 32-bit word (a tag in the high byte, the index or the red, green and blue
/// bytes below it), so comparing two cells' colors — the diff renderer's inner loop — is
/// one integer comparison.
///
///     TerminalColor.rgb(RGB8(red: 152, green: 107, blue: 120))   // ESC[38;2;152;107;120m
///     TerminalColor.palette(132)                                 // ESC[38;5;132m
///     TerminalColor.default                                      // ESC[39m
struct TerminalColor: Hashable, Sendable {
  /// The tag and payload: 0 for the default color, `1 << 24 | index` for a palette
  /// entry, `2 << 24 | red << 16 | green << 8 | blue` for a 24-bit color.
  private(set) var rawValue: UInt32

  private init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The terminal's default color (foreground or background, as used).
  static let `default` = TerminalColor(rawValue: 0)

  /// Entry `index` (0…255) of the terminal's 256-color palette.
  static func palette(_ index: UInt8) -> TerminalColor {
    TerminalColor(rawValue: 1 << 24 | UInt32(index))
  }

  /// The 24-bit color `rgb`.
  static func rgb(_ rgb: RGB8) -> TerminalColor {
    TerminalColor(
      rawValue: 2 << 24 | UInt32(rgb.red) << 16 | UInt32(rgb.green) << 8 | UInt32(rgb.blue))
  }

  /// What the color is, for encoding and for tests.
  enum Kind: Hashable, Sendable {
    /// The terminal's default.
    case `default`
    /// A palette entry.
    case palette(UInt8)
    /// A 24-bit color.
    case rgb(RGB8)
  }

  /// What the color is.
  var kind: Kind {
    switch rawValue >> 24 {
    case 1: return .palette(UInt8(truncatingIfNeeded: rawValue))
    case 2:
      return .rgb(
        RGB8(
          red: UInt8(truncatingIfNeeded: rawValue >> 16),
          green: UInt8(truncatingIfNeeded: rawValue >> 8), blue: UInt8(truncatingIfNeeded: rawValue)
        ))
    default: return .default
    }
  }
}
