import LabColor

/// `labcolor compare`: two colors side by side — their differences, WCAG 2 contrast and
/// APCA lightness contrast (`ColorComparison`) — from the arguments, or from standard input
/// as one `A;B` pair per line.
///
/// Input follows `convert`'s rules (`Invocation.forEachItem`): blank and comment lines are
/// skipped, a bad pair is reported as `labcolor: line N: …` and skipped (with `--strict`,
/// the run stops there), the run ends with status 1 if there was one, and a closed standard
/// output ends it quietly.
enum CompareCommand {
  /// The output formats of `--format`.
  enum Format: String, CaseIterable, Sendable, ExpressibleByArgumentChoice {
    /// The table of `ColorComparison.text`.
    case text
    /// One line of JSON per pair (`ColorComparison.appendJSON`).
    case json
  }

  /// `--metric <metric>`.
  static let metric = Option<ColorComparison.Metric?>(
    "metric", valueName: "metric",
    help: "Print only this number, in full precision, one line per pair: ΔE76, ΔE94 (A as "
      + "the reference), CIEDE2000, ΔEOK, the WCAG 2 contrast ratio, or APCA Lc of A as "
      + "text on B.")

  /// `--format <format>`.
  static let format = Option(
    "format", valueName: "format", default: Format.text,
    help: "How to print each comparison: a table, or one line of JSON.")

  /// `--strict`, as `convert --strict`.
  static let strict = InputProblems.strictFlag(stoppingAt: "pair that cannot be compared")

  /// `<color> ...`.
  static let color = Argument<String>(
    "color", optional: true, repeatable: true, completion: .colors,
    help: "The two colors A and B; without them, standard input is read, one 'A;B' pair per "
      + "line. Three numbers in a row are one color, with the '/ alpha' that may follow "
      + "them: 50 20 0 / 0.5.")

  /// The longest input line read, in bytes; a longer one is reported and skipped.
  static let maximumLineLength = 16 * 1024

  /// The declaration of `labcolor compare`.
  static let command = Command(
    name: "compare",
    abstract: "Compare two colors: ΔE, WCAG 2 and APCA contrast.",
    discussion: """
      Prints both colors, their color differences ΔE76, ΔE94 (graphic arts, A as the \
      reference), CIEDE2000 and ΔEOK with a judgement of CIEDE2000 in plain words, the \
      lightness, chroma and hue differences ΔL*, ΔC*, ΔH* (B minus A), the WCAG 2 contrast \
      ratio with pass or fail for AA and AAA at normal and large text size, and the APCA \
      lightness contrast Lc of A as text on B. On a terminal, the two swatches come first, \
      side by side.

        $ labcolor compare '#986b78' '#336699' --metric 2000
        30.17304461793131
        $ labcolor compare '#767676' white --metric wcag
        4.542224959605253
        $ printf '#888;#fff\\n#fff;#888\\n' | labcolor compare --metric apca
        63.056469930209424
        -68.54146436644962

      Three bare numbers are L* a* b* relative to --white, or what --input says: L* C* h, \
      X Y Z, or r g b from 0 to 255. The CIE differences are computed in L*a*b* relative \
      to --white (D65 unless --white d50 is given). CIEDE2000 reads: below 1 not \
      perceptible; 1 to 2 perceptible through close observation; 2 to 10 at a glance; 10 \
      to 50 more similar than opposite; 50 and more, more opposite than similar (black and \
      white differ by 100). The contrasts use the sRGB values clipped to the gamut, as a \
      screen shows them. The WCAG ratio is the same either way round; APCA's Lc is not: \
      positive for dark text on a light background, negative for light text on a dark one, \
      and of a different size when A and B trade places (APCA-W3 0.0.98G-4g constants). \
      Alpha is set aside: both colors are compared as opaque (blend a translucent color \
      over its background first).

      Without colors, each line of standard input is a pair 'A;B'; blank lines and \
      comments are skipped, and a pair that cannot be read is reported on standard error \
      as 'labcolor: line N: ...' and skipped; with --strict, the run stops there.

      Exit status: 0 if every pair was compared; 1 if a color could not be read, or the \
      input read or the output written; 2 for a usage error (a number of colors other than \
      two, --metric with --format json).
      """,
    options: [
      metric, format, ColorParser.TripleMeaning.option, WhitePoint.option, ColorChoice.option,
      strict,
    ],
    arguments: [color],
    validate: { arguments throws(CommandError) in
      if arguments.value(of: metric) != nil, arguments.values(of: format).last == .json {
        throw .usage("--metric prints one number; it cannot be combined with --format json.")
      }
    },
    run: run)

