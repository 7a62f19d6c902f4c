// The CSS Color 4 functional notations: rgb()/rgba() and hsl()/hsla() in the
// legacy comma syntax and the modern space syntax (§5.1, §7), hwb() (§8),
// lab(), lch(), oklab() and oklch() (§9), and color() with the predefined
// spaces (§10). Percentages mean what the spec's reference ranges say (lab
// a/b: 100% = 125; lch C: 100% = 150; oklab L: 100% = 1; oklab a/b and oklch
// C: 100% = 0.4; color(): 100% = 1), and parsed values are clamped where the
// spec clamps them (rgb to 0–255 / 0–100%, hsl saturation and lch/oklch
// chroma at 0, lab/lch L to 0–100, oklab/oklch L to 0–1, alpha to 0–1), as
// the WPT parsing tests expect (css/css-color/parsing/color-valid-*.html).

extension ColorParser {
  /// A CSS color function.
  enum CSSFunction {
    case rgb, hsl, hwb, lab, lch, oklab, oklch, color, colorMix

    /// The function called `name`, ignoring case (`rgba` and `hsla` are
    /// `rgb` and `hsl`); `nil` for any other name.
    init?(_ name: Range<Int>, _ scanner: ColorTextScanner) {
      if scanner.matches(name, "rgb") || scanner.matches(name, "rgba") {
        self = .rgb
      } else if scanner.matches(name, "hsl") || scanner.matches(name, "hsla") {
        self = .hsl
      } else if scanner.matches(name, "hwb") {
        self = .hwb
      } else if scanner.matches(name, "lab") {
        self = .lab
      } else if scanner.matches(name, "lch") {
        self = .lch
      } else if scanner.matches(name, "oklab") {
        self = .oklab
      } else if scanner.matches(name, "oklch") {
        self = .oklch
      } else if scanner.matches(name, "color") {
        self = .color
      } else if scanner.matches(name, "color-mix") {
        self = .colorMix
      } else {
        return nil
      }
    }
  }

  /// Reads the function whose name is at `name`; the cursor is after "(".
  func parseFunction(named name: Range<Int>, _ scanner: inout ColorTextScanner)
    throws(ColorParseError) -> ParsedColor
  {
    guard let function = CSSFunction(name, scanner) else {
      throw scanner.expected(
        "a color function (rgb, rgba, hsl, hsla, hwb, lab, lch, oklab, oklch, color or"
          + " color-mix)",
        at: name.lowerBound)
    }
    let color: ParsedColor
    switch function {
    case .rgb:
      let arguments = try legacyOrModernArguments(
        "rgb()", ("red", "green", "blue"), legacy: .rgb, &scanner)
      color = arguments.color(
        .rgb(
          RGBColor(
            .srgb, red: ColorParser.rgbComponent(arguments.first),
            green: ColorParser.rgbComponent(arguments.second),
            blue: ColorParser.rgbComponent(arguments.third))))
    case .hsl:
      let arguments = try legacyOrModernArguments(
        "hsl()", ("hue", "saturation", "lightness"), legacy: .hsl, &scanner)
      color = arguments.color(
        .hsl(
          HSL(
            h: ColorParser.hue(arguments.first),
            s: max(ColorParser.scaled(arguments.second, percentage: 1), 0),
            l: ColorParser.scaled(arguments.third, percentage: 1))))
    case .hwb:
      let arguments = try modernArguments(
        "hwb()", ("hue", "whiteness", "blackness"), hueAt: 0, &scanner)
      color = arguments.color(
        .hwb(
          HWB(
            h: ColorParser.hue(arguments.first),
            w: ColorParser.scaled(arguments.second, percentage: 1),
            b: ColorParser.scaled(arguments.third, percentage: 1))))
    case .lab:
      let arguments = try modernArguments("lab()", ("L*", "a*", "b*"), hueAt: nil, &scanner)
      color = arguments.color(
        .lab(
          Lab(
            l: ColorParser.clamped(arguments.first, percentage: 1, to: 0...100),
            a: ColorParser.scaled(arguments.second, percentage: 1.25),
            b: ColorParser.scaled(arguments.third, percentage: 1.25)), white: .d50))
    case .lch:
      let arguments = try modernArguments("lch()", ("L*", "C*", "h"), hueAt: 2, &scanner)
      color = arguments.color(
        .lch(
          LCh(
            l: ColorParser.clamped(arguments.first, percentage: 1, to: 0...100),
            c: max(ColorParser.scaled(arguments.second, percentage: 1.5), 0),
            h: ColorParser.hue(arguments.third)), white: .d50))
    case .oklab:
      let arguments = try modernArguments("oklab()", ("L", "a", "b"), hueAt: nil, &scanner)
      color = arguments.color(
        .oklab(
          OKLab(
            l: ColorParser.clamped(arguments.first, percentage: 0.01, to: 0...1),
            a: ColorParser.scaled(arguments.second, percentage: 0.004),
            b: ColorParser.scaled(arguments.third, percentage: 0.004))))
    case .oklch:
      let arguments = try modernArguments("oklch()", ("L", "C", "h"), hueAt: 2, &scanner)
      color = arguments.color(
        .oklch(
          OKLCh(
            l: ColorParser.clamped(arguments.first, percentage: 0.01, to: 0...1),
            c: max(ColorParser.scaled(arguments.second, percentage: 0.004), 0),
            h: ColorParser.hue(arguments.third))))
    case .color:
      color = try colorFunction(&scanner)
    case .colorMix:
      color = try colorMix(&scanner)
    }
    guard scanner.isAtEnd else {
      scanner.skipWhitespace()
      throw scanner.expected("end of input after \")\"", at: scanner.position)
    }
    return color
  }

