import LabColor
import Testing

@Suite("WCAGContrast")
struct WCAGContrastTests {
  /// An 8-bit color as `SRGB`.
  private func srgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> SRGB {
    SRGB(RGB8(red: red, green: green, blue: blue))
  }

  @Test func blackOnWhiteIs21AndAColorOnItselfIs1() {
    let black = srgb(0, 0, 0)
    let white = srgb(255, 255, 255)
    #expect(WCAGContrast.relativeLuminance(black) == 0)
    #expect(isClose(WCAGContrast.relativeLuminance(white), 1, within: 1e-15))
    #expect(isClose(WCAGContrast.ratio(black, white), 21, within: 1e-13))
    #expect(WCAGContrast.ratio(white, black) == WCAGContrast.ratio(black, white))
    #expect(WCAGContrast.ratio(srgb(0x98, 0x6B, 0x78), srgb(0x98, 0x6B, 0x78)) == 1)
  }

  /// Published pairs (WebAIM's contrast checker, two decimals): #777777 on white 4.48:1,
  /// #767676 on white 4.54:1 (the lightest gray that passes AA), red 4:1, blue 8.59:1. To
  /// 1e-12, the WCAG 2 definition evaluated independently in double precision (Python).
  @Test(
    arguments: [
      ((0x77, 0x77, 0x77), 4.48, 4.478089453577214),
      ((0x76, 0x76, 0x76), 4.54, 4.542224959605253),
      ((0xFF, 0x00, 0x00), 4.00, 3.9984767707539985),
      ((0x00, 0x00, 0xFF), 8.59, 8.592471358428805),
      ((0x88, 0x88, 0x88), 3.54, 3.5448862152994005),
    ] as [((UInt8, UInt8, UInt8), Double, Double)])
  func ratiosOnWhiteMatchPublishedValues(
    color: (UInt8, UInt8, UInt8), published: Double, exact: Double
  ) {
    let ratio = WCAGContrast.ratio(srgb(color.0, color.1, color.2), srgb(255, 255, 255))
    #expect(isClose(ratio, published, within: 0.005))
    #expect(isClose(ratio, exact, within: 1e-12))
  }

  @Test func twoColorsMatchTheDefinition() {
    // The WCAG 2 formulas in Python: luminances 0.18546856122286642 and
    // 0.1250645743288924, ratio 1.3450383215766633.
    let first = srgb(0x98, 0x6B, 0x78)
    let second = srgb(0x33, 0x66, 0x99)
    #expect(isClose(WCAGContrast.relativeLuminance(first), 0.18546856122286642, within: 1e-15))
    #expect(isClose(WCAGContrast.relativeLuminance(second), 0.1250645743288924, within: 1e-15))
    #expect(isClose(WCAGContrast.ratio(first, second), 1.3450383215766633, within: 1e-13))
  }

  @Test func outOfGamutComponentsAreClippedFirst() {
    let vivid = SRGB(red: 1.2, green: -0.3, blue: 0.5)
    #expect(
      WCAGContrast.relativeLuminance(vivid)
        == WCAGContrast.relativeLuminance(SRGB(red: 1, green: 0, blue: 0.5)))
    #expect(WCAGContrast.relativeLuminance(SRGB(red: .nan, green: 0, blue: 0)) == 0)
  }

  @Test func levelsPassAtTheirMinimumAndFailJustBelow() {
    #expect(WCAGContrast.Level.allCases.map(\.minimumRatio) == [4.5, 3, 7, 4.5])
    for level in WCAGContrast.Level.allCases {
      #expect(level.isMet(by: level.minimumRatio))
      #expect(!level.isMet(by: level.minimumRatio.nextDown))
    }
    // 4.499 fails AA: the ratio is never rounded.
    #expect(!WCAGContrast.Level.aaNormalText.isMet(by: 4.499))
    #expect(!WCAGContrast.Level.aaNormalText.isMet(by: .nan))
  }
}
