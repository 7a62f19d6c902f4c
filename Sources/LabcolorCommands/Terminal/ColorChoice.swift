/// Whether to draw color: the `--color auto|always|never` option, and the one policy every
/// command follows (swatches, tracks and pictures alike).
///
/// In order, the first rule that applies decides:
///
/// 1. `--color always` draws color, `--color never` does not;
/// 2. `NO_COLOR` set and not empty: no color (no-color.org);
/// 3. `CLICOLOR_FORCE` or `FORCE_COLOR` set, not empty and not `0`: color;
/// 4. `TERM` is `dumb`: no color;
/// 5. otherwise color when the output drawn on is a terminal.
enum ColorChoice: String, CaseIterable, Sendable, ExpressibleByArgumentChoice {
  /// Color on a terminal that allows it.
  case auto
  /// Color whatever the output.
  case always
  /// No color.
  case never

  /// The `--color` option, declared once for every command that draws swatches.
  static let option = Option(
    "color", valueName: "when", default: ColorChoice.auto,
    help: "When to draw color. Auto draws it on a terminal unless NO_COLOR is set and not "
      + "empty or TERM is dumb, and anywhere when CLICOLOR_FORCE or FORCE_COLOR is set, not "
      + "empty and not 0, unless NO_COLOR is.")

  /// Whether to write color to an output that is, or is not, a terminal, by the rules
  /// above.
  func allowsColor(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      func isSet(_ name: String) -> Bool { environment[name].map { !$0.isEmpty } ?? false }
      if isSet("NO_COLOR") { return false }
      for name in ["CLICOLOR_FORCE", "FORCE_COLOR"] where isSet(name) && environment[name] != "0" {
        return true
      }
      if environment["TERM"] == "dumb" { return false }
      return outputIsTerminal
    }
  }

  /// The environment variables of the color policy and what each does, for the manual.
  static let environment: [(name: String, meaning: String)] = [
    ("NO_COLOR", "When set and not empty, no color is drawn (unless --color always)."),
    (
      "CLICOLOR_FORCE",
      "When set, not empty and not 0, color is drawn even when the output is not a terminal "
        + "(unless --color never or NO_COLOR)."
    ),
    ("FORCE_COLOR", "As CLICOLOR_FORCE."),
    ("TERM", "When dumb, no color is drawn (unless --color always or a variable forces it)."),
    (
      "COLORTERM",
      "When truecolor or 24bit, colors are drawn in 24-bit color; otherwise each is drawn "
        + "as the nearest color of the 256-color palette by ΔEOK."
    ),
  ]
}
