import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct SwatchTests {
  @Test func aTrueColorSwatchIsABackgroundColorSpacesAndAReset() {
    #expect(
      Swatch(RGB8(red: 152, green: 107, blue: 120), depth: .trueColor)?.text
        == "\u{1B}[48;2;152;107;120m  \u{1B}[0m")
    #expect(
      Swatch(RGB8(red: 255, green: 255, blue: 255), depth: .trueColor, width: 3)?.text
        == "\u{1B}[48;2;255;255;255m   \u{1B}[0m")
  }

  /// The nearest entries by ΔEOK, found over the xterm palette with ColorAide's Oklab:
  /// #986b78 → 131 (#af5f5f), #000000 → 16, #336699 → 24 (#005f87).
  @Test func withoutTrueColorTheNearestPaletteEntry() {
    #expect(
      Swatch(RGB8(red: 152, green: 107, blue: 120), depth: .palette256, width: 4)?.text
        == "\u{1B}[48;5;131m    \u{1B}[0m")
    #expect(
      Swatch(RGB8(red: 0, green: 0, blue: 0), depth: .palette256, width: 1)?.text
        == "\u{1B}[48;5;16m \u{1B}[0m")
    #expect(
      Swatch(RGB8(red: 51, green: 102, blue: 153), depth: .palette256, width: 1)?.text
        == "\u{1B}[48;5;24m \u{1B}[0m")
  }

  @Test func noSwatchWithoutColor() {
    #expect(Swatch(RGB8(red: 1, green: 2, blue: 3), depth: .none) == nil)
  }

  @Test func aWidthOfZeroOrLessGivesOnlyTheEscapes() {
    #expect(
      Swatch(RGB8(red: 1, green: 2, blue: 3), depth: .trueColor, width: 0)?.text
        == "\u{1B}[48;2;1;2;3m\u{1B}[0m")
    #expect(
      Swatch(RGB8(red: 1, green: 2, blue: 3), depth: .trueColor, width: -5)?.text
        == "\u{1B}[48;2;1;2;3m\u{1B}[0m")
  }
}
