import Foundation
import LabColor
import Testing

@Suite("sRGB ⇄ Lab")
struct SRGBLabTests {
  // MARK: - Published examples

  /// CSS Color 4, §8.3 (lab() and lch()), examples `ex-lab-samples` and
  /// `ex-lch-samples`: each color with the sRGB swatch the spec gives for it,
  /// in percent to two decimals. CSS lab() and lch() are D50.
  static let cssLabExamples: [(text: String, red: Double, green: Double, blue: Double)] = [
    ("lab(29.2345% 39.3825 20.0664)", 49.06, 13.87, 15.9),
    ("lab(52.2345 40.1645 59.9971)", 77.61, 36.34, 2.45),
    ("lab(60.2345 -5.3654 58.956)", 61.65, 57.51, 9.28),
    ("lab(62.2345% -34.9638 47.7721)", 40.73, 65.12, 22.35),
    ("lab(67.5345 -8.6911 -41.6019)", 38.29, 67.27, 93.85),
    ("lab(29.69% 44.888% -29.04%)", 50.2, 0, 50.2),
    ("lch(29.2345% 44.2 27)", 49.06, 13.87, 15.9),
    ("lch(52.2345% 72.2 56.2)", 77.61, 36.34, 2.45),
    ("lch(60.2345 59.2 95.2)", 61.65, 57.51, 9.28),
    ("lch(62.2345% 59.2 126.2)", 40.73, 65.12, 22.35),
    ("lch(67.5345% 42.5 258.2)", 38.29, 67.27, 93.85),
    // Left out: `lch(29.69% 45.553% 327.1)` with swatch rgb(50.2% 0% 50.2%).
    // Its lab() twin above has C = √(56.11² + 36.30²) = 66.8 = 44.55% of 150,
    // so 45.553% looks like a typo; as written the color lies outside sRGB.
  ]

  @Test(arguments: cssLabExamples)
  func cssColor4LabExamplesMatchTheirSwatches(
    example: (text: String, red: Double, green: Double, blue: Double)
  ) throws {
    let srgb = SRGB(try ColorParser().parse(example.text))
    // The swatches are given to 0.01 percentage points.
    #expect(isClose(srgb.red * 100, example.red, within: 0.01))
    #expect(isClose(srgb.green * 100, example.green, within: 0.01))
    #expect(isClose(srgb.blue * 100, example.blue, within: 0.01))
  }

  @Test func wptLab001IsGreen() throws {
    // web-platform-tests css/css-color/lab-001.html: `lab(46.277 -47.562
    // 48.583)` must render as the reference green, #008000.
    let srgb = SRGB(try ColorParser().parse("lab(46.277 -47.562 48.583)"))
    #expect(RGB8(srgb).hex == "#008000")
  }

  @Test func sRGBPrimariesInCSSLabMatchColorAide() {
    // ColorAide documentation, "Lab D50" page: red is lab(54.291 80.805
    // 69.891), #008000 is lab(46.278 -47.552 48.586), yellow is
    // lab(97.607 -15.75 93.394) (three decimals).
    let cases: [(SRGB, Lab)] = [
      (SRGB(red: 1, green: 0, blue: 0), Lab(l: 54.291, a: 80.805, b: 69.891)),
      (SRGB(RGB8(red: 0, green: 128, blue: 0)), Lab(l: 46.278, a: -47.552, b: 48.586)),
      (SRGB(red: 1, green: 1, blue: 0), Lab(l: 97.607, a: -15.75, b: 93.394)),
    ]
    for (srgb, expected) in cases {
      #expect(isClose(Lab(srgb, white: .d50), expected, within: 0.001))
    }
  }

  @Test func sRGBRedInD65LabMatchesPublishedValues() {
    // culori test/lab65.test.js: red in lab65 is (53.2408, 80.0925, 67.2032)
    // with its own matrix; color.js test/conversions.js (HCT) gives the CIE
    // tone L* of red as 53.23712 with the CSS Color 4 matrices.
    let red = Lab(SRGB(red: 1, green: 0, blue: 0), white: .d65)
    #expect(isClose(red, Lab(l: 53.24, a: 80.09, b: 67.20), within: 0.01))
    #expect(isClose(red.l, 53.237_12, within: 1e-5))
  }

