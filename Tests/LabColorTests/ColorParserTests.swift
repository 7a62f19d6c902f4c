import LabColor
import Testing

@Suite("ColorParser")
struct ColorParserTests {
  let parser = ColorParser()

  /// The error `parser` reports for `text`, or `nil` if it parses.
  func error(_ text: String, _ parser: ColorParser = ColorParser()) -> ColorParseError? {
    do throws(ColorParseError) {
      _ = try parser.parse(text)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Keywords and hex with alpha

  @Test func transparentIsTransparentBlack() throws {
    // CSS Color 4 §6.3: transparent is rgb(0 0 0 / 0).
    #expect(
      try parser.parse("Transparent")
        == ParsedColor(.rgb(RGBColor(.srgb, red: 0, green: 0, blue: 0)), alpha: 0))
  }

  @Test func systemColorsAndCurrentColorAreRefusedAsContextDependent() {
    #expect(error("ButtonText")?.reason == .contextDependent(.systemColor))
    #expect(error("AccentColor")?.reason == .contextDependent(.systemColor))
    #expect(error("CURRENTCOLOR")?.reason == .contextDependent(.currentColor))
  }

  @Test func hexAlphaDigitsGiveTheAlpha() throws {
    // CSS Color 4 §5.2: #rgba repeats the digit; #rrggbbaa is a/255.
    #expect(
      try parser.parse("#11223380")
        == ParsedColor(
          .rgb(RGBColor(SRGB(RGB8(red: 0x11, green: 0x22, blue: 0x33)))), alpha: 128.0 / 255))
    #expect(try parser.parse("#abcd").alpha == 0xDD / 255.0)
    #expect(try parser.parse("#abcf") == .srgb(SRGB(RGB8(red: 0xAA, green: 0xBB, blue: 0xCC))))
    #expect(try parser.parse("#aabbccff").alpha == 1)
  }

  // MARK: - Bare triples

  @Test func bareTriplesMayBeSeparatedBySpacesCommasOrTabs() throws {
    let expected = ParsedColor.lab(Lab(l: 50, a: 20, b: -10), white: .d65)
    for text in [
      "50 20 -10", "50,20,-10", "50, 20, -10", "50\t20\t-10", "50 ,20 , -10", "50  20\t, -10",
    ] {
      #expect(try parser.parse(text) == expected)
    }
  }

  @Test func bareTriplesUseTheParsersWhite() throws {
    let d50 = ColorParser(bareTriples: .lab, white: .d50)
    #expect(try d50.parse("50 0 0") == .lab(Lab(l: 50, a: 0, b: 0), white: .d50))
  }

  @Test func bareRGBTriplesAreEightBitSRGB() throws {
    let rgb = ColorParser(bareTriples: .rgb)
    #expect(try rgb.parse("51 102 255") == .srgb(SRGB(red: 0.2, green: 0.4, blue: 1)))
    #expect(try rgb.parse("0,0,0") == .srgb(SRGB(red: 0, green: 0, blue: 0)))
    #expect(try rgb.parse("127.5 0 0") == .srgb(SRGB(red: 127.5 / 255, green: 0, blue: 0)))
  }

