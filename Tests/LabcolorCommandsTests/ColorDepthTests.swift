import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ColorDepthTests {
  @Test func colortermTruecolorOr24bitGives24BitColor() {
    #expect(ColorDepth(choice: .auto, environment: ["COLORTERM": "truecolor"]) == .trueColor)
    #expect(ColorDepth(choice: .auto, environment: ["COLORTERM": "24bit"]) == .trueColor)
  }

  @Test func anyOtherTerminalGetsThePalette() {
    #expect(ColorDepth(choice: .auto, environment: [:]) == .palette256)
    #expect(ColorDepth(choice: .auto, environment: ["COLORTERM": "yes"]) == .palette256)
    #expect(ColorDepth(choice: .always, environment: ["TERM": "xterm"]) == .palette256)
  }

  @Test func noColorOrNeverOrADumbTerminalGivesNone() {
    #expect(ColorDepth(choice: .never, environment: ["COLORTERM": "truecolor"]) == .none)
    #expect(
      ColorDepth(choice: .auto, environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"])
        == .none)
    #expect(ColorDepth(choice: .auto, environment: ["TERM": "dumb"]) == .none)
  }

  @Test func colorChoiceAlwaysOverridesNoColor() {
    #expect(
      ColorDepth(choice: .always, environment: ["NO_COLOR": "1", "COLORTERM": "24bit"])
        == .trueColor)
  }

  @Test func anEmptyNoColorDoesNotDisableColor() {
    #expect(ColorDepth(choice: .auto, environment: ["NO_COLOR": ""]) == .palette256)
  }

  @Test func terminalColorsAtEachDepth() {
    let rgb = RGB8(red: 152, green: 107, blue: 120)
    #expect(ColorDepth.trueColor.terminalColor(for: rgb) == .rgb(rgb))
    #expect(ColorDepth.palette256.terminalColor(for: rgb) == .palette(131))
    #expect(ColorDepth.none.terminalColor(for: rgb) == nil)
  }
}
