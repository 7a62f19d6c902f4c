/// When to write 24-bit color: the `--color auto|always|never` option.
///
/// `auto` colors only when standard output is a terminal, `NO_COLOR` is unset or empty
/// (no-color.org) and `TERM` is not `dumb`. `always` and `never` ignore all three.
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
    help: "When to draw color swatches. Auto draws them on a terminal unless NO_COLOR is set "
      + "or TERM is dumb.")

  /// Whether to write color to an output that is, or is not, a terminal.
  func allowsColor(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
      return outputIsTerminal && !noColor && environment["TERM"] != "dumb"
    }
  }
}
