/// Where each part of the explorer goes in a window of a given size.
///
/// At the minimum size, 80 × 24:
///
///     row 0        header (left)                          plane caption (right)
///     rows 1…13    three sliders, each a 2-row track      the a*b* plane: 26 × 13 cells,
///                  and a cursor row                       26 × 26 square pixels; b* labels
///     row 14                                              a* labels
///     rows 15…21   swatch (24 × 7)   readout (7 lines)
///     rows 22…23   help lines (or a message, or what typing does)
///
/// More room goes to the swatch and readout (a quarter of the height), to the plane (the
/// rest of the height, as far as the width keeps its pixels square, up to
/// ``largestPlaneRows``), whose height the sliders share, and to the tracks, which fill the
/// width left of the plane. Below the minimum, ``fits`` is false and every part is empty
/// except ``tooSmallMessage``.
struct ExplorerLayout: Hashable, Sendable {
  /// The smallest window the explorer draws in.
  static let minimumSize = TerminalSize(columns: 80, rows: 24)

  /// The window size the layout is for.
  var size: TerminalSize
  /// Whether the window is at least ``minimumSize``.
  var fits: Bool
  /// The header: the mode, the white, the gamut mapping.
  var header = CellRect.empty
  /// The three sliders, top to bottom.
  var sliders: [SliderLayout] = []
  /// The plane's cells: each shows two square pixels, one above the other.
  var planePixels = CellRect.empty
  /// The plane with its caption row above, the b\* labels right of it and the a\* labels
  /// below it.
  var planeFrame = CellRect.empty
  /// The swatch.
  var swatch = CellRect.empty
  /// The readout's lines.
  var readout = CellRect.empty
  /// The two help lines.
  var helpLine = CellRect.empty
  /// Where the request for a larger window goes when the window is too small.
  var tooSmallMessage = CellRect.empty

  /// The place of one slider.
  struct SliderLayout: Hashable, Sendable {
    /// The whole slider: marker, label, value, track and cursor row.
    var frame: CellRect
    /// The track's cells.
    var track: CellRect
    /// The column of the selection marker; the label follows two columns on.
    var labelColumn: Int
    /// The value's cells.
    var value: CellRect
    /// The row of the cursor, below the track.
    var cursorRow: Int
  }

  /// The most rows the plane takes: 256 × 256 pixels, one for each unit of a\* and b\*.
  /// Its pixels are computed afresh for each L\*, a color conversion or two each, so a plane
  /// as large as an enormous window would make (a 10000 × 10000 tmux window: 9946 × 9946
  /// pixels) took minutes a frame, deaf to keys and signals meanwhile; what it cannot take
  /// goes to the swatch and the readout.
  static let largestPlaneRows = 128

  /// The width of a slider's value field.
  static let valueWidth = 8

  /// The layout of a window of `size`.
  init(size: TerminalSize) {
    self.size = size
    let width = size.columns
    let height = size.rows
    fits = size.isAtLeast(Self.minimumSize)
    guard fits else {
      tooSmallMessage = CellRect(column: 0, row: max(0, height / 2), width: width, height: 1)
      return
    }
    // The swatch and readout get a quarter of the height (7 rows at least), the plane the
    // rest of it, as far as the width keeps its pixels square beside tracks of 32 cells and
    // up to its largest; what the plane cannot take goes back to the swatch.
    let pixelRows = max(
      13, min(height - 4 - max(7, height / 4), (width - 54) / 2, Self.largestPlaneRows))
    let bottomHeight = height - pixelRows - 4
    planePixels = CellRect(
      column: width - 4 - 2 * pixelRows, row: 1, width: 2 * pixelRows, height: pixelRows)
    planeFrame = CellRect(
      column: planePixels.column, row: 0, width: planePixels.width + 4, height: pixelRows + 2)
    let leftWidth = planePixels.column - 2
    header = CellRect(column: 0, row: 0, width: leftWidth, height: 1)
    let slot = pixelRows / 3
    let trackHeight = max(1, min(slot - 2, 3))
    let valueColumn = 6
    let trackColumn = valueColumn + Self.valueWidth + 1
    sliders = (0..<3).map { index in
      let top = 1 + index * slot
      return SliderLayout(
        frame: CellRect(column: 0, row: top, width: leftWidth, height: trackHeight + 1),
        track: CellRect(
          column: trackColumn, row: top, width: leftWidth - trackColumn - 1, height: trackHeight),
        labelColumn: 1,
        value: CellRect(column: valueColumn, row: top, width: Self.valueWidth, height: 1),
        cursorRow: top + trackHeight)
    }
    let bottomTop = pixelRows + 2
    let swatchWidth = max(24, min(3 * bottomHeight, width / 3))
    swatch = CellRect(column: 1, row: bottomTop, width: swatchWidth, height: bottomHeight)
    let readoutColumn = swatch.endColumn + 2
    readout = CellRect(
      column: readoutColumn, row: bottomTop, width: width - readoutColumn - 1,
      height: bottomHeight)
    helpLine = CellRect(column: 0, row: height - 2, width: width, height: 2)
  }
}
