/// Reads one color from text, keeping what the user meant (`ParsedColor`:
/// the color in the space it was written in, its alpha and its `none`
/// components) or saying exactly what is wrong and where (`ColorParseError`).
///
/// Every notation of CSS Color 4 is read. Leading and trailing whitespace
/// (including a CR before a line break) is ignored, and any whitespace may
/// separate arguments; keywords, function names, units and hex digits ignore
/// ASCII case. The forms, and the `AnyColor` each gives:
///
/// | Text                                          | Color                              |
/// |-----------------------------------------------|------------------------------------|
/// | `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`        | `.rgb` in sRGB, each pair / 255    |
/// | `rebeccapurple` (148 CSS names), `transparent` | `.rgb` in sRGB                     |
/// | `rgb(51, 102, 153)`, `rgb(20% 40% 60% / .5)`   | `.rgb` in sRGB; also `rgba()`      |
/// | `hsl(120, 30%, 50%)`, `hsl(120deg 30 50)`      | `.hsl`; also `hsla()`              |
/// | `hwb(120 30% 50%)`                             | `.hwb`                             |
/// | `lab(52.2345 40.1645 59.9971)`                 | `.lab(…, white: .d50)` (CSS is D50)|
/// | `lch(52.2345% 72.2 56.2deg)`                   | `.lch(…, white: .d50)`             |
/// | `oklab(0.6 0.087 0.05)`, `oklch(60% 0.1 30)`   | `.oklab`, `.oklch`                 |
/// | `color(display-p3 1 0 0)` and `srgb`, `srgb-linear`, `a98-rgb`, `prophoto-rgb`, `rec2020` | `.rgb` in that space |
/// | `color(xyz-d50 …)`, `color(xyz-d65 …)`, `color(xyz …)` (D65) | `.xyz`          |
/// | `50 20 -10`, `50,20,-10`, tab-separated        | as `bareTriples` says: `.lab(…, white: white)`, `.lch(…, white: white)`, `.xyz(…, white: white)`, or `.rgb` from 0–255 |
///
/// Arguments mean what CSS Color 4 says, and are clamped where it clamps:
/// - `rgb()` takes the legacy comma syntax (three numbers 0–255 or three
///   percentages) or the space syntax (numbers and percentages mixed),
///   clamped to 0–255 / 0–100%; `hsl()` the legacy `h, s%, l%` or the space
///   syntax with numbers or percentages, saturation clamped at 0; `hwb()`,
///   `lab()`, `lch()`, `oklab()`, `oklch()` and `color()` the space syntax only.
/// - Percentages: `lab()` L 100% = 100, a and b 100% = 125; `lch()` C 100% =
///   150; `oklab()`/`oklch()` L 100% = 1, a, b and C 100% = 0.4; `color()`
///   100% = 1. L is clamped to 0–100 (Oklab: 0–1) and chroma at 0.
///   `color()` components are never clamped.
/// - A hue is a number of degrees or an angle in `deg`, `grad`, `rad` or
///   `turn`, reduced to [0, 360); an angle beyond `Double` in degrees
///   (`1e308turn`) is refused as `1e309` is.
/// - `none` may stand for any component in the space syntax (and for alpha):
///   it counts as 0 and is remembered in `ParsedColor.missingComponents`.
/// - Alpha, after `/` or as the legacy fourth argument, is a number or a
///   percentage clamped to 0…1; it is 1 when absent. Conversions ignore it.
/// - `currentcolor` and the system colors (`Canvas`, …) have no value
///   outside a document and are refused with
///   `ColorParseError.Reason.contextDependent`.
///
/// Bare triples are checked, not clamped: L\* must be within 0…100, C\* at
/// least 0 and 8-bit components within 0…255; a\*, b\*, the hue and X, Y, Z
/// may be any number. Every number must be finite: `nan`, `inf` and numerals
/// beyond `Double` (`1e309`) are errors. The hue of an `L C h` triple is a
/// number of degrees, reduced to [0, 360) as `lch()`'s is.
///
///     let parser = ColorParser(bareTriples: .lab, white: .d65)
///     try parser.parse("50 20 -10")  // .lab(Lab(l: 50, a: 20, b: -10), white: .d65)
///     try parser.parse("oklch(0.6 0.1 30 / 50%)").alpha  // 0.5
///     try parser.parse("50 x -10")
///     // throws: expected a number for a* at column 4, found "x"
///
/// Performance: the byte-level entry point `parse(utf8:)` and the `String`
/// and `Substring` ones do not allocate for hex, bare-triple or functional
/// input (error messages do).
public struct ColorParser: Sendable, Hashable {
  /// What a bare triple of numbers means.
  public enum TripleMeaning: Sendable, Hashable, CaseIterable {
    /// `L a b`: CIE Lab relative to the parser's white; L\* within 0…100.
    case lab
    /// `L C h`: CIE LCh relative to the parser's white; L\* within 0…100,
    /// C\* at least 0, the hue any number of degrees.
    case lch
    /// `X Y Z`: CIE XYZ relative to the parser's white, Y of the white = 1;
    /// any numbers.
    case xyz
    /// `r g b`: 8-bit sRGB components within 0…255.
    case rgb
  }

