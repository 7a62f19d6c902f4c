import LabColor

/// `--input lab|lch|xyz|rgb`: what three bare numbers are.
extension ColorParser.TripleMeaning: ExpressibleByArgumentChoice {
  /// `lab`, `lch` or `xyz`, as the `convert --to` notations that write such triples are
  /// called, or `rgb`.
  var argumentName: String {
    switch self {
    case .lab: return "lab"
    case .lch: return "lch"
    case .xyz: return "xyz"
    case .rgb: return "rgb"
    }
  }
}
