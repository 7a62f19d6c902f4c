import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct TerminalColorTests {
  @Test func eachKindComesBack() {
    let rgb = RGB8(red: 152, green: 107, blue: 120)
    #expect(TerminalColor.rgb(rgb).kind == .rgb(rgb))
    #expect(TerminalColor.palette(131).kind == .palette(131))
    #expect(TerminalColor.default.kind == .default)
  }

  @Test func kindsWithTheSameNumbersDiffer() {
    #expect(TerminalColor.palette(0) != .default)
    #expect(TerminalColor.rgb(RGB8(red: 0, green: 0, blue: 0)) != .default)
    #expect(TerminalColor.rgb(RGB8(red: 0, green: 0, blue: 131)) != .palette(131))
  }
}
