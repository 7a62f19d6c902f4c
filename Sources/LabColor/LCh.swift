/// A CIE L\*a\*b\* color in polar form: lightness, chroma and hue (CIE LCh(ab)).
///
/// - `l`: lightness L\*, the same as `Lab.l`.
/// - `c`: chroma C\* = √(a\*² + b\*²), 0 for grays, unbounded (sRGB reaches
///   about 132, real surface colors rarely exceed 230).
/// - `h`: hue angle in degrees from the positive a\* axis toward positive b\*,
///   in [0, 360) when produced by `init(_: Lab)`: 0 is magenta-red, 90 yellow,
///   180 green-cyan, 270 blue.
///
/// Like `Lab`, the value is relative to a white point that is not stored.
///
/// **Hue at zero chroma.** A gray has no hue. CSS calls it "powerless" (and
/// writes `none`); color.js reports NaN. labcolor keeps values comparable and
/// printable: `init(_: Lab)` reports hue 0 when the chroma is exactly 0
/// (whatever the signs of the zeros), and `Lab(_: LCh)` ignores the hue when
/// the chroma is 0, giving a\* = b\* = 0. For chroma that is tiny but not zero,
/// the hue is computed as usual and may be any angle; `isAchromatic` says
/// when it is powerless (chroma below `LCh.achromaticThreshold`), and
/// `ColorFormatter` then writes `none`.
public struct LCh: Sendable, Hashable {
  /// Lightness L\*: 0 is black, 100 is the reference white.
  public var l: Double
  /// Chroma C\*: the distance from the neutral axis, ≥ 0 when derived from Lab.
  public var c: Double
  /// Hue angle in degrees, counterclockwise from the positive a\* axis.
  public var h: Double

  /// The color with lightness `l`, chroma `c` and hue `h` (degrees).
  @inlinable
  public init(l: Double, c: Double, h: Double) {
    self.l = l
    self.c = c
    self.h = h
  }

  /// The polar form of `lab`: `C = √(a² + b²)`, `h = atan2(b, a)` in degrees,
  /// reduced to [0, 360); hue 0 when C is 0.
  ///
  ///     LCh(Lab(l: 50, a: 0, b: -20))  // l: 50, c: 20, h: 270
  @inlinable
  public init(_ lab: Lab) {
    let (chroma, hue) = ElementaryFunctions.polar(a: lab.a, b: lab.b)
    self.init(l: lab.l, c: chroma, h: hue)
  }
}

extension Lab {
  /// The rectangular form of `lch`: `a = C·cos h`, `b = C·sin h`.
  ///
  /// The hue is reduced exactly before the trigonometry, so hues that are
  /// multiples of 90° give exact zeros: `Lab(LCh(l: 50, c: 20, h: 270))` is
  /// exactly (50, 0, −20). Edge cases: C = 0 gives a = b = 0 whatever the hue
  /// (even NaN); a non-finite hue with nonzero chroma gives NaN for a and b.
  @inlinable
  public init(_ lch: LCh) {
    let (a, b) = ElementaryFunctions.rectangular(chroma: lch.c, hue: lch.h)
    self.init(l: lch.l, a: a, b: b)
  }
}

extension LCh {
  /// The chroma below which the hue is powerless (CSS writes `none` for it):
  /// 0.0001.
  ///
  /// A gray has no hue, but its chroma computed through XYZ is rarely exactly
  /// 0: rounding leaves a few 1e-14. The threshold is ColorAide's: one
  /// millionth of the lightness range (L\* 0…100), which its tool
  /// `tools/calc_lch_threshold.py` shows lies well above the largest chroma
  /// that rounding gives any gray of sRGB, Display P3, Rec. 2020, A98 RGB or
  /// ProPhoto RGB (components 0 to 5), and far below any color one can see
  /// (a just-noticeable difference is about 1 in L\*a\*b\*).
  public static var achromaticThreshold: Double { 0.000_1 }

  /// Whether the color is a gray, so its hue is powerless:
  /// `|c| < LCh.achromaticThreshold` (NaN chroma is not achromatic).
  public var isAchromatic: Bool { c.magnitude < LCh.achromaticThreshold }
}
