import Testing

@testable import LabcolorCommands

@Suite struct HeaderViewTests {
  @Test func itNamesModeWhiteAndGamutMapping() {
    let state = ExplorerState(size: TerminalSize(columns: 80, rows: 24))
    let view = HeaderView(state: state, white: .d50)
    #expect(view.text == " labcolor explore · Lab · D50 · gamut: clip")
    state.mode = .lch
    state.gamutMapping = .css
    #expect(view.text == " labcolor explore · LCh · D50 · gamut: css")
    #expect(view.text.unicodeScalars.count <= 48)
  }
}
