import LabColor

/// The CSS named color nearest to a color by CIEDE2000, and how far it is.
///
///     NamedColorMatch.nearest(to: Lab(l: 50, a: 20, b: 0), white: .d65)
///     // rosybrown (#bc8f8f), ΔE00 ≈ 13.5
///
/// The 148 names of CSS Color 4 are compared (synonyms such as `gray` and `grey` are the
/// same color; the first in alphabetical order wins a tie).
struct NamedColorMatch: Hashable, Sendable {
  /// The nearest named color.
  var color: NamedColor
  /// ΔE00 between it and the color asked about.
  var difference: Double

  /// The named color nearest to `lab` (relative to `white`).
  static func nearest(to lab: Lab, white: WhitePoint) -> NamedColorMatch {
    let candidates = white == .d65 ? labD65 : labD50
    var best = NamedColorMatch(color: NamedColor.all[0], difference: .infinity)
    for (index, candidate) in candidates.enumerated() {
      let difference = ColorDifference.deltaE2000(lab, candidate)
      if difference < best.difference {
        best = NamedColorMatch(color: NamedColor.all[index], difference: difference)
      }
    }
    return best
  }

  private static let labD65 = NamedColor.all.map { Lab(SRGB($0.rgb), white: .d65) }
  private static let labD50 = NamedColor.all.map { Lab(SRGB($0.rgb), white: .d50) }
}