  /// What a bare triple of numbers means; `.lab` by default.
  public var bareTriples: TripleMeaning

  /// The white of bare `L a b`, `L C h` and `X Y Z` triples; D65 by default.
  /// (CSS `lab()` and `lch()` are D50 whatever this says.)
  public var white: WhitePoint

  /// A parser reading bare triples as `bareTriples`, Lab, LCh and XYZ ones
  /// relative to `white`.
  public init(bareTriples: TripleMeaning = .lab, white: WhitePoint = .d65) {
    self.bareTriples = bareTriples
    self.white = white
  }

  /// Reads one color from `text`.
  ///
  /// - Throws: `ColorParseError` saying what was expected, at which column,
  ///   and what was found.
  public func parse(_ text: some StringProtocol) throws(ColorParseError) -> ParsedColor {
    let outcome = text.utf8.withContiguousStorageIfAvailable { bytes in
      Result { () throws(ColorParseError) in try parseBytes(bytes) }
    }
    let result: Result<ParsedColor, ColorParseError>
    if let outcome {
      result = outcome
    } else {
      var copy = String(text)
      result = copy.withUTF8 { bytes in
        Result { () throws(ColorParseError) in try parseBytes(bytes) }
      }
    }
    switch result {
    case .success(let color): return color
    case .failure(let error): throw error
    }
  }

  /// Reads one color from UTF-8 bytes (for example a line of a buffered
  /// input stream, without its line break). Invalid UTF-8 is reported as an
  /// error, never a crash.
  ///
  /// - Throws: `ColorParseError`; its column counts Unicode scalars.
  public func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(ColorParseError)
    -> ParsedColor
  {
    try parseBytes(bytes)
  }

  // MARK: - Dispatch

  /// Decides the form from the first character and reads it.
  @inline(__always)
  func parseBytes(_ bytes: UnsafeBufferPointer<UInt8>) throws(ColorParseError) -> ParsedColor {
    var scanner = ColorTextScanner(bytes)
    return try parseColor(&scanner, readsTriples: true)
  }

