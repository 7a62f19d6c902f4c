import LabColor

/// `--gamut clip|css`.
extension GamutMapping: ExpressibleByArgumentChoice {
  /// `clip` or `css`.
  var argumentName: String {
    switch self {
    case .clip: return "clip"
    case .css: return "css"
    }
  }
}
