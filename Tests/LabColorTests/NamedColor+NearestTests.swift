import LabColor
import Testing

@Suite("NamedColor+Nearest")
struct NamedColorNearestTests {
  /// The names and ΔE00 of a lookup, for comparison.
  private func summary(_ matches: [NamedColor.Match]) -> [([String], Double)] {
    matches.map { ($0.names, $0.deltaE2000) }
  }

  /// Reference: ColorAide 8.13 (`Color(c).delta_e(Color(name), method='2000')`, which uses
  /// L*a*b* relative to D65) over the 148 names, sorted.
  @Test func nearestToA986b78MatchesColorAide() {
    let lab = Lab(SRGB(RGB8(red: 0x98, green: 0x6B, blue: 0x78)), white: .d65)
    let matches = NamedColor.nearest(to: lab, white: .d65, count: 4)
    let expected: [([String], Double)] = [
      (["rosybrown"], 13.403634645094568),
      (["palevioletred"], 14.349357329302945),
      (["indianred"], 15.176196994695966),
      (["gray", "grey"], 18.067354600781556),
    ]
    #expect(matches.map(\.names) == expected.map(\.0))
    for (match, (_, difference)) in zip(matches, expected) {
      #expect(isClose(match.deltaE2000, difference, within: 1e-9))
    }
    #expect(matches[0].rgb == RGB8(red: 0xBC, green: 0x8F, blue: 0x8F))
  }

  @Test func nearestToLab50_20_0MatchesColorAide() {
    // ColorAide: Color('lab-d65', [50, 20, 0]).delta_e('#BC8F8F', method='2000').
    let matches = NamedColor.nearest(to: Lab(l: 50, a: 20, b: 0), white: .d65, count: 2)
    #expect(matches.map(\.names) == [["rosybrown"], ["palevioletred"]])
    #expect(isClose(matches[0].deltaE2000, 13.545827739663011, within: 1e-9))
    #expect(isClose(matches[1].deltaE2000, 14.4416075687071, within: 1e-9))
  }

  @Test func moreLookupsMatchColorAide() {
    // ColorAide, as above: #336699 → royalblue 9.386631257368231, steelblue
    // 10.605908270475508; #fe0000 → red 0.207851709195815, orangered 6.515672910540094;
    // #777777 → gray/grey 3.5147839959818388, dimgray/dimgrey 5.5000938865957085.
    let cases: [(RGB8, [([String], Double)])] = [
      (
        RGB8(red: 0x33, green: 0x66, blue: 0x99),
        [(["royalblue"], 9.386631257368231), (["steelblue"], 10.605908270475508)]
      ),
      (
        RGB8(red: 0xFE, green: 0, blue: 0),
        [(["red"], 0.207851709195815), (["orangered"], 6.515672910540094)]
      ),
      (
        RGB8(red: 0x77, green: 0x77, blue: 0x77),
        [(["gray", "grey"], 3.5147839959818388), (["dimgray", "dimgrey"], 5.5000938865957085)]
      ),
    ]
    for (rgb, expected) in cases {
      let matches = NamedColor.nearest(to: Lab(SRGB(rgb), white: .d65), white: .d65, count: 2)
      #expect(matches.map(\.names) == expected.map(\.0))
      for (match, (_, difference)) in zip(matches, expected) {
        #expect(isClose(match.deltaE2000, difference, within: 1e-9))
      }
    }
  }

  @Test func relativeToD50TheOrderCanChange() {
    // ColorAide with space='lab' (D50): rosybrown 13.365104281433048, palevioletred
    // 14.429008266735224, indianred 15.526144860608506, mediumvioletred 17.983711650827612
    // (which comes after gray relative to D65).
    let lab = Lab(SRGB(RGB8(red: 0x98, green: 0x6B, blue: 0x78)), white: .d50)
    let matches = NamedColor.nearest(to: lab, white: .d50, count: 4)
    #expect(
      matches.map(\.names) == [
        ["rosybrown"], ["palevioletred"], ["indianred"], ["mediumvioletred"],
      ]
    )
    #expect(isClose(matches[3].deltaE2000, 17.983711650827612, within: 1e-9))
  }

  @Test func aNamedColorIsItsOwnNearestAndSynonymsAreOneMatch() {
    let all = NamedColor.nearest(to: Lab(l: 50, a: 0, b: 0), white: .d65, count: 1_000)
    #expect(all.count == 139)
    #expect(all.flatMap(\.names).sorted() == NamedColor.all.map(\.name))
    // The synonyms of CSS Color 4's named-color table: nine colors with two names.
    #expect(
      Set(all.filter { $0.names.count == 2 }.map(\.names)) == [
        ["aqua", "cyan"], ["fuchsia", "magenta"], ["gray", "grey"], ["darkgray", "darkgrey"],
        ["darkslategray", "darkslategrey"], ["dimgray", "dimgrey"], ["lightgray", "lightgrey"],
        ["lightslategray", "lightslategrey"], ["slategray", "slategrey"],
      ])
    for named in NamedColor.all {
      let nearest = NamedColor.nearest(
        to: Lab(SRGB(named.rgb), white: .d65), white: .d65, count: 1)
      #expect(nearest.first?.names.contains(named.name) == true)
      #expect(nearest.first?.deltaE2000 == 0)
    }
    #expect(NamedColor.nearest(to: Lab(l: 50, a: 0, b: 0), white: .d65, count: 0).isEmpty)
    #expect(NamedColor.nearest(to: Lab(l: 50, a: 0, b: 0), white: .d65, count: -3).isEmpty)
    let cyan = NamedColor.nearest(
      to: Lab(SRGB(red: 0, green: 1, blue: 1), white: .d65), white: .d65, count: 1)
    #expect(cyan.first?.names == ["aqua", "cyan"])
  }

  @Test func theFirstMatchesAreThoseOfTheWholeRanking() {
    // The lookup skips colors too far in lightness to be among the first `count`; asking
    // for all 139 computes every difference. Colors in and far out of every gamut, and
    // lightness beyond 0…100, for both whites.
    var generator = SeededGenerator(seed: 0x1AB_C139)
    for _ in 0..<400 {
      let lab = Lab(
        l: Double.random(in: -20...120, using: &generator),
        a: Double.random(in: -160...160, using: &generator),
        b: Double.random(in: -160...160, using: &generator))
      for white in [WhitePoint.d65, .d50] {
        let all = NamedColor.nearest(to: lab, white: white, count: 139)
        for count in [1, 2, 5, 30] {
          #expect(
            NamedColor.nearest(to: lab, white: white, count: count) == Array(all.prefix(count)),
            "\(lab) \(white) \(count)")
        }
      }
    }
    // A color that is not a number is compared with every named color, as before.
    let nan = NamedColor.nearest(to: Lab(l: .nan, a: 0, b: 0), white: .d65, count: 3)
    #expect(nan.count == 3)
  }
}
