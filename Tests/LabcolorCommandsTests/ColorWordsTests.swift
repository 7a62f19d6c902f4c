import Testing

@testable import LabcolorCommands

@Suite struct ColorWordsTests {
  @Test func threeNumbersInARowAreOneColor() {
    let colors = ColorWords.colors(in: ["50", "20", "0", "#336699", "60,", "-10,", "30", "red"])
    #expect(colors.map(\.position) == [1, 4, 5, 8])
    #expect(colors.map(\.text) == ["50 20 0", "#336699", "60, -10, 30", "red"])
  }

  @Test func fewerThanThreeNumbersAreWordsOfTheirOwn() {
    let colors = ColorWords.colors(in: ["50", "20", "red", "1", "2", "3", "4"])
    #expect(colors.map(\.text) == ["50", "20", "red", "1 2 3", "4"])
    #expect(colors.map(\.position) == [1, 2, 3, 4, 7])
    #expect(ColorWords.colors(in: []).isEmpty)
  }
}
