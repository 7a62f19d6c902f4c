import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ColorWordsTests {
  @Test func threeNumbersInARowAreOneColor() {
    let colors = ColorWords.colors(in: ["50", "20", "0", "#336699", "60,", "-10,", "30", "red"])
    #expect(colors.map(\.position) == [1, 4, 5, 8])
    #expect(colors.map(\.text) == ["50 20 0", "#336699", "60, -10, 30", "red"])
  }

  @Test func twoNumbersAreOneIncompleteColorAndOneIsAWordOfItsOwn() {
    let colors = ColorWords.colors(in: ["50", "20", "red", "1", "2", "3", "4", "5", "#fff", "6"])
    #expect(colors.map(\.text) == ["50 20", "red", "1 2 3", "4 5", "#fff", "6"])
    #expect(colors.map(\.position) == [1, 3, 4, 7, 9, 10])
    #expect(ColorWords.colors(in: []).isEmpty)
  }

  @Test func parseReportsEachBadColorAndKeepsTheRest() throws {
    let error = Output(flushesEachLine: true)
    let problems = InputProblems(error: error, after: nil)
    let parsed = try ColorWords.parse(
      ["50", "20", "0", "bluish", "#fff", "50 1e308 0"],
      parser: ColorParser(bareTriples: .lab, white: .d65), problems: problems)
    #expect(parsed.map(\.position) == [1, 5])
    #expect(
      parsed.map(\.color) == [
        .lab(Lab(l: 50, a: 20, b: 0), white: .d65), .srgb(SRGB(red: 1, green: 1, blue: 1)),
      ])
    #expect(
      error.text
        == "labcolor: argument 4: unknown color name \"bluish\" at column 1\n"
        + "labcolor: argument 6: the color is too far out of range to convert\n")
  }
}
