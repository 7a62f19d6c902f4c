extension NamedColor {
  /// One color of the CSS named-color table, with every name CSS gives it, and
  /// its CIEDE2000 difference from a color that was looked up.
  ///
  /// Six colors have two names (`aqua` and `cyan`, `fuchsia` and `magenta`,
  /// and the `gray`/`grey` spellings): a match lists both, in alphabetical
  /// order, so 148 names make 139 distinct colors.
  public struct Match: Sendable, Hashable {
    /// The names of the color, alphabetical: `["aqua", "cyan"]`, `["red"]`.
    public let names: [String]
    /// The color, in 8-bit sRGB.
    public let rgb: RGB8
    /// ΔE00 between the color looked up and this one.
    public let deltaE2000: Double
  }

  /// The `count` named colors nearest to `lab` (relative to `white`) by
  /// CIEDE2000, nearest first; ties are in alphabetical order of first name.
  ///
  /// Each named color's L\*a\*b\* is computed from its 8-bit sRGB value
  /// relative to the same white. `count` is clamped to 0 … 139 (the number
  /// of distinct named colors).
  ///
  ///     NamedColor.nearest(to: Lab(l: 50, a: 20, b: 0), white: .d65, count: 1)
  ///     // [Match(names: ["rosybrown"], rgb: #bc8f8f, deltaE2000: 13.5458…)]
  public static func nearest(to lab: Lab, white: WhitePoint, count: Int) -> [Match] {
    let table = white == .d65 ? distinctD65 : distinctD50
    // The table is in alphabetical order of first name: equal differences keep it.
    let ranked = table.enumerated().map { index, entry in
      (index, ColorDifference.deltaE2000(lab, entry.lab))
    }.sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
    return ranked.prefix(max(0, count)).map { index, difference in
      Match(names: table[index].names, rgb: table[index].rgb, deltaE2000: difference)
    }
  }

  /// One distinct color of the table: its names and its L\*a\*b\*.
  private struct DistinctColor: Sendable {
    var names: [String]
    var rgb: RGB8
    var lab: Lab
  }

  /// The distinct colors relative to D65, in alphabetical order of first name.
  private static let distinctD65 = distinctColors(white: .d65)
  /// The distinct colors relative to D50.
  private static let distinctD50 = distinctColors(white: .d50)

  /// `all` with the names of equal colors gathered, in order of first name.
  private static func distinctColors(white: WhitePoint) -> [DistinctColor] {
    var colors: [DistinctColor] = []
    for named in all {
      if let index = colors.firstIndex(where: { $0.rgb == named.rgb }) {
        colors[index].names.append(named.name)
      } else {
        colors.append(
          DistinctColor(
            names: [named.name], rgb: named.rgb, lab: Lab(SRGB(named.rgb), white: white)))
      }
    }
    return colors
  }
}
