/// A reference white: the color that CIE L\*a\*b\* calls L\* = 100, a\* = b\* = 0.
///
/// Each white is defined, as CSS Color 4 defines it, by its CIE 1931
/// chromaticity (x, y) to four figures. Its tristimulus values follow with
/// the luminance of white set to 1: `X = x / y`, `Y = 1`, `Z = (1 − x − y) / y`.
///
///     WhitePoint.d65.xyz  // x ≈ 0.950456, y = 1, z ≈ 1.089058
///
/// labcolor knows the two whites CSS uses and converts between them with the
/// linear Bradford transform (see `XYZ.adapted(from:to:)`).
public enum WhitePoint: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// CIE standard illuminant D65, chromaticity (0.3127, 0.3290): the white of
  /// sRGB and Oklab, and labcolor's default white.
  case d65
  /// CIE illuminant D50, chromaticity (0.3457, 0.3585): the white of ICC
  /// profiles, Photoshop's Lab, and CSS `lab()` and `lch()`.
  case d50

  /// The CIE 1931 chromaticity coordinates (x, y) of this white.
  @inlinable
  public var chromaticity: (x: Double, y: Double) {
    switch self {
    case .d65: return (0.3127, 0.3290)
    case .d50: return (0.3457, 0.3585)
    }
  }

  /// The tristimulus values of this white, with Y = 1.
  ///
  /// `X = x / y` and `Z = (1 − x − y) / y`, computed in `Double` from the
  /// four-figure chromaticity exactly as the CSS Color 4 sample code does.
  @inlinable
  public var xyz: XYZ {
    let (x, y) = chromaticity
    return XYZ(x: x / y, y: 1, z: (1 - x - y) / y)
  }

  /// The conventional name: `"D65"` or `"D50"`.
  public var description: String {
    switch self {
    case .d65: return "D65"
    case .d50: return "D50"
    }
  }

  /// The white with the given name, ignoring case: `"d65"`, `"D50"`, …;
  /// `nil` for any other text.
  public init?(name: some StringProtocol) {
    switch name.lowercased() {
    case "d65": self = .d65
    case "d50": self = .d50
    default: return nil
    }
  }
}
