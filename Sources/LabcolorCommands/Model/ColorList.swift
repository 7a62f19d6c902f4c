import LabColor

/// Colors printed one per line in a `convert --to` notation (`ColorConverter`), and, on a
/// terminal, a strip of their swatches: what `mix` and `gradient` print.
///
///     #ba4d79
///     (on a terminal, unless the notation is json: red, the mix and blue as swatches)
struct ColorList {
  /// `--to <format>`, declared once for `mix` and `gradient`.
  static let format = Option(
    "to", valueName: "format", default: ColorConverter.Format.hex,
    help: "The notation to write, as convert --to writes it: #rrggbb, rgb(), L*a*b* or LCh "
      + "relative to --white, XYZ, CSS lab(), or JSON.")

  /// `--gamut <method>`.
  static let gamut = Option(
    "gamut", valueName: "method", default: GamutMapping.clip,
    help: "How hex, rgb and the 8-bit values of json bring a color outside sRGB into it: "
      + "clip each component, or reduce its chroma as CSS Color 4 does.")

  /// Writes each color.
  var converter: ColorConverter
  /// Whether to draw the strip of swatches.
  var drawsSwatches: Bool

  /// The list for `invocation`: `--to`, `--white`, `--gamut` and `--color` as given.
  init(invocation: Invocation) {
    let arguments = invocation.arguments
    converter = ColorConverter(
      format: arguments.value(of: Self.format), white: arguments.value(of: WhitePoint.option),
      gamutMapping: arguments.value(of: Self.gamut))
    drawsSwatches =
      converter.format != .json && invocation.allowsColor(arguments.value(of: ColorChoice.option))
  }

  /// The options the list reads, in the order help lists them.
  static let options: [any CommandOption] = [
    format, WhitePoint.option, gamut, ColorChoice.option,
  ]

  /// Writes `colors`, one per line, then (on a terminal) a swatch of each of `swatches` in
  /// a row on one more line.
  ///
  /// - Throws: bad data if a color is too far out of range to write.
  func write(_ colors: [ParsedColor], swatches: [ParsedColor], to output: Output)
    throws(CommandError)
  {
    var lines = LineBuffer()
    for color in colors {
      do {
        try converter.append(color, to: &lines)
      } catch {
        throw .badData("The result is too far out of range to convert.")
      }
      lines.append(byte: UInt8(ascii: "\n"))
    }
    lines.write(to: output)
    guard drawsSwatches else { return }
    let strip = swatches.map { color in
      let rgb = RGB8(converter.gamutMapping.map(SRGB(color)))
      return TrueColorSwatch(red: rgb.red, green: rgb.green, blue: rgb.blue, width: 4).text
    }
    output.write(strip.joined() + "\n")
  }
}
