// The arguments of the CSS color functions: three components and an
// optional alpha, in the modern space-separated syntax or, for rgb() and
// hsl(), the legacy comma-separated one.

extension ColorParser {
  /// One argument of a CSS color function.
  enum CSSValue {
    /// A plain number.
    case number(Double)
    /// A percentage, as written (50% is 50).
    case percentage(Double)
    /// An angle with a unit, converted to degrees.
    case degrees(Double)
    /// The keyword `none`.
    case none
  }

  /// The three components and the alpha of a color function, as read.
  struct Arguments {
    var first: CSSValue
    var second: CSSValue
    var third: CSSValue
    /// The alpha in [0, 1]; 1 when none was written.
    var alpha: Double = 1
    /// The components written as `none`.
    var missing: MissingComponents = []

    init(_ first: CSSValue, _ second: CSSValue, _ third: CSSValue) {
      self.first = first
      self.second = second
      self.third = third
      if case .none = first { missing.insert(.first) }
      if case .none = second { missing.insert(.second) }
      if case .none = third { missing.insert(.third) }
    }

    /// `color` with this alpha and these missing components.
    func color(_ color: AnyColor) -> ParsedColor {
      ParsedColor(color, alpha: alpha, missingComponents: missing)
    }
  }

  /// The legacy comma syntax a function also accepts.
  enum LegacySyntax {
    /// `rgb(r, g, b[, alpha])`: three numbers or three percentages.
    case rgb
    /// `hsl(h, s%, l%[, alpha])`: a hue and two percentages.
    case hsl
  }

  /// The arguments of rgb() or hsl(), after "(": the legacy syntax if the
  /// first argument is followed by a comma, the modern one otherwise.
  func legacyOrModernArguments(
    _ function: String, _ names: (String, String, String), legacy: LegacySyntax,
    _ scanner: inout ColorTextScanner
  ) throws(ColorParseError) -> Arguments {
    let hueAt = legacy == .hsl ? 0 : nil
    scanner.skipWhitespace()
    let firstStart = scanner.position
    let first = try cssValue(for: names.0, hue: hueAt == 0, &scanner)
    scanner.skipWhitespace()
    guard scanner.peek() == UInt8(ascii: ",") else {
      return try modernArguments(function, names, hueAt: hueAt, after: first, &scanner)
    }
    // Legacy syntax: no `none`; rgb() all numbers or all percentages,
    // hsl() a hue then two percentages.
    let percentages: Bool
    switch (legacy, first) {
    case (.rgb, .number): percentages = false
    case (.rgb, .percentage): percentages = true
    case (.hsl, .number), (.hsl, .degrees): percentages = true
    case (.rgb, _):
      throw scanner.expected("a number or percentage for \(names.0)", at: firstStart)
    case (.hsl, _):
      throw scanner.expected("a number or angle for \(names.0)", at: firstStart)
    }
    _ = scanner.consume(UInt8(ascii: ","))
    scanner.skipWhitespace()
    let like = legacy == .rgb ? names.0 : nil
    let second = try legacyValue(for: names.1, percentages: percentages, like: like, &scanner)
    scanner.skipWhitespace()
    guard scanner.consume(UInt8(ascii: ",")) else {
      throw scanner.expected("\",\"", at: scanner.position)
    }
    scanner.skipWhitespace()
    let third = try legacyValue(for: names.2, percentages: percentages, like: like, &scanner)
    var arguments = Arguments(first, second, third)
    scanner.skipWhitespace()
    var hasAlpha = false
    if scanner.consume(UInt8(ascii: ",")) {
      scanner.skipWhitespace()
      let alpha = try cssValue(for: "alpha", hue: false, allowsNone: false, &scanner)
      arguments.alpha = ColorParser.alpha(alpha)
      hasAlpha = true
      scanner.skipWhitespace()
    }
    guard scanner.consume(UInt8(ascii: ")")) else {
      // After alpha, the last argument, only the end of the function may come.
      throw scanner.expected(hasAlpha ? "\")\"" : "\",\" or \")\"", at: scanner.position)
    }
    return arguments
  }

  /// An argument of the legacy syntax after the first: a percentage if
  /// `percentages`, else a number (of the same kind as the argument named
  /// `like`, when the kind is the writer's choice).
  private func legacyValue(
    for name: String, percentages: Bool, like first: String?, _ scanner: inout ColorTextScanner
  ) throws(ColorParseError) -> CSSValue {
    let start = scanner.position
    /// What the comma syntax takes here, for an error.
    func what() -> String {
      let kind = percentages ? "a percentage" : "a number"
      let reason = first.map { ", like \($0)" } ?? " (the comma syntax takes percentages here)"
      return "\(kind) for \(name)\(reason)"
    }
    let value: CSSValue
    do {
      value = try cssValue(for: name, hue: false, allowsNone: false, &scanner)
    } catch {
      // Not a value at all: say what the comma syntax takes, as for a value of the wrong
      // kind. A number that is not finite keeps its own error.
      guard case .expected = error.reason else { throw error }
      throw scanner.expected(what(), at: start)
    }
    switch (value, percentages) {
    case (.percentage, true), (.number, false):
      return value
    default:
      throw scanner.expected(what(), at: start)
    }
  }

