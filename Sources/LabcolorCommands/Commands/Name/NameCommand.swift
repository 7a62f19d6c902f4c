import LabColor

/// `labcolor name`: the CSS named colors nearest to each color by CIEDE2000, from the
/// arguments or from standard input, one color per line (`NearestNames`).
///
/// Input follows `convert`'s rules (`Invocation.forEachItem`): blank and comment lines are
/// skipped, a bad color is reported as `labcolor: line N: …` and skipped (with `--strict`,
/// the run stops there), the run ends with status 1 if there was one, and a closed standard
/// output ends it quietly.
enum NameCommand {
  /// The output formats of `--format`.
  enum Format: String, CaseIterable, Sendable, ExpressibleByArgumentChoice {
    /// One line per named color (`NearestNames.text`).
    case text
    /// One line of JSON per color looked up (`NearestNames.appendJSON`).
    case json
  }

  /// `--count <number>`.
  static let count = Option(
    "count", valueName: "number", default: 1, in: 1...139,
    help: "How many named colors to print for each color, nearest first. Synonyms such as gray "
      + "and grey count once: there are 139 distinct named colors.")

  /// `--format <format>`.
  static let format = Option(
    "format", valueName: "format", default: Format.text,
    help: "How to print the names: lines of text, or one line of JSON per color.")

  /// `--strict`, as `convert --strict`.
  static let strict = InputProblems.strictFlag(stoppingAt: "color that cannot be named")

  /// `<color> ...`.
  static let color = Argument<String>(
    "color", optional: true, repeatable: true, completion: .colors,
    help: "A color to name; without any, standard input is read, one color per line. Three "
      + "numbers in a row are one color, with the '/ alpha' that may follow them: 50 20 0 / "
      + "0.5.")

  /// The longest input line read, in bytes; a longer one is reported and skipped.
  static let maximumLineLength = 16 * 1024

  /// The declaration of `labcolor name`.
  static let command = Command(
    name: "name",
    abstract: "Find the CSS named colors nearest to a color.",
    discussion: """
      Prints the CSS named colors nearest to each color by CIEDE2000, nearest first, each \
      with its hex value and its difference ΔE00. Colors with two names (aqua and cyan, \
      fuchsia and magenta, gray and grey and their kin) are one entry with both names.

        $ labcolor name '#986b78' --count 3
        rosybrown             #bc8f8f  ΔE00 13.4036
        palevioletred         #db7093  ΔE00 14.3494
        indianred             #cd5c5c  ΔE00 15.1762
        $ printf '#fe0000\\n50 20 0\\n' | labcolor name
        red                   #ff0000  ΔE00 0.2079
        rosybrown             #bc8f8f  ΔE00 13.5458
        $ printf '250 128 114\\n' | labcolor name --input rgb
        salmon                #fa8072  ΔE00 0

      Three bare numbers are L* a* b* relative to --white, or what --input says: L* C* h, \
      X Y Z, or r g b from 0 to 255. The differences are computed in L*a*b* relative to \
      --white (D65 unless --white d50 is given), so the order can change with it; alpha is \
      set aside (the named colors are opaque). With --count above 1, the lists of several \
      colors are separated by a blank line; --format json prints one line per color with \
      the full-precision differences.

      Without colors, each line of standard input is a color; blank lines and comments are \
      skipped, and a color that cannot be read is reported on standard error as 'labcolor: \
      line N: ...' and skipped; with --strict, the run stops there.

      Exit status: 0 if every color was named; 1 if a color could not be read, or the \
      input read or the output written; 2 for a usage error.
      """,
    options: [
      count, format, ColorParser.TripleMeaning.option, WhitePoint.option, ColorChoice.option,
      strict,
    ],
    arguments: [color],
    run: run)

  /// Runs `labcolor name`.
  static func run(_ invocation: Invocation) throws(CommandError) {
    let arguments = invocation.arguments
    let white = arguments.value(of: WhitePoint.option)
    let count = arguments.value(of: Self.count)
    let format = arguments.value(of: Self.format)
    let swatchDepth = invocation.colorDepth(arguments.value(of: ColorChoice.option))
    let parser = ColorParser(arguments)
    let problems = InputProblems(
      error: invocation.error, after: invocation.output, stopsAtFirst: arguments.contains(strict))
    let output = invocation.output
    var wroteList = false
    try invocation.forEachItem(
      arguments: ColorWords.colors(in: arguments.values(of: color)),
      maximumLineLength: maximumLineLength, problems: problems
    ) { item throws(CommandError) in
      guard !item.isBlankOrComment else { return }
      let parsed: ParsedColor
      do throws(ColorParseError) {
        parsed = try parser.parse(utf8: item.bytes)
      } catch {
        try problems.report(
          UTF8Validation.problem(in: item.bytes) ?? error.description, at: item.source)
        return
      }
      let names = NearestNames(parsed, white: white, count: count)
      guard names.color.isFinite, names.matches.allSatisfy(\.deltaE2000.isFinite) else {
        try problems.report(ColorOverflow().description, at: item.source)
        return
      }
      switch format {
      case .text:
        if wroteList && count > 1 { output.write("\n") }
        output.write(names.text(swatchDepth: swatchDepth))
        wroteList = true
      case .json:
        output.writeLine { names.appendJSON(to: &$0) }
      }
    }
    try problems.finish()
  }
}
