import LabColor
import Testing

/// The CSS Color 4 functions. Expected values come from the spec's grammar
/// and reference ranges and from the web-platform-tests parsing tests
/// (css/css-color/parsing/color-valid-rgb.html, color-valid-hsl.html,
/// color-valid-hwb.html, color-valid-lab.html,
/// color-valid-color-function.html), whose serializations give the 8-bit
/// sRGB value or the clamped components each input must produce.
@Suite("ColorParser CSS functions")
struct ColorParserCSSFunctionsTests {
  let parser = ColorParser()

  func parse(_ text: String) throws -> ParsedColor {
    try parser.parse(text)
  }

  func srgb(_ text: String) throws -> SRGB {
    guard case .rgb(let rgb) = try parser.parse(text).color, rgb.space == .srgb else {
      Issue.record("\(text) is not sRGB")
      return SRGB(red: .nan, green: .nan, blue: .nan)
    }
    return SRGB(rgb)
  }

  /// The 8-bit sRGB value the color resolves to (what WPT serializes).
  func rgb8(_ text: String) throws -> RGB8 {
    RGB8(SRGB(try parser.parse(text)))
  }

  func error(_ text: String) -> ColorParseError? {
    do throws(ColorParseError) {
      _ = try parser.parse(text)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - rgb() and rgba()

  @Test func legacyCommaSyntaxTakesNumbersOrPercentages() throws {
    #expect(try srgb("rgb(51, 102, 153)") == SRGB(RGB8(red: 51, green: 102, blue: 153)))
    #expect(try srgb("rgb(20%, 40%, 60%)") == SRGB(red: 0.2, green: 0.4, blue: 0.6))
    #expect(try srgb("rgba(51,102,153,1)") == SRGB(RGB8(red: 51, green: 102, blue: 153)))
    #expect(try srgb("RGB( 51 , 102 , 153 , 100% )") == SRGB(RGB8(red: 51, green: 102, blue: 153)))
  }

  @Test func modernSpaceSyntaxMixesNumbersPercentagesAndNone() throws {
    #expect(try srgb("rgb(51 102 153)") == SRGB(RGB8(red: 51, green: 102, blue: 153)))
    #expect(try srgb("rgb(20% 102 none)") == SRGB(red: 0.2, green: 0.4, blue: 0))
    #expect(try srgb("rgba(51 102 153 / 1)") == SRGB(RGB8(red: 51, green: 102, blue: 153)))
    #expect(try srgb("rgb(51 102 153/100%)") == SRGB(RGB8(red: 51, green: 102, blue: 153)))
    #expect(try parse("rgb(20% 102 none)").missingComponents == .third)
  }

  @Test func outOfRangeComponentsAreClampedAsWPTExpects() throws {
    // color-valid-rgb.html: rgb(-2 3 4) → rgb(0, 3, 4); rgb(257 30 40) →
    // rgb(255, 30, 40); rgb(-20% 20% 40%) → rgb(0, 51, 102);
    // rgb(250% 20% 40%) → rgb(255, 51, 102).
    #expect(try rgb8("rgb(-2 3 4)") == RGB8(red: 0, green: 3, blue: 4))
    #expect(try rgb8("rgb(257 30 40)") == RGB8(red: 255, green: 30, blue: 40))
    #expect(try rgb8("rgb(-20% 20% 40%)") == RGB8(red: 0, green: 51, blue: 102))
    #expect(try rgb8("rgb(250% 20% 40%)") == RGB8(red: 255, green: 51, blue: 102))
    #expect(try rgb8("rgb(20% none none)") == RGB8(red: 51, green: 0, blue: 0))
  }

  @Test func alphaIsANumberOrPercentageClampedToZeroThroughOne() throws {
    #expect(try parse("rgb(1 2 3 / 0.5)").alpha == 0.5)
    #expect(try parse("rgba(1, 2, 3, 0)").alpha == 0)
    #expect(try parse("rgb(1 2 3 / 50%)").alpha == 0.5)
    #expect(try parse("rgba(1, 2, 3, 25%)").alpha == 0.25)
    #expect(try parse("rgb(1 2 3)").alpha == 1)
    // color-valid-color-function.html: "/ -10%" → 0; "/ 110%" and "/ 300%"
    // → 1 (not written); "/ 200" → 1; "/ -200" → 0.
    #expect(try parse("color(srgb 0 0 0 / -10%)").alpha == 0)
    #expect(try parse("color(srgb 0 0 0 / 110%)").alpha == 1)
    #expect(try parse("color(srgb 0 0 0 / 300%)").alpha == 1)
    #expect(try parse("color(srgb 200 200 200 / 200)").alpha == 1)
    #expect(try parse("color(srgb -200 -200 -200 / -200)").alpha == 0)
    // The color itself does not change with its alpha.
    #expect(try srgb("rgb(1 2 3 / 0.5)") == SRGB(RGB8(red: 1, green: 2, blue: 3)))
  }

  @Test func noneAlphaIsZeroAndRemembered() throws {
    let color = try parse("rgb(1 2 3 / none)")
    #expect(color.alpha == 0)
    #expect(color.missingComponents == .alpha)
  }

  // MARK: - hsl() and hsla()

  @Test(
    arguments: [
      // color-valid-hsl.html
      ("hsl(120 30% 50%)", RGB8(red: 89, green: 166, blue: 89)),
      ("hsl(120 30 50)", RGB8(red: 89, green: 166, blue: 89)),
      ("hsl(120 30% 50)", RGB8(red: 89, green: 166, blue: 89)),
      ("hsl(120 30 50%)", RGB8(red: 89, green: 166, blue: 89)),
      ("hsl(120 30% 50% / 0.5)", RGB8(red: 89, green: 166, blue: 89)),
      ("hsla(0 0% 0%)", RGB8(red: 0, green: 0, blue: 0)),
      ("hsl(120 0% 50%)", RGB8(red: 128, green: 128, blue: 128)),
      ("hsl(0 100% 50%)", RGB8(red: 255, green: 0, blue: 0)),
      ("hsl(10 100% 50%)", RGB8(red: 255, green: 43, blue: 0)),  // G = 42.5 rounds up
      // (WPT's next case, 49.999999% → 128, holds only for engines that
      // round the lightness to single precision: 0.49999999 × 255 is 127.4999.)
      ("hsl(0 0% 49.99999%)", RGB8(red: 127, green: 127, blue: 127)),
      ("hsl(0 -50% 40%)", RGB8(red: 102, green: 102, blue: 102)),  // saturation clamped at 0
      ("hsl(30 -50 60)", RGB8(red: 153, green: 153, blue: 153)),
      // The legacy comma syntax (CSS Color 4 §7: a hue, two percentages).
      ("hsl(120, 30%, 50%)", RGB8(red: 89, green: 166, blue: 89)),
      ("hsla(120deg, 30%, 50%, 0.5)", RGB8(red: 89, green: 166, blue: 89)),
      ("hsl(0.5turn, 100%, 50%)", RGB8(red: 0, green: 255, blue: 255)),
    ])
  func hslResolvesToTheWPTColor(text: String, expected: RGB8) throws {
    #expect(try rgb8(text) == expected)
  }

  @Test func hslKeepsItsComponentsAndAlpha() throws {
    #expect(
      try parse("hsl(120 30% 50% / 0.5)")
        == ParsedColor(.hsl(HSL(h: 120, s: 30, l: 50)), alpha: 0.5))
    #expect(try parse("hsl(0deg, 0%, 0%, 50%)").alpha == 0.5)
    #expect(try parse("hsl(-90 10% 300%)").color == .hsl(HSL(h: 270, s: 10, l: 300)))
    let none = try parse("hsl(none none none / none)")
    #expect(none.color == .hsl(HSL(h: 0, s: 0, l: 0)))
    #expect(none.missingComponents == [.first, .second, .third, .alpha])
  }

  // MARK: - hwb()

  @Test(
    arguments: [
      // color-valid-hwb.html
      ("hwb(120 30% 50%)", RGB8(red: 77, green: 128, blue: 77)),
      ("hwb(120 30 50)", RGB8(red: 77, green: 128, blue: 77)),
      ("hwb(0 0% 0%)", RGB8(red: 255, green: 0, blue: 0)),
      ("hwb(120 0% 0%)", RGB8(red: 0, green: 255, blue: 0)),
      ("hwb(120 80% 0%)", RGB8(red: 204, green: 255, blue: 204)),
      ("hwb(120 0% 50%)", RGB8(red: 0, green: 128, blue: 0)),
      ("hwb(0 100% 50% / 0)", RGB8(red: 170, green: 170, blue: 170)),
      ("hwb(320deg 30% 40%)", RGB8(red: 153, green: 77, blue: 128)),  // B = 127.5
      ("hwb(0deg 10% 50%)", RGB8(red: 128, green: 26, blue: 26)),
      ("hwb(120deg 10% 50%)", RGB8(red: 26, green: 128, blue: 26)),
      ("hwb(0 20% 100%)", RGB8(red: 43, green: 43, blue: 43)),
      ("hwb(120 30% 50% / 0.5)", RGB8(red: 77, green: 128, blue: 77)),
      ("hwb(120 30 50%)", RGB8(red: 77, green: 128, blue: 77)),
      // The colors of hwb(calc(infinity) 20% 10%) and hwb(90 20% 10% / calc(infinity)).
      ("hwb(0 20% 10%)", RGB8(red: 230, green: 51, blue: 51)),
      ("hwb(90 20% 10%)", RGB8(red: 140, green: 230, blue: 51)),
    ])
  func hwbResolvesToTheWPTColor(text: String, expected: RGB8) throws {
    // WPT compares these with `fuzzy_test_valid_color`, whose epsilon is
    // 0.0001: each channel exactly. (hwb(120 30% 50%) has green 0.5, 127.5,
    // which rounds up to 128.)
    #expect(try rgb8(text) == expected)
    #expect(SRGB(try parse("hwb(120 30% 50%)")).green == 0.5)
  }

  @Test func hwbKeepsItsComponents() throws {
    #expect(
      try parse("HWB(120 none 50% / 0.25)")
        == ParsedColor(
          .hwb(HWB(h: 120, w: 0, b: 50)), alpha: 0.25, missingComponents: .second))
  }

