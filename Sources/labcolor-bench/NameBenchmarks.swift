import LabColor

/// Case 15: `labcolor name`'s lookup — the named color nearest to a color by CIEDE2000 —
/// for random 8-bit sRGB colors, against the same lookup asking for all 139 distinct named
/// colors, which computes every difference and sorts them, in the same run. The lookup visits
/// the named colors from the nearest lightness outward and stops where the lightness alone
/// puts every color left farther than the nearest found.
enum NameBenchmarks {
  static func run(_ report: inout Report) {
    report.section("name (nearest named color by CIEDE2000, random sRGB colors)")
    var generator = SplitMix64(seed: 0x1AB_C015)
    let colors = (0..<1_024).map { _ in
      let bits = generator.next()
      let rgb = RGB8(
        red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
        blue: UInt8(truncatingIfNeeded: bits >> 16))
      return Lab(SRGB(rgb), white: .d65)
    }
    var sink = 0.0
    // `n` lookups of the `count` nearest named colors.
    func lookUp(count: Int) -> (Int) -> Void {
      { n in
        for i in 0..<n {
          sink += NamedColor.nearest(to: colors[i & 1_023], white: .d65, count: count)[0].deltaE2000
        }
      }
    }
    for count in [1, 5] {
      let (nearest, all) = Timing.compare(
        subject: lookUp(count: count), baseline: lookUp(count: 139))
      report.compare(
        "15 name --count \(count)", subject: nearest, baseline: all,
        baselineName: "all 139 differences", bar: .fasterThanBaseline)
    }
    blackHole(sink)
  }
}
