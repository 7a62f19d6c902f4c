import Testing

@testable import LabcolorCommands

@Suite struct HelpLineViewTests {
  @Test func theKeysFitIn80Columns() {
    #expect(HelpLineView.keys.unicodeScalars.count <= 80)
    #expect(HelpLineView.moreKeys.unicodeScalars.count <= 80)
    #expect(HelpLineView.typingKeys.unicodeScalars.count <= 80)
    #expect(
      (" " + Explorer.ignoredWhileTyping).unicodeScalars.count <= 80)
  }

  @Test func linesForEachState() {
    let state = ExplorerState(size: TerminalSize(columns: 80, rows: 24))
    let view = HelpLineView(state: state)
    #expect(view.lines == [HelpLineView.keys, HelpLineView.moreKeys])
    state.entry = "5"
    state.selection = 2
    #expect(
      view.lines[0]
        == " Typing a value for b*: it stays until Enter applies it or Esc cancels it")
    #expect(view.lines[1] == " Enter applies  Backspace edits  Esc cancels  other keys are ignored")
    state.message = "Refused: x."
    #expect(view.lines[0] == " Refused: x.")
  }
}
