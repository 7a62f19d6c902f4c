import LabColor

/// `--white d65|d50`: the white of L*a*b*, LCh and XYZ values read and written.
extension WhitePoint: ExpressibleByArgumentChoice {
  /// `d65` or `d50`.
  var argumentName: String {
    switch self {
    case .d65: return "d65"
    case .d50: return "d50"
    }
  }

  /// The `--white` option, declared once for every command that reads or writes L*a*b*.
  static let option = Option(
    "white", valueName: "white", default: WhitePoint.d65,
    help: "The reference white of L*a*b*, LCh and XYZ values, read (bare triples) and "
      + "written. CSS lab() and lch() are D50 whatever it is.")
}