  /// Reads the color that fills the rest of `scanner`: hex, a name, a function, or (if
  /// `readsTriples`) a bare triple.
  @inline(__always)
  func parseColor(_ scanner: inout ColorTextScanner, readsTriples: Bool) throws(ColorParseError)
    -> ParsedColor
  {
    guard let first = scanner.peek() else {
      throw scanner.expected("a color", at: scanner.position)
    }
    if first == UInt8(ascii: "#") {
      let hex = try RGB8.scanHex(&scanner)
      guard hex.alpha == 255 else {
        return ParsedColor(.rgb(RGBColor(SRGB(hex.rgb))), alpha: Double(hex.alpha) / 255)
      }
      return .srgb(SRGB(hex.rgb))
    }
    if ColorTextScanner.isLetter(first) {
      let start = scanner.position
      let word = scanner.scanIdentifier()
      if scanner.consume(UInt8(ascii: "(")) {
        return try parseFunction(named: word, &scanner)
      }
      if scanner.isAtEnd {
        return try parseName(word, scanner)
      }
      if namedColor(word, scanner) != nil {
        scanner.skipWhitespace()
        throw scanner.expected("end of input after the color name", at: scanner.position)
      }
      let end = scanner.position
      if let next = scanner.peek(), next >= 0x80, scanner.startsWithLetter(at: end) {
        // A name with letters outside ASCII after its first (`réd`): no color has one.
        throw scanner.error(.unknownColorName, at: start)
      }
      if scanner.skipWhitespace(), scanner.peek() == UInt8(ascii: "(") {
        // `rgb (10 20 30)`: CSS allows no space between a function's name and its "(".
        throw scanner.expected("\"(\" right after the function name", at: end)
      }
      scanner.position = start  // another word followed by more (nan 0 0): read it as a triple
    } else if first >= 0x80, scanner.startsWithLetter(at: scanner.position) {
      // A name in letters outside ASCII (a full-width ｒｅｄ): no color has one.
      throw scanner.error(.unknownColorName, at: scanner.position)
    }
    guard readsTriples else { throw scanner.expected("a color", at: scanner.position) }
    return try parseTriple(&scanner)
  }

  /// The color a CSS color name (or `transparent`) stands for; `nil` for another word.
  private func namedColor(_ word: Range<Int>, _ scanner: ColorTextScanner) -> ParsedColor? {
    if let named = NamedColor.lookup(scanner.bytes[word]) {
      return .srgb(SRGB(named.rgb))
    }
    if scanner.matches(word, "transparent") {
      return ParsedColor(.rgb(RGBColor(.srgb, red: 0, green: 0, blue: 0)), alpha: 0)
    }
    return nil
  }

  /// A CSS named color, or the error for a word that is none.
  private func parseName(_ word: Range<Int>, _ scanner: ColorTextScanner) throws(ColorParseError)
    -> ParsedColor
  {
    if let named = namedColor(word, scanner) { return named }
    if let keyword = ContextDependentColor(word, scanner) {
      throw scanner.error(.contextDependent(keyword), at: word.lowerBound)
    }
    if scanner.matches(word, "nan") || scanner.matches(word, "inf")
      || scanner.matches(word, "infinity")
    {
      throw scanner.error(.nonFinite(component: bareTriples.names.0), at: word.lowerBound)
    }
    throw scanner.error(.unknownColorName, at: word.lowerBound)
  }

  // MARK: - Bare triples

