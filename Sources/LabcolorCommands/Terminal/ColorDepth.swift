import LabColor

/// How many colors a terminal is asked to draw: 24-bit color, the 256-color palette, or none.
///
/// One policy for every command that draws color on a terminal:
///
/// - ``none`` when `--color` (a ``ColorChoice``) does not allow color there: `never`, or
///   `auto` with `NO_COLOR` set to a non-empty value or `TERM=dumb`;
/// - otherwise ``trueColor`` when `COLORTERM` is `truecolor` or `24bit` (the convention
///   terminals use to say they take `ESC[38;2;r;g;bm`);
/// - otherwise ``palette256``: each color becomes the nearest entry of xterm's palette by
///   ΔEOK (``XtermPalette/nearestIndex(to:)``).
///
/// `--color` says whether to use color, never how many: `always` on a terminal without
/// `COLORTERM` still gets the palette.
enum ColorDepth: Hashable, Sendable, CaseIterable {
  /// 24-bit color.
  case trueColor
  /// The 256-color palette.
  case palette256
  /// No color: drawings use shading characters.
  case none

  /// The depth for a terminal, given the `--color` choice and the environment.
  init(choice: ColorChoice, environment: [String: String]) {
    self.init(
      allowsColor: choice.allowsColor(outputIsTerminal: true, environment: environment),
      environment: environment)
  }

  /// The depth once the policy has said whether color is drawn at all (`allowsColor`):
  /// ``none`` if not, else as `COLORTERM` says.
  init(allowsColor: Bool, environment: [String: String]) {
    guard allowsColor else {
      self = .none
      return
    }
    switch environment["COLORTERM"] {
    case "truecolor", "24bit": self = .trueColor
    default: self = .palette256
    }
  }

  /// The terminal color that draws `rgb` at this depth; `nil` for ``none``.
  func terminalColor(for rgb: RGB8) -> TerminalColor? {
    switch self {
    case .trueColor: return .rgb(rgb)
    case .palette256: return .palette(XtermPalette.nearestIndex(to: rgb))
    case .none: return nil
    }
  }
}
