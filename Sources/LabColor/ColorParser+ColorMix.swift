// CSS Color 5 `color-mix()` (section 2): two colors mixed in an interpolation space, each
// with an optional percentage, as `ColorMix` mixes them.

extension ColorParser {
  /// `color-mix([in <space> [<hue-method> hue]] , <color> [<percentage>] , <color>
  /// [<percentage>])`, after "(": a percentage may come before its color, the space is
  /// Oklab when none is given (as the current draft allows), and a hue method only follows
  /// a space with a hue (hsl, hwb, lch, oklch). The colors are any color but a bare triple.
  ///
  ///     color-mix(in oklch longer hue, red 40%, blue)
  func colorMix(_ scanner: inout ColorTextScanner) throws(ColorParseError) -> ParsedColor {
    scanner.skipWhitespace()
    var space = InterpolationSpace.oklab
    var hue = HueInterpolation.shorter
    let start = scanner.position
    let word = scanner.scanIdentifier()
    if scanner.matches(word, "in") {
      scanner.skipWhitespace()
      let spaceStart = scanner.position
      guard let named: InterpolationSpace = Self.choice(scanner.scanIdentifier(), scanner) else {
        throw scanner.expected(
          "a color space to mix in (oklab, oklch, lab, lch, srgb, srgb-linear, display-p3,"
            + " a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50, xyz-d65, hsl or hwb)",
          at: spaceStart)
      }
      space = named
      scanner.skipWhitespace()
      let methodStart = scanner.position
      let method = scanner.scanIdentifier()
      if !method.isEmpty {
        let named: HueInterpolation? = Self.choice(method, scanner)
        guard space.hueIndex != nil else {
          // `in srgb longer hue`: say why no hue method may follow, where one does.
          throw scanner.expected(
            named == nil
              ? "\",\""
              : "\",\" (\(space.rawValue) has no hue to interpolate; a hue interpolation "
                + "method follows lch, oklch, hsl or hwb)",
            at: methodStart)
        }
        guard let named else {
          throw scanner.expected(
            "a hue interpolation method (shorter, longer, increasing or decreasing) or \",\"",
            at: methodStart)
        }
        hue = named
        scanner.skipWhitespace()
        let hueStart = scanner.position
        guard scanner.matches(scanner.scanIdentifier(), "hue") else {
          throw scanner.expected("\"hue\" after the hue interpolation method", at: hueStart)
        }
      }
      scanner.skipWhitespace()
      guard scanner.consume(UInt8(ascii: ",")) else {
        throw scanner.expected("\",\"", at: scanner.position)
      }
    } else {
      scanner.position = start
    }
    let (first, firstPercentage) = try mixedColor(&scanner)
    scanner.skipWhitespace()
    guard scanner.consume(UInt8(ascii: ",")) else {
      throw scanner.expected("\",\" and a second color", at: scanner.position)
    }
    let (second, secondPercentage) = try mixedColor(&scanner)
    scanner.skipWhitespace()
    guard scanner.consume(UInt8(ascii: ")")) else {
      throw scanner.expected("\")\"", at: scanner.position)
    }
    // Each percentage is within 0…100 (`mixedColor` checks), so there are proportions.
    let (fraction, alphaMultiplier) =
      ColorMix.proportions(first: firstPercentage, second: secondPercentage) ?? (0.5, 1)
    var mixed = ColorMix.mix(first, second, fraction: fraction, in: space, hue: hue)
    mixed.alpha *= alphaMultiplier
    return mixed
  }

  /// One color of a `color-mix()` and its percentage, if any, in either order.
  private func mixedColor(_ scanner: inout ColorTextScanner) throws(ColorParseError)
    -> (ParsedColor, Double?)
  {
    scanner.skipWhitespace()
    var percentage = try mixPercentage(&scanner)
    scanner.skipWhitespace()
    let range = scanner.skipNestedColor()
    var nested = ColorTextScanner(nestedIn: scanner, range: range)
    let color = try parseColor(&nested, readsTriples: false)
    if percentage == nil {
      scanner.skipWhitespace()
      percentage = try mixPercentage(&scanner)
    }
    return (color, percentage)
  }

  /// A percentage from 0% to 100% at the cursor, or `nil` (the cursor unmoved) if no number
  /// is there.
  private func mixPercentage(_ scanner: inout ColorTextScanner) throws(ColorParseError)
    -> Double?
  {
    let start = scanner.position
    switch scanner.scanNumber() {
    case .notANumber:
      return nil
    case .nonFinite:
      throw scanner.error(.nonFinite(component: "the percentage"), at: start)
    case .number(let number):
      guard scanner.consume(UInt8(ascii: "%")), (0...100).contains(number) else {
        throw scanner.expected("a percentage from 0% to 100%", at: start)
      }
      return number
    }
  }

  /// The case of `Choice` whose raw value is spelled at `name`, ignoring ASCII case: an
  /// interpolation space or a hue interpolation method.
  private static func choice<Choice: RawRepresentable & CaseIterable>(
    _ name: Range<Int>, _ scanner: ColorTextScanner
  ) -> Choice? where Choice.RawValue == String {
    Choice.allCases.first { choice in
      choice.rawValue.utf8.count == name.count
        && zip(choice.rawValue.utf8, scanner.bytes[name]).allSatisfy {
          $0 == ColorTextScanner.lowercased($1)
        }
    }
  }
}
