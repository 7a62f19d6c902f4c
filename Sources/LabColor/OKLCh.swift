/// An Oklab color in polar form: lightness, chroma and hue (OkLCh).
///
/// - `l`: Oklab lightness, 0…1.
/// - `c`: chroma √(a² + b²), 0 for grays; sRGB colors stay below about 0.33.
/// - `h`: hue in degrees from the positive a axis toward positive b, in
///   [0, 360) when produced by `init(_: OKLab)`.
///
/// Hue at zero chroma follows the same rule as `LCh`: reported as 0 when the
/// chroma is exactly 0, and ignored (a = b = 0) when converting back.
public struct OKLCh: Sendable, Hashable {
  /// Oklab lightness: 0 is black, 1 is the D65 white.
  public var l: Double
  /// Chroma: the distance from the neutral axis.
  public var c: Double
  /// Hue angle in degrees, counterclockwise from the positive a axis.
  public var h: Double

  /// The color with lightness `l` (0…1), chroma `c` and hue `h` (degrees).
  @inlinable
  public init(l: Double, c: Double, h: Double) {
    self.l = l
    self.c = c
    self.h = h
  }

  /// The polar form of `oklab`: `C = √(a² + b²)`, `h = atan2(b, a)` in
  /// degrees, reduced to [0, 360); hue 0 when C is 0.
  @inlinable
  public init(_ oklab: OKLab) {
    let (chroma, hue) = ElementaryFunctions.polar(a: oklab.a, b: oklab.b)
    self.init(l: oklab.l, c: chroma, h: hue)
  }
}

extension OKLab {
  /// The rectangular form of `oklch`: `a = C·cos h`, `b = C·sin h`; a = b = 0
  /// when C is 0, whatever the hue.
  @inlinable
  public init(_ oklch: OKLCh) {
    let (a, b) = ElementaryFunctions.rectangular(chroma: oklch.c, hue: oklch.h)
    self.init(l: oklch.l, a: a, b: b)
  }
}

extension OKLCh {
  /// The chroma below which the hue is powerless (CSS writes `none` for it):
  /// 0.000001.
  ///
  /// ColorAide's threshold, chosen as for `LCh.achromaticThreshold`: one
  /// millionth of the lightness range, here 0…1, well above the chroma that
  /// rounding leaves on any gray (about 1e-16) and far below a visible
  /// difference (about 0.02).
  public static var achromaticThreshold: Double { 0.000_001 }

  /// Whether the color is a gray, so its hue is powerless:
  /// `|c| < OKLCh.achromaticThreshold`.
  public var isAchromatic: Bool { c.magnitude < OKLCh.achromaticThreshold }
}