  /// The modern arguments `c1 c2 c3[ / alpha])`, after "(" (or after the
  /// first argument, already read, when `first` is given). `hueAt` is the
  /// position of a hue, which takes angles instead of percentages.
  func modernArguments(
    _ function: String, _ names: (String, String, String), hueAt: Int?,
    after first: CSSValue? = nil, _ scanner: inout ColorTextScanner
  ) throws(ColorParseError) -> Arguments {
    let firstValue: CSSValue
    if let first {
      firstValue = first
    } else {
      scanner.skipWhitespace()
      firstValue = try cssValue(for: names.0, hue: hueAt == 0, &scanner)
    }
    try spaceBetweenArguments(function, &scanner)
    let second = try cssValue(for: names.1, hue: hueAt == 1, &scanner)
    try spaceBetweenArguments(function, &scanner)
    let third = try cssValue(for: names.2, hue: hueAt == 2, &scanner)
    var arguments = Arguments(firstValue, second, third)
    scanner.skipWhitespace()
    if scanner.consume(UInt8(ascii: "/")) {
      scanner.skipWhitespace()
      let alpha = try cssValue(for: "alpha", hue: false, &scanner)
      if case .none = alpha { arguments.missing.insert(.alpha) }
      arguments.alpha = ColorParser.alpha(alpha)
      scanner.skipWhitespace()
      guard scanner.consume(UInt8(ascii: ")")) else {
        throw scanner.expected("\")\"", at: scanner.position)
      }
      return arguments
    }
    guard scanner.consume(UInt8(ascii: ")")) else {
      throw scanner.expected("\"/\" or \")\"", at: scanner.position)
    }
    return arguments
  }

  /// Whitespace between two space-separated arguments; a comma is an error
  /// that says so.
  private func spaceBetweenArguments(_ function: String, _ scanner: inout ColorTextScanner)
    throws(ColorParseError)
  {
    scanner.skipWhitespace()
    if scanner.peek() == UInt8(ascii: ",") {
      let rule =
        function == "rgb()" || function == "hsl()"
        ? "\(function) takes commas between all its arguments or none"
        : "\(function) takes no commas"
      throw scanner.expected("a space between arguments (\(rule))", at: scanner.position)
    }
  }

  /// An alpha value in [0, 1]: a number clamped to 0…1, a percentage
  /// clamped to 0…100% and divided by 100, `none` as 0.
  static func alpha(_ value: CSSValue) -> Double {
    switch value {
    case .number(let number): return min(max(number, 0), 1)
    case .percentage(let percent): return min(max(percent, 0), 100) / 100
    case .degrees, .none: return 0
    }
  }

  /// One argument: a number, `none` (unless not `allowsNone`), and then a percentage or
  /// (if `hue`) an angle in deg, grad, rad or turn. It must end at whitespace, ",", "/",
  /// ")" or the end of the input.
  func cssValue(
    for name: String, hue: Bool, allowsNone: Bool = true, _ scanner: inout ColorTextScanner
  ) throws(ColorParseError) -> CSSValue {
    let start = scanner.position
    /// What was expected, for an error (built only then: it allocates).
    func what() -> String {
      let unit = hue ? "angle" : "percentage"
      return allowsNone
        ? "a number, \(unit) or none for \(name)" : "a number or \(unit) for \(name)"
    }
    let value: CSSValue
    if let first = scanner.peek(), ColorTextScanner.isLetter(first) {
      let word = scanner.scanLetters()
      if allowsNone, scanner.matches(word, "none") {
        value = .none
      } else if scanner.matches(word, "nan") || scanner.matches(word, "inf")
        || scanner.matches(word, "infinity")
      {
        throw scanner.error(.nonFinite(component: name), at: start)
      } else {
        throw scanner.expected(what(), at: start)
      }
    } else {
      switch scanner.scanNumber() {
      case .nonFinite:
        throw scanner.error(.nonFinite(component: name), at: start)
      case .notANumber:
        throw scanner.expected(what(), at: start)
      case .number(let number):
        if scanner.consume(UInt8(ascii: "%")) {
          guard !hue else { throw scanner.expected(what(), at: start) }
          value = .percentage(number)
        } else if let next = scanner.peek(), ColorTextScanner.isLetter(next) {
          let unit = scanner.scanLetters()
          guard hue, let degrees = ColorParser.degrees(number, unit: unit, scanner) else {
            throw scanner.expected(what(), at: start)
          }
          // 1e308turn is a finite number of turns but no finite number of degrees.
          guard degrees.isFinite else {
            throw scanner.error(.nonFinite(component: name), at: start)
          }
          value = .degrees(degrees)
        } else {
          value = .number(number)
        }
      }
    }
    if let next = scanner.peek(), !ColorTextScanner.isDelimiter(next) {
      throw scanner.expected(what(), at: start)
    }
    return value
  }

  /// `number` in the angle unit spelled at `unit`, in degrees; `nil` for an
  /// unknown unit.
  private static func degrees(_ number: Double, unit: Range<Int>, _ scanner: ColorTextScanner)
    -> Double?
  {
    if scanner.matches(unit, "deg") { return number }
    if scanner.matches(unit, "grad") { return number * 0.9 }
    if scanner.matches(unit, "rad") { return number * (180 / Double.pi) }
    if scanner.matches(unit, "turn") { return number * 360 }
    return nil
  }
}
