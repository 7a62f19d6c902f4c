import KeyValueObserving

/// The one line shown instead of everything else when the window is smaller than
/// ``ExplorerLayout/minimumSize``: `Please enlarge the window to at least 80×24 (it is
/// 70×20); q quits.` (shorter in a narrower window, down to `Enlarge to 80×24 (now 27×5)`,
/// then `Enlarge to 80×24`). Redrawn, and the explorer with it, as soon as the window is
/// resized. Until then only the keys that end or suspend the explorer act
/// (`Explorer+Keys.swift`).
///
/// Observes the state's `layout`.
final class TooSmallView: ExplorerView {
  private var layout: ExplorerLayout?

  /// The message of `state`'s window.
  init(state: ExplorerState) {
    super.init()
    observations = [
      state.observe(\.layout, options: [.initial, .new]) { [unowned self] _, change in
        layout = change.newValue
        needsDisplay = true
      }
    ]
  }

  /// The message for a window of `size`: the longest wording that fits its width, each
  /// giving the size needed, all but the last the size it is (the last is cut if even it
  /// does not fit).
  static func message(for size: TerminalSize) -> String {
    let minimum = "\(ExplorerLayout.minimumSize.columns)×\(ExplorerLayout.minimumSize.rows)"
    let current = "\(size.columns)×\(size.rows)"
    let wordings = [
      "Please enlarge the window to at least \(minimum) (it is \(current)); q quits.",
      "Please enlarge the window to \(minimum) (now \(current)); q quits.",
      "Enlarge to \(minimum) (now \(current)); q quits.",
      "Enlarge to \(minimum) (now \(current))",
      "Enlarge to \(minimum)",
    ]
    return wordings.first { $0.unicodeScalars.count <= size.columns } ?? wordings[4]
  }

  override func draw(into grid: inout CellGrid) {
    guard let layout, !layout.fits else { return }
    let frame = layout.tooSmallMessage
    grid.fill(frame)
    grid.write(Self.message(for: layout.size), column: frame.column, row: frame.row)
  }
}
