import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ColorPairTests {
  private func parse(_ text: String) -> Result<(ParsedColor, ParsedColor), ColorPair.Failure> {
    var text = text
    return text.withUTF8 { bytes in
      Result { () throws(ColorPair.Failure) in
        try ColorPair.parse(bytes, parser: ColorParser(bareTriples: .lab, white: .d65))
      }
    }
  }

  private func failure(_ text: String) -> String? {
    if case .failure(let failure) = parse(text) { return failure.description }
    return nil
  }

  @Test func twoColorsSeparatedByASemicolon() throws {
    let (a, b) = try parse(" 50 20 0 ; #336699").get()
    #expect(a == .lab(Lab(l: 50, a: 20, b: 0), white: .d65))
    #expect(b == .srgb(SRGB(RGB8(red: 0x33, green: 0x66, blue: 0x99))))
  }

  @Test func problemsNameTheColorAndCountColumnsFromTheStartOfTheLine() {
    #expect(failure("red") == "expected two colors separated by ';'")
    #expect(failure("bluish;red") == "color A: unknown color name \"bluish\" at column 1")
    #expect(failure("red;bluish") == "color B: unknown color name \"bluish\" at column 5")
    #expect(failure("red; 50 x 0") == "color B: expected a number for a* at column 9, found \"x\"")
    #expect(failure("red;") == "color B: expected a color at column 5, found end of input")
    // A second semicolon belongs to B, which is then a name followed by more.
    #expect(
      failure("red;blue;green")
        == "color B: expected end of input after the color name at column 9, found \";green\"")
  }
}
