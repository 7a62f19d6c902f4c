import LabColor
import Testing

@Suite("ColorParser CSS functions")
struct ColorParserCSSFunctionsTests {
  let parser = ColorParser()

  func srgb(_ text: String) throws -> SRGB {
    guard case .srgb(let srgb) = try parser.parse(text) else {
      Issue.record("\(text) is not sRGB")
      return SRGB(red: .nan, green: .nan, blue: .nan)
    }
    return srgb
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
  }

  @Test func outOfRangeComponentsAreClampedAsWPTExpects() throws {
    // web-platform-tests css/css-color/parsing/color-valid-rgb.html:
    // rgb(-2 3 4) → rgb(0, 3, 4); rgb(257 30 40) → rgb(255, 30, 40);
    // rgb(-20% 20% 40%) → rgb(0, 51, 102); rgb(250% 20% 40%) → rgb(255, 51, 102).
    #expect(RGB8(try srgb("rgb(-2 3 4)")) == RGB8(red: 0, green: 3, blue: 4))
    #expect(RGB8(try srgb("rgb(257 30 40)")) == RGB8(red: 255, green: 30, blue: 40))
    #expect(RGB8(try srgb("rgb(-20% 20% 40%)")) == RGB8(red: 0, green: 51, blue: 102))
    #expect(RGB8(try srgb("rgb(250% 20% 40%)")) == RGB8(red: 255, green: 51, blue: 102))
    #expect(RGB8(try srgb("rgb(20% none none)")) == RGB8(red: 51, green: 0, blue: 0))
  }

