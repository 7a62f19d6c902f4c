import LabColor
import Testing

@Suite("GamutMapping")
struct GamutMappingTests {
  /// color.js test/gamut.js, "P3 primaries to sRGB, CSS algorithm"
  /// (tolerance 0.001 on components in [0, 1]): Display P3 primaries and
  /// secondaries mapped into sRGB by the CSS Color 4 algorithm.
  static let colorJSCSSMapped: [(p3: (Double, Double, Double), percent: (Double, Double, Double))] =
    [
      ((1, 0, 0), (100, 4.457, 4.5932)),
      ((0, 1, 0), (0, 98.576, 15.974)),
      ((0, 0, 1), (0, 0, 100)),
      ((1, 1, 0), (99.623, 99.901, 0)),
      ((0, 1, 1), (0, 99.645, 98.471)),
      ((1, 0, 1), (100, 16.736, 98.264)),
    ]

  @Test(arguments: colorJSCSSMapped)
  func cssMappingOfP3PrimariesMatchesColorJS(
    example: (p3: (Double, Double, Double), percent: (Double, Double, Double))
  ) {
    let (r, g, b) = example.p3
    let origin = SRGB(xyzD65(displayP3Linear: r, g, b), white: .d65)
    #expect(!origin.isInGamut())
    let mapped = GamutMapping.css.map(origin)
    let expected = SRGB(
      red: example.percent.0 / 100, green: example.percent.1 / 100, blue: example.percent.2 / 100)
    #expect(isClose(mapped, expected, within: 0.001))
    #expect(mapped.isInGamut(tolerance: 0))
  }

  @Test func clippingOfP3PrimariesMatchesColorJS() {
    // color.js test/gamut.js, "Using clipping": the P3 primaries clip to the
    // sRGB primaries.
    for (r, g, b) in [(1.0, 0.0, 0.0), (0, 1, 0), (0, 0, 1)] {
      let origin = SRGB(xyzD65(displayP3Linear: r, g, b), white: .d65)
      #expect(
        isClose(GamutMapping.clip.map(origin), SRGB(red: r, green: g, blue: b), within: 1e-15))
    }
  }

  @Test func clipAndCSSMappingDifferForAFarOutColor() {
    // Clipping P3 green keeps sRGB green (hue shift); the CSS algorithm keeps
    // OkLCh hue and lightness and gives up chroma instead (color.js values
    // above): they disagree by about 0.16 in blue.
    let origin = SRGB(xyzD65(displayP3Linear: 0, 1, 0), white: .d65)
    let clipped = GamutMapping.clip.map(origin)
    let mapped = GamutMapping.css.map(origin)
    #expect(isClose(mapped.blue - clipped.blue, 0.159_74, within: 0.001))
  }

  @Test func whitesAndBlacksMapToWhiteAndBlack() {
    // color.js test/gamut.js, "P3 to sRGB whites/blacks CSS algorithm".
    let cases: [((Double, Double, Double), SRGB)] = [
      ((1, 1, 1), SRGB(red: 1, green: 1, blue: 1)),
      ((2, 0, 1), SRGB(red: 1, green: 1, blue: 1)),
      ((0, 0, 0), SRGB(red: 0, green: 0, blue: 0)),
      ((-1, 0, 0), SRGB(red: 0, green: 0, blue: 0)),
    ]
    for ((r, g, b), expected) in cases {
      // P3 → linear with the sRGB transfer function, extended to 2 and −1.
      let linear = (SRGB.decode(r), SRGB.decode(g), SRGB.decode(b))
      let origin = SRGB(xyzD65(displayP3Linear: linear.0, linear.1, linear.2), white: .d65)
      #expect(isClose(GamutMapping.css.map(origin), expected, within: 1e-6))
    }
  }

  @Test func inGamutColorsAreReturnedUnchanged() {
    var generator = SeededGenerator(seed: 101)
    for _ in 0..<500 {
      let srgb = SRGB(
        red: Double.random(in: 0...1, using: &generator),
        green: Double.random(in: 0...1, using: &generator),
        blue: Double.random(in: 0...1, using: &generator))
      #expect(GamutMapping.css.map(srgb) == srgb)
      #expect(GamutMapping.clip.map(srgb) == srgb)
    }
  }

  @Test func lightnessBeyondTheEndsGivesWhiteOrBlack() {
    let overWhite = SRGB(Lab(l: 100, a: 60, b: 0), white: .d65)
    #expect(GamutMapping.css.map(overWhite) == SRGB(red: 1, green: 1, blue: 1))
    let underBlack = SRGB(Lab(l: -10, a: 0, b: 0), white: .d65)
    #expect(GamutMapping.css.map(underBlack) == SRGB(red: 0, green: 0, blue: 0))
  }

  @Test func lightnessIsJudgedOnTheColorItselfNotOnItsComponentsInTheDestination() {
    // CSS Color 4 §13.2.2: an origin whose OkLCh lightness is 100 % maps to white and one at
    // 0 % to black, whatever the destination. In ProPhoto RGB the components of
    // oklch(1 0.15227 108.0082), converted back, give a lightness of 0.9999999999999999.
    let white = AnyColor.oklch(OKLCh(l: 1, c: 0.15227, h: 108.0082))
    #expect(
      GamutMapping.css.map(white, to: .prophotoRGB)
        == RGBColor(.prophotoRGB, red: 1, green: 1, blue: 1))
    let black = AnyColor.oklch(OKLCh(l: 0, c: 0.268152, h: 266.5613))
    #expect(
      GamutMapping.css.map(black, to: .a98RGB) == RGBColor(.a98RGB, red: 0, green: 0, blue: 0))
    let cyan = AnyColor.oklch(OKLCh(l: 1, c: 0.1, h: 200))
    #expect(GamutMapping.css.map(cyan, to: .srgb) == RGBColor(.srgb, red: 1, green: 1, blue: 1))
  }

  @Test func nanMapsToBlackWithCSSAndToZeroComponentsWithClip() {
    let broken = SRGB(red: .nan, green: 0.5, blue: 0.5)
    #expect(GamutMapping.css.map(broken) == SRGB(red: 0, green: 0, blue: 0))
    #expect(GamutMapping.clip.map(broken) == SRGB(red: 0, green: 0.5, blue: 0.5))
  }

  @Test func everyMappedColorIsInGamut() {
    var generator = SeededGenerator(seed: 102)
    for _ in 0..<300 {
      let lab = Lab(
        l: Double.random(in: 1...99, using: &generator),
        a: Double.random(in: -150...150, using: &generator),
        b: Double.random(in: -150...150, using: &generator))
      let srgb = SRGB(lab, white: .d65)
      for method in GamutMapping.allCases {
        #expect(method.map(srgb).isInGamut(tolerance: 0))
      }
    }
  }
}

