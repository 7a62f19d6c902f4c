import KeyValueObserving
import LabColor

/// The a\*b\* plane at the current L\*: a\* from −128 (left) to +128 (right), b\* from +128
/// (top) to −128 (bottom), in square pixels — each cell shows two, one above the other
/// (`▀` in the top pixel's color over the bottom pixel's).
///
/// Pixels inside sRGB show their color; the others are a neutral checkerboard
/// (``ColorPainter/planeCell(top:bottom:checkerPhase:)``), so the sRGB gamut's boundary at
/// this lightness is the edge of the colored region. A marker `╋` sits on the cell of the
/// current a\*, b\* (at the nearest edge when they are beyond ±128). With **p**, the edge of
/// the Display P3 gamut is outlined in light gray: the pixels inside P3 with a neighbour
/// (or the plane's edge) outside it. The caption names the L\* of the slice; labels give
/// the axes' ends.
///
/// Observes L\* (the pixels), a\* and b\* (the marker), and the state's `showsDisplayP3`
/// and `layout`. The pixels are computed when L\*, the outline or the layout changes, and
/// kept while only the marker moves.
final class PlaneView: ExplorerView {
  private let painter: ColorPainter
  private let white: WhitePoint
  private var layout: ExplorerLayout?
  private var showsDisplayP3 = false
  private var pixels: [ColorPainter.PlanePixel] = []
  private var pixelsKey: (lightness: Double, size: TerminalSize, displayP3: Bool)?

  /// The range of a\* and of b\* the plane spans.
  static let span: ClosedRange<Double> = -128...128

  /// The plane of `color`, laid out as `state` says.
  init(color: LabColor, state: ExplorerState, painter: ColorPainter) {
    self.painter = painter
    white = color.white
    super.init()
    observations =
      observeComponents(of: color) + [
        state.observe(\.showsDisplayP3, options: [.initial, .new]) { [unowned self] _, change in
          showsDisplayP3 = change.newValue ?? showsDisplayP3
          needsDisplay = true
        },
        state.observe(\.layout, options: [.initial, .new]) { [unowned self] _, change in
          layout = change.newValue.flatMap { $0.fits ? $0 : nil }
          needsDisplay = true
        },
      ]
  }

  /// a\* at the middle of pixel column `column` of a plane `width` pixels wide.
  static func a(atPixel column: Int, width: Int) -> Double {
    span.lowerBound + (Double(column) + 0.5) / Double(width) * (span.upperBound - span.lowerBound)
  }

  /// b\* at the middle of pixel row `row` of a plane `height` pixels high (row 0 at top).
  static func b(atPixel row: Int, height: Int) -> Double {
    span.upperBound - (Double(row) + 0.5) / Double(height) * (span.upperBound - span.lowerBound)
  }

  /// The cell (column, row from the plane's top left) of the pixel holding `a`, `b`, kept
  /// on the plane.
  static func markerCell(a: Double, b: Double, columns: Int, rows: Int) -> (column: Int, row: Int) {
    let fullSpan = span.upperBound - span.lowerBound
    func clamped(_ value: Double, _ count: Int) -> Int {
      guard value.isFinite else { return 0 }
      return Int(min(max(value.rounded(.down), 0), Double(count - 1)))
    }
    let column = clamped((a - span.lowerBound) / fullSpan * Double(columns), columns)
    let pixelRow = clamped((span.upperBound - b) / fullSpan * Double(2 * rows), 2 * rows)
    return (column, pixelRow / 2)
  }

  override func draw(into grid: inout CellGrid) {
    guard let layout else { return }
    let plane = layout.planePixels
    grid.fill(layout.planeFrame)
    updatePixels(plane)
    for row in 0..<plane.height {
      for column in 0..<plane.width {
        grid[column: plane.column + column, row: plane.row + row] = painter.planeCell(
          top: pixels[(2 * row) * plane.width + column],
          bottom: pixels[(2 * row + 1) * plane.width + column], checkerPhase: column % 2)
      }
    }
    drawMarker(plane, grid: &grid)
    drawLabels(layout, grid: &grid)
  }

