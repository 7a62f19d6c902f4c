import LabColor

/// The text `labcolor set` prints: a small table of one color's values.
///
///     L*a*b* (D65)  50      20      0
///     XYZ           0.2146  0.1842  0.2006
///     sRGB          0.5948  0.418   0.4689
///     RGB           152     107     120
///     hex           #986b78
///     in gamut      yes
///
/// Numbers are rounded to 4 decimal places for reading (`--format json` has them in full);
/// columns are aligned, no line ends in spaces. An out-of-gamut color says so on the last
/// line: `in gamut      no (RGB and hex are clipped)`. With a swatch, a block of the color
/// in 24-bit terminal color follows the hex value.
enum ColorTable {
  /// The decimal places of the table's numbers.
  static let fractionDigits = 4

  /// The table, ending with a newline.
  static func text(_ values: ColorValues, swatch: Swatch? = nil) -> String {
    func numbers(_ components: Double...) -> [String] {
      components.map { NumberFormat.string($0, fractionDigits: fractionDigits) }
    }
    let rgb = values.rgb
    var hexCell = values.hex
    if let swatch { hexCell += "  " + swatch.text }
    let rows: [(String, [String])] = [
      ("L*a*b* (\(values.white))", numbers(values.lab.l, values.lab.a, values.lab.b)),
      ("XYZ", numbers(values.xyz.x, values.xyz.y, values.xyz.z)),
      ("sRGB", numbers(values.srgb.red, values.srgb.green, values.srgb.blue)),
      ("RGB", [String(rgb.red), String(rgb.green), String(rgb.blue)]),
      ("hex", [hexCell]),
      ("in gamut", [values.inGamut ? "yes" : "no (RGB and hex are clipped)"]),
    ]
    // Only the three-number rows are aligned in columns; single cells run on.
    let labelWidth = rows.map(\.0.count).max() ?? 0
    var columnWidths = [0, 0, 0]
    for (_, cells) in rows where cells.count == 3 {
      for (index, cell) in cells.enumerated() {
        columnWidths[index] = max(columnWidths[index], cell.count)
      }
    }
    var text = ""
    for (label, cells) in rows {
      var line = label.padded(toWidth: labelWidth + 2)
      for (index, cell) in cells.enumerated() {
        let isLast = index == cells.count - 1
        line += isLast ? cell : cell.padded(toWidth: columnWidths[index] + 2)
      }
      text += line + "\n"
    }
    return text
  }
}
