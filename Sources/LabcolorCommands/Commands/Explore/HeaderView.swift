import KeyValueObserving
import LabColor

/// The top line: the program, the sliders' mode, the white, and how the swatch maps colors
/// outside sRGB: ` labcolor explore · Lab · D65 · gamut: clip`.
///
/// Observes the state's `mode`, `gamutMapping` and `layout`.
final class HeaderView: ExplorerView {
  private let white: WhitePoint
  private var mode = SliderMode.lab
  private var gamutMapping = GamutMapping.clip
  private var frame = CellRect.empty

  /// The header of `state`, for colors relative to `white`.
  init(state: ExplorerState, white: WhitePoint) {
    self.white = white
    super.init()
    observations = [
      state.observe(\.mode, options: [.initial, .new]) { [unowned self] _, change in
        mode = change.newValue ?? mode
        needsDisplay = true
      },
      state.observe(\.gamutMapping, options: [.initial, .new]) { [unowned self] _, change in
        gamutMapping = change.newValue ?? gamutMapping
        needsDisplay = true
      },
      state.observe(\.layout, options: [.initial, .new]) { [unowned self] _, change in
        frame = change.newValue?.header ?? .empty
        needsDisplay = true
      },
    ]
  }

  /// The header's text.
  var text: String {
    " labcolor explore · \(mode.name) · \(white) · gamut: "
      + (gamutMapping == .clip ? "clip" : "css")
  }

  override func draw(into grid: inout CellGrid) {
    guard !frame.isEmpty else { return }
    grid.fill(frame)
    grid.write(
      text, column: frame.column, row: frame.row, style: TextStyle(attributes: .bold),
      endColumn: frame.endColumn)
  }
}
