import KeyValueObserving
import LabColor

/// One slider: a selection marker, the channel's label and value (or the number being
/// typed), a track drawn in the colors the color takes along it, and a cursor below.
///
///     ▶ L*      50.0 ████████████████████████████████
///                    ████████████████████████████████
///                                   ▲
///
/// Each track position shows the color with this channel at that position and the other
/// two channels of the mode as they are; positions outside sRGB are drawn as
/// ``ColorPainter/trackCell(_:)`` says (hatched). The cursor is `▲` under the value's
/// position, or `◀` / `▶` at an end when the value is beyond the track.
///
/// Observes L\*, a\* and b\* of the color (the value and the track depend on all three in
/// either mode), and the state's `channels`, `selection`, `entry`, `heldHue` and `layout`.
final class SliderView: ExplorerView {
  /// Which slider, 0 (top) to 2.
  let index: Int
  private let painter: ColorPainter
  private let white: WhitePoint
  private var heldHue = 0.0
  private var channel = Channel.lightness
  private var isSelected = false
  private var entry: String?
  private var frame: ExplorerLayout.SliderLayout?

  /// The slider at `index`, observing `color` and `state`.
  init(index: Int, color: LabColor, state: ExplorerState, painter: ColorPainter) {
    self.index = index
    self.painter = painter
    white = color.white
    super.init()
    observations =
      observeComponents(of: color) + [
        state.observe(\.heldHue, options: [.initial, .new]) { [unowned self] _, change in
          heldHue = change.newValue ?? heldHue
          needsDisplay = true
        },
        state.observe(\.channels, options: [.initial, .new]) { [unowned self] _, change in
          channel = change.newValue?[index] ?? channel
          needsDisplay = true
        },
        // The selection and the entry concern this slider only when it is or was selected.
        state.observe(\.selection, options: [.initial, .new]) { [unowned self] _, change in
          let selected = change.newValue == index
          if selected != isSelected { needsDisplay = true }
          isSelected = selected
        },
        state.observe(\.entry, options: [.initial, .new]) { [unowned self] _, change in
          entry = change.newValue ?? nil
          if isSelected { needsDisplay = true }
        },
        state.observe(\.layout, options: [.initial, .new]) { [unowned self] _, change in
          frame = change.newValue.flatMap { $0.fits ? $0.sliders[index] : nil }
          needsDisplay = true
        },
      ]
  }

  /// The channel's current value.
  var value: Double { channel.value(of: lab, heldHue: heldHue) }

  /// The column of the track (from its left edge) whose position is nearest `value`,
  /// kept on the track: `floor((value − lower) / span × width)` clamped to 0…width − 1.
  static func cursorOffset(of value: Double, range: ClosedRange<Double>, width: Int) -> Int {
    guard width > 0, value.isFinite else { return 0 }
    let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
    let offset = (fraction * Double(width)).rounded(.down)
    return Int(min(max(offset, 0), Double(width - 1)))
  }

  /// The value a click on track column `offset` sets: the column's ``middle(ofOffset:range:
  /// width:)``, but the range's own end at the first and at the last column, so that a click
  /// or a drag to either end of a track reaches it (L\* 0 and 100, C\* 0), where
  /// ``cursorOffset(of:range:width:)`` shows the ends. On a track that `wraps` (the hue's,
  /// whose 360° is its 0°), only the first column gives its end.
  static func value(
    atOffset offset: Int, range: ClosedRange<Double>, width: Int, wraps: Bool
  ) -> Double {
    if offset <= 0 { return range.lowerBound }
    if offset >= width - 1, !wraps { return range.upperBound }
    return middle(ofOffset: offset, range: range, width: width)
  }

  /// The value at the middle of track column `offset`, `lower + (offset + ½) / width × span`,
  /// whose color the column is painted.
  static func middle(ofOffset offset: Int, range: ClosedRange<Double>, width: Int) -> Double {
    let span = range.upperBound - range.lowerBound
    return range.lowerBound + (Double(offset) + 0.5) / Double(max(width, 1)) * span
  }

  override func draw(into grid: inout CellGrid) {
    guard let frame else { return }
    grid.fill(frame.frame)
    let typing = isSelected ? entry : nil
    let markerStyle = TextStyle(attributes: isSelected ? .bold : [])
    if isSelected {
      grid[column: frame.labelColumn, row: frame.frame.row] = Cell("▶", style: markerStyle)
    }
    grid.write(
      channel.label, column: frame.labelColumn + 2, row: frame.frame.row, style: markerStyle)
    drawValue(typing: typing, in: frame.value, grid: &grid)
    drawTrack(frame.track, grid: &grid)
    drawCursor(frame, grid: &grid)
  }

  private func drawValue(typing: String?, in field: CellRect, grid: inout CellGrid) {
    if let typing {
      // The end of what is typed, then a bar where the next character goes.
      let shown = String(typing.suffix(field.width - 1)) + "▏"
      let padded = shown.rightAligned(toWidth: field.width)
      grid.write(
        padded, column: field.column, row: field.row,
        style: TextStyle(attributes: [.reverse, .bold]))
    } else {
      // A hue that its one decimal rounds to 360.0 is shown as 0.0, as in the readout.
      let shown = channel == .hue ? FixedDecimal.hue(value, digits: 1) : value
      // A value too wide for the field is shown with fewer places or an exponent, whole:
      // `-1.50e44`, never `-1.500e…`, which hid its size.
      let text = FixedDecimal.padded(shown, digits: 1, width: field.width)
      grid.write(text, column: field.column, row: field.row)
    }
  }

  private func drawTrack(_ track: CellRect, grid: inout CellGrid) {
    let range = channel.trackRange
    for offset in 0..<track.width {
      let position = Self.middle(ofOffset: offset, range: range, width: track.width)
      let srgb = SRGB(channel.setting(position, in: lab, heldHue: heldHue), white: white)
      let cell = painter.trackCell(srgb)
      for row in track.row..<track.endRow {
        grid[column: track.column + offset, row: row] = cell
      }
    }
  }

  private func drawCursor(_ frame: ExplorerLayout.SliderLayout, grid: inout CellGrid) {
    let track = frame.track
    let range = channel.trackRange
    let current = value
    let offset = Self.cursorOffset(of: current, range: range, width: track.width)
    let mark: Unicode.Scalar =
      current < range.lowerBound ? "◀" : current > range.upperBound ? "▶" : "▲"
    grid[column: track.column + offset, row: frame.cursorRow] = Cell(
      mark, style: TextStyle(attributes: isSelected ? .bold : []))
  }
}
