/// Writes a color as CSS text in any `ColorNotation`: the one place that
/// knows how each notation is spelled.
///
///     let color = try ColorParser().parse("oklch(0.6 0.1 30 / 50%)")
///     try ColorFormatter.string(color, as: .oklch)       // "oklch(0.6 0.1 30 / 0.5)"
///     try ColorFormatter.string(color, as: .displayP3, precision: 4)
///     // "color(display-p3 0.6657 0.4229 0.3739 / 0.5)"
///     try ColorFormatter.string(color, as: .hex)         // "#b4685c80"
///
/// Rules, for every notation:
/// - Numbers are written by `NumberFormat`: by default the shortest text
///   that reads back as the same `Double` (so `ColorParser` recovers the
///   value exactly), integers without a fraction and never `-0`; with a
///   `precision` of N, rounded to N significant digits but at most N
///   decimal places, as ColorAide does (`NumberFormat.string(_:precision:)`),
///   except the channels of `rgb()`: gamut-mapped, they are whole numbers
///   from 0 to 255 and written as they are; unmapped, they keep at least
///   three digits (255 at a precision of 1 stays 255).
/// - Alpha is written as ` / a` only when it is below 1. A missing alpha
///   (`nil`, or `none` in a `ParsedColor`: both colors of a mix had none) is
///   written ` / none` in the functional notations, which can say it, as
///   CSS Color 4 serializes it: read back, it still takes the other color's
///   alpha in a mix, where a 0 would make it transparent. Hex, which cannot,
///   writes its value, 0, as it writes any missing component.
/// - A powerless hue is written `none`: for `lch` when the chroma is below
///   `LCh.achromaticThreshold`, `oklch` below `OKLCh.achromaticThreshold`,
///   `hsl` and `hwb` when `HSL.isAchromatic` / `HWB.isAchromatic`. Other
///   hues are reduced to [0, 360) (and one that rounds to 360 is written 0).
/// - `lab` and `lch` are relative to D50, as CSS defines them.
/// - Gamut: with a `gamutMapping`, the notations that live in an RGB gamut
///   (`ColorNotation.gamut`) are brought into it first; without one, they
///   are written unmapped (`rgb()` then prints unclamped decimals on the
///   0–255 scale). `hex` always holds 8-bit values: it is clipped when no
///   mapping is given. The unbounded notations are never mapped.
public enum ColorFormatter {
  /// `hue`, in [0, 360), as it is written with `precision` significant digits: 0 where they
  /// round it to 360, so that a hue written stays in [0, 360). The rule of every hue the
  /// formatter writes, for writers of their own (convert's bare `lch` triple).
  public static func writtenHue(_ hue: Double, precision: Int?) -> Double {
    // Below 350 no precision rounds a hue up to 360 (one digit rounds 350 to 400), and most
    // hues are: it is rounded only above.
    guard let precision, hue >= 350, NumberFormat.rounded(hue, precision: precision) >= 360
    else {
      return hue
    }
    return 0
  }

  /// `color` as CSS text in `notation`, with its alpha (` / none` when the
  /// alpha is one of its `missingComponents`).
  ///
  /// - Parameters:
  ///   - color: The color and its alpha.
  ///   - notation: The CSS notation to write.
  ///   - precision: Digits of every number (`NumberFormat.string(_:precision:)`);
  ///     `nil` for the shortest text that reads back exactly.
  ///   - gamutMapping: How to bring the color into the notation's gamut, or
  ///     `nil` to write it unmapped.
  /// - Throws: `ColorOverflow` when a number it would write is not finite.
  public static func string(
    _ color: ParsedColor, as notation: ColorNotation, precision: Int? = nil,
    gamutMapping: GamutMapping? = nil
  ) throws(ColorOverflow) -> String {
    try string(
      color.color, alpha: color.presentAlpha,
      as: notation, precision: precision, gamutMapping: gamutMapping)
  }

