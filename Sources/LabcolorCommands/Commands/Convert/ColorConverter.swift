import LabColor

/// Converts parsed colors to one notation, appending each as one line of bytes: the
/// per-line work of `labcolor convert`, free of heap allocation for the common notations.
///
/// The notations of `--to`, for `lab(50 20 0)` read relative to D65 (`50 20 0`):
///
///     hex           #986b78                 8-bit sRGB, lowercase (#rrggbbaa with alpha)
///     rgb           rgb(152 107 120)        8-bit sRGB
///     hsl           hsl(342.7 17.9% 50.64%) hue, saturation and lightness of sRGB
///     hwb           hwb(342.7 40.98% 40.52%)
///     lab           50 20 0                 L* a* b* relative to --white
///     lch           50 20 0                 L* C* h relative to --white
///     xyz           0.2146 0.1842 0.2006    X Y Z relative to --white, Y of white = 1
///     css           lab(50.14 20.01 0.3324) CSS lab(), D50 as CSS defines it
///     oklab, oklch  oklab(0.5767 0.06011 0.0002858), oklch(0.5767 0.06011 0.2724)
///     srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d50, xyz-d65
///                   color(display-p3 0.5651 0.4285 0.4708), …
///     json          one line of JSON (see `ColorValues.appendJSON`)
///
/// (shown at `--precision 4`; by default numbers are written in full, the shortest text that
/// reads back as the same `Double`). The three bare triples read back with the matching
/// `--input` (`ColorParser.TripleMeaning`) and the same white. Alpha below 1 is carried:
/// ` / 0.5` after the values, `#rrggbbaa`, `"alpha":0.5`; a missing alpha (`none`) is
/// ` / none` in the CSS notations and 0 in the others. Gamut: `hex` and `rgb`, and the
/// 8-bit values of `json`, are clipped to sRGB by default; the floating-point notations are
/// written unmapped by default.
/// `--gamut clip` or `css` brings every notation that has a gamut into it (sRGB for `hex`,
/// `rgb`, `hsl`, `hwb` and `srgb`, the space itself for the other RGB spaces), and the
/// others, which have none (`lab`, `lch`, `xyz`, `css`, `oklab`, `oklch`, `xyz-d50`,
/// `xyz-d65`), into sRGB; `--gamut none` writes unmapped values wherever the notation can
/// hold them. `hex`, `rgb` and the 8-bit values of JSON cannot: they are 8-bit, and CSS
/// clamps `rgb()` when it reads it, so `none` clips them too (`srgb` writes the unmapped
/// sRGB values).
package struct ColorConverter: Sendable {
  /// The notations of `convert --to`: the CSS notations of the library (`ColorNotation`),
  /// the bare triples relative to the white, and JSON.
  ///
  /// The CSS notations go by their CSS names (`oklch`, `display-p3`), except that CSS
  /// `lab()` is `css`, since `lab` and `lch` are the bare triples.
  package enum Format: Hashable, Sendable, ExpressibleByArgumentChoice {
    /// `L a b`, `L C h` or `X Y Z`, relative to the white.
    case triple(Triple)
    /// A CSS notation.
    case notation(ColorNotation)
    /// One line of JSON.
    case json

    /// The bare triples.
    package enum Triple: String, Hashable, Sendable, CaseIterable {
      /// `L a b`.
      case lab
      /// `L C h`.
      case lch
      /// `X Y Z`, Y of white = 1.
      case xyz
    }

    /// Every format, in the order help lists them: the 8-bit and cylindrical sRGB ones,
    /// the triples, CSS `lab()`, the other CSS notations (CSS `lch()` aside), JSON.
    package static var allCases: [Format] {
      let first: [ColorNotation] = [.hex, .rgb, .hsl, .hwb]
      let rest = ColorNotation.allCases.filter { !first.contains($0) && $0 != .lab && $0 != .lch }
      return first.map(notation) + Triple.allCases.map(triple) + [.notation(.lab)]
        + rest.map(notation) + [.json]
    }

    /// The word of `--to`.
    package var argumentName: String {
      switch self {
      case .triple(let triple): return triple.rawValue
      case .notation(.lab): return "css"
      case .notation(let notation): return notation.rawValue
      case .json: return "json"
      }
    }

    /// Whether the notation has a gamut `--gamut` maps into: its own, or for json, that of
    /// its 8-bit values. The bare triples and the unbounded CSS notations have none.
    var hasGamut: Bool {
      switch self {
      case .triple: false
      case .notation(let notation): notation.gamut != nil
      case .json: true
      }
    }

    /// Whether the format writes 8-bit sRGB values: `hex`, `rgb`, and JSON (its `rgb`
    /// values). They are always brought into sRGB, clipped unless `--gamut css` asks for
    /// CSS's mapping, where the floating-point notations can be written unmapped.
    package var isEightBit: Bool {
      switch self {
      case .notation(.hex), .notation(.rgb), .json: true
      case .notation, .triple: false
      }
    }

    /// `#rrggbb`, the default.
    package static var hex: Format { .notation(.hex) }
    /// `rgb(r g b)`.
    package static var rgb: Format { .notation(.rgb) }
    /// CSS `lab()`, D50.
    package static var css: Format { .notation(.lab) }
    /// `L a b`.
    package static var lab: Format { .triple(.lab) }
    /// `L C h`.
    package static var lch: Format { .triple(.lch) }
    /// `X Y Z`.
    package static var xyz: Format { .triple(.xyz) }
  }

  /// The notation written.
  package var format: Format
  /// The white of the `lab`, `lch`, `xyz` and `json` notations.
  package var white: WhitePoint
  /// How colors are brought into the notation's gamut; `nil` for each notation's default.
  var gamut: GamutChoice?
  /// The significant digits of printed numbers, or `nil` for full precision (JSON always
  /// has full precision).
  var precision: Int?

  /// A converter to `format`, relative to `white`.
  package init(format: Format, white: WhitePoint = .d65) {
    self.init(format: format, white: white, gamut: nil, precision: nil)
  }

  /// A converter to `format`, relative to `white`, with a gamut choice and a precision.
  init(format: Format, white: WhitePoint, gamut: GamutChoice?, precision: Int?) {
    self.format = format
    self.white = white
    self.gamut = gamut
    self.precision = precision
  }

  /// The mapping into the gamut of `notation`: the one asked for, except that the 8-bit
  /// notations are always mapped (clipped unless `css` is asked for), and by default none
  /// for the others.
  func mapping(for notation: ColorNotation) -> GamutMapping? {
    guard Format.notation(notation).isEightBit else { return gamut?.mapping }
    return eightBitMapping
  }

  /// How the 8-bit values of JSON are brought into sRGB: they must be 8-bit, so never
  /// unmapped.
  var eightBitMapping: GamutMapping { gamut == .css ? .css : .clip }

  /// Appends `color` in the converter's notation, without a newline.
  ///
  /// - Throws: `ColorOverflow`, having appended nothing, when a value it would write is not
  ///   finite.
  package func append(_ color: ParsedColor, to line: inout LineBuffer) throws(ColorOverflow) {
    let color = try format.hasGamut ? color : mappedIntoSRGB(color)
    switch format {
    case .triple(.lab):
      let lab = Lab(color, white: white)
      try appendTriple(lab.l, lab.a, lab.b, alpha: color.alpha, to: &line)
    case .triple(.lch):
      // A powerless hue (chroma below `LCh.achromaticThreshold`) is written 0.
      let lch = LCh(Lab(color, white: white))
      try appendTriple(
        lch.l, lch.c, lch.isAchromatic ? 0 : ColorFormatter.writtenHue(lch.h, precision: precision),
        alpha: color.alpha, to: &line)
    case .triple(.xyz):
      let xyz = XYZ(color, white: white)
      try appendTriple(xyz.x, xyz.y, xyz.z, alpha: color.alpha, to: &line)
    case .json:
      let values = ColorValues(color, white: white, gamutMapping: eightBitMapping)
      guard values.isFinite else { throw ColorOverflow() }
      values.appendJSON(to: &line)
    case .notation(let notation):
      // A missing alpha is `none` in the CSS notations; hex, the triples and JSON, which
      // have no `none`, write its value, 0, as they write any missing component.
      try line.appendFormatted(
        color.color, alpha: color.presentAlpha,
        as: notation, precision: precision, gamutMapping: mapping(for: notation))
    }
  }

  /// `color` brought into sRGB when `--gamut clip` or `css` was given, for a notation with
  /// no gamut of its own (`lab`, `lch`, `xyz`, `css`, `oklab`, `oklch`, `xyz-d50`,
  /// `xyz-d65`): asked to map, they map into the gamut of `hex`, `rgb`, `hsl` and `hwb`.
  /// Otherwise, and for a color already in sRGB (to `RGBColor.gamutTolerance`, so that
  /// `50 20 0` is written back exactly rather than through sRGB), `color` as it is.
  ///
  /// - Throws: `ColorOverflow` for a color whose sRGB values are not finite, which mapping
  ///   would turn into some other color.
  private func mappedIntoSRGB(_ color: ParsedColor) throws(ColorOverflow) -> ParsedColor {
    guard let mapping = gamut?.mapping else { return color }
    let rgb = RGBColor(color.color, space: .srgb)
    guard rgb.isFinite else { throw ColorOverflow() }
    guard !rgb.isInGamut() else { return color }
    var mapped = color
    mapped.color = .rgb(mapping.map(color.color, to: .srgb))
    return mapped
  }

  /// Appends three numbers separated by spaces, and ` / alpha` when it is below 1.
  private func appendTriple(
    _ first: Double, _ second: Double, _ third: Double, alpha: Double, to line: inout LineBuffer
  ) throws(ColorOverflow) {
    guard first.isFinite, second.isFinite, third.isFinite else { throw ColorOverflow() }
    line.append(number: first, precision: precision)
    line.append(byte: UInt8(ascii: " "))
    line.append(number: second, precision: precision)
    line.append(byte: UInt8(ascii: " "))
    line.append(number: third, precision: precision)
    if alpha < 1 {
      line.append(ascii: " / ")
      line.append(number: alpha, precision: precision)
    }
  }
}
