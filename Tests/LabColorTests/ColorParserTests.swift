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

  // MARK: - Bare LCh and XYZ triples

  @Test func bareLChTriplesAreLChRelativeToTheParsersWhite() throws {
    let d65 = try ColorParser(bareTriples: .lch, white: .d65).parse("50 22.36 333.43")
    #expect(d65 == .lch(LCh(l: 50, c: 22.36, h: 333.43), white: .d65))
    // ColorAide 8.13.1: Color('lch-d65', [50, 22.36, 333.43]).convert('lab-d65') and
    // .convert('srgb'), whose to_string(hex=True) is #916b88.
    #expect(
      isClose(
        Lab(d65, white: .d65), Lab(l: 50, a: 19.99852820987507, b: -10.001423370642355),
        within: 1e-9))
    #expect(
      isClose(
        SRGB(d65),
        SRGB(red: 0.5691256370596056, green: 0.4212149553207493, blue: 0.5344745098607676),
        within: 1e-9))
    #expect(RGB8(SRGB(d65)).hex == "#916b88")

    let d50 = try ColorParser(bareTriples: .lch, white: .d50).parse("60, 40, 120")
    #expect(d50 == .lch(LCh(l: 60, c: 40, h: 120), white: .d50))
    // ColorAide 8.13.1: Color('lch', [60, 40, 120]) (D50) .convert('lab') and
    // .convert('srgb'), #7d9a51.
    #expect(
      isClose(
        Lab(d50, white: .d50), Lab(l: 60, a: -19.999999999999993, b: 34.64101615137755),
        within: 1e-9))
    #expect(
      isClose(
        SRGB(d50),
        SRGB(red: 0.48833176890200186, green: 0.6031810016218216, blue: 0.31632197110995375),
        within: 1e-9))
    #expect(RGB8(SRGB(d50)).hex == "#7d9a51")
  }

  @Test func bareLChHuesAreAnyNumberOfDegreesReducedAsLChsAre() throws {
    let parser = ColorParser(bareTriples: .lch, white: .d50)
    #expect(try parser.parse("50 20 -30") == .lch(LCh(l: 50, c: 20, h: 330), white: .d50))
    #expect(try parser.parse("50 20 750") == .lch(LCh(l: 50, c: 20, h: 30), white: .d50))
    #expect(try parser.parse("50 20 -30") == parser.parse("lch(50 20 -30)"))
    // C* 0 is a gray, whatever its hue; L* and C* take their bounds.
    #expect(try parser.parse("0 0 -0") == .lch(LCh(l: 0, c: 0, h: 0), white: .d50))
    #expect(try parser.parse("100 500 1e6").color == .lch(LCh(l: 100, c: 500, h: 280), white: .d50))
  }

  @Test func bareXYZTriplesAreXYZRelativeToTheParsersWhite() throws {
    let d65 = try ColorParser(bareTriples: .xyz, white: .d65).parse("0.2 0.18 0.3")
    #expect(d65 == ParsedColor(.xyz(XYZ(x: 0.2, y: 0.18, z: 0.3), white: .d65)))
    // ColorAide 8.13.1 (Y of white = 1, as labcolor's): Color('xyz-d65', [0.2, 0.18, 0.3])
    // .convert('lab-d65') and .convert('srgb'), #826e93.
    #expect(
      isClose(
        Lab(d65, white: .d65),
        Lab(l: 49.496107610119594, a: 15.085797729193938, b: -17.208477370046538), within: 1e-9))
    #expect(
      isClose(
        SRGB(d65),
        SRGB(red: 0.5083822374973812, green: 0.4318472289187343, blue: 0.5762279152719886),
        within: 1e-9))
    #expect(RGB8(SRGB(d65)).hex == "#826e93")

    let d50 = try ColorParser(bareTriples: .xyz, white: .d50).parse("0.2191\t0.1854\t0.1516")
    #expect(d50 == ParsedColor(.xyz(XYZ(x: 0.2191, y: 0.1854, z: 0.1516), white: .d50)))
    // ColorAide 8.13.1: Color('xyz-d50', [0.2191, 0.1854, 0.1516]).convert('lab') (D50) and
    // .convert('srgb'), #986b78.
    #expect(
      isClose(
        Lab(d50, white: .d50),
        Lab(l: 50.14462609937186, a: 19.99749398609324, b: 0.3425648602848774), within: 1e-9))
    #expect(
      isClose(
        SRGB(d50),
        SRGB(red: 0.5947396515889952, green: 0.4180739481469886, blue: 0.46889243815045173),
        within: 1e-9))
    #expect(RGB8(SRGB(d50)).hex == "#986b78")
  }

  @Test func bareXYZTriplesTakeAnyFiniteNumbers() throws {
    let parser = ColorParser(bareTriples: .xyz, white: .d65)
    #expect(
      try parser.parse("-0.5 1e300 150")
        == ParsedColor(.xyz(XYZ(x: -0.5, y: 1e300, z: 150), white: .d65)))
  }

  @Test func bareLChAndXYZTriplesTakeAlpha() throws {
    let lch = try ColorParser(bareTriples: .lch).parse("50 22.36 333.43 / 0.5")
    #expect(lch == ParsedColor(.lch(LCh(l: 50, c: 22.36, h: 333.43), white: .d65), alpha: 0.5))
    let xyz = try ColorParser(bareTriples: .xyz).parse("0.2,0.18,0.3/25%")
    #expect(xyz == ParsedColor(.xyz(XYZ(x: 0.2, y: 0.18, z: 0.3), white: .d65), alpha: 0.25))
  }

  @Test(
    arguments: [
      ("120 20 30", "L* must be between 0 and 100 at column 1, found \"120\""),
      ("-1 20 30", "L* must be between 0 and 100 at column 1, found \"-1\""),
      ("50 -1 30", "C* must be at least 0 at column 4, found \"-1\""),
      ("50 -1e-300 30", "C* must be at least 0 at column 4, found \"-1e-300\""),
      ("50 x 30", "expected a number for C* at column 4, found \"x\""),
      ("50 20", "expected a number for h at column 6, found end of input"),
      ("50", "expected a number for C* at column 3, found end of input"),
      ("50 20 30deg", "expected a number for h at column 7, found \"30deg\""),
      // A parenthesis ends the number before it, which is reported as a number that ends
      // there, not as the number alone.
      ("50 20 30)", "expected end of input or \"/\" and alpha after h at column 9, found \")\""),
      ("50 20(30", "expected whitespace or \",\" after C* at column 6, found \"(\""),
      ("50) 20 30", "expected whitespace or \",\" after L* at column 3, found \")\""),
      (
        "50 20 30 40", "expected end of input or \"/\" and alpha after h at column 10, found \"40\""
      ),
      // A bare triple has no `none`, for alpha either, and its error does not offer one.
      ("50 20 30 / x", "expected a number or percentage for alpha at column 12, found \"x\""),
      ("50 20 30 / none", "expected a number or percentage for alpha at column 12, found \"none\""),
      ("50 20 nan", "expected a finite number for h at column 7, found \"nan\""),
      ("50 1e309 30", "expected a finite number for C* at column 4, found \"1e309\""),
      ("nan 20 30", "expected a finite number for L* at column 1, found \"nan\""),
      ("inf", "expected a finite number for L* at column 1, found \"inf\""),
    ])
  func malformedLChTriplesAreReportedWithTheirComponentAndColumn(text: String, message: String) {
    #expect(error(text, ColorParser(bareTriples: .lch))?.description == message)
  }

  @Test(
    arguments: [
      ("0.2 0.18", "expected a number for Z at column 9, found end of input"),
      ("0.2, , 0.3", "expected a number for Y at column 6, found \",\""),
      ("0.2 0.18 0.3x", "expected a number for Z at column 10, found \"0.3x\""),
      (
        "0.2 0.18 0.3 junk",
        "expected end of input or \"/\" and alpha after Z at column 14, found \"junk\""
      ),
      ("0.2 0.18 0.3 / 0.5 x", "expected end of input after alpha at column 20, found \"x\""),
      ("0.2 -infinity 0.3", "expected a finite number for Y at column 5, found \"-infinity\""),
      ("0.2 0.18 NaN", "expected a finite number for Z at column 10, found \"NaN\""),
      ("inf 0 0", "expected a finite number for X at column 1, found \"inf\""),
      ("nan", "expected a finite number for X at column 1, found \"nan\""),
    ])
  func malformedXYZTriplesAreReportedWithTheirComponentAndColumn(text: String, message: String) {
    #expect(error(text, ColorParser(bareTriples: .xyz))?.description == message)
  }

  @Test func negativeChromaIsOutOfARangeWithoutUpperBound() {
    #expect(
      error("50 -5 0", ColorParser(bareTriples: .lch))?.reason
        == .outOfRange(component: "C*", range: 0...Double.infinity))
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
    #expect(error("50 \u{7F}\u{9B}\u{A0}x 0")?.found == "\\u{7F}\\u{9B}\\u{A0}x")
  }

  @Test func invisibleCharactersAreEscapedInMessages() {
    // A byte-order mark, a no-break space, a zero-width space, an ideographic space and a
    // line separator would be quoted as nothing or as a plain space.
    #expect(error("\u{FEFF}#fff")?.found == "\\u{FEFF}#fff")
    #expect(error("50 20 0\u{A0}")?.found == "0\\u{A0}")
    #expect(error("50 2\u{200B}0 0")?.found == "2\\u{200B}0")
    #expect(error("50 20\u{3000}0")?.found == "20\\u{3000}0")
    #expect(error("50 \u{2028} 0")?.found == "\\u{2028}")
    // Letters and symbols outside ASCII stay as they are.
    #expect(error("50 é 0")?.found == "é")
  }

  @Test func aSpaceBeforeAFunctionsParenthesisIsNamed() {
    // CSS Color 4 allows no space between a function's name and "(".
    let spaced = error("rgb (10 20 30)")
    #expect(spaced?.reason == .expected("\"(\" right after the function name"))
    #expect(spaced?.column == 4)
    #expect(error("oklch\t(0.5 0.1 30)")?.column == 6)
  }

  @Test func aNameInLettersOutsideASCIIIsAnUnknownName() {
    let fullWidth = error("ｒｅｄ")
    #expect(fullWidth?.reason == .unknownColorName)
    #expect(fullWidth?.column == 1)
    #expect(fullWidth?.found == "ｒｅｄ")
    #expect(error("été")?.reason == .unknownColorName)
    // Or inside a name that starts with an ASCII letter: the whole word is the name.
    let accented = error("réd")
    #expect(accented?.reason == .unknownColorName)
    #expect(accented?.column == 1)
    #expect(accented?.found == "réd")
    #expect(error("grün 0 0")?.reason == .unknownColorName)
    // A symbol is not a letter: the color is then expected as numbers.
    #expect(error("✓ 0 0")?.reason == .expected("a number for L*"))
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
