import LabColor
import Testing

@Suite("ColorParseError")
struct ColorParseErrorTests {
  @Test func expectedNamesWhatWhereAndWhatWasFound() {
    let error = ColorParseError(.expected("a number for a*"), column: 5, found: "x")
    #expect(error.description == "expected a number for a* at column 5, found \"x\"")
    let atEnd = ColorParseError(.expected("\")\""), column: 16, found: nil)
    #expect(atEnd.description == "expected \")\" at column 16, found end of input")
  }

  @Test func nonFiniteSaysAFiniteNumberWasExpected() {
    let error = ColorParseError(.nonFinite(component: "L*"), column: 1, found: "nan")
    #expect(error.description == "expected a finite number for L* at column 1, found \"nan\"")
  }

  @Test func outOfRangeStatesTheRange() {
    let error = ColorParseError(
      .outOfRange(component: "L*", range: 0...100), column: 1, found: "120")
    #expect(error.description == "L* must be between 0 and 100 at column 1, found \"120\"")
    let chroma = ColorParseError(
      .outOfRange(component: "C*", range: 0...Double.infinity), column: 4, found: "-5")
    #expect(chroma.description == "C* must be at least 0 at column 4, found \"-5\"")
  }

  /// A misspelt name is offered the color name it is closest to: a swap of neighbours
  /// (`fuschia`, `rebeccapurpel`), a letter missing (`whte`, `gren`) or one too many
  /// (`transparant` is one substitution from `transparent`, which is read as a color too),
  /// in any case; a word two edits or more from every short name, or close to none, is
  /// offered nothing.
  @Test(arguments: [
    ("fuschia", "fuchsia"), ("rebeccapurpel", "rebeccapurple"), ("RebeccaPurpel", "rebeccapurple"),
    ("whte", "white"), ("gren", "green"), ("transparant", "transparent"), ("bleu", "blue"),
    ("lightgoldenrodyelow", "lightgoldenrodyellow"), ("darkslategrye", "darkslategrey"),
    ("réd", "red"),
  ])
  func aMisspeltNameIsOfferedTheClosestName(typed: String, expected: String) throws {
    let error = try #require(throws: ColorParseError.self) { try ColorParser().parse(typed) }
    #expect(error.reason == .unknownColorName)
    #expect(error.suggestion == expected)
    #expect(
      error.description
        == "unknown color name \"\(typed)\" at column 1 (did you mean \"\(expected)\"?)")
  }

  @Test(arguments: ["bluish", "xyzzy", "bl", "purpel-ish", "redd-ish"])
  func aNameCloseToNoneIsOfferedNothing(typed: String) throws {
    let error = try #require(throws: ColorParseError.self) { try ColorParser().parse(typed) }
    #expect(error.suggestion == nil)
    #expect(error.description == "unknown color name \"\(typed)\" at column 1")
  }

  /// Only an unknown name is offered a name: another error whose text is close to one gets
  /// none, and neither does an unknown name with no text.
  @Test func onlyAnUnknownNameIsOfferedOne() {
    #expect(ColorParseError(.expected("a color"), column: 1, found: "blu").suggestion == nil)
    #expect(ColorParseError(.unknownColorName, column: 1, found: nil).suggestion == nil)
    #expect(ColorParseError(.unknownColorName, column: 1, found: "blu").suggestion == "blue")
  }

  @Test func unknownNamesAndAlphaExplainThemselves() {
    let unknown = ColorParseError(.unknownColorName, column: 3, found: "bluish")
    #expect(unknown.description == "unknown color name \"bluish\" at column 3")
    let alpha = ColorParseError(.unsupportedAlpha, column: 16, found: "0.5")
    #expect(
      alpha.description
        == "alpha must be 1 or 100% at column 16, found \"0.5\" (an 8-bit RGB value has no alpha)")
    let keyword = ColorParseError(
      .contextDependent(.currentColor), column: 1, found: "currentColor")
    #expect(
      keyword.description
        == "cannot convert \"currentColor\" at column 1: currentcolor is the color of the element"
        + " it is used on, and there is none here")
  }

  @Test func errorsCompareByReasonColumnAndFound() {
    let error = ColorParseError(.unknownColorName, column: 1, found: "x")
    #expect(error == ColorParseError(.unknownColorName, column: 1, found: "x"))
    #expect(error != ColorParseError(.unknownColorName, column: 2, found: "x"))
  }
}
