import KeyValueObserving
import LabColor

/// The current color in every notation, one per line:
///
///     #986b78  rgb(152 107 120)   in sRGB
///     L*a*b*   50.00   20.00    0.00  D65
///     LCh      50.00   20.00    0.00
///     OKLCh   0.5773  0.0603   3.40
///     XYZ     0.2146  0.1842  0.2006
///     sRGB    0.5948  0.4180  0.4689
///     nearest rosybrown  ΔE00 13.5
///
/// Out of gamut the first line says `outside sRGB, in P3` or `outside sRGB and P3`
/// (Display P3), hex and `rgb()` are brought into sRGB as the swatch shows them and Enter
/// prints them (clipped, or CSS-mapped after **g**), and the sRGB line shows the unclamped
/// values. The hue of a gray is powerless and shown as `none`, as `convert --to lch` and
/// `--to oklch` write it. The nearest CSS named color is found by CIEDE2000 (``NamedColorMatch``).
/// Every number has a column of 7 characters, whatever its size: one too wide for it is
/// shown with fewer decimal places or an exponent (`-1234.6`, `7.6e123`).
///
/// Observes every key of the color it shows — L\*, a\*, b\*, X, Y, Z, red, green, blue,
/// hex, inGamut — with one key-path-set observation, and the state's `layout` and
/// `gamutMapping`.
final class ReadoutView: ExplorerView {
  private let white: WhitePoint
  private var values: [PartialKeyPath<LabColor>: Any] = [:]
  private var frame = CellRect.empty
  private var gamutMapping = GamutMapping.clip

  /// The keys of the color the readout shows.
  static var keys: [PartialKeyPath<LabColor>] {
    [
      \.lComponent, \.aComponent, \.bComponent, \.x, \.y, \.z, \.red, \.green, \.blue, \.hex,
      \.inGamut,
    ]
  }

  /// The readout of `color`, placed as `state` says.
  init(color: LabColor, state: ExplorerState) {
    white = color.white
    super.init()
    observations = [
      color.observe(Self.keys, options: [.initial, .new]) { [unowned self] _, keyPath, change in
        values[keyPath] = change.newValue
        needsDisplay = true
      },
      state.observe(\.layout, options: [.initial, .new]) { [unowned self] _, change in
        frame = change.newValue?.readout ?? .empty
        needsDisplay = true
      },
      state.observe(\.gamutMapping, options: [.initial, .new]) { [unowned self] _, change in
        gamutMapping = change.newValue ?? gamutMapping
        needsDisplay = true
      },
    ]
  }

  private func number(_ keyPath: PartialKeyPath<LabColor>) -> Double {
    values[keyPath] as? Double ?? .nan
  }

  /// The lines, from the values delivered.
  var lines: [String] {
    let lab = Lab(l: number(\.lComponent), a: number(\.aComponent), b: number(\.bComponent))
    let xyz = XYZ(x: number(\.x), y: number(\.y), z: number(\.z))
    let srgb = SRGB(red: number(\.red), green: number(\.green), blue: number(\.blue))
    let inGamut = values[\LabColor.inGamut] as? Bool ?? false
    // The 8-bit color the swatch shows; clipped, its hex is the one the model delivered.
    let rgb8 = RGB8(gamutMapping.map(srgb))
    let hex = gamutMapping == .clip ? values[\LabColor.hex] as? String ?? "" : rgb8.hex
    let lch = LCh(lab)
    let oklch = OKLCh(OKLab(xyz, white: white))
    let nearest = NamedColorMatch.nearest(to: lab, white: white)
    // A number, or `none` for a powerless hue, as convert writes it. Each column is a space
    // and 7 characters, whatever the number: one too wide for them (an a* of -1234.56, which
    // a typed value reaches, or an X of 7.604e123) is shown with fewer decimal places or an
    // exponent (``FixedDecimal/fitted(_:digits:width:)``), so that the columns of every row,
    // and the white after L*a*b*, keep their places.
    func row(_ label: String, _ numbers: [(Double?, digits: Int)]) -> String {
      label.padded(toWidth: 7)
        + numbers.map { number, digits in
          guard let number else { return "    none" }
          return " " + FixedDecimal.padded(number, digits: digits, width: 7)
        }.joined()
    }
    // `rgb()` padded to its widest, `rgb(255 255 255)`, so that the gamut after it stays in
    // its place while a slider moves the color.
    let paddedCSS = rgb8.cssString.padded(toWidth: Self.widestCSS)
    return [
      "\(hex)  \(paddedCSS)  " + gamutText(inSRGB: inGamut, xyz: xyz),
      row("L*a*b*", [(lab.l, 2), (lab.a, 2), (lab.b, 2)]) + "  \(white)",
      row("LCh", [(lch.l, 2), (lch.c, 2), (lch.isAchromatic ? nil : Self.shownHue(lch.h), 2)]),
      row(
        "OKLCh",
        [(oklch.l, 4), (oklch.c, 4), (oklch.isAchromatic ? nil : Self.shownHue(oklch.h), 2)]),
      row("XYZ", [(xyz.x, 4), (xyz.y, 4), (xyz.z, 4)]),
      row("sRGB", [(srgb.red, 4), (srgb.green, 4), (srgb.blue, 4)]),
      "nearest \(nearest.color.name)  ΔE00 \(FixedDecimal.bounded(nearest.difference, digits: 1))",
    ]
  }

  /// The width of the widest `rgb()` of an 8-bit color, `rgb(255 255 255)`.
  private static let widestCSS = 16

  /// `hue` as the readout's 2 decimal places show it, never 360.00
  /// (``FixedDecimal/hue(_:digits:)``).
  private static func shownHue(_ hue: Double) -> Double { FixedDecimal.hue(hue, digits: 2) }

  /// `in sRGB`, `outside sRGB, in P3` or `outside sRGB and P3` (Display P3).
  private func gamutText(inSRGB: Bool, xyz: XYZ) -> String {
    if inSRGB { return "in sRGB" }
    let inP3 = RGBColor(xyz, white: white, space: .displayP3).isInGamut()
    return inP3 ? "outside sRGB, in P3" : "outside sRGB and P3"
  }

  override func draw(into grid: inout CellGrid) {
    guard !frame.isEmpty else { return }
    grid.fill(frame)
    for (number, line) in lines.prefix(frame.height).enumerated() {
      grid.write(line, column: frame.column, row: frame.row + number, endColumn: frame.endColumn)
    }
  }
}
