import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct HalfBlockImageTests {
  @Test func twoPixelsPerCellAndEscapesOnlyWhereColorsChange() {
    var image = RGBImage(width: 3, height: 3, filledWith: RGB8(red: 1, green: 2, blue: 3))
    image[2, 0] = RGB8(red: 255, green: 0, blue: 0)
    #expect(
      HalfBlockImage(image, depth: .trueColor).text
        == "\u{1B}[38;2;1;2;3;48;2;1;2;3m▀▀\u{1B}[38;2;255;0;0;48;2;1;2;3m▀\u{1B}[0m\n"
        + "\u{1B}[38;2;1;2;3;49m▀▀▀\u{1B}[0m\n")
    #expect(
      HalfBlockImage(
        RGBImage(width: 0, height: 0, filledWith: RGB8(red: 0, green: 0, blue: 0)),
        depth: .trueColor
      ).text == "")
  }

  /// The nearest palette entries by ΔEOK (ColorAide's Oklab over the xterm palette):
  /// #010203 → 232 (#080808), #ff0000 → 196.
  @Test func withoutTrueColorTheCellsTakeTheNearestPaletteEntries() {
    var image = RGBImage(width: 3, height: 3, filledWith: RGB8(red: 1, green: 2, blue: 3))
    image[2, 0] = RGB8(red: 255, green: 0, blue: 0)
    #expect(
      HalfBlockImage(image, depth: .palette256).text
        == "\u{1B}[38;5;232;48;5;232m▀▀\u{1B}[38;5;196;48;5;232m▀\u{1B}[0m\n"
        + "\u{1B}[38;5;232;49m▀▀▀\u{1B}[0m\n")
    #expect(HalfBlockImage(image, depth: .none).text == "")
  }
}
