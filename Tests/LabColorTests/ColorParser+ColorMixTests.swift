import LabColor
import Testing

@Suite("ColorParser+ColorMix")
struct ColorParserColorMixTests {
  private func parse(_ text: String) throws -> ParsedColor {
    try ColorParser().parse(text)
  }

  /// The issue's example against ColorAide 8.13 (`Color('red').mix('blue', 0.6,
  /// space='oklch', hue='longer')`): red 40% is blue 60%.
  @Test func theLongerWayRoundInOkLCh() throws {
    let mixed = try parse("color-mix(in oklch longer hue, red 40%, blue)")
    #expect(mixed.color == .oklch(OKLCh(mixed.color)))
    #expect(
      matches(
        coordinates(mixed), [0.5223903764732266, 0.29100195470283513, 170.12476568167315],
        within: 1e-9))
    #expect(mixed.alpha == 1 && mixed.missingComponents.isEmpty)
  }

  /// Web Platform Tests, css/css-color/parsing/color-computed-color-mix-function.html: the
  /// expected sRGB values (given to 8 digits) of mixes in hsl and hwb, with alpha.
  @Test(
    arguments: [
      ("color-mix(in hsl, hsl(120deg 10% 20%), hsl(30deg 30% 40%))", [0.33, 0.36, 0.24], 1.0),
      (
        "color-mix(in hsl, hsl(120deg 10% 20%) 12.5%, hsl(30deg 30% 40%) 37.5%)",
        [0.4375, 0.415625, 0.2625], 0.5
      ),
      (
        "color-mix(in hsl, hsl(120deg 10% 20%), 25% hsl(30deg 30% 40%))",
        [0.240625, 0.2875, 0.2125], 1
      ),
      (
        "color-mix(in hsl, hsl(120deg 10% 20% / .4), hsl(30deg 30% 40% / .8))",
        [0.37222222, 0.41111111, 0.25555556], 0.6
      ),
      ("color-mix(in hsl, transparent, hsl(30deg 30% 40%))", [0.52, 0.4, 0.28], 0.5),
      ("color-mix(in hsl, white, blue)", [0.625, 0.625, 0.875], 1),
      (
        "color-mix(in hsl longer hue, hsl(40deg 50% 50%), hsl(60deg 50% 50%))",
        [0.25, 0.33333333, 0.75], 1
      ),
      (
        "color-mix(in hsl decreasing hue, hsl(330deg 50% 50%), hsl(50deg 50% 50%))",
        [0.25, 0.66666667, 0.75], 1
      ),
      ("color-mix(in hsl, hsl(120deg 20% none), hsl(30deg 40% 60%))", [0.66, 0.72, 0.48], 1),
      ("color-mix(in hsl, hsl(120deg 10% 20%) 0%, hsl(30deg 30% 40%) 0%)", [0.33, 0.36, 0.24], 0),
      ("color-mix(in hwb, hwb(120deg 10% 20%), hwb(30deg 30% 40%))", [0.575, 0.7, 0.2], 1),
      ("color-mix(in hwb, white, blue)", [0.5, 0.5, 1], 1),
      (
        "color-mix(in hwb, hwb(120deg 10% 20% / .4) 25%, hwb(30deg 30% 40% / .8))",
        [0.62857143, 0.58392857, 0.27142857], 0.7
      ),
    ] as [(String, [Double], Double)])
  func webPlatformTestsInSRGB(text: String, srgb: [Double], alpha: Double) throws {
    let mixed = try parse(text)
    let actual = SRGB(mixed)
    #expect(
      matches([actual.red, actual.green, actual.blue], srgb, within: 1e-6), "\(text): \(actual)")
    #expect(abs(mixed.alpha - alpha) <= 1e-9)
  }

  /// Web Platform Tests, the same file: mixes in lab, lch and oklch, written in the
  /// interpolation space (`nil` for `none`).
  @Test(
    arguments: [
      ("color-mix(in lch decreasing hue, lch(100 0 40deg), lch(100 0 60deg))", [100, 0, 230]),
      ("color-mix(in lch, lab(50 0 0), black)", [25, 0, nil]),
      ("color-mix(in lch increasing hue, red, white)", [77.1452707, 53.4185908, 40.85765651]),
      ("color-mix(in lch, lch(none 20 30deg), lch(50 none 70deg))", [50, 20, 50]),
      ("color-mix(in lch, lch(none none none), lch(none none none))", [nil, nil, nil]),
      ("color-mix(in oklch, white, blue)", [0.72600686, 0.15660719, 264.05202262]),
      ("color-mix(in oklch longer hue, red, white)", [0.81397768, 0.12884165, 209.23388028]),
      ("color-mix(in oklch, oklch(1 0 50deg), oklch(1 0 330deg))", [1, 0, 10]),
      ("color-mix(in oklch, oklab(0.5 0 0), black)", [0.25, 0, nil]),
      ("color-mix(in lab, lab(10 20 30) 25%, lab(50 60 70))", [40, 50, 60]),
    ] as [(String, [Double?])])
  func webPlatformTestsInTheirSpace(text: String, expected: [Double?]) throws {
    #expect(matches(coordinates(try parse(text)), expected, within: 1e-6), "\(text)")
  }

  /// Web Platform Tests, the same file: a component missing in one color, the alphas
  /// different. The missing component takes the other color's value before both are
  /// premultiplied, each by its own alpha (CSS Color 4, 12.2), so with the first color at
  /// 0% the mix is the second color with the first's values in its gaps. The expected
  /// values, written in the interpolation space, and alpha.
  @Test(
    arguments: [
      (
        "color-mix(in lch, lch(0.1 0.2 30deg / 25%) 0%, lch(none none none / 0.5))",
        [0.1, 0.2, 30], 0.5
      ),
      (
        "color-mix(in lch, lch(0.1 0.2 30deg / 25%) 0%, lch(0.5 none none / 0.5))",
        [0.5, 0.2, 30], 0.5
      ),
      (
        "color-mix(in oklch, oklch(0.1 0.2 30deg / 25%) 0%, oklch(0.5 none none / 0.5))",
        [0.5, 0.2, 30], 0.5
      ),
      (
        "color-mix(in lab, lab(10 20 30 / 25%) 0%, lab(50 none none / 0.5))", [50, 20, 30],
        0.5
      ),
      (
        "color-mix(in oklab, oklab(0.1 0.2 0.3 / 25%) 0%, oklab(0.5 none none / 0.5))",
        [0.5, 0.2, 0.3], 0.5
      ),
      (
        "color-mix(in oklab, oklab(0.1 0.2 0.3 / 25%) 0%, oklab(none none none / 0.5))",
        [0.1, 0.2, 0.3], 0.5
      ),
      (
        "color-mix(in srgb, color(srgb .1 .2 .3 / 25%) 0%, color(srgb 0.5 none none / 50%))",
        [0.5, 0.2, 0.3], 0.5
      ),
      (
        "color-mix(in display-p3, color(display-p3 .1 .2 .3 / 25%) 0%,"
          + " color(display-p3 none none none / 50%))",
        [0.1, 0.2, 0.3], 0.5
      ),
      (
        "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / 25%) 0%,"
          + " color(xyz-d50 0.5 none none / 50%))",
        [0.5, 0.2, 0.3], 0.5
      ),
    ] as [(String, [Double?], Double)])
  func missingComponentsAreFilledBeforePremultiplying(
    text: String, expected: [Double?], alpha: Double
  ) throws {
    let mixed = try parse(text)
    #expect(matches(coordinates(mixed), expected, within: 1e-9), "\(text): \(mixed)")
    #expect(abs(mixed.alpha - alpha) <= 1e-12)
  }

  /// Web Platform Tests, the same file: the same in hsl and hwb, given as sRGB.
  @Test(
    arguments: [
      (
        "color-mix(in hsl, hsl(30deg 40% 80% / 25%) 0%, hsl(none none none / 0.5))",
        [0.88, 0.8, 0.72]
      ),
      (
        "color-mix(in hsl, hsl(30deg 40% 80% / 25%) 0%, hsl(90deg none none / 0.5))",
        [0.8, 0.88, 0.72]
      ),
      (
        "color-mix(in hwb, hwb(30deg 30% 40% / 25%) 0%, hwb(none none none / 0.5))",
        [0.6, 0.45, 0.3]
      ),
      (
        "color-mix(in hwb, hwb(30deg 30% 40% / 25%) 0%, hwb(90deg none none / 0.5))",
        [0.45, 0.6, 0.3]
      ),
    ] as [(String, [Double])])
  func missingComponentsAreFilledBeforePremultiplyingInSRGB(text: String, srgb: [Double]) throws {
    let mixed = try parse(text)
    let actual = SRGB(mixed)
    #expect(
      matches([actual.red, actual.green, actual.blue], srgb, within: 1e-9), "\(text): \(actual)")
    #expect(mixed.alpha == 0.5)
  }

  @Test func alphaFollowsThePercentagesAndNone() throws {
    // WPT: oklch(0.1 20 120deg / 0) with oklch(0.3 40 30deg): oklch(0.3 40 75 / 0.5) — the
    // hue is not premultiplied.
    let transparent = try parse(
      "color-mix(in oklch, oklch(0.1 20 120deg / 0), oklch(0.3 40 30deg))")
    #expect(
      matches(coordinates(transparent), [0.3, 40, 75], within: 1e-9) && transparent.alpha == 0.5)
    // WPT: alpha none in both stays none; lab(36.66666667 46.66666667 56.66666667 / 0.6).
    let none = try parse(
      "color-mix(in oklch, oklch(0.1 0.2 30deg / none), oklch(0.5 0.6 70deg / none))")
    #expect(none.missingComponents == .alpha)
    let lab = try parse("color-mix(in lab, lab(10 20 30 / .4), lab(50 60 70 / .8))")
    #expect(matches(coordinates(lab), [36.66666667, 46.66666667, 56.66666667], within: 1e-6))
    #expect(abs(lab.alpha - 0.6) < 1e-12)
  }

  @Test func theMethodIsOptionalAndCaseDoesNotMatter() throws {
    #expect(try parse("color-mix(red, blue)") == (try parse("color-mix(in oklab, red, blue)")))
    #expect(
      try parse("COLOR-MIX(IN OKLCH Longer HUE , RED , 25% Blue)")
        == (try parse("color-mix(in oklch longer hue, red 75%, blue)")))
    #expect(
      try parse("  color-mix( in srgb , red , blue )  ").color
        == .rgb(RGBColor(.srgb, red: 0.5, green: 0, blue: 0.5)))
    // Colors nest.
    let nested = try parse("color-mix(in srgb, color-mix(in srgb, red, blue) 50%, rgb(0 255 0))")
    #expect(nested.color == .rgb(RGBColor(.srgb, red: 0.25, green: 0.5, blue: 0.25)))
  }

  @Test(arguments: [
    ("color-mix(in srgb red, blue)", "expected \",\" at column 19, found \"red\""),
    // A hue method after a space without a hue says why it may not follow; any other word
    // after a space with one is no hue method.
    (
      "color-mix(in srgb longer hue, red, blue)",
      "expected \",\" (srgb has no hue to interpolate; a hue interpolation method follows lch, "
        + "oklch, hsl or hwb) at column 19, found \"longer\""
    ),
    (
      "color-mix(in oklch sideways hue, red, blue)",
      "expected a hue interpolation method (shorter, longer, increasing or decreasing) or "
        + "\",\" at column 20, found \"sideways\""
    ),
    (
      "color-mix(in oklch longer, red, blue)",
      "expected \"hue\" after the hue interpolation method at column 26, found \",\""
    ),
    (
      "color-mix(in hsv, red, blue)",
      "expected a color space to mix in (oklab, oklch, lab, lch, srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50, xyz-d65, hsl or hwb) at column 14, found \"hsv\""
    ),
    (
      "color-mix(in srgb, red 120%, blue)",
      "expected a percentage from 0% to 100% at column 24, found \"120%\""
    ),
    (
      "color-mix(in srgb, red 50, blue)",
      "expected a percentage from 0% to 100% at column 24, found \"50\""
    ),
    ("color-mix(in srgb, red)", "expected \",\" and a second color at column 23, found \")\""),
    ("color-mix(in srgb, red, blue", "expected \")\" at column 29, found end of input"),
    ("color-mix(in srgb, red, bluish)", "unknown color name \"bluish\" at column 25"),
    (
      "color-mix(in srgb, red, 50 20 0)",
      "expected a percentage from 0% to 100% at column 25, found \"50\""
    ),
    (
      "color-mix(in srgb, red, blue) x",
      "expected end of input after \")\" at column 31, found \"x\""
    ),
    // Inside color-mix(), what a color must end at is the color's end, not the input's.
    (
      "color-mix(in srgb, red#x, blue)",
      "expected the end of the color after the color name at column 23, found \"#x\""
    ),
    // and what is found past a color's end is what follows it in the input.
    (
      "color-mix(in srgb, #, blue)",
      "expected 3, 4, 6 or 8 hex digits after \"#\" at column 21, found \",\""
    ),
    // A color that is the whole input ends with it, trailing spaces or not.
    ("red#x  ", "expected end of input after the color name at column 4, found \"#x\""),
    ("color-mix(in srgb, red, blue  ", "expected \")\" at column 29, found end of input"),
  ])
  func errorsSayWhatWasExpectedAndWhere(text: String, message: String) {
    do {
      _ = try ColorParser().parse(text)
      Issue.record("\(text) was read")
    } catch {
      #expect(error.description == message, "\(text)")
    }
  }
}