  // MARK: - color()

  /// The spaces of `color()`: an RGB space, or XYZ relative to a white.
  enum PredefinedSpace {
    case rgb(RGBSpace)
    case xyz(WhitePoint)
  }

  /// `color(space c1 c2 c3[ / alpha])`, after "(".
  private func colorFunction(_ scanner: inout ColorTextScanner) throws(ColorParseError)
    -> ParsedColor
  {
    scanner.skipWhitespace()
    let start = scanner.position
    let name = scanner.scanIdentifier()
    guard let space = ColorParser.predefinedSpace(name, scanner) else {
      throw scanner.expected(
        "a color space (srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz,"
          + " xyz-d50 or xyz-d65)", at: start)
    }
    guard scanner.skipWhitespace() else {
      throw scanner.expected("a space after the color space", at: scanner.position)
    }
    switch space {
    case .rgb(let rgbSpace):
      let arguments = try modernArguments(
        "color()", ("red", "green", "blue"), hueAt: nil, &scanner)
      return arguments.color(
        .rgb(
          RGBColor(
            rgbSpace, red: ColorParser.scaled(arguments.first, percentage: 0.01),
            green: ColorParser.scaled(arguments.second, percentage: 0.01),
            blue: ColorParser.scaled(arguments.third, percentage: 0.01))))
    case .xyz(let white):
      let arguments = try modernArguments("color()", ("x", "y", "z"), hueAt: nil, &scanner)
      return arguments.color(
        .xyz(
          XYZ(
            x: ColorParser.scaled(arguments.first, percentage: 0.01),
            y: ColorParser.scaled(arguments.second, percentage: 0.01),
            z: ColorParser.scaled(arguments.third, percentage: 0.01)), white: white))
    }
  }

  /// The predefined space spelled at `name`, ignoring case; `xyz` is
  /// `xyz-d65`.
  private static func predefinedSpace(_ name: Range<Int>, _ scanner: ColorTextScanner)
    -> PredefinedSpace?
  {
    if scanner.matches(name, "srgb") { return .rgb(.srgb) }
    if scanner.matches(name, "srgb-linear") { return .rgb(.srgbLinear) }
    if scanner.matches(name, "display-p3") { return .rgb(.displayP3) }
    if scanner.matches(name, "a98-rgb") { return .rgb(.a98RGB) }
    if scanner.matches(name, "prophoto-rgb") { return .rgb(.prophotoRGB) }
    if scanner.matches(name, "rec2020") { return .rgb(.rec2020) }
    if scanner.matches(name, "xyz") || scanner.matches(name, "xyz-d65") { return .xyz(.d65) }
    if scanner.matches(name, "xyz-d50") { return .xyz(.d50) }
    return nil
  }

  // MARK: - Component values

  /// An rgb() argument in [0, 1]: numbers clamped to 0–255 and divided by
  /// 255, percentages clamped to 0–100% and divided by 100, `none` is 0.
  private static func rgbComponent(_ value: CSSValue) -> Double {
    switch value {
    case .number(let number): return min(max(number, 0), 255) / 255
    case .percentage(let percent): return min(max(percent, 0), 100) / 100
    case .degrees, .none: return 0
    }
  }

  /// A hue in degrees, reduced to [0, 360); `none` is 0.
  private static func hue(_ value: CSSValue) -> Double {
    ElementaryFunctions.normalizedDegrees(scaled(value, percentage: 1))
  }

  /// `scaled(value, percentage:)` clamped to `range`.
  private static func clamped(
    _ value: CSSValue, percentage factor: Double, to range: ClosedRange<Double>
  ) -> Double {
    min(max(scaled(value, percentage: factor), range.lowerBound), range.upperBound)
  }

  /// A number as is, a percentage times `percentage`, `none` as 0.
  static func scaled(_ value: CSSValue, percentage factor: Double) -> Double {
    switch value {
    case .number(let number), .degrees(let number): return number
    case .percentage(let percent): return percent * factor
    case .none: return 0
    }
  }
}
