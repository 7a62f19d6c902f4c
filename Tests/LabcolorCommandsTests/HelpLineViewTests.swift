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

  /// A message too long for a line is broken at a space onto a second, indented as the
  /// first; one too long for two lines is cut at the second's end.
  @Test func aLongMessageIsWrappedIntoTwoLines() {
    #expect(HelpLineView.wrapped("Nothing to undo.", width: 80) == [" Nothing to undo."])
    #expect(
      HelpLineView.wrapped(
        "Refused: L* must be between 0 and 100 (got -1.7976931348623157e+308%). "
          + "Correct it, or Esc.", width: 80)
        == [
          " Refused: L* must be between 0 and 100 (got -1.7976931348623157e+308%). Correct",
          " it, or Esc.",
        ])
    let long = HelpLineView.wrapped(String(repeating: "word ", count: 40), width: 80)
    #expect(long.count == 2)
    #expect(long.allSatisfy { $0.count <= 80 })
    #expect(long[1].hasSuffix("…"))
    #expect(HelpLineView.wrapped("Nothing to undo.", width: 0) == [" Nothing to undo."])
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