  // MARK: - lab(), lch(), oklab(), oklch()

  @Test func labIsD50WithPercentagesForLAndAB() throws {
    #expect(
      try parse("lab(52.2345 40.1645 59.9971)")
        == .lab(Lab(l: 52.2345, a: 40.1645, b: 59.9971), white: .d50))
    // CSS Color 4: L 100% = 100; a and b 100% = 125.
    #expect(try parse("lab(50% 100% -40%)") == .lab(Lab(l: 50, a: 125, b: -50), white: .d50))
    #expect(
      try parse("LAB(none 10 none)")
        == ParsedColor(
          .lab(Lab(l: 0, a: 10, b: 0), white: .d50), missingComponents: [.first, .third]))
    #expect(try parse("lab(50 0 0 / 1)") == .lab(Lab(l: 50, a: 0, b: 0), white: .d50))
    #expect(
      try parse("lab(20 0 10/50%)")
        == ParsedColor(.lab(Lab(l: 20, a: 0, b: 10), white: .d50), alpha: 0.5))
  }

  @Test func labLightnessIsClampedAsWPTExpects() throws {
    // color-valid-lab.html: lab(400 0 10/50%) → lab(100 0 10 / 0.5);
    // lab(-40 0 0) → lab(0 0 0); a and b are not clamped.
    #expect(try parse("lab(400 0 10)") == .lab(Lab(l: 100, a: 0, b: 10), white: .d50))
    #expect(try parse("lab(-40 0 0)") == .lab(Lab(l: 0, a: 0, b: 0), white: .d50))
    #expect(try parse("lab(50 -200 200)") == .lab(Lab(l: 50, a: -200, b: 200), white: .d50))
  }

  @Test func lchIsD50WithPercentagesAndHueUnits() throws {
    #expect(
      try parse("lch(52.2345% 72.2 56.2)") == .lch(LCh(l: 52.2345, c: 72.2, h: 56.2), white: .d50))
    // CSS Color 4: C 100% = 150.
    #expect(try parse("lch(50 10% 90deg)") == .lch(LCh(l: 50, c: 15, h: 90), white: .d50))
    #expect(try parse("lch(50 10 100grad)") == .lch(LCh(l: 50, c: 10, h: 90), white: .d50))
    #expect(try parse("lch(50 10 0.25turn)") == .lch(LCh(l: 50, c: 10, h: 90), white: .d50))
    #expect(try parse("lch(50 10 none)").color == .lch(LCh(l: 50, c: 10, h: 0), white: .d50))
    #expect(try parse("lch(50 10 none)").missingComponents == .third)
  }

  @Test func huesAreNormalizedAsWPTExpects() throws {
    // color-valid-lab.html: 1.28rad → 73.3386; 380deg, −340deg, 740deg,
    // −700deg and −700 → 20; negative chroma → 0; negative L → 0.
    for function in ["lch", "oklch"] {
      guard case .some(let radians) = hue(try parse("\(function)(0.1 0.2 1.28rad)")) else {
        Issue.record("no hue")
        return
      }
      #expect(isClose(radians, 73.3386, within: 5e-5))
      for hue in ["380deg", "-340deg", "740deg", "-700deg", "-700"] {
        #expect(
          isClose(self.hue(try parse("\(function)(0.1 0.2 \(hue))")) ?? .nan, 20, within: 1e-12))
      }
    }
    #expect(try parse("lch(20 -20 0)") == .lch(LCh(l: 20, c: 0, h: 0), white: .d50))
    #expect(try parse("lch(-40 0 0)") == .lch(LCh(l: 0, c: 0, h: 0), white: .d50))
    #expect(try parse("oklch(0.2 -0.2 0)").color == .oklch(OKLCh(l: 0.2, c: 0, h: 0)))
    #expect(try parse("oklch(-4 0 0)").color == .oklch(OKLCh(l: 0, c: 0, h: 0)))
  }

  func hue(_ color: ParsedColor) -> Double? {
    switch color.color {
    case .lch(let lch, _): return lch.h
    case .oklch(let oklch): return oklch.h
    default: return nil
    }
  }

  @Test func oklabTakesLOnZeroThroughOneAndPercentagesOfPointFour() throws {
    // color-valid-lab.html: oklab(0.2 0 0.1/0.5), oklab(4 0 0.1/50%) →
    // oklab(1 0 0.1 / 0.5), oklab(-0.4 0 0) → oklab(0 0 0), a and b unclamped.
    #expect(
      try parse("oklab(0.2 0 0.1/0.5)")
        == ParsedColor(.oklab(OKLab(l: 0.2, a: 0, b: 0.1)), alpha: 0.5))
    #expect(try parse("oklab(4 0 0.1/50%)").color == .oklab(OKLab(l: 1, a: 0, b: 0.1)))
    #expect(try parse("oklab(-0.4 0 0)").color == .oklab(OKLab(l: 0, a: 0, b: 0)))
    #expect(try parse("oklab(0.5 -2 2)").color == .oklab(OKLab(l: 0.5, a: -2, b: 2)))
    // CSS Color 4 §9: L 100% = 1; a, b 100% = 0.4.
    #expect(try parse("oklab(50% 100% -50%)").color == .oklab(OKLab(l: 0.5, a: 0.4, b: -0.2)))
  }

  @Test func oklchTakesChromaPercentagesOfPointFour() throws {
    #expect(try parse("oklch(0.6 0.1 30)") == ParsedColor(.oklch(OKLCh(l: 0.6, c: 0.1, h: 30))))
    #expect(try parse("oklch(60% 25% 30deg)").color == .oklch(OKLCh(l: 0.6, c: 0.1, h: 30)))
    #expect(try parse("oklch(1 2.3 0deg / 0.5)").color == .oklch(OKLCh(l: 1, c: 2.3, h: 0)))
    #expect(
      try parse("OKLCH( 0.5\t0.1\n30DEG  /  none )")
        == ParsedColor(.oklch(OKLCh(l: 0.5, c: 0.1, h: 30)), alpha: 0, missingComponents: .alpha))
  }

  // MARK: - color()

  @Test(arguments: RGBSpace.allCases)
  func colorFunctionReadsEveryRGBSpaceUnclamped(space: RGBSpace) throws {
    // color-valid-color-function.html: 10% → 0.1; .2 .2 25% → 0.2 0.2 0.25;
    // 50% -200 200 stays unclamped.
    let name = space.rawValue
    #expect(
      try parse("color(\(name) 10% 10% 10%)").color
        == .rgb(RGBColor(space, red: 0.1, green: 0.1, blue: 0.1)))
    #expect(
      try parse("color(\(name) .2 .2 25%)").color
        == .rgb(RGBColor(space, red: 0.2, green: 0.2, blue: 0.25)))
    #expect(
      try parse("color(\(name) 50% -200 200)").color
        == .rgb(RGBColor(space, red: 0.5, green: -200, blue: 200)))
    #expect(try parse("color(\(name) 20% 0 10/50%)").alpha == 0.5)
    let none = try parse("color(\(name) 10% none none / none)")
    #expect(none.missingComponents == [.second, .third, .alpha])
  }

  @Test func colorFunctionReadsXYZWithD65AsTheDefault() throws {
    // color-valid-color-function.html: color(xyz …) serializes as xyz-d65.
    let xyz = XYZ(x: 0.2, y: 0, z: 10)
    #expect(try parse("color(xyz .20 0 10/0.5)") == ParsedColor(.xyz(xyz, white: .d65), alpha: 0.5))
    #expect(try parse("color(xyz-d65 .20 0 10)").color == .xyz(xyz, white: .d65))
    #expect(try parse("color(xyz-d50 .20 0 10)").color == .xyz(xyz, white: .d50))
    #expect(
      try parse("COLOR(XYZ-D50 -1 -1 -1)").color == .xyz(XYZ(x: -1, y: -1, z: -1), white: .d50))
  }

  // MARK: - Errors, with message and column

  @Test(
    arguments: [
      (
        "lab(50 20, 3)",
        "expected a space between arguments (lab() takes no commas) at column 10, found \",\""
      ),
      (
        "lch(50,20,3)",
        "expected a space between arguments (lch() takes no commas) at column 7, found \",\""
      ),
      (
        "hwb(120, 30%, 50%)",
        "expected a space between arguments (hwb() takes no commas) at column 8, found \",\""
      ),
      (
        "hsl(120 30%, 50%)",
        "expected a space between arguments (hsl() takes commas between all its arguments or"
          + " none) at column 12, found \",\""
      ),
      ("lab(50 20 3", "expected \"/\" or \")\" at column 12, found end of input"),
      ("lab(50 20 3 4)", "expected \"/\" or \")\" at column 13, found \"4\""),
      ("lab(50 20)", "expected a number, percentage or none for b* at column 10, found \")\""),
      ("lab(50 x 3)", "expected a number, percentage or none for a* at column 8, found \"x\""),
      ("lab(50px 0 0)", "expected a number, percentage or none for L* at column 5, found \"50px\""),
      ("lab(nan 0 0)", "expected a finite number for L* at column 5, found \"nan\""),
      ("lab(50 1e309 0)", "expected a finite number for a* at column 8, found \"1e309\""),
      ("lch(50 10 20%)", "expected a number, angle or none for h at column 11, found \"20%\""),
      ("lch(50 10 20px)", "expected a number, angle or none for h at column 11, found \"20px\""),
      ("oklch(0.5 0.1 30%)", "expected a number, angle or none for h at column 15, found \"30%\""),
      (
        "oklab(0.5 0.1deg 0)",
        "expected a number, percentage or none for a at column 11, found \"0.1deg\""
      ),
      ("hsl(50% 10% 10%)", "expected a number, angle or none for hue at column 5, found \"50%\""),
      ("hwb(120 nan 0)", "expected a finite number for whiteness at column 9, found \"nan\""),
      // An angle whose degrees are beyond `Double`, though its number is not.
      (
        "hsl(1e308turn 50% 50%)",
        "expected a finite number for hue at column 5, found \"1e308turn\""
      ),
      (
        "oklch(0.5 0.1 1e307rad)", "expected a finite number for h at column 15, found \"1e307rad\""
      ),
      ("lab(50 0 0) x", "expected end of input after \")\" at column 13, found \"x\""),
      ("lab(50 0 0 / 1", "expected \")\" at column 15, found end of input"),
      (
        "lab(50 0 0 / )",
        "expected a number, percentage or none for alpha at column 14, found \")\""
      ),
      ("oklch(0.5 0.1 30 / 1", "expected \")\" at column 21, found end of input"),
      ("rgb(1, 2 3)", "expected \",\" at column 10, found \"3\""),
      ("rgb(1, 2%, 3)", "expected a number for green, like red at column 8, found \"2%\""),
      ("rgb(1%, 2, 3%)", "expected a percentage for green, like red at column 9, found \"2\""),
      // The comma syntax has no `none`, and its errors offer none.
      ("rgb(1, x, 3)", "expected a number for green, like red at column 8, found \"x\""),
      ("rgb(1, none, 3)", "expected a number for green, like red at column 8, found \"none\""),
      (
        "hsl(120, x, 50%)",
        "expected a percentage for saturation (the comma syntax takes percentages here) at column"
          + " 10, found \"x\""
      ),
      ("rgb(1, 2, 3, x)", "expected a number or percentage for alpha at column 14, found \"x\""),
      (
        "rgb(1, 2, 3, none)",
        "expected a number or percentage for alpha at column 14, found \"none\""
      ),
      ("rgb(1, 2, inf)", "expected a finite number for blue at column 11, found \"inf\""),
      // After alpha, the last argument of the comma syntax, only ")" may come.
      ("hsl(120, 100%, 50%, 0.5, 1)", "expected \")\" at column 24, found \",\""),
      ("rgb(1, 2, 3 4)", "expected \",\" or \")\" at column 13, found \"4\""),
      ("rgb(none, 2, 3)", "expected a number or percentage for red at column 5, found \"none\""),
      ("rgb(1, 2, 3 4)", "expected \",\" or \")\" at column 13, found \"4\""),
      (
        "rgb(1, 2, 3, none)",
        "expected a number or percentage for alpha at column 14, found \"none\""
      ),
      (
        "hsl(120, 30, 50%)",
        "expected a percentage for saturation (the comma syntax takes percentages here) at"
          + " column 10, found \"30\""
      ),
      ("hsl(none, 30%, 50%)", "expected a number or angle for hue at column 5, found \"none\""),
      (
        "rgb(1 2 3deg)",
        "expected a number, percentage or none for blue at column 9, found \"3deg\""
      ),
      (
        "hsv(120 50% 50%)",
        "expected a color function (rgb, rgba, hsl, hsla, hwb, lab, lch, oklab, oklch, color or"
          + " color-mix) at column 1, found \"hsv\""
      ),
      (
        "color(rec2021 1 0 0)",
        "expected a color space (srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020,"
          + " xyz, xyz-d50 or xyz-d65) at column 7, found \"rec2021\""
      ),
      (
        "color()",
        "expected a color space (srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020,"
          + " xyz, xyz-d50 or xyz-d65) at column 7, found \")\""
      ),
      ("color(srgb)", "expected a space after the color space at column 11, found \")\""),
      (
        "color(srgb 1 0)",
        "expected a number, percentage or none for blue at column 15, found \")\""
      ),
      (
        "color(srgb 1 0 0deg)",
        "expected a number, percentage or none for blue at column 16, found \"0deg\""
      ),
      (
        "color(xyz 1 1 1 / 50deg)",
        "expected a number, percentage or none for alpha at column 19, found \"50deg\""
      ),
      ("rgb()", "expected a number, percentage or none for red at column 5, found \")\""),
      ("rgb(", "expected a number, percentage or none for red at column 5, found end of input"),
    ])
  func malformedFunctionsAreReportedWithTheirColumn(text: String, message: String) {
    #expect(error(text)?.description == message)
  }
}