  @Test func p3PrimariesInUnclampedSRGBMatchColorJS() {
    // color.js test/conversions.js, "P3 to sRGB" (tolerance 1e-4): the
    // negative components show the transfer function's extension.
    let red = SRGB(xyzD65(displayP3Linear: 1, 0, 0), white: .d65)
    #expect(isClose(red, SRGB(red: 1.092_99, green: -0.226_745, blue: -0.150_155), within: 1e-4))
    let green = SRGB(xyzD65(displayP3Linear: 0, 1, 0), white: .d65)
    #expect(
      isClose(green, SRGB(red: -0.511_567, green: 1.018_276, blue: -0.310_711), within: 1e-4))
    let blue = SRGB(xyzD65(displayP3Linear: 0, 0, 1), white: .d65)
    #expect(isClose(blue, SRGB(red: 0, green: 0, blue: 1.042_021_619_352_939_5), within: 1e-4))
  }

  // MARK: - Special values

  @Test func blackIsExactlyBlack() {
    for white in WhitePoint.allCases {
      #expect(SRGB(Lab(l: 0, a: 0, b: 0), white: white) == SRGB(red: 0, green: 0, blue: 0))
      #expect(Lab(SRGB(red: 0, green: 0, blue: 0), white: white) == Lab(l: 0, a: 0, b: 0))
    }
  }

  @Test func whiteIsWhiteUnderEitherWhitePoint() {
    for white in WhitePoint.allCases {
      let srgb = SRGB(Lab(l: 100, a: 0, b: 0), white: white)
      #expect(isClose(srgb, SRGB(red: 1, green: 1, blue: 1), within: 1e-14))
      #expect(RGB8(srgb).hex == "#ffffff")
      let lab = Lab(SRGB(red: 1, green: 1, blue: 1), white: white)
      #expect(isClose(lab, Lab(l: 100, a: 0, b: 0), within: 1e-12))
    }
  }

  @Test func grayL50IsHex777777() {
    // L* = 50 is a relative luminance Y = (66/116)³ = 0.18419 (the 18 %
    // gray card); the sRGB transfer function gives 0.46633, and
    // 0.46633 × 255 = 118.9, so the 8-bit gray is 119 = 0x77 under either
    // white (a = b = 0 is neutral in both).
    for white in WhitePoint.allCases {
      let srgb = SRGB(Lab(l: 50, a: 0, b: 0), white: white)
      #expect(isClose(srgb.red, 0.466_33, within: 1e-5))
      #expect(RGB8(srgb).hex == "#777777")
    }
  }

  @Test func sRGBGraysHaveNoChroma() {
    for value in stride(from: 0.0, through: 1, by: 1.0 / 17) {
      let lab = Lab(SRGB(red: value, green: value, blue: value), white: .d65)
      #expect(isClose(lab.a, 0, within: 1e-12) && isClose(lab.b, 0, within: 1e-12))
    }
    // color.js: mid gray is linear 0.21404114, so L* = 116·∛0.21404114 − 16.
    let mid = Lab(SRGB(red: 0.5, green: 0.5, blue: 0.5), white: .d65)
    #expect(isClose(mid.l, 116 * Foundation.cbrt(0.214_041_14) - 16, within: 1e-6))
  }

  @Test func negativeZeroLabIsBlack() {
    let srgb = SRGB(Lab(l: -0.0, a: -0.0, b: -0.0), white: .d65)
    #expect(srgb == SRGB(red: 0, green: 0, blue: 0))
    #expect(RGB8(srgb).hex == "#000000")
  }

  @Test func outOfGamutColorsAreNotClamped() {
    let srgb = SRGB(Lab(l: 50, a: 100, b: 0), white: .d65)
    #expect(srgb.red > 1 || srgb.green < 0 || srgb.blue < 0)
    #expect(!srgb.isInGamut())
    #expect(isClose(Lab(srgb, white: .d65), Lab(l: 50, a: 100, b: 0), within: 1e-9))
  }

  // MARK: - Random round trips (seeded)

  @Test(arguments: WhitePoint.allCases)
  func inGamutLabRoundTripsThroughSRGB(white: WhitePoint) {
    var generator = SeededGenerator(seed: 31)
    for _ in 0..<5_000 {
      // An in-gamut Lab color: the Lab of a random in-gamut sRGB color.
      let lab = Lab(
        SRGB(
          red: Double.random(in: 0...1, using: &generator),
          green: Double.random(in: 0...1, using: &generator),
          blue: Double.random(in: 0...1, using: &generator)),
        white: white)
      let back = Lab(SRGB(lab, white: white), white: white)
      #expect(isClose(back, lab, within: 1e-9))
    }
  }

  @Test func anyLabRoundTripsThroughUnclampedSRGB() {
    var generator = SeededGenerator(seed: 32)
    for _ in 0..<5_000 {
      let lab = Lab(
        l: Double.random(in: 0...100, using: &generator),
        a: Double.random(in: -128...128, using: &generator),
        b: Double.random(in: -128...128, using: &generator))
      #expect(isClose(Lab(SRGB(lab, white: .d65), white: .d65), lab, within: 1e-9))
    }
  }
}
