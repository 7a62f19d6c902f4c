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

  /// The `--input` option, declared once for every command that reads colors from its
  /// arguments or standard input: `convert`, `name`, `compare`, `mix` and `gradient`.
  static let option = Option(
    "input", valueName: "space", default: ColorParser.TripleMeaning.lab,
    help: "What three bare numbers are: L* a* b*, L* C* h or X Y Z relative to --white (Y of "
      + "white = 1), as convert --to lab, lch and xyz write them, or r g b from 0 to 255.")
}

extension ColorParser {
  /// The parser of a command that declares `--input` and `--white`: bare triples read as
  /// they say.
  init(_ arguments: ParsedArguments) {
    self.init(
      bareTriples: arguments.value(of: TripleMeaning.option),
      white: arguments.value(of: WhitePoint.option))
  }
}
