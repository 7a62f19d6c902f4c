/// How different two colors look, in words, judged from their CIEDE2000
/// difference ΔE00.
///
/// The bands of the usual rule of thumb for ΔE (as in Zachary Schuessler's
/// "Delta E 101" and the tools that quote it), made contiguous:
///
/// | ΔE00        | case                        | description                                   |
/// |-------------|-----------------------------|-----------------------------------------------|
/// | < 1         | `.notPerceptible`           | not perceptible by the human eye              |
/// | 1 ..< 2     | `.perceptibleOnCloseLook`   | perceptible through close observation         |
/// | 2 ..< 10    | `.perceptibleAtAGlance`     | perceptible at a glance                       |
/// | 10 ..< 50   | `.moreSimilarThanOpposite`  | more similar than opposite                    |
/// | ≥ 50        | `.moreOppositeThanSimilar`  | more opposite than similar (100: black and white) |
///
/// NaN reads as `.moreOppositeThanSimilar`, the least assuring answer.
///
///     PerceivedDifference(deltaE2000: 2.0425).description  // "perceptible at a glance"
public enum PerceivedDifference: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// ΔE00 below 1.
  case notPerceptible
  /// ΔE00 from 1 to below 2.
  case perceptibleOnCloseLook
  /// ΔE00 from 2 to below 10.
  case perceptibleAtAGlance
  /// ΔE00 from 10 to below 50.
  case moreSimilarThanOpposite
  /// ΔE00 of 50 or more.
  case moreOppositeThanSimilar

  /// The band `deltaE2000` falls in.
  public init(deltaE2000: Double) {
    switch deltaE2000 {
    case ..<1: self = .notPerceptible
    case 1..<2: self = .perceptibleOnCloseLook
    case 2..<10: self = .perceptibleAtAGlance
    case 10..<50: self = .moreSimilarThanOpposite
    default: self = .moreOppositeThanSimilar
    }
  }

  /// The judgement in plain words, lowercase: `"perceptible at a glance"`.
  public var description: String {
    switch self {
    case .notPerceptible: return "not perceptible by the human eye"
    case .perceptibleOnCloseLook: return "perceptible through close observation"
    case .perceptibleAtAGlance: return "perceptible at a glance"
    case .moreSimilarThanOpposite: return "more similar than opposite"
    case .moreOppositeThanSimilar: return "more opposite than similar"
    }
  }
}
