import Testing

@testable import LabcolorCommands

@Suite struct TrueColorSwatchTests {
  @Test func aSwatchIsABackgroundColorTwoSpacesAndAReset() {
    #expect(
      TrueColorSwatch(red: 152, green: 107, blue: 120).text == "\u{1B}[48;2;152;107;120m  \u{1B}[0m"
    )
  }

  @Test func theEndsOfTheRange() {
    #expect(
      TrueColorSwatch(red: 0, green: 0, blue: 0, width: 1).text == "\u{1B}[48;2;0;0;0m \u{1B}[0m")
    #expect(
      TrueColorSwatch(red: 255, green: 255, blue: 255, width: 3).text
        == "\u{1B}[48;2;255;255;255m   \u{1B}[0m")
  }

  @Test func aWidthOfZeroOrLessGivesOnlyTheEscapes() {
    #expect(
      TrueColorSwatch(red: 1, green: 2, blue: 3, width: 0).text == "\u{1B}[48;2;1;2;3m\u{1B}[0m")
    #expect(
      TrueColorSwatch(red: 1, green: 2, blue: 3, width: -5).text == "\u{1B}[48;2;1;2;3m\u{1B}[0m")
  }

  @Test func writeSendsTheTextToTheOutput() {
    let output = Output()
    TrueColorSwatch(red: 1, green: 2, blue: 3).write(to: output)
    output.flush()
    #expect(output.text == "\u{1B}[48;2;1;2;3m  \u{1B}[0m")
  }
}