/// The CSS algorithm and clipping with other destinations than sRGB:
/// ColorAide 8.13.1's `fit(method: "minde-chroma", jnd: 0.02)` (its
/// implementation of the CSS Color 4 algorithm, which gives color.js's
/// values above for sRGB), in the destination space.
@Suite("GamutMapping into wide gamuts")
struct GamutMappingWideGamutTests {
  static let colorAideMapped: [(origin: AnyColor, space: RGBSpace, mapped: [Double])] = [
    (
      .rgb(RGBColor(.rec2020, red: 0, green: 1, blue: 0)), .displayP3,
      [0.0, 0.9740718107126568, 0.3744480224386009]
    ),
    (
      .rgb(RGBColor(.rec2020, red: 1, green: 0, blue: 0)), .displayP3,
      [1.0, 0.20297875202883625, 0.25220821636301755]
    ),
    (
      .rgb(RGBColor(.prophotoRGB, red: 0.2, green: 0.3, blue: 0.9)), .rec2020,
      [0.0, 0.43172638379201167, 0.6789502559156276]
    ),
    (
      .oklch(OKLCh(l: 0.7, c: 0.35, h: 150)), .a98RGB,
      [0.06933440155968644, 0.8137919699509474, 0.0]
    ),
    (
      .oklch(OKLCh(l: 0.5, c: 0.4, h: 300)), .rec2020,
      [0.49280090515948843, 0.0, 0.9433514819024628]
    ),
  ]

  @Test(arguments: 0..<colorAideMapped.count)
  func cssMappingMatchesColorAide(index: Int) {
    let (origin, space, expected) = Self.colorAideMapped[index]
    #expect(!origin.isInGamut(space, tolerance: 0))
    let mapped = GamutMapping.css.map(origin, to: space)
    #expect(mapped.space == space)
    #expect(mapped.isInGamut(tolerance: 0))
    #expect(isClose(mapped.red, expected[0], within: 1e-9))
    #expect(isClose(mapped.green, expected[1], within: 1e-9))
    #expect(isClose(mapped.blue, expected[2], within: 1e-9))
  }

  /// A color of infinite chroma maps to the edge of the gamut at its lightness and hue, as
  /// any color far beyond it does: ColorAide's value for oklch(0.5 0.4 300) above, where the
  /// binary search halved an infinite chroma for ever.
  @Test func anInfiniteChromaMapsToTheEdgeOfTheGamut() {
    let mapped = GamutMapping.css.map(.oklch(OKLCh(l: 0.5, c: .infinity, h: 300)), to: .rec2020)
    #expect(mapped.isInGamut(tolerance: 0))
    #expect(isClose(mapped.red, 0.492_800_905_159_488_43, within: 0.001))
    #expect(isClose(mapped.green, 0, within: 0.001))
    #expect(isClose(mapped.blue, 0.943_351_481_902_462_8, within: 0.001))
  }