  /// `L a b`, `L C h`, `X Y Z` or `r g b`: three numbers separated by whitespace or a comma.
  @inline(__always)
  private func parseTriple(_ scanner: inout ColorTextScanner) throws(ColorParseError)
    -> ParsedColor
  {
    let names = bareTriples.names
    let ranges = bareTriples.ranges
    let first = try bareNumber(for: names.0, range: ranges.0, isLast: false, &scanner)
    ColorParser.skipSeparator(&scanner)
    let second = try bareNumber(for: names.1, range: ranges.1, isLast: false, &scanner)
    ColorParser.skipSeparator(&scanner)
    let third = try bareNumber(for: names.2, range: ranges.2, isLast: true, &scanner)
    var alpha = 1.0
    if !scanner.isAtEnd {
      scanner.skipWhitespace()
      guard scanner.consume(UInt8(ascii: "/")) else {
        throw scanner.expected(
          "end of input or \"/\" and alpha after \(names.2)", at: scanner.position)
      }
      scanner.skipWhitespace()
      // A bare triple has no `none`, for alpha either.
      let value = try cssValue(for: "alpha", hue: false, allowsNone: false, &scanner)
      alpha = ColorParser.alpha(value)
      guard scanner.isAtEnd else {
        scanner.skipWhitespace()
        throw scanner.expected("end of input after alpha", at: scanner.position)
      }
    }
    let color: AnyColor
    switch bareTriples {
    case .lab:
      color = .lab(Lab(l: first, a: second, b: third), white: white)
    case .lch:
      color = .lch(
        LCh(l: first, c: second, h: ElementaryFunctions.normalizedDegrees(third)), white: white)
    case .xyz:
      color = .xyz(XYZ(x: first, y: second, z: third), white: white)
    case .rgb:
      color = .rgb(RGBColor(SRGB(red: first / 255, green: second / 255, blue: third / 255)))
    }
    return ParsedColor(color, alpha: alpha)
  }

  /// One number of a bare triple, which must end at whitespace, a comma, a
  /// `/` (before alpha) or the end of the input, and lie in `range` if given.
  ///
  /// A number run on into a word (`30deg`, `0.3x`) is reported as the word that is not a
  /// number. One followed by another delimiter (a parenthesis: whitespace, a comma and `/`
  /// end it as they should) is a number that ends there, so what is reported is that
  /// delimiter, where the separator (or, after the last, the end or `/`) was expected:
  /// quoting the word would show the number alone, since the word an error quotes ends at a
  /// delimiter (`50 20 0)` said "expected a number for b*, found "0"").
  private func bareNumber(
    for name: String, range: ClosedRange<Double>?, isLast: Bool,
    _ scanner: inout ColorTextScanner
  ) throws(ColorParseError) -> Double {
    let start = scanner.position
    switch scanner.scanNumber() {
    case .number(let value):
      if let next = scanner.peek(), !ColorTextScanner.isWhitespace(next),
        next != UInt8(ascii: ","), next != UInt8(ascii: "/")
      {
        guard ColorTextScanner.isDelimiter(next) else {
          throw scanner.expected("a number for \(name)", at: start)
        }
        let expected =
          isLast
          ? "end of input or \"/\" and alpha after \(name)"
          : "whitespace or \",\" after \(name)"
        throw scanner.expected(expected, at: scanner.position)
      }
      if let range, !range.contains(value) {
        throw scanner.error(.outOfRange(component: name, range: range), at: start)
      }
      return value
    case .nonFinite:
      throw scanner.error(.nonFinite(component: name), at: start)
    case .notANumber:
      throw scanner.expected("a number for \(name)", at: start)
    }
  }

  /// Skips the separator between two numbers of a triple: whitespace, or a
  /// comma with optional whitespace around it.
  private static func skipSeparator(_ scanner: inout ColorTextScanner) {
    scanner.skipWhitespace()
    if scanner.consume(UInt8(ascii: ",")) {
      scanner.skipWhitespace()
    }
  }
}

extension ColorParser.TripleMeaning {
  /// The names of the three numbers, as errors give them.
  fileprivate var names: (String, String, String) {
    switch self {
    case .lab: return ("L*", "a*", "b*")
    case .lch: return ("L*", "C*", "h")
    case .xyz: return ("X", "Y", "Z")
    case .rgb: return ("red", "green", "blue")
    }
  }

  /// The range each of the three numbers must lie in; `nil` for any finite number.
  fileprivate var ranges: (ClosedRange<Double>?, ClosedRange<Double>?, ClosedRange<Double>?) {
    switch self {
    case .lab: return (0...100, nil, nil)
    case .lch: return (0...100, 0...Double.infinity, nil)
    case .xyz: return (nil, nil, nil)
    case .rgb: return (0...255, 0...255, 0...255)
    }
  }
}
