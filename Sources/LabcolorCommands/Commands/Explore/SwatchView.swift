import KeyValueObserving
import LabColor

/// A block of the current color.
///
/// A color outside sRGB cannot be shown as it is: the swatch shows it brought into gamut by
/// the state's gamut mapping (clipped, or CSS-mapped: **g** switches) and says so on its
/// last lines, with the CIEDE2000 difference between the color and what is shown:
///
///     outside sRGB
///     clip  ΔE00 12.3
///
/// Without color, the block is shaded by the shown color's L\*: `█` (80 and above), `▓`,
/// `▒`, `░`, or blank (below 20).
///
/// Observes the color's `red`, `green`, `blue` and `inGamut` (the sRGB values the model
/// derives from L\*, a\* and b\*), L\*, a\* and b\* themselves (the difference is measured
/// from them: a color far out, a\* 1e30, does not come back from its sRGB values, whose
/// digits cancel), and the state's `gamutMapping` and `layout`.
final class SwatchView: ExplorerView {
  private let painter: ColorPainter
  private let white: WhitePoint
  private var srgb = SRGB(red: 0, green: 0, blue: 0)
  private var inGamut = true
  private var gamutMapping = GamutMapping.clip
  private var frame = CellRect.empty

  /// The swatch of `color`, mapped as `state` says.
  init(color: LabColor, state: ExplorerState, painter: ColorPainter) {
    self.painter = painter
    white = color.white
    super.init()
    observations =
      observeComponents(of: color) + [
        color.observe(\.red, options: [.initial, .new]) { [unowned self] _, change in
          srgb.red = change.newValue ?? srgb.red
          needsDisplay = true
        },
        color.observe(\.green, options: [.initial, .new]) { [unowned self] _, change in
          srgb.green = change.newValue ?? srgb.green
          needsDisplay = true
        },
        color.observe(\.blue, options: [.initial, .new]) { [unowned self] _, change in
          srgb.blue = change.newValue ?? srgb.blue
          needsDisplay = true
        },
        color.observe(\.inGamut, options: [.initial, .new]) { [unowned self] _, change in
          inGamut = change.newValue ?? inGamut
          needsDisplay = true
        },
        state.observe(\.gamutMapping, options: [.initial, .new]) { [unowned self] _, change in
          gamutMapping = change.newValue ?? gamutMapping
          needsDisplay = true
        },
        state.observe(\.layout, options: [.initial, .new]) { [unowned self] _, change in
          frame = change.newValue?.swatch ?? .empty
          needsDisplay = true
        },
      ]
  }

  /// The color the swatch shows: the color itself in gamut, otherwise mapped into it.
  var shown: RGB8 { RGB8(gamutMapping.map(srgb)) }

  override func draw(into grid: inout CellGrid) {
    guard !frame.isEmpty else { return }
    let shown = self.shown
    let fill: Cell
    if painter.drawsColor {
      fill = Cell(" ", style: TextStyle(background: painter.terminalColor(shown)))
    } else {
      fill = Cell(Self.shade(lightness: Lab(SRGB(shown), white: white).l))
    }
    grid.fill(frame, with: fill)
    guard !inGamut else { return }
    let difference = ColorDifference.deltaE2000(lab, Lab(SRGB(shown), white: white))
    let method = gamutMapping == .clip ? "clip" : "css"
    let lines = ["outside sRGB", "\(method)  ΔE00 \(FixedDecimal.bounded(difference, digits: 1))"]
    let style = TextStyle(
      foreground: painter.textColor(on: shown), background: fill.style.background,
      attributes: painter.drawsColor ? [] : .reverse)
    for (number, line) in lines.enumerated() {
      let row = frame.endRow - lines.count + number
      let column = frame.column + max(0, (frame.width - line.unicodeScalars.count) / 2)
      grid.write(line, column: column, row: row, style: style, endColumn: frame.endColumn)
    }
  }

  /// The shading character for a lightness L\* (0…100).
  static func shade(lightness: Double) -> Unicode.Scalar {
    switch lightness {
    case 80...: return "█"
    case 60..<80: return "▓"
    case 40..<60: return "▒"
    case 20..<40: return "░"
    default: return " "
    }
  }
}
