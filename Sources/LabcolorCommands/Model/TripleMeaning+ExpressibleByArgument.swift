import LabColor

/// `--input lab|rgb`: what three bare numbers are.
extension ColorParser.TripleMeaning: ExpressibleByArgumentChoice {
  /// `lab` or `rgb`.
  var argumentName: String {
    switch self {
    case .lab: return "lab"
    case .rgb: return "rgb"
    }
  }
}
