import LabColor

@testable import LabcolorCommands

/// The explorer in a virtual terminal of a given size: a ``HeadlessExplorer`` whose frames
/// are applied to a ``VirtualTerminal``, one per ``type(_:)``, as the real loop writes them
/// to the terminal.
final class ExplorerHarness {
  let headless: HeadlessExplorer
  var terminal: VirtualTerminal

  init(
    from lab: Lab = Lab(l: 50, a: 20, b: 0), white: WhitePoint = .d65, columns: Int = 80,
    rows: Int = 24, depth: ColorDepth = .trueColor
  ) {
    headless = HeadlessExplorer(
      color: LabColor(lab, white: white), size: TerminalSize(columns: columns, rows: rows),
      depth: depth)
    terminal = VirtualTerminal(columns: columns, rows: rows)
    frame()
  }

  var explorer: Explorer { headless.explorer }
  var color: LabColor { explorer.color }
  var state: ExplorerState { explorer.state }
  var layout: ExplorerLayout { explorer.state.layout }
  /// The bytes of the last frame.
  var lastFrame: [UInt8] { headless.frameBytes }
  /// The actions the explorer asked for, in order.
  var actions: [ExplorerAction] { headless.actions }

  /// Types `text`'s bytes (escape sequences included), then renders one frame. A lone
  /// Escape at the end is flushed as the Escape key, as after the real loop's timeout.
  func type(_ text: String) {
    send(Array(text.utf8))
  }

  /// Sends raw bytes, then renders one frame.
  func send(_ bytes: [UInt8]) {
    headless.type(bytes)
    terminal.apply(headless.frameBytes)
  }

  /// Handles `events`, then renders one frame.
  func handle(_ events: [InputEvent]) {
    headless.handle(events)
    frame()
  }

  /// A left click (press and release) at a cell.
  func click(column: Int, row: Int) {
    handle([
      .mouse(MouseAction(kind: .press, button: 0, column: column, row: row)),
      .mouse(MouseAction(kind: .release, button: 0, column: column, row: row)),
    ])
  }

  /// Resizes the window and renders one frame on a terminal of the new size.
  func resize(columns: Int, rows: Int) {
    headless.resize(to: TerminalSize(columns: columns, rows: rows))
    terminal = VirtualTerminal(columns: columns, rows: rows)
    frame()
  }

  /// Renders one frame into the virtual terminal.
  func frame() {
    headless.frame()
    terminal.apply(headless.frameBytes)
  }

  /// The cell shown at `column`, `row`.
  func cell(_ column: Int, _ row: Int) -> Cell { terminal.screen[column: column, row: row] }

  /// The screen's row as text.
  func row(_ row: Int) -> String { terminal.text(row: row) }
}
