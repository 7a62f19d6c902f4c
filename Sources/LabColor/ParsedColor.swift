/// A color as the user wrote it: its space and coordinates (`AnyColor`), its
/// alpha, and which components were the CSS keyword `none`.
///
/// Keeping the original form makes conversions exact where they can be: a
/// bare `L a b` triple read relative to D65 and asked for in D65 comes back
/// unchanged, and `#336699` comes back as `#336699`. Convert with the
/// initializers of the target types — `Lab(_:white:)`, `SRGB(_:)`,
/// `XYZ(_:white:)`, `OKLCh(_:)`, `RGBColor(_:space:)`, … — which ignore the
/// alpha, or write it as CSS text with `ColorFormatter`.
///
///     let color = try ColorParser().parse("lab(52.2345 40.1645 59.9971 / 50%)")
///     // color.color == .lab(Lab(l: 52.2345, a: 40.1645, b: 59.9971), white: .d50)
///     // color.alpha == 0.5
///     Lab(color, white: .d65)  // the same color relative to D65
public struct ParsedColor: Sendable, Hashable {
  /// The color, in the space it was written in.
  public var color: AnyColor
  /// The opacity, 0 (transparent) … 1 (opaque); 1 when none was written.
  public var alpha: Double
  /// The components written as `none`. Their value in `color` (and in
  /// `alpha`) is 0, as CSS Color 4 says for conversion; the set remembers
  /// them for operations that treat them apart (interpolation, `color-mix()`).
  public var missingComponents: MissingComponents

  /// The alpha, `nil` when it is missing (written `none`): what mixing fills from the
  /// other color and what the formatter writes as `none`.
  @inlinable
  public var presentAlpha: Double? {
    missingComponents.contains(.alpha) ? nil : alpha
  }

  /// A parsed color: `color` with `alpha`, `missingComponents` written as
  /// `none`.
  @inlinable
  public init(_ color: AnyColor, alpha: Double = 1, missingComponents: MissingComponents = []) {
    self.color = color
    self.alpha = alpha
    self.missingComponents = missingComponents
  }

  /// An opaque CIE Lab color relative to `white`: from a bare `L a b` triple
  /// (the parser's white) or CSS `lab()` (always D50).
  @inlinable
  public static func lab(_ lab: Lab, white: WhitePoint) -> ParsedColor {
    ParsedColor(.lab(lab, white: white))
  }

  /// An opaque CIE LCh color relative to `white`: from CSS `lch()` (D50).
  @inlinable
  public static func lch(_ lch: LCh, white: WhitePoint) -> ParsedColor {
    ParsedColor(.lch(lch, white: white))
  }

  /// An opaque gamma-encoded sRGB color: from `#rrggbb`, `rgb()`, a named
  /// color, or a bare `r g b` triple.
  @inlinable
  public static func srgb(_ srgb: SRGB) -> ParsedColor {
    ParsedColor(.rgb(RGBColor(srgb)))
  }
}

/// The components of a parsed color that were written as `none`, by
/// position: the first, second and third coordinate as CSS writes them (for
/// `hsl()` the first is the hue, for `lch()` the third) and alpha.
public struct MissingComponents: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public let rawValue: UInt8

  /// The set with bits `rawValue`.
  @inlinable
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The first coordinate.
  public static let first = MissingComponents(rawValue: 1)
  /// The second coordinate.
  public static let second = MissingComponents(rawValue: 2)
  /// The third coordinate.
  public static let third = MissingComponents(rawValue: 4)
  /// The alpha.
  public static let alpha = MissingComponents(rawValue: 8)

  /// The coordinate at `index` (0, 1 or 2).
  @inlinable
  public static func coordinate(_ index: Int) -> MissingComponents {
    MissingComponents(rawValue: 1 << UInt8(truncatingIfNeeded: index))
  }
}

extension Lab {
  /// The Lab coordinates, relative to `white`, of a parsed color (alpha
  /// ignored). Returns the parsed value itself when it is already Lab
  /// relative to `white`.
  @inlinable
  public init(_ color: ParsedColor, white: WhitePoint) {
    self.init(color.color, white: white)
  }
}

extension SRGB {
  /// The gamma-encoded sRGB components (unclamped) of a parsed color (alpha
  /// ignored).
  @inlinable
  public init(_ color: ParsedColor) {
    self.init(color.color)
  }
}

extension XYZ {
  /// The tristimulus values, relative to `white`, of a parsed color (alpha
  /// ignored).
  @inlinable
  public init(_ color: ParsedColor, white: WhitePoint) {
    self.init(color.color, white: white)
  }
}
