import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct HeadlessExplorerTests {
  @Test func theFirstFrameDrawsEverythingThenOnlyChanges() {
    let headless = HeadlessExplorer(from: Lab(l: 50, a: 20, b: 0), columns: 80, rows: 24)
    let full = headless.frame()
    #expect(headless.frameBytes.starts(with: Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)))
    #expect(headless.frame() == 0)
    headless.type(Array("j".utf8))
    let step = headless.type(Array("\u{1B}[C".utf8))
    #expect(headless.explorer.color.aComponent == 21)
    // a* moves the plane's marker; the plane's pixels stay (they depend on L* alone).
    #expect(step > 0 && step < full / 2, "\(step) of \(full)")
  }

  @Test func aLoneEscapeIsFlushedAsTheKey() {
    let headless = HeadlessExplorer(from: Lab(l: 50, a: 0, b: 0), columns: 80, rows: 24)
    headless.type([0x1B])
    headless.type(Array("y".utf8))
    #expect(headless.actions == [.abort, .copy("#777777")])
  }

  @Test func aResizeGivesAFullFrameAtTheNewSize() {
    let headless = HeadlessExplorer(from: Lab(l: 50, a: 0, b: 0), columns: 80, rows: 24)
    headless.frame()
    headless.resize(to: TerminalSize(columns: 100, rows: 30))
    headless.frame()
    var terminal = VirtualTerminal(columns: 100, rows: 30)
    terminal.apply(headless.frameBytes)
    #expect(terminal.text(row: 29).contains("u undo"))
  }
}