  @Test func numbersTakeSignsFractionsAndExponents() throws {
    #expect(try parser.parse("+5e1 -.5 1.25E+1") == .lab(Lab(l: 50, a: -0.5, b: 12.5), white: .d65))
    #expect(
      try parser.parse("0.1 1e-7 -2.5e-3") == .lab(Lab(l: 0.1, a: 1e-7, b: -0.0025), white: .d65))
  }

  @Test func negativeZeroIsAcceptedAndKeepsItsSign() throws {
    guard case .lab(let lab, _) = try parser.parse("-0 -0 -0").color else {
      Issue.record("not Lab")
      return
    }
    #expect(lab.l == 0 && lab.l.sign == .minus && lab.a.sign == .minus)
    #expect(RGB8(SRGB(lab, white: .d65)).hex == "#000000")
  }

  @Test func lightnessBoundariesAreInclusive() throws {
    #expect(try parser.parse("0 0 0") == .lab(Lab(l: 0, a: 0, b: 0), white: .d65))
    #expect(try parser.parse("100 0 0") == .lab(Lab(l: 100, a: 0, b: 0), white: .d65))
    #expect(error("100.000000001 0 0")?.reason == .outOfRange(component: "L*", range: 0...100))
    #expect(
      error("-0.1 0 0")?.description == "L* must be between 0 and 100 at column 1, found \"-0.1\"")
    #expect(
      error("120 0 0")?.description == "L* must be between 0 and 100 at column 1, found \"120\"")
    // a* and b* are unbounded.
    #expect(try parser.parse("50 -500 500") == .lab(Lab(l: 50, a: -500, b: 500), white: .d65))
  }

  @Test func eightBitBoundariesAreInclusive() throws {
    let rgb = ColorParser(bareTriples: .rgb)
    #expect(try rgb.parse("255 255 255") == .srgb(SRGB(red: 1, green: 1, blue: 1)))
    #expect(
      error("0 256 0", rgb)?.description
        == "green must be between 0 and 255 at column 3, found \"256\"")
    #expect(
      error("-1 0 0", rgb)?.description == "red must be between 0 and 255 at column 1, found \"-1\""
    )
  }

  // MARK: - Named colors and hex

  @Test func namedColorsIgnoreCase() throws {
    #expect(try parser.parse("RebeccaPurple") == .srgb(SRGB(red: 0.4, green: 0.2, blue: 0.6)))
    #expect(try parser.parse("  white ") == .srgb(SRGB(red: 1, green: 1, blue: 1)))
  }

  @Test func hexColorsAreSRGB() throws {
    #expect(try parser.parse("#336699") == .srgb(SRGB(red: 0.2, green: 0.4, blue: 0.6)))
    #expect(try parser.parse("#FFF") == .srgb(SRGB(red: 1, green: 1, blue: 1)))
  }

  // MARK: - Whitespace, line ends and other entry points

  @Test func surroundingWhitespaceAndCRLFAreIgnored() throws {
    let expected = ParsedColor.lab(Lab(l: 50, a: 20, b: -10), white: .d65)
    #expect(try parser.parse(" \t50 20 -10\r\n") == expected)
    #expect(try parser.parse("50 20 -10\r") == expected)
  }

  @Test func substringsAndUTF8BuffersParseTheSame() throws {
    let line = "x=50 20 -10;"
    let slice = line.dropFirst(2).dropLast()
    #expect(try parser.parse(slice) == .lab(Lab(l: 50, a: 20, b: -10), white: .d65))
    let bytes: [UInt8] = Array("#663399".utf8)
    let parsed = try bytes.withUnsafeBufferPointer { buffer throws(ColorParseError) in
      try parser.parse(utf8: buffer)
    }
    #expect(parsed == .srgb(SRGB(RGB8(red: 0x66, green: 0x33, blue: 0x99))))
  }

  // MARK: - Errors, with message and column

  @Test(
    arguments: [
      ("", "expected a color at column 1, found end of input"),
      ("   ", "expected a color at column 4, found end of input"),
      ("50 x 10", "expected a number for a* at column 4, found \"x\""),
      ("50  x 10", "expected a number for a* at column 5, found \"x\""),
      ("50 20", "expected a number for b* at column 6, found end of input"),
      ("50", "expected a number for a* at column 3, found end of input"),
      (
        "50 20 10 40",
        "expected end of input or \"/\" and alpha after b* at column 10, found \"40\""
      ),
      ("50 20 10,", "expected end of input or \"/\" and alpha after b* at column 9, found \",\""),
      ("50,,20 10", "expected a number for a* at column 4, found \",\""),
      ("50% 0 0", "expected a number for L* at column 1, found \"50%\""),
      ("50x 0 0", "expected a number for L* at column 1, found \"50x\""),
      ("5. 0 0", "expected a number for L* at column 1, found \"5.\""),
      ("1e 0 0", "expected a number for L* at column 1, found \"1e\""),
      ("- 0 0", "expected a number for L* at column 1, found \"-\""),
      ("  50 x 10", "expected a number for a* at column 6, found \"x\""),
      ("bluish", "unknown color name \"bluish\" at column 1"),
      ("red 0 0", "expected end of input after the color name at column 5, found \"0\""),
      ("red blue", "expected end of input after the color name at column 5, found \"blue\""),
      ("transparent x", "expected end of input after the color name at column 13, found \"x\""),
      ("bluish 0 0", "expected a number for L* at column 1, found \"bluish\""),
      (
        "currentcolor",
        "cannot convert \"currentcolor\" at column 1: currentcolor is the color of the element"
          + " it is used on, and there is none here"
      ),
      (
        " CurrentColor",
        "cannot convert \"CurrentColor\" at column 2: currentcolor is the color of the element"
          + " it is used on, and there is none here"
      ),
      (
        "Canvas",
        "cannot convert \"Canvas\" at column 1: system colors are chosen by the browser and the"
          + " user's platform and theme"
      ),
      (
        "threedface",
        "cannot convert \"threedface\" at column 1: system colors are chosen by the browser and"
          + " the user's platform and theme"
      ),
    ])
  func malformedInputIsReportedWithItsColumn(text: String, message: String) {
    #expect(error(text)?.description == message)
  }

  @Test(
    arguments: [
      ("nan 0 0", "L*", 1, "nan"),
      ("NaN 0 0", "L*", 1, "NaN"),
      ("50 inf 0", "a*", 4, "inf"),
      ("50 0 -Infinity", "b*", 6, "-Infinity"),
      ("1e309 0 0", "L*", 1, "1e309"),
      ("50 -1e400 0", "a*", 4, "-1e400"),
      ("inf", "L*", 1, "inf"),
    ])
  func nonFiniteNumbersAreRejected(text: String, component: String, column: Int, found: String) {
    let error = error(text)
    #expect(error?.reason == .nonFinite(component: component))
    #expect(error?.column == column)
    #expect(error?.found == found)
  }

  @Test func columnsCountUnicodeScalarsNotBytes() {
    // "é" is two UTF-8 bytes but one column.
    let error = error("é 0 0")
    #expect(error?.column == 1)
    #expect(error?.found == "é")
    let later = self.error("50 0 0 é")
    #expect(later?.column == 8)
  }

  @Test func invalidUTF8IsAnErrorNotACrash() throws {
    let bytes: [UInt8] = [0x35, 0x30, 0x20, 0xFF, 0xFE, 0x20, 0x30]
    let error = bytes.withUnsafeBufferPointer { buffer -> ColorParseError? in
      do throws(ColorParseError) {
        _ = try parser.parse(utf8: buffer)
        return nil
      } catch {
        return error
      }
    }
    #expect(error?.reason == .expected("a number for a*"))
    #expect(error?.column == 4)
    #expect(error?.found == "\u{FFFD}\u{FFFD}")
  }

  @Test func controlCharactersAreEscapedInMessages() {
    #expect(error("50 \u{1} 0")?.found == "\\u{1}")
    #expect(error("50 \"x 0")?.found == "\\\"x")
    #expect(error("50 \u{7F}\u{9B}\u{A0}x 0")?.found == "\\u{7F}\\u{9B}\u{A0}x")
  }

  @Test func overlongTokensAreShortenedInMessages() {
    let long = String(repeating: "x", count: 10_000)
    let error = error("50 \(long) 0")
    #expect(error?.column == 4)
    #expect(error?.found == String(repeating: "x", count: 32) + "…")
  }

  @Test func overlongNumeralsStillParseCorrectlyRounded() throws {
    let digits = "0." + String(repeating: "3", count: 400)
    let parsed = try parser.parse("50 \(digits) 0")
    #expect(parsed == .lab(Lab(l: 50, a: 1.0 / 3, b: 0), white: .d65))
  }

  // MARK: - Random inputs (seeded): a value or a located error, never a trap

  @Test func randomBytesEndInAValueOrALocatedError() {
    var generator = SeededGenerator(seed: 171)
    let pieces = [
      "#", "rgb(", "rgba(", "lab(", "lch(", ")", "/", ",", " ", "\t", "%", "none", "deg", "turn",
      "-", "+", ".", "e", "E", "0", "5", "12.5", "1e309", "nan", "inf", "red", "é", "\u{0}", "\r",
      "ff", "#abc", "255", "100%",
    ]
    for round in 0..<20_000 {
      var bytes: [UInt8]
      if round.isMultiple(of: 2) {
        bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
          UInt8.random(in: 0...255, using: &generator)
        }
      } else {
        var text = ""
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
          text += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
        }
        bytes = Array(text.utf8)
      }
      let outcome = bytes.withUnsafeBufferPointer {
        buffer -> Result<ParsedColor, ColorParseError> in
        Result { () throws(ColorParseError) in try parser.parse(utf8: buffer) }
      }
      if case .failure(let error) = outcome {
        let scalars = bytes.filter { $0 & 0xC0 != 0x80 }.count
        #expect(error.column >= 1 && error.column <= scalars + 1)
        #expect(!error.description.isEmpty)
      }
    }
  }
}