  @Test func aColorInsideTheDestinationIsUnchanged() {
    // ColorAide: oklch(0.7 0.35 150) is inside ProPhoto RGB, at
    // (0.22997418017958618, 0.7022498046686072, 0.13634135126134506).
    let color = AnyColor.oklch(OKLCh(l: 0.7, c: 0.35, h: 150))
    let prophoto = RGBColor(color, space: .prophotoRGB)
    #expect(GamutMapping.css.map(prophoto) == prophoto)
    #expect(GamutMapping.clip.map(prophoto) == prophoto)
    #expect(isClose(prophoto.green, 0.702_249_804_668_607_2, within: 1e-9))
  }

  @Test func clippingStaysInTheSpace() {
    let p3 = RGBColor(.displayP3, red: 2, green: -1, blue: 0.5)
    #expect(GamutMapping.clip.map(p3) == RGBColor(.displayP3, red: 1, green: 0, blue: 0.5))
    // ColorAide test_display_p3.py, test_fit: color(display-p3 2 -1 0) fits
    // to color(display-p3 1 0.60348 0.48069) (five digits; its default
    // fitting is not the CSS algorithm, so only clipping is compared here).
    #expect(
      GamutMapping.clip.map(RGBColor(.displayP3, red: 2, green: -1, blue: 0))
        == RGBColor(.displayP3, red: 1, green: 0, blue: 0))
  }

  @Test func whiteAndBlackInEverySpace() {
    for space in RGBSpace.allCases {
      let bright = RGBColor(space, red: 2, green: 2, blue: 2)
      #expect(GamutMapping.css.map(bright) == RGBColor(space, red: 1, green: 1, blue: 1))
      let dark = RGBColor(space, red: -1, green: -1, blue: -1)
      #expect(GamutMapping.css.map(dark) == RGBColor(space, red: 0, green: 0, blue: 0))
    }
  }
}

/// Web Platform Tests, css/css-color/canvas-srgb-gamut-mapping.html and
/// canvas-display-p3-gamut-mapping.html (generated by apps.colorjs.io/gm-vs-clip): OkLCh
/// colors outside sRGB and Display P3, each with its "MINDE" result (the CSS Color 4 binary
/// search) on the 0–255 scale to two decimals, and its clipped 8-bit value.
@Suite("GamutMapping against WPT's canvas gamut-mapping tests")
struct GamutMappingWPTCanvasTests {
  /// One case: the color as OkLCh, the destination, and the published 0–255 values.
  struct Case: Sendable, CustomTestStringConvertible {
    let oklch: OKLCh
    let space: RGBSpace
    let minde: (Double, Double, Double)
    let clipped: (Int, Int, Int)

    var testDescription: String {
      "oklch(\(oklch.l) \(oklch.c) \(oklch.h)) in \(space.rawValue)"
    }
  }

