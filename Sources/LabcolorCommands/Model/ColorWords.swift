import LabColor

/// The colors in a command's positional words: how `convert`, `compare`, `name`, `mix` and
/// `gradient` read colors from their arguments.
///
/// A word is a color, except that three words in a row that are numbers (a trailing comma
/// allowed) form one, so `convert 50 20 0` and `convert 50, 20, 0` read one color, as does
/// `convert '50 20 0'`; a `/` word after the three adds their alpha, with the word after it
/// (`50 20 0 / 0.5`, as `'50 20 0 / 0.5'` reads), or on its own (`/0.5`). Two numbers with
/// no third are one color too, reported as the triple it lacks a number of. A color of
/// several words is read as their text joined by spaces, and a message about it names the
/// words and quotes that text, which its columns count in
/// (`arguments 1–2 ('50 20'): expected a number for b* at column 6, found end of input`):
///
///     ColorWords.colors(in: ["50", "20", "0", "#336699"])
///     // [(source: .arguments(1...3, text: "50 20 0"), text: "50 20 0"),
///     //  (source: .argument(4), text: "#336699")]
enum ColorWords {
  /// The colors of a command's `words`, bare triples read as `--input` and `--white` say:
  /// every color that cannot be read is reported (`labcolor: argument 2: …`), and then the
  /// run ends with status 1.
  static func parseAll(_ words: [String], invocation: Invocation) throws(CommandError)
    -> [ParsedColor]
  {
    let problems = InputProblems(error: invocation.error, after: invocation.output)
    let parser = ColorParser(invocation.arguments)
    let colors = try parse(words, parser: parser, problems: problems).map(\.color)
    try problems.finish()
    return colors
  }

  /// The colors of `words` read by `parser`, each with the words it was read from; each
  /// one that cannot be read is reported to `problems` (`labcolor: argument 2: …`) and left
  /// out, and so is one whose XYZ values overflow.
  static func parse(
    _ words: [String], parser: ColorParser, problems: InputProblems
  ) throws(CommandError) -> [(source: InputSource, color: ParsedColor)] {
    var parsed: [(InputSource, ParsedColor)] = []
    for (source, text) in colors(in: words) {
      let color: ParsedColor
      do throws(ColorParseError) {
        color = try parser.parse(text)
      } catch {
        try problems.report(error.description, at: source)
        continue
      }
      let xyz = XYZ(color, white: .d65)
      guard xyz.isFinite else {
        try problems.report(ColorOverflow().description, at: source)
        continue
      }
      parsed.append((source, color))
    }
    return parsed
  }

  /// The colors of `words` as ``parseAll(_:invocation:)`` reads them, once their number
  /// passes `check`, which returns the usage error for a wrong number (`nil` when right).
  static func parseAll(
    _ words: [String], invocation: Invocation, checkingCount check: (Int) -> String?
  ) throws(CommandError) -> [ParsedColor] {
    try checkCount(words, invocation: invocation, check)
    return try parseAll(words, invocation: invocation)
  }

  /// Throws the usage error `check` returns for the number of colors in `words` (`nil`
  /// when right).
  ///
  /// When the number is wrong and a color of several words cannot be read — one or two
  /// numbers short of a triple (`mix 50 20`), or a triple whose alpha is no number (`compare
  /// 50 20 0 / red`, which took `red` for the alpha) — that is the likelier mistake: the
  /// colors are read and that one reported, as bad data, rather than the number of colors.
  static func checkCount(
    _ words: [String], invocation: Invocation, _ check: (Int) -> String?
  ) throws(CommandError) {
    let colors = colors(in: words)
    guard let message = check(colors.count) else { return }
    let parser = ColorParser(invocation.arguments)
    let isMistyped = colors.contains { color in
      guard color.text.contains(" ") else { return false }
      do throws(ColorParseError) {
        _ = try parser.parse(color.text)
        return false
      } catch {
        return true
      }
    }
    if isMistyped { _ = try parseAll(words, invocation: invocation) }
    throw .usage(message)
  }

  /// Whether `word` is a number of a bare triple: `50`, `-20`, `0,`.
  private static func isNumber(_ word: String) -> Bool {
    Double(word) != nil || (word.hasSuffix(",") && Double(word.dropLast()) != nil)
  }

  /// The colors of `words`, each with the words it was read from (`argument 4`, or
  /// `arguments 1–3 ('50 20 0')`) and its text.
  static func colors(in words: [String]) -> [(source: InputSource, text: String)] {
    var result: [(InputSource, String)] = []
    var index = 0
    while index < words.count {
      var end = index + 1
      if index + 2 < words.count, words[index...(index + 2)].allSatisfy(isNumber) {
        end = index + 3
        // The alpha of the triple: `/ 0.5`, or `/0.5` (`/` begins no color).
        if end < words.count, words[end].hasPrefix("/") {
          end += words[end] == "/" && end + 1 < words.count ? 2 : 1
        }
      } else if index + 1 < words.count, isNumber(words[index]), isNumber(words[index + 1]) {
        // Two numbers that are not followed by a third are one incomplete triple, reported
        // once (`expected a number for b*`), not as two.
        end = index + 2
      }
      let text = words[index..<end].joined(separator: " ")
      let source: InputSource =
        end == index + 1 ? .argument(index + 1) : .arguments((index + 1)...end, text: text)
      result.append((source, text))
      index = end
    }
    return result
  }
}