  /// Recomputes the pixels if L\*, the outline or the plane's size changed.
  private func updatePixels(_ plane: CellRect) {
    let size = TerminalSize(columns: plane.width, rows: plane.height)
    if let key = pixelsKey, key.lightness == lab.l, key.size == size,
      key.displayP3 == showsDisplayP3
    {
      return
    }
    let width = plane.width
    let height = 2 * plane.height
    pixels = Array(repeating: .outside, count: width * height)
    var insideP3: [Bool] = showsDisplayP3 ? Array(repeating: false, count: width * height) : []
    for row in 0..<height {
      let b = Self.b(atPixel: row, height: height)
      for column in 0..<width {
        let pixel = Lab(l: lab.l, a: Self.a(atPixel: column, width: width), b: b)
        let xyz = pixel.xyz(white: white)
        // Most of the plane is far outside sRGB, which linear light shows without the
        // transfer function (a component below −0.001 or above 1.001 encodes far beyond
        // the gamut test's tolerance); the rest is encoded and tested as usual.
        let linear = LinearSRGB(xyz, white: white)
        let clearlyOutside =
          min(linear.red, linear.green, linear.blue) < -0.001
          || max(linear.red, linear.green, linear.blue) > 1.001
        if !clearlyOutside {
          let srgb = SRGB(linear)
          if srgb.isInGamut() { pixels[row * width + column] = .color(RGB8(srgb)) }
        }
        if showsDisplayP3 {
          insideP3[row * width + column] =
            RGBColor(xyz, white: white, space: .displayP3).isInGamut()
        }
      }
    }
    if showsDisplayP3 {
      for row in 0..<height {
        for column in 0..<width where insideP3[row * width + column] {
          let neighbours = [
            (column - 1, row), (column + 1, row), (column, row - 1), (column, row + 1),
          ]
          let onEdge = neighbours.contains { neighbour in
            neighbour.0 < 0 || neighbour.0 >= width || neighbour.1 < 0 || neighbour.1 >= height
              || !insideP3[neighbour.1 * width + neighbour.0]
          }
          if onEdge, pixels[row * width + column].color == nil {
            pixels[row * width + column] = .outline
          }
        }
      }
    }
    pixelsKey = (lab.l, size, showsDisplayP3)
  }

  private func drawMarker(_ plane: CellRect, grid: inout CellGrid) {
    let cell = Self.markerCell(a: lab.a, b: lab.b, columns: plane.width, rows: plane.height)
    let shown = RGB8(SRGB(lab, white: white))
    let style =
      painter.drawsColor
      ? TextStyle(
        foreground: painter.textColor(on: shown), background: painter.terminalColor(shown),
        attributes: .bold)
      : TextStyle(attributes: .reverse)
    grid[column: plane.column + cell.column, row: plane.row + cell.row] = Cell("╋", style: style)
  }

  private func drawLabels(_ layout: ExplorerLayout, grid: inout CellGrid) {
    let plane = layout.planePixels
    let frame = layout.planeFrame
    let caption =
      "a*b* at L* \(FixedDecimal.string(lab.l, digits: 1))"
      + (showsDisplayP3 ? " · P3 outline" : "")
    grid.write(caption, column: plane.column, row: frame.row, endColumn: frame.endColumn)
    let right = plane.endColumn
    grid.write("+128", column: right, row: plane.row)
    grid.write(" b*", column: right, row: plane.row + plane.height / 2)
    grid.write("-128", column: right, row: plane.endRow - 1)
    grid.write("-128", column: plane.column, row: plane.endRow)
    grid.write("a*", column: plane.column + plane.width / 2 - 1, row: plane.endRow)
    grid.write("+128", column: plane.endColumn - 4, row: plane.endRow)
  }
}