  static let cases: [Case] = [
    // canvas-srgb-gamut-mapping.html
    Case(OKLCh(l: 0.9, c: 0.35, h: 0), .srgb, (255.00, 200.23, 219.68), (255, 50, 213)),
    Case(OKLCh(l: 0.8, c: 0.35, h: 30), .srgb, (255.00, 153.55, 135.55), (255, 0, 0)),
    Case(OKLCh(l: 0.8, c: 0.35, h: 0), .srgb, (255.00, 145.71, 185.67), (255, 0, 181)),
    Case(OKLCh(l: 0.8, c: 0.35, h: 300), .srgb, (204.30, 167.06, 255.00), (230, 100, 255)),
    Case(OKLCh(l: 0.9, c: 0.3, h: 240), .srgb, (175.12, 229.75, 255.00), (0, 236, 255)),
    Case(OKLCh(l: 0.9, c: 0.3, h: 0), .srgb, (255.00, 200.22, 219.68), (255, 104, 214)),
    Case(OKLCh(l: 0.4, c: 0.35, h: 210), .srgb, (0.00, 83.62, 97.90), (0, 95, 172)),
    Case(OKLCh(l: 0.6, c: 0.35, h: 60), .srgb, (195.29, 98.41, 0.00), (255, 0, 0)),
    Case(OKLCh(l: 0.4, c: 0.35, h: 90), .srgb, (92.60, 67.69, 0.00), (139, 14, 0)),
    Case(OKLCh(l: 0.5, c: 0.35, h: 210), .srgb, (0.00, 114.49, 132.39), (0, 130, 206)),
    Case(OKLCh(l: 0.5, c: 0.3, h: 60), .srgb, (153.88, 74.54, 0.00), (205, 0, 0)),
    Case(OKLCh(l: 0.9, c: 0.3, h: 300), .srgb, (229.95, 210.38, 255.00), (255, 160, 255)),
    Case(OKLCh(l: 0.9, c: 0.2, h: 240), .srgb, (175.12, 229.75, 255.00), (37, 236, 255)),
    // canvas-display-p3-gamut-mapping.html
    Case(OKLCh(l: 0.9, c: 0.3, h: 240), .displayP3, (183.85, 228.53, 255.00), (0, 231, 255)),
    Case(OKLCh(l: 0.6, c: 0.35, h: 60), .displayP3, (188.72, 98.96, 0.00), (236, 0, 0)),
    Case(OKLCh(l: 0.9, c: 0.35, h: 30), .displayP3, (255.00, 202.78, 189.01), (255, 104, 72)),
    Case(OKLCh(l: 0.9, c: 0.35, h: 300), .displayP3, (227.04, 210.11, 255.00), (247, 146, 255)),
    Case(OKLCh(l: 0.5, c: 0.35, h: 60), .displayP3, (148.39, 75.09, 0.00), (200, 0, 0)),
    Case(OKLCh(l: 0.8, c: 0.35, h: 300), .displayP3, (199.17, 166.21, 255.00), (215, 108, 255)),
    Case(OKLCh(l: 0.8, c: 0.35, h: 30), .displayP3, (255.00, 148.92, 127.06), (255, 52, 22)),
    Case(OKLCh(l: 0.3, c: 0.35, h: 210), .displayP3, (0.00, 54.75, 68.49), (0, 56, 134)),
    Case(OKLCh(l: 0.3, c: 0.3, h: 90), .displayP3, (59.90, 42.83, 0.00), (90, 2, 0)),
    Case(OKLCh(l: 0.3, c: 0.35, h: 240), .displayP3, (0.00, 47.44, 93.90), (0, 0, 191)),
    Case(OKLCh(l: 0.8, c: 0.35, h: 0), .displayP3, (255.00, 138.44, 183.70), (255, 42, 179)),
    Case(OKLCh(l: 0.5, c: 0.35, h: 210), .displayP3, (0.00, 115.10, 138.38), (0, 125, 199)),
    Case(OKLCh(l: 0.9, c: 0.25, h: 60), .displayP3, (255.00, 207.43, 153.66), (255, 180, 0)),
    Case(OKLCh(l: 0.9, c: 0.3, h: 60), .displayP3, (255.00, 207.42, 153.65), (255, 166, 0)),
    Case(OKLCh(l: 0.9, c: 0.35, h: 270), .displayP3, (205.94, 219.95, 255.00), (149, 185, 255)),
    Case(OKLCh(l: 0.4, c: 0.35, h: 90), .displayP3, (90.88, 67.87, 0.00), (128, 30, 0)),
  ]

  /// The CSS algorithm gives WPT's MINDE values to their two decimals on the 0–255 scale.
  @Test(arguments: cases)
  func cssMappingMatchesWPTsMINDEValues(example: Case) {
    let color = AnyColor.oklch(example.oklch)
    #expect(!color.isInGamut(example.space, tolerance: 0))
    let mapped = GamutMapping.css.map(color, to: example.space)
    #expect(mapped.space == example.space)
    let tolerance = 0.005_000_1  // half a unit of the second decimal
    #expect(isClose(mapped.red * 255, example.minde.0, within: tolerance))
    #expect(isClose(mapped.green * 255, example.minde.1, within: tolerance))
    #expect(isClose(mapped.blue * 255, example.minde.2, within: tolerance))
  }

  /// Clipping gives WPT's clipped 8-bit values, each component rounded to the nearest step.
  @Test(arguments: cases)
  func clippingMatchesWPTsClippedValues(example: Case) {
    let clipped = GamutMapping.clip.map(.oklch(example.oklch), to: example.space)
    #expect(Int((clipped.red * 255).rounded()) == example.clipped.0)
    #expect(Int((clipped.green * 255).rounded()) == example.clipped.1)
    #expect(Int((clipped.blue * 255).rounded()) == example.clipped.2)
  }
}

extension GamutMappingWPTCanvasTests.Case {
  init(
    _ oklch: OKLCh, _ space: RGBSpace, _ minde: (Double, Double, Double), _ clipped: (Int, Int, Int)
  ) {
    self.init(oklch: oklch, space: space, minde: minde, clipped: clipped)
  }
}
