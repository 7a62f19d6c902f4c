import LabColor

@testable import LabcolorCommands

/// The explorer in a virtual terminal of a given size: bytes typed go through the
/// ``InputDecoder`` to the ``Explorer``; each ``type(_:)`` ends with one frame rendered by
/// the ``GridRenderer`` and applied to a ``VirtualTerminal``, as the real loop does.
final class ExplorerHarness {
  let explorer: Explorer
  var terminal: VirtualTerminal
  private var decoder = InputDecoder()
  private var renderer = GridRenderer()
  /// The bytes of the last frame.
  private(set) var lastFrame: [UInt8] = []
  /// The actions the explorer asked for, in order.
  private(set) var actions: [ExplorerAction] = []

  init(
    from lab: Lab = Lab(l: 50, a: 20, b: 0), white: WhitePoint = .d65, columns: Int = 80,
    rows: Int = 24, depth: ColorDepth = .trueColor
  ) {
    explorer = Explorer(
      color: LabColor(lab, white: white), size: TerminalSize(columns: columns, rows: rows),
      depth: depth)
    terminal = VirtualTerminal(columns: columns, rows: rows)
    frame()
  }

  var color: LabColor { explorer.color }
  var state: ExplorerState { explorer.state }
  var layout: ExplorerLayout { explorer.state.layout }

  /// Types `text`'s bytes (escape sequences included), then renders one frame. A lone
  /// Escape at the end is flushed as the Escape key, as after the real loop's timeout.
  func type(_ text: String) {
    send(Array(text.utf8))
  }

  /// Sends raw bytes, then renders one frame.
  func send(_ bytes: [UInt8]) {
    var events = decoder.decode(bytes)
    events += decoder.flush()
    for event in events {
      if let action = explorer.handle(event) { actions.append(action) }
    }
    frame()
  }

  /// Handles `events`, then renders one frame.
  func handle(_ events: [InputEvent]) {
    for event in events {
      if let action = explorer.handle(event) { actions.append(action) }
    }
    frame()
  }

  /// A left click (press and release) at a cell.
  func click(column: Int, row: Int) {
    handle([
      .mouse(MouseAction(kind: .press, button: 0, column: column, row: row)),
      .mouse(MouseAction(kind: .release, button: 0, column: column, row: row)),
    ])
  }

  /// Resizes the window and renders one frame.
  func resize(columns: Int, rows: Int) {
    explorer.resize(to: TerminalSize(columns: columns, rows: rows))
    var resized = VirtualTerminal(columns: columns, rows: rows)
    resized.apply([])
    terminal = resized
    renderer.invalidate()
    frame()
  }

  /// Renders one frame into the virtual terminal.
  func frame() {
    var bytes = LineBuffer()
    renderer.render(explorer.render(), into: &bytes)
    lastFrame = bytes.bytes
    terminal.apply(bytes.bytes)
  }

  /// The cell shown at `column`, `row`.
  func cell(_ column: Int, _ row: Int) -> Cell { terminal.screen[column: column, row: row] }

  /// The screen's row as text.
  func row(_ row: Int) -> String { terminal.text(row: row) }
}