  /// `color` as CSS text in `notation`, with `alpha`, `nil` for a missing
  /// one (see `string(_:as:precision:gamutMapping:)`).
  public static func string(
    _ color: AnyColor, alpha: Double? = 1, as notation: ColorNotation, precision: Int? = nil,
    gamutMapping: GamutMapping? = nil
  ) throws(ColorOverflow) -> String {
    var bytes: [UInt8] = []
    try append(
      color, alpha: alpha, as: notation, precision: precision, gamutMapping: gamutMapping,
      to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the CSS text of `color` in `notation` to `bytes` (UTF-8, no
  /// line break), with `alpha` (`nil` for a missing one), for writers that
  /// assemble output in a byte buffer; does not allocate when `bytes` has
  /// room.
  ///
  /// - Throws: `ColorOverflow`, having appended nothing, when a number it
  ///   would write is not finite.
  public static func append(
    _ color: AnyColor, alpha: Double? = 1, as notation: ColorNotation, precision: Int? = nil,
    gamutMapping: GamutMapping? = nil, to bytes: inout [UInt8]
  ) throws(ColorOverflow) {
    var text = Text(precision: precision, alpha: alpha)
    switch notation {
    case .hex:
      let alpha = alpha ?? 0
      let srgb = SRGB(color)
      guard srgb.isFinite, alpha.isFinite else { throw ColorOverflow() }
      let mapped =
        gamutMapping == .css ? SRGB(GamutMapping.css.map(RGBColor(srgb), from: color)) : srgb
      RGB8(mapped).appendHex(to: &bytes)
      if alpha < 1 {
        let byte = RGB8.quantize(alpha)
        bytes.append(RGB8.hexDigit(byte >> 4))
        bytes.append(RGB8.hexDigit(byte & 0x0F))
      }
      return
    case .rgb:
      let srgb = SRGB(try rgb(color, in: .srgb, gamutMapping))
      if gamutMapping != nil {
        // 8-bit values are whole numbers from 0 to 255: rounding them to significant
        // digits would write 255 as 260 at a precision of 2. Only the alpha is rounded.
        let rgb8 = RGB8(srgb)
        text.precision = nil
        try text.write(
          "rgb(", Double(rgb8.red), Double(rgb8.green), Double(rgb8.blue), to: &bytes)
      } else {
        // Unmapped channels on the 0–255 scale keep at least three digits, their whole
        // number within it: 255 at a precision of 1 is not 300.
        text.precision = precision.map { max($0, 3) }
        try text.write("rgb(", srgb.red * 255, srgb.green * 255, srgb.blue * 255, to: &bytes)
      }
    case .hsl:
      let hsl =
        gamutMapping == nil ? HSL(color) : HSL(SRGB(try rgb(color, in: .srgb, gamutMapping)))
      text.hueIsPowerless = hsl.isAchromatic
      text.percentages = true
      try text.write("hsl(", hue: hsl.h, hsl.s, hsl.l, to: &bytes)
    case .hwb:
      let hwb =
        gamutMapping == nil ? HWB(color) : HWB(SRGB(try rgb(color, in: .srgb, gamutMapping)))
      text.hueIsPowerless = hwb.isAchromatic
      text.percentages = true
      try text.write("hwb(", hue: hwb.h, hwb.w, hwb.b, to: &bytes)
    case .lab:
      let lab = Lab(color, white: .d50)
      try text.write("lab(", lab.l, lab.a, lab.b, to: &bytes)
    case .lch:
      let lch = LCh(color, white: .d50)
      text.hueIsPowerless = lch.isAchromatic
      try text.write("lch(", lch.l, lch.c, hue: lch.h, to: &bytes)
    case .oklab:
      let oklab = OKLab(color)
      try text.write("oklab(", oklab.l, oklab.a, oklab.b, to: &bytes)
    case .oklch:
      let oklch = OKLCh(color)
      text.hueIsPowerless = oklch.isAchromatic
      try text.write("oklch(", oklch.l, oklch.c, hue: oklch.h, to: &bytes)
    case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
      let space = notation.gamut ?? .srgb
      let rgb = try rgb(color, in: space, gamutMapping)
      text.prefix = space.rawValue
      try text.write("color(", rgb.red, rgb.green, rgb.blue, to: &bytes)
    case .xyzD50, .xyzD65:
      let white: WhitePoint = notation == .xyzD50 ? .d50 : .d65
      let xyz = XYZ(color, white: white)
      text.prefix = notation.rawValue
      try text.write("color(", xyz.x, xyz.y, xyz.z, to: &bytes)
    }
  }

  /// `color` in `space`, mapped into its gamut when `gamutMapping` is given.
  ///
  /// - Throws: `ColorOverflow` when the color's components in `space` are not finite, before
  ///   any mapping: clipping would otherwise turn an infinity into 1 and hide the overflow.
  private static func rgb(_ color: AnyColor, in space: RGBSpace, _ gamutMapping: GamutMapping?)
    throws(ColorOverflow) -> RGBColor
  {
    let rgb = RGBColor(color, space: space)
    guard rgb.isFinite else { throw ColorOverflow() }
    return gamutMapping?.map(rgb, from: color) ?? rgb
  }

  /// The writer of one functional notation: `name(prefix c1 c2 c3 / alpha)`.
  private struct Text {
    /// Digits of the components.
    var precision: Int?
    /// Digits of the alpha.
    let alphaPrecision: Int?
    /// The alpha, `nil` when missing (written `none`).
    var alpha: Double?
    /// A word written before the components (`color()`'s space name).
    var prefix: String?
    /// Whether the hue, wherever it is, is written `none`.
    var hueIsPowerless = false
    /// Whether the second and third components take a "%" (hsl, hwb).
    var percentages = false

    init(precision: Int?, alpha: Double?) {
      self.precision = precision
      alphaPrecision = precision
      self.alpha = alpha
    }

    /// Writes `function c1 c2 c3[ / alpha])`.
    func write(
      _ function: StaticString, _ first: Double, _ second: Double, _ third: Double,
      to bytes: inout [UInt8]
    ) throws(ColorOverflow) {
      try write(function, .number(first), .number(second), .number(third), to: &bytes)
    }

    /// Writes `function h c2 c3[ / alpha])` with the hue first.
    func write(
      _ function: StaticString, hue: Double, _ second: Double, _ third: Double,
      to bytes: inout [UInt8]
    ) throws(ColorOverflow) {
      try write(function, self.hue(hue), .number(second), .number(third), to: &bytes)
    }

    /// Writes `function c1 c2 h[ / alpha])` with the hue last.
    func write(
      _ function: StaticString, _ first: Double, _ second: Double, hue: Double,
      to bytes: inout [UInt8]
    ) throws(ColorOverflow) {
      try write(function, .number(first), .number(second), self.hue(hue), to: &bytes)
    }

    /// One component to write.
    enum Component {
      case number(Double)
      case none

      var isFinite: Bool {
        if case .number(let value) = self { return value.isFinite }
        return true
      }
    }

    /// The hue component: `none` when powerless, else reduced to [0, 360),
    /// a value that rounds to 360 written as 0.
    func hue(_ degrees: Double) -> Component {
      if hueIsPowerless { return .none }
      guard degrees.isFinite else { return .number(degrees) }
      return .number(
        ColorFormatter.writtenHue(
          ElementaryFunctions.normalizedDegrees(degrees), precision: precision))
    }

    func write(
      _ function: StaticString, _ first: Component, _ second: Component, _ third: Component,
      to bytes: inout [UInt8]
    ) throws(ColorOverflow) {
      guard first.isFinite, second.isFinite, third.isFinite, alpha?.isFinite ?? true else {
        throw ColorOverflow()
      }
      function.withUTF8Buffer { bytes.append(contentsOf: $0) }
      if let prefix {
        bytes.append(contentsOf: prefix.utf8)
        bytes.append(UInt8(ascii: " "))
      }
      append(first, percent: false, to: &bytes)
      bytes.append(UInt8(ascii: " "))
      append(second, percent: percentages, to: &bytes)
      bytes.append(UInt8(ascii: " "))
      append(third, percent: percentages, to: &bytes)
      if let alpha {
        if alpha < 1 {
          bytes.append(contentsOf: " / ".utf8)
          NumberFormat.append(alpha, precision: alphaPrecision, to: &bytes)
        }
      } else {
        bytes.append(contentsOf: " / none".utf8)
      }
      bytes.append(UInt8(ascii: ")"))
    }

    func append(_ component: Component, percent: Bool, to bytes: inout [UInt8]) {
      switch component {
      case .none:
        bytes.append(contentsOf: "none".utf8)
      case .number(let value):
        NumberFormat.append(value, precision: precision, to: &bytes)
        if percent { bytes.append(UInt8(ascii: "%")) }
      }
    }
  }
}
