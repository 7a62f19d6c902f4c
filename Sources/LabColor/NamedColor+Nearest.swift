extension NamedColor {
  /// One color of the CSS named-color table, with every name CSS gives it, and
  /// its CIEDE2000 difference from a color that was looked up.
  ///
  /// Nine colors have two names (`aqua` and `cyan`, `fuchsia` and `magenta`,
  /// and the seven `gray`/`grey` spellings: `gray`, `darkgray`, `darkslategray`,
  /// `dimgray`, `lightgray`, `lightslategray`, `slategray`): a match lists both,
  /// in alphabetical order, so 148 names make 139 distinct colors.
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
    let wanted = min(max(0, count), table.colors.count)
    guard wanted > 0 else { return [] }
    // All of them, or a color that is not a number: every difference, sorted.
    let ranked =
      wanted < table.colors.count && lab.isFinite
      ? table.nearest(to: lab, count: wanted) : Array(table.ranked(from: lab).prefix(wanted))
    return ranked.map {
      let color = table.colors[$0.index]
      return Match(names: color.names, rgb: color.rgb, deltaE2000: $0.difference)
    }
  }

  /// The distinct named colors relative to one white, and the same in order of lightness.
  private struct Table: Sendable {
    /// The colors, in alphabetical order of first name.
    let colors: [DistinctColor]
    /// The positions of ``colors`` in increasing order of L\*.
    let byLightness: [Int]
    /// The largest distance of a color's L\* from 50.
    let largestLightnessOffset: Double

    init(_ colors: [DistinctColor]) {
      self.colors = colors
      byLightness = colors.indices.sorted { colors[$0].lab.l < colors[$1].lab.l }
      largestLightnessOffset = colors.map { ($0.lab.l - 50).magnitude }.max() ?? 0
    }

    /// Every color by its difference from `lab`, nearest first, equal differences in
    /// alphabetical order.
    func ranked(from lab: Lab) -> [Ranked] {
      colors.indices.map { Ranked($0, ColorDifference.deltaE2000(lab, colors[$0].lab)) }
        .sorted { $0.precedes($1) }
    }

    /// The first `count` of ``ranked(from:)`` for a finite `lab`, without computing the
    /// difference from colors too far in lightness to be among them.
    ///
    /// CIEDE2000 is at least |ΔL\*| / S_L: the square of its lightness term plus a sum the
    /// hue rotation term R_T cannot make negative (|R_T| < 2, and x² + y² + R_T·xy ≥
    /// (|x| − |y|)²). S_L grows with the distance of the mean L\* from 50, which is at most
    /// half of `lab`'s distance plus the table's largest. So the colors are visited from the
    /// nearest lightness outward, and the visit ends at the first whose |ΔL\*| / S_L, with
    /// that largest S_L, exceeds the `count`-th difference found: no color beyond can come
    /// before it, nor tie with it.
    func nearest(to lab: Lab, count: Int) -> [Ranked] {
      let offset = ((lab.l - 50).magnitude + largestLightnessOffset) / 2
      let largestSL = 1 + 0.015 * offset * offset / (20 + offset * offset).squareRoot()
      var best: [Ranked] = []
      best.reserveCapacity(count + 1)
      // The visit: `below` and `above` move away from the lightness of `lab`.
      var above = firstPosition(atLeast: lab.l)
      var below = above - 1
      while below >= 0 || above < byLightness.count {
        let distanceBelow = below >= 0 ? lab.l - colors[byLightness[below]].lab.l : .infinity
        let distanceAbove =
          above < byLightness.count ? colors[byLightness[above]].lab.l - lab.l : .infinity
        let index: Int
        let distance: Double
        if distanceBelow <= distanceAbove {
          (index, distance) = (byLightness[below], distanceBelow)
          below -= 1
        } else {
          (index, distance) = (byLightness[above], distanceAbove)
          above += 1
        }
        // A margin of a billionth for the rounding of the bound against that of the
        // difference itself.
        if best.count == count, let last = best.last,
          distance / largestSL * (1 - 1e-9) > last.difference
        {
          break
        }
        let candidate = Ranked(index, ColorDifference.deltaE2000(lab, colors[index].lab))
        guard best.count < count || candidate.precedes(best[best.count - 1]) else { continue }
        best.insert(candidate, at: best.firstIndex { candidate.precedes($0) } ?? best.count)
        if best.count > count { best.removeLast() }
      }
      return best
    }

    /// The first position in ``byLightness`` whose color's L\* is `lightness` or more.
    private func firstPosition(atLeast lightness: Double) -> Int {
      var low = 0
      var high = byLightness.count
      while low < high {
        let middle = (low + high) / 2
        if colors[byLightness[middle]].lab.l < lightness {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low
    }
  }

  /// A color of a ``Table`` and its difference from the color looked up.
  private struct Ranked {
    /// The position of the color in ``Table/colors``.
    let index: Int
    /// ΔE00.
    let difference: Double

    init(_ index: Int, _ difference: Double) {
      self.index = index
      self.difference = difference
    }

    /// Whether this comes before `other`: a smaller difference, or an equal one and an
    /// earlier name.
    func precedes(_ other: Ranked) -> Bool {
      difference < other.difference || (difference == other.difference && index < other.index)
    }
  }

  /// One distinct color of the table: its names and its L\*a\*b\*.
  private struct DistinctColor: Sendable {
    var names: [String]
    var rgb: RGB8
    var lab: Lab
  }

  /// The distinct colors relative to D65, in alphabetical order of first name.
  private static let distinctD65 = Table(distinctColors(white: .d65))
  /// The distinct colors relative to D50.
  private static let distinctD50 = Table(distinctColors(white: .d50))

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
