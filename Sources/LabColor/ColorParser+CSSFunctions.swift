// The CSS Color 4 functional notations labcolor reads: rgb()/rgba() (§5.1),
// lab() and lch() (§8.3), with the percentage reference ranges of the spec's
// tables (lab a/b: 100% = 125; lch C: 100% = 150) and parsed-value clamping
// (rgb to 0–255 / 0–100%, L to 0–100, C to ≥ 0) as the WPT parsing tests
// (css/css-color/parsing/color-valid-rgb.html, color-valid-lab.html) expect.

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

  /// Reads the function whose name is at `name`; the cursor is after "(".
  func parseFunction(named name: Range<Int>, _ scanner: inout ColorTextScanner)
    throws(ColorParseError) -> ParsedColor
  {
    let color: ParsedColor
    if scanner.matches(name, "rgb") || scanner.matches(name, "rgba") {
      color = .srgb(try parseRGBFunction(&scanner))
    } else if scanner.matches(name, "lab") {
      color = .lab(try parseLabFunction(&scanner), white: .d50)
    } else if scanner.matches(name, "lch") {
      color = .lch(try parseLChFunction(&scanner), white: .d50)
    } else {
      throw scanner.expected("rgb(), rgba(), lab() or lch()", at: name.lowerBound)
    }
    guard scanner.isAtEnd else {
      scanner.skipWhitespace()
      throw scanner.expected("end of input after \")\"", at: scanner.position)
    }
    return color
  }

  // MARK: - rgb()

  /// `rgb(r, g, b[, alpha])` or `rgb(r g b[ / alpha])`, after "(".
  private func parseRGBFunction(_ scanner: inout ColorTextScanner) throws(ColorParseError)
    -> SRGB
  {
    scanner.skipWhitespace()
    let redStart = scanner.position
    let red = try cssValue(for: "red", angles: false, &scanner)
    scanner.skipWhitespace()
    if scanner.peek() == UInt8(ascii: ",") {
      // Legacy syntax: all numbers or all percentages, no `none`.
      let isPercentage: Bool
      switch red {
      case .percentage: isPercentage = true
      case .number: isPercentage = false
      case .none, .degrees:
        throw scanner.expected("a number or percentage for red", at: redStart)
      }
      _ = scanner.consume(UInt8(ascii: ","))
      scanner.skipWhitespace()
      let green = try legacyValue(for: "green", isPercentage: isPercentage, &scanner)
      scanner.skipWhitespace()
      guard scanner.consume(UInt8(ascii: ",")) else {
        throw scanner.expected("\",\"", at: scanner.position)
      }
      scanner.skipWhitespace()
      let blue = try legacyValue(for: "blue", isPercentage: isPercentage, &scanner)
      scanner.skipWhitespace()
      if scanner.consume(UInt8(ascii: ",")) {
        scanner.skipWhitespace()
        try alpha(&scanner)
        scanner.skipWhitespace()
      }
      guard scanner.consume(UInt8(ascii: ")")) else {
        throw scanner.expected("\",\" or \")\"", at: scanner.position)
      }
      return SRGB(
        red: ColorParser.rgbComponent(red),
        green: ColorParser.rgbComponent(green),
        blue: ColorParser.rgbComponent(blue)
      )
    }
    let green = try cssValue(for: "green", angles: false, &scanner)
    scanner.skipWhitespace()
    let blue = try cssValue(for: "blue", angles: false, &scanner)
    try closeModernSyntax(&scanner)
    return SRGB(
      red: ColorParser.rgbComponent(red),
      green: ColorParser.rgbComponent(green),
      blue: ColorParser.rgbComponent(blue)
    )
  }

  /// An argument of legacy rgb(): a percentage if the first one was, else a
  /// number.
  private func legacyValue(
    for name: String, isPercentage: Bool, _ scanner: inout ColorTextScanner
  ) throws(ColorParseError) -> CSSValue {
    let start = scanner.position
    let value = try cssValue(for: name, angles: false, &scanner)
    switch (value, isPercentage) {
    case (.percentage, true), (.number, false):
      return value
    default:
      let kind = isPercentage ? "a percentage" : "a number"
      throw scanner.expected("\(kind) for \(name), like red", at: start)
    }
  }

  /// An rgb() argument in [0, 1]: numbers clamped to 0–255 and divided by
  /// 255, percentages clamped to 0–100% and divided by 100, `none` is 0.
  private static func rgbComponent(_ value: CSSValue) -> Double {
    switch value {
    case .number(let number): return min(max(number, 0), 255) / 255
    case .percentage(let percent): return min(max(percent, 0), 100) / 100
    case .degrees, .none: return 0
    }
  }

  // MARK: - lab() and lch()

  /// `lab(L a b[ / alpha])`, after "(": D50 Lab.
  private func parseLabFunction(_ scanner: inout ColorTextScanner) throws(ColorParseError)
    -> Lab
  {
    scanner.skipWhitespace()
    let lightness = try cssValue(for: "L*", angles: false, &scanner)
    try spaceBetweenArguments("lab()", &scanner)
    let a = try cssValue(for: "a*", angles: false, &scanner)
    try spaceBetweenArguments("lab()", &scanner)
    let b = try cssValue(for: "b*", angles: false, &scanner)
    try closeModernSyntax(&scanner)
    return Lab(
      l: ColorParser.lightness(lightness),
      a: ColorParser.scaled(a, percentage: 1.25),
      b: ColorParser.scaled(b, percentage: 1.25)
    )
  }

  /// `lch(L C h[ / alpha])`, after "(": D50 LCh with h in [0, 360).
  private func parseLChFunction(_ scanner: inout ColorTextScanner) throws(ColorParseError)
    -> LCh
  {
    scanner.skipWhitespace()
    let lightness = try cssValue(for: "L*", angles: false, &scanner)
    try spaceBetweenArguments("lch()", &scanner)
    let chroma = try cssValue(for: "C*", angles: false, &scanner)
    try spaceBetweenArguments("lch()", &scanner)
    let hueStart = scanner.position
    let hue = try cssValue(for: "h", angles: true, &scanner)
    try closeModernSyntax(&scanner)
    let degrees: Double
    switch hue {
    case .number(let value), .degrees(let value): degrees = value
    case .none: degrees = 0
    case .percentage: throw scanner.expected("a number, angle or none for h", at: hueStart)
    }
    return LCh(
      l: ColorParser.lightness(lightness),
      c: max(ColorParser.scaled(chroma, percentage: 1.5), 0),
      h: ElementaryFunctions.normalizedDegrees(degrees)
    )
  }

  /// L\* of lab() or lch(): 100% = 100, clamped to [0, 100]; `none` is 0.
  private static func lightness(_ value: CSSValue) -> Double {
    min(max(scaled(value, percentage: 1), 0), 100)
  }

  /// A number as is, a percentage times `percentage`, `none` as 0.
  private static func scaled(_ value: CSSValue, percentage factor: Double) -> Double {
    switch value {
    case .number(let number), .degrees(let number): return number
    case .percentage(let percent): return percent * factor
    case .none: return 0
    }
  }

  // MARK: - Shared pieces

  /// Whitespace between two space-separated arguments; a comma is an error
  /// that says so.
  private func spaceBetweenArguments(_ function: String, _ scanner: inout ColorTextScanner)
    throws(ColorParseError)
  {
    scanner.skipWhitespace()
    if scanner.peek() == UInt8(ascii: ",") {
      throw scanner.expected(
        "a space between arguments (\(function) takes no commas)", at: scanner.position)
    }
  }

  /// The end of a space-separated argument list: an optional `/ alpha`, then
  /// ")".
  private func closeModernSyntax(_ scanner: inout ColorTextScanner) throws(ColorParseError) {
    scanner.skipWhitespace()
    if scanner.consume(UInt8(ascii: "/")) {
      scanner.skipWhitespace()
      try alpha(&scanner)
      scanner.skipWhitespace()
      guard scanner.consume(UInt8(ascii: ")")) else {
        throw scanner.expected("\")\"", at: scanner.position)
      }
      return
    }
    guard scanner.consume(UInt8(ascii: ")")) else {
      throw scanner.expected("\"/\" or \")\"", at: scanner.position)
    }
  }

  /// An alpha argument, which must mean fully opaque: 1 or 100%.
  private func alpha(_ scanner: inout ColorTextScanner) throws(ColorParseError) {
    let start = scanner.position
    switch try cssValue(for: "alpha", angles: false, &scanner) {
    case .number(1), .percentage(100): return
    default: throw scanner.error(.unsupportedAlpha, at: start)
    }
  }

  /// One argument: a number, a percentage, `none`, or (if `angles`) an angle
  /// in deg, grad, rad or turn. It must end at whitespace, ",", "/", ")" or
  /// the end of the input.
  private func cssValue(for name: String, angles: Bool, _ scanner: inout ColorTextScanner)
    throws(ColorParseError) -> CSSValue
  {
    let start = scanner.position
    let what =
      angles
      ? "a number, angle or none for \(name)" : "a number, percentage or none for \(name)"
    let value: CSSValue
    if let first = scanner.peek(), ColorTextScanner.isLetter(first) {
      let word = scanner.scanLetters()
      if scanner.matches(word, "none") {
        value = .none
      } else if scanner.matches(word, "nan") || scanner.matches(word, "inf")
        || scanner.matches(word, "infinity")
      {
        throw scanner.error(.nonFinite(component: name), at: start)
      } else {
        throw scanner.expected(what, at: start)
      }
    } else {
      switch scanner.scanNumber() {
      case .nonFinite:
        throw scanner.error(.nonFinite(component: name), at: start)
      case .notANumber:
        throw scanner.expected(what, at: start)
      case .number(let number):
        if scanner.consume(UInt8(ascii: "%")) {
          value = .percentage(number)
        } else if let next = scanner.peek(), ColorTextScanner.isLetter(next) {
          let unit = scanner.scanLetters()
          guard angles, let degrees = ColorParser.degrees(number, unit: unit, scanner) else {
            throw scanner.expected(what, at: start)
          }
          value = .degrees(degrees)
        } else {
          value = .number(number)
        }
      }
    }
    if let next = scanner.peek(), !ColorTextScanner.isDelimiter(next) {
      throw scanner.expected(what, at: start)
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
