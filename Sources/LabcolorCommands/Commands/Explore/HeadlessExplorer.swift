import LabColor

/// The explorer without a terminal: bytes in, frames out, exactly as ``ExploreLoop`` turns
/// them — input decoded by an ``InputDecoder``, events handled by the ``Explorer``, one
/// frame rendered by a ``GridRenderer`` — but with the frame kept in memory instead of
/// written to a terminal. The benchmark measures frames with it; tests drive it too.
///
///     let headless = HeadlessExplorer(from: Lab(l: 50, a: 20, b: 0), columns: 200, rows: 60)
///     headless.frame()              // the first frame, every cell
///     headless.type([0x1B, 0x5B, 0x43])   // → : L* 51, and the frame of that change
///     headless.frameBytes.count
package final class HeadlessExplorer {
  /// The explorer.
  let explorer: Explorer
  private var decoder = InputDecoder()
  private var renderer = GridRenderer()
  private var buffer = LineBuffer(capacity: 1 << 16)
  /// The actions the explorer asked for, in order.
  private(set) var actions: [ExplorerAction] = []

  /// An explorer of `lab` (relative to D65) in a window of `columns` × `rows`, drawing in
  /// 24-bit color, or the 256-color palette when `palette` is set.
  package convenience init(from lab: Lab, columns: Int, rows: Int, palette: Bool = false) {
    self.init(
      color: LabColor(lab, white: .d65), size: TerminalSize(columns: columns, rows: rows),
      depth: palette ? .palette256 : .trueColor)
  }

  /// An explorer of `color` in a window of `size`, drawing at `depth`.
  init(color: LabColor, size: TerminalSize, depth: ColorDepth) {
    explorer = Explorer(color: color, size: size, depth: depth)
  }

  /// The bytes of the last frame.
  package var frameBytes: [UInt8] { buffer.bytes }

  /// Renders one frame: the views that need display paint, the renderer encodes what
  /// changed. Returns the frame's byte count.
  @discardableResult
  package func frame() -> Int {
    buffer.removeAll()
    renderer.render(explorer.render(), into: &buffer)
    return buffer.count
  }

  /// Takes `bytes` as typed (a lone Escape at the end is flushed as the Escape key, as
  /// after the loop's timeout), handles every event, then renders one frame. Returns the
  /// frame's byte count.
  @discardableResult
  package func type(_ bytes: [UInt8]) -> Int {
    handle(decoder.decode(bytes) + decoder.flush())
    return frame()
  }

  /// Handles `events` without rendering; after Ctrl-L (``ExplorerAction/redraw``) the next
  /// frame is a full one, as in the loop.
  func handle(_ events: [InputEvent]) {
    for event in events {
      guard let action = explorer.handle(event) else { continue }
      actions.append(action)
      if action == .redraw { renderer.invalidate() }
    }
  }

  /// Takes a new window size and forgets what the screen shows, as after a resize: the
  /// next frame is a full one.
  func resize(to size: TerminalSize) {
    explorer.resize(to: size)
    renderer.invalidate()
  }
}
