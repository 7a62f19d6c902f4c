/// A color as the user wrote it: which space and, for Lab and LCh, which
/// white, before any conversion.
///
/// Keeping the original form makes conversions exact where they can be: a
/// bare `L a b` triple read relative to D65 and asked for in D65 comes back
/// unchanged, and `#336699` comes back as `#336699`. Convert with the
/// initializers of the target types: `Lab(_:white:)`, `SRGB(_:)`,
/// `XYZ(_:white:)`.
///
///     let color = try ColorParser().parse("lab(52.2345 40.1645 59.9971)")
///     // .lab(Lab(l: 52.2345, a: 40.1645, b: 59.9971), white: .d50)
///     Lab(color, white: .d65)  // the same color relative to D65
public enum ParsedColor: Sendable, Hashable {
  /// A CIE Lab color relative to `white`: from a bare `L a b` triple (the
  /// parser's white) or CSS `lab()` (always D50).
  case lab(Lab, white: WhitePoint)
  /// A CIE LCh color relative to `white`: from CSS `lch()` (always D50).
  case lch(LCh, white: WhitePoint)
  /// A gamma-encoded sRGB color: from `#rgb`, `#rrggbb`, `rgb()`, `rgba()`,
  /// a named color, or a bare `r g b` triple.
  case srgb(SRGB)
}

extension Lab {
  /// The Lab coordinates, relative to `white`, of a parsed color. Returns the
  /// parsed value itself when it is already Lab relative to `white`.
  @inlinable
  public init(_ color: ParsedColor, white: WhitePoint) {
    switch color {
    case .lab(let lab, let source):
      self = lab.adapted(from: source, to: white)
    case .lch(let lch, let source):
      self = Lab(lch).adapted(from: source, to: white)
    case .srgb(let srgb):
      self.init(srgb, white: white)
    }
  }
}

extension SRGB {
  /// The gamma-encoded sRGB components (unclamped) of a parsed color.
  @inlinable
  public init(_ color: ParsedColor) {
    switch color {
    case .lab(let lab, let white):
      self.init(lab, white: white)
    case .lch(let lch, let white):
      self.init(Lab(lch), white: white)
    case .srgb(let srgb):
      self = srgb
    }
  }
}

extension XYZ {
  /// The tristimulus values, relative to `white`, of a parsed color.
  @inlinable
  public init(_ color: ParsedColor, white: WhitePoint) {
    switch color {
    case .lab(let lab, let source):
      self = lab.xyz(white: source).adapted(from: source, to: white)
    case .lch(let lch, let source):
      self = Lab(lch).xyz(white: source).adapted(from: source, to: white)
    case .srgb(let srgb):
      self.init(srgb, white: white)
    }
  }
}
