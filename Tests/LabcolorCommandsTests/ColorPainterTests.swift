import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ColorPainterTests {
  private let inGamut = SRGB(red: 0.5, green: 0.25, blue: 1)
  private let outside = SRGB(red: 1.2, green: -0.1, blue: 0.5)

  @Test func trackCellsInColor() {
    let painter = ColorPainter(depth: .trueColor)
    #expect(
      painter.trackCell(inGamut)
        == Cell(" ", style: TextStyle(background: .rgb(RGB8(red: 128, green: 64, blue: 255)))))
    #expect(
      painter.trackCell(outside)
        == Cell(
          "░",
          style: TextStyle(
            foreground: .rgb(RGB8(red: 255, green: 0, blue: 128)),
            background: .rgb(ColorPainter.darkNeutral))))
  }

  @Test func trackCellsWithoutColor() {
    let painter = ColorPainter(depth: .none)
    #expect(painter.trackCell(inGamut) == Cell("█"))
    #expect(painter.trackCell(outside) == Cell("░"))
  }

  @Test func planeCellsAreTwoPixelsOrTheCheckerboard() {
    let painter = ColorPainter(depth: .trueColor)
    let top = RGB8(red: 1, green: 2, blue: 3)
    let bottom = RGB8(red: 4, green: 5, blue: 6)
    #expect(
      painter.planeCell(top: .color(top), bottom: .color(bottom), checkerPhase: 0)
        == Cell("▀", style: TextStyle(foreground: .rgb(top), background: .rgb(bottom))))
    // Two grays: dark over light in phase 0 (▀), light over dark in phase 1 (▄), in one
    // style.
    let grays = TextStyle(
      foreground: .rgb(ColorPainter.darkNeutral), background: .rgb(ColorPainter.lightNeutral))
    #expect(
      painter.planeCell(top: .outside, bottom: .outside, checkerPhase: 0) == Cell("▀", style: grays)
    )
    #expect(
      painter.planeCell(top: .outside, bottom: .outside, checkerPhase: 1) == Cell("▄", style: grays)
    )
    #expect(
      painter.planeCell(top: .color(top), bottom: .outside, checkerPhase: 1)
        == Cell(
          "▀",
          style: TextStyle(foreground: .rgb(top), background: .rgb(ColorPainter.darkNeutral))))
  }

  @Test func theP3OutlineIsLightGray() {
    let painter = ColorPainter(depth: .trueColor)
    #expect(
      painter.planeCell(top: .outline, bottom: .outside, checkerPhase: 0).style
        == TextStyle(
          foreground: .rgb(ColorPainter.outline), background: .rgb(ColorPainter.lightNeutral)))
  }

  @Test func planeCellsWithoutColorShowWhichPixelsAreInGamut() {
    let painter = ColorPainter(depth: .none)
    let pixel = RGB8(red: 9, green: 9, blue: 9)
    #expect(
      painter.planeCell(top: .color(pixel), bottom: .color(pixel), checkerPhase: 0) == Cell("█"))
    #expect(painter.planeCell(top: .color(pixel), bottom: .outside, checkerPhase: 0) == Cell("▀"))
    #expect(painter.planeCell(top: .outline, bottom: .color(pixel), checkerPhase: 1) == Cell("▄"))
    #expect(painter.planeCell(top: .outside, bottom: .outside, checkerPhase: 1) == Cell("░"))
    #expect(painter.planeCell(top: .outside, bottom: .outline, checkerPhase: 1) == Cell("▒"))
  }

  @Test func thePaletteDepthUsesTheNearestEntry() {
    let painter = ColorPainter(depth: .palette256)
    let color = RGB8(red: 0x98, green: 0x6b, blue: 0x78)
    #expect(painter.terminalColor(color) == .palette(131))
    #expect(painter.terminalColor(color) == .palette(131))  // remembered
  }

  @Test func textIsBlackOnLightColorsAndWhiteOnDark() {
    let painter = ColorPainter(depth: .trueColor)
    let black = TerminalColor.rgb(RGB8(red: 0, green: 0, blue: 0))
    let white = TerminalColor.rgb(RGB8(red: 255, green: 255, blue: 255))
    #expect(painter.textColor(on: RGB8(red: 255, green: 255, blue: 0)) == black)
    #expect(painter.textColor(on: RGB8(red: 0x33, green: 0x66, blue: 0x99)) == white)
    #expect(ColorPainter(depth: .none).textColor(on: RGB8(red: 0, green: 0, blue: 0)) == .default)
  }
}
