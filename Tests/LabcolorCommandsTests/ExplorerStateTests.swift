import KeyValueObserving
import Testing

@testable import LabcolorCommands

@Suite struct ExplorerStateTests {
  @Test func theLayoutIsNotifiedWhenTheSizeChanges() {
    let state = ExplorerState(size: TerminalSize(columns: 80, rows: 24))
    var layouts: [ExplorerLayout] = []
    let token = state.observe(\.layout, options: [.new]) { _, change in
      if let layout = change.newValue { layouts.append(layout) }
    }
    state.size = TerminalSize(columns: 100, rows: 30)
    #expect(layouts.map(\.size) == [TerminalSize(columns: 100, rows: 30)])
    token.invalidate()
  }

  @Test func theSelectedChannelDependsOnModeAndSelection() {
    let state = ExplorerState(size: TerminalSize(columns: 80, rows: 24))
    var channels: [Channel] = []
    let token = state.observe(\.selectedChannel, options: [.initial, .new]) { _, change in
      if let channel = change.newValue { channels.append(channel) }
    }
    state.selection = 2
    state.mode = .lch
    state.selection = 1
    #expect(channels == [.lightness, .b, .hue, .chroma])
    token.invalidate()
  }

  @Test func theKeysAreReachableByName() throws {
    let state = ExplorerState(size: TerminalSize(columns: 80, rows: 24))
    try state.setValue(SliderMode.lch, forKey: "mode")
    #expect(state.mode == .lch)
    #expect(try state.value(forKey: "channels") as? [Channel] == [.lightness, .chroma, .hue])
  }
}