  /// Runs `labcolor compare`.
  static func run(_ invocation: Invocation) throws(CommandError) {
    let arguments = invocation.arguments
    let words = arguments.values(of: color)
    try ColorWords.checkCount(words, invocation: invocation) {
      $0 == 0 || $0 == 2 ? nil : "compare takes two colors, A and B (got \($0))."
    }
    let colors = ColorWords.colors(in: words)
    let white = arguments.value(of: WhitePoint.option)
    let parser = ColorParser(arguments)
    let problems = InputProblems(
      error: invocation.error, after: invocation.output, stopsAtFirst: arguments.contains(strict))
    let writer = Writer(invocation: invocation)
    // A pair that cannot be compared is reported at the color to blame (the argument that
    // gave it, or `color A: ` or `color B: ` on its line, as a pair's parse errors are).
    func compare(
      _ a: ParsedColor, _ b: ParsedColor,
      at sources: (a: InputSource, b: InputSource), prefixes: (a: String, b: String) = ("", "")
    ) throws(CommandError) {
      let comparison = ColorComparison(a, b, white: white)
      guard comparison.isFinite else {
        let blamesA = !ColorComparison.comparesFinitely(a, white: white)
        try problems.report(
          (blamesA ? prefixes.a : prefixes.b) + ColorOverflow().description,
          at: blamesA ? sources.a : sources.b)
        return
      }
      writer.write(comparison)
    }
    if colors.isEmpty {
      try invocation.forEachItem(
        arguments: [], maximumLineLength: maximumLineLength, problems: problems
      ) { item throws(CommandError) in
        guard !item.isBlankOrComment else { return }
        let pair: (ParsedColor, ParsedColor)
        do throws(ColorPair.Failure) {
          pair = try ColorPair.parse(item.bytes, parser: parser)
        } catch {
          try problems.report(error.description, at: item.source)
          return
        }
        try compare(
          pair.0, pair.1, at: (item.source, item.source), prefixes: ("color A: ", "color B: "))
      }
    } else {
      let parsed = try ColorWords.parse(
        arguments.values(of: color), parser: parser, problems: problems)
      if parsed.count == 2 {
        try compare(parsed[0].color, parsed[1].color, at: (parsed[0].source, parsed[1].source))
      }
    }
    try problems.finish()
  }

  /// Writes each comparison in the format of the command line; text blocks after the first
  /// are preceded by a blank line.
  private final class Writer {
    let output: Output
    let metric: ColorComparison.Metric?
    let format: Format
    let swatchDepth: ColorDepth
    private var wroteBlock = false

    init(invocation: Invocation) {
      let arguments = invocation.arguments
      output = invocation.output
      metric = arguments.value(of: CompareCommand.metric)
      format = arguments.value(of: CompareCommand.format)
      swatchDepth = invocation.colorDepth(arguments.value(of: ColorChoice.option))
    }

    func write(_ comparison: ColorComparison) {
      if let metric {
        output.write(NumberFormat.string(comparison.value(of: metric)) + "\n")
        return
      }
      switch format {
      case .json:
        output.writeLine { comparison.appendJSON(to: &$0) }
      case .text:
        let swatches = Swatch(comparison.first.rgb, depth: swatchDepth, width: 8).flatMap { a in
          Swatch(comparison.second.rgb, depth: swatchDepth, width: 8).map { (a, $0) }
        }
        if wroteBlock { output.write("\n") }
        output.write(comparison.text(swatches: swatches))
        wroteBlock = true
      }
    }
  }
}
