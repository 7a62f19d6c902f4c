import LabColor

/// Case 12: the CSS notations beside the bare triples and hex of case 9, in
/// the library's per-line steps: reading a million `oklch(L C h)` lines
/// against a million bare `L a b` lines (`ColorParser.parse(utf8:)`), and
/// writing a million colors as `oklch(…)` against writing them as hex
/// (`ColorFormatter.append` with the shortest round-trip numbers, the
/// notation `--to oklch` prints, against `RGB8.appendHex`).
enum NotationBenchmarks {
  static func run(_ report: inout Report) {
    report.section("CSS notations (1,000,000 colors, the lines of case 9)")
    let triples = ConvertBenchmarks.randomLines(ConvertBenchmarks.lineCount, seed: 0x1AB_C010)
    let parser = ColorParser(bareTriples: .lab, white: .d65)
    let colors = parseAll(triples, parser)
    let oklchLines = oklchText(colors)

    let parseTriples = ConvertBenchmarks.linesPerSecond { parseCount(triples, parser) }
    let parseOKLCh = ConvertBenchmarks.linesPerSecond { parseCount(oklchLines, parser) }
    report.value("12 parse bare L a b lines", parseTriples, unit: "lines/s")
    report.value(
      "12 parse oklch() lines", parseOKLCh, unit: "lines/s",
      note: "\(format(parseOKLCh / parseTriples))× the bare triples")

    let hex = ConvertBenchmarks.linesPerSecond { formatHex(colors) }
    let oklch = ConvertBenchmarks.linesPerSecond { formatOKLCh(colors) }
    report.value("12 format as hex", hex, unit: "lines/s")
    report.value(
      "12 format as oklch()", oklch, unit: "lines/s",
      note: "\(format(oklch / hex))× hex, shortest round-trip numbers")
  }

  /// Every line of `input` parsed.
  static func parseAll(_ input: [UInt8], _ parser: ColorParser) -> [ParsedColor] {
    var colors: [ParsedColor] = []
    colors.reserveCapacity(ConvertBenchmarks.lineCount)
    forEachLine(input) { line in
      if let color = try? parser.parse(utf8: line) { colors.append(color) }
    }
    return colors
  }

  /// The colors as `oklch(L C h)` lines, four decimals each.
  static func oklchText(_ colors: [ParsedColor]) -> [UInt8] {
    var bytes: [UInt8] = []
    for color in colors {
      try? ColorFormatter.append(color.color, as: .oklch, precision: 4, to: &bytes)
      bytes.append(UInt8(ascii: "\n"))
    }
    return bytes
  }

  /// How many lines of `input` parse.
  @inline(never)
  static func parseCount(_ input: [UInt8], _ parser: ColorParser) -> Int {
    var count = 0
    forEachLine(input) { line in
      if (try? parser.parse(utf8: line)) != nil { count &+= 1 }
    }
    return count
  }

  /// Writes every color as hex, one per line.
  @inline(never)
  static func formatHex(_ colors: [ParsedColor]) -> Int {
    writeAll(colors) { color, bytes in RGB8(SRGB(color)).appendHex(to: &bytes) }
  }

  /// Writes every color as `oklch(…)`, one per line.
  @inline(never)
  static func formatOKLCh(_ colors: [ParsedColor]) -> Int {
    writeAll(colors) { color, bytes in
      try? ColorFormatter.append(color.color, as: .oklch, to: &bytes)
    }
  }

  /// Writes every color with `write` and a line feed into a buffer emptied
  /// every 64 KiB, as a command hands it to standard output; returns the
  /// bytes written.
  @inline(__always)
  static func writeAll(
    _ colors: [ParsedColor], _ write: (ParsedColor, inout [UInt8]) -> Void
  ) -> Int {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(80 * 1024)
    var written = 0
    for color in colors {
      write(color, &bytes)
      bytes.append(UInt8(ascii: "\n"))
      if bytes.count >= 64 * 1024 {
        written &+= bytes.count
        bytes.removeAll(keepingCapacity: true)
      }
    }
    return written &+ bytes.count
  }

  /// Calls `body` with each line of `input` (without its line feed).
  static func forEachLine(_ input: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    input.withUnsafeBufferPointer { bytes in
      var start = 0
      for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
        body(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        start = index + 1
      }
    }
  }
}
