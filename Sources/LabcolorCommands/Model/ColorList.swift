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
    help: "The notation to write, any that convert --to writes: hex, rgb, hsl, hwb, lab, lch, "
      + "xyz (relative to --white), css, oklab, oklch, the color() spaces, or json.")

  /// Writes each color.
  var converter: ColorConverter
  /// The depth of the strip of swatches: ``ColorDepth/none`` for no strip.
  var swatchDepth: ColorDepth

  /// The list for `invocation`: `--to`, `--white`, `--gamut`, `--precision` and `--color`
  /// as given (`--gamut` and `--precision` are `convert`'s).
  init(invocation: Invocation) {
    let arguments = invocation.arguments
    converter = ColorConverter(
      format: arguments.value(of: Self.format), white: arguments.value(of: WhitePoint.option),
      gamut: arguments.value(of: ConvertCommand.gamut),
      precision: arguments.value(of: ConvertCommand.precision))
    swatchDepth =
      converter.format == .json
      ? .none : invocation.colorDepth(arguments.value(of: ColorChoice.option))
  }

  /// The options the list reads, in the order help lists them.
  static let options: [any CommandOption] = [
    format, WhitePoint.option, ConvertCommand.gamut, ConvertCommand.precision,
    ColorChoice.option,
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
    guard swatchDepth != .none, !swatches.isEmpty else { return }
    // The strip fits the window: swatches 4 columns wide, narrower when there are many,
    // and, when there are more than columns, as many as there are columns, evenly chosen
    // from the first to the last (a gradient's strip ends at its last stop).
    let columns = max(1, output.windowColumns ?? Self.assumedWindowColumns)
    let shown =
      swatches.count <= columns
      ? swatches
      : columns == 1
        ? [swatches[0]]
        : (0..<columns).map { swatches[$0 * (swatches.count - 1) / (columns - 1)] }
    let width = max(1, min(4, columns / shown.count))
    let strip = shown.compactMap { color in
      Swatch(RGB8(converter.eightBitMapping.map(SRGB(color))), depth: swatchDepth, width: width)?
        .text
    }
    output.write(strip.joined() + "\n")
  }

  /// The width the strip fits when the terminal does not tell its own.
  static let assumedWindowColumns = 80
}
