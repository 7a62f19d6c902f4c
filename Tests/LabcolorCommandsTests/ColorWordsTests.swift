import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ColorWordsTests {
  @Test func threeNumbersInARowAreOneColor() {
    let colors = ColorWords.colors(in: ["50", "20", "0", "#336699", "60,", "-10,", "30", "red"])
    #expect(
      colors.map(\.source) == [
        .arguments(1...3, text: "50 20 0"), .argument(4), .arguments(5...7, text: "60, -10, 30"),
        .argument(8),
      ])
    #expect(colors.map(\.text) == ["50 20 0", "#336699", "60, -10, 30", "red"])
  }

  @Test func twoNumbersAreOneIncompleteColorAndOneIsAWordOfItsOwn() {
    let colors = ColorWords.colors(in: ["50", "20", "red", "1", "2", "3", "4", "5", "#fff", "6"])
    #expect(colors.map(\.text) == ["50 20", "red", "1 2 3", "4 5", "#fff", "6"])
    #expect(
      colors.map(\.source) == [
        .arguments(1...2, text: "50 20"), .argument(3), .arguments(4...6, text: "1 2 3"),
        .arguments(7...8, text: "4 5"), .argument(9), .argument(10),
      ])
    #expect(ColorWords.colors(in: []).isEmpty)
  }

  /// A `/` word after three numbers is their alpha, as in `'50 20 0 / 0.5'`: with the word
  /// after it, or on its own (`/0.5`, or a `/` that ends the words, reported as the alpha
  /// missing). After two numbers, or on its own, it is a word like any other.
  @Test func aSlashAfterThreeNumbersBringsTheirAlpha() {
    let colors = ColorWords.colors(in: [
      "50", "20", "0", "/", "0.5", "60", "-10", "30", "/50%", "1", "2", "/", "0.5", "/", "7",
      "8", "9", "/",
    ])
    #expect(
      colors.map(\.text) == [
        "50 20 0 / 0.5", "60 -10 30 /50%", "1 2", "/", "0.5", "/", "7 8 9 /",
      ])
    #expect(
      colors.map(\.source) == [
        .arguments(1...5, text: "50 20 0 / 0.5"), .arguments(6...9, text: "60 -10 30 /50%"),
        .arguments(10...11, text: "1 2"), .argument(12), .argument(13), .argument(14),
        .arguments(15...18, text: "7 8 9 /"),
      ])
  }

  @Test func severalArgumentsAreNamedWithTheTextTheirColumnsCountIn() {
    #expect(
      InputSource.arguments(1...2, text: "50 20").description == "arguments 1–2 ('50 20')")
    #expect(
      InputSource.arguments(4...8, text: "50 20 0 / \u{1B}").description
        == "arguments 4–8 ('50 20 0 / \\u{1B}')")
  }

  @Test func parseReportsEachBadColorAndKeepsTheRest() throws {
    let error = Output(flushesEachLine: true)
    let problems = InputProblems(error: error, after: nil)
    let parsed = try ColorWords.parse(
      ["50", "20", "0", "bluish", "#fff", "50 1e308 0", "50", "1e308", "0", "60", "0"],
      parser: ColorParser(bareTriples: .lab, white: .d65), problems: problems)
    #expect(parsed.map(\.source) == [.arguments(1...3, text: "50 20 0"), .argument(5)])
    #expect(
      parsed.map(\.color) == [
        .lab(Lab(l: 50, a: 20, b: 0), white: .d65), .srgb(SRGB(red: 1, green: 1, blue: 1)),
      ])
    #expect(
      error.text
        == "labcolor: argument 4: unknown color name \"bluish\" at column 1\n"
        + "labcolor: argument 6: the color is too far out of range to convert\n"
        + "labcolor: arguments 7–9 ('50 1e308 0'): the color is too far out of range to "
        + "convert\n"
        + "labcolor: arguments 10–11 ('60 0'): expected a number for b* at column 5, found end "
        + "of input\n")
  }
}