  @Test func onlyAnOpaqueAlphaIsAccepted() {
    for text in [
      "rgb(1 2 3 / 0.5)", "rgba(1, 2, 3, 0)", "rgb(1 2 3 / 50%)", "rgb(1 2 3 / none)",
      "lab(50 0 0 / .5)", "lch(50 0 0 / 99%)",
    ] {
      #expect(error(text)?.reason == .unsupportedAlpha)
    }
    #expect(
      error("rgb(10 20 30 / 0.5)")?.description
        == "alpha must be 1 or 100% at column 16, found \"0.5\" (labcolor has no alpha channel)")
  }

  // MARK: - lab() and lch()

  @Test func labIsD50WithPercentagesForLAndAB() throws {
    #expect(
      try parser.parse("lab(52.2345 40.1645 59.9971)")
        == .lab(Lab(l: 52.2345, a: 40.1645, b: 59.9971), white: .d50))
    // CSS Color 4: L 100% = 100; a and b 100% = 125.
    #expect(try parser.parse("lab(50% 100% -40%)") == .lab(Lab(l: 50, a: 125, b: -50), white: .d50))
    #expect(try parser.parse("LAB(none 10 none)") == .lab(Lab(l: 0, a: 10, b: 0), white: .d50))
    #expect(try parser.parse("lab(50 0 0 / 1)") == .lab(Lab(l: 50, a: 0, b: 0), white: .d50))
  }

  @Test func labLightnessIsClampedAsWPTExpects() throws {
    // web-platform-tests css/css-color/parsing/color-valid-lab.html:
    // lab(400 0 10/50%) → lab(100 0 10 …); lab(-40 0 0) → lab(0 0 0);
    // a and b are not clamped: lab(50 -200 200) stays.
    #expect(try parser.parse("lab(400 0 10)") == .lab(Lab(l: 100, a: 0, b: 10), white: .d50))
    #expect(try parser.parse("lab(-40 0 0)") == .lab(Lab(l: 0, a: 0, b: 0), white: .d50))
    #expect(try parser.parse("lab(50 -200 200)") == .lab(Lab(l: 50, a: -200, b: 200), white: .d50))
  }

  @Test func lchIsD50WithPercentagesAndHueUnits() throws {
    #expect(
      try parser.parse("lch(52.2345% 72.2 56.2)")
        == .lch(LCh(l: 52.2345, c: 72.2, h: 56.2), white: .d50))
    // CSS Color 4: C 100% = 150.
    #expect(try parser.parse("lch(50 10% 90deg)") == .lch(LCh(l: 50, c: 15, h: 90), white: .d50))
    #expect(try parser.parse("lch(50 10 100grad)") == .lch(LCh(l: 50, c: 10, h: 90), white: .d50))
    #expect(try parser.parse("lch(50 10 0.25turn)") == .lch(LCh(l: 50, c: 10, h: 90), white: .d50))
    #expect(try parser.parse("lch(50 10 none)") == .lch(LCh(l: 50, c: 10, h: 0), white: .d50))
  }

  @Test func lchValuesAreNormalizedAsWPTExpects() throws {
    // web-platform-tests css/css-color/parsing/color-valid-lab.html:
    // lch(10 20 1.28rad) → lch(10 20 73.3386); 380deg, −340deg, 740deg and
    // −700deg → 20; lch(20 -20 0) → lch(20 0 0); lch(-40 0 0) → lch(0 0 0).
    guard case .lch(let radians, _) = try parser.parse("lch(10 20 1.28rad)") else {
      Issue.record("not LCh")
      return
    }
    #expect(isClose(radians.h, 73.3386, within: 5e-5))
    for hue in ["380deg", "-340deg", "740deg", "-700deg", "-700"] {
      guard case .lch(let lch, _) = try parser.parse("lch(10 20 \(hue))") else {
        Issue.record("not LCh")
        return
      }
      #expect(isClose(lch.h, 20, within: 1e-12))
    }
    #expect(try parser.parse("lch(20 -20 0)") == .lch(LCh(l: 20, c: 0, h: 0), white: .d50))
    #expect(try parser.parse("lch(-40 0 0)") == .lch(LCh(l: 0, c: 0, h: 0), white: .d50))
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
      ("lab(50 20 3", "expected \"/\" or \")\" at column 12, found end of input"),
      ("lab(50 20 3 4)", "expected \"/\" or \")\" at column 13, found \"4\""),
      ("lab(50 20)", "expected a number, percentage or none for b* at column 10, found \")\""),
      ("lab(50 x 3)", "expected a number, percentage or none for a* at column 8, found \"x\""),
      ("lab(50px 0 0)", "expected a number, percentage or none for L* at column 5, found \"50px\""),
      ("lab(nan 0 0)", "expected a finite number for L* at column 5, found \"nan\""),
      ("lab(50 1e309 0)", "expected a finite number for a* at column 8, found \"1e309\""),
      ("lch(50 10 20%)", "expected a number, angle or none for h at column 11, found \"20%\""),
      ("lch(50 10 20px)", "expected a number, angle or none for h at column 11, found \"20px\""),
      ("lab(50 0 0) x", "expected end of input after \")\" at column 13, found \"x\""),
      ("lab(50 0 0 / 1", "expected \")\" at column 15, found end of input"),
      ("rgb(1, 2 3)", "expected \",\" at column 10, found \"3\""),
      ("rgb(1, 2%, 3)", "expected a number for green, like red at column 8, found \"2%\""),
      ("rgb(1%, 2, 3%)", "expected a percentage for green, like red at column 9, found \"2\""),
      ("rgb(none, 2, 3)", "expected a number or percentage for red at column 5, found \"none\""),
      ("rgb(1, 2, 3 4)", "expected \",\" or \")\" at column 13, found \"4\""),
      (
        "rgb(1 2 3deg)",
        "expected a number, percentage or none for blue at column 9, found \"3deg\""
      ),
      ("hsl(120 50% 50%)", "expected rgb(), rgba(), lab() or lch() at column 1, found \"hsl\""),
      ("rgb()", "expected a number, percentage or none for red at column 5, found \")\""),
      ("rgb(", "expected a number, percentage or none for red at column 5, found end of input"),
    ])
  func malformedFunctionsAreReportedWithTheirColumn(text: String, message: String) {
    #expect(error(text)?.description == message)
  }
}
