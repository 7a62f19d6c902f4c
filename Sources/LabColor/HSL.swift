// The conversions are those of the CSS Color 4 sample code (csswg-drafts,
// css-color-4/better-rgbToHsl.js and hslToRgb.js).

/// A color in CSS `hsl()`: hue, saturation and lightness, a cylindrical
/// rearrangement of gamma-encoded sRGB.
///
/// - `h`: hue in degrees, in [0, 360) when produced from sRGB: 0 red, 120
///   green, 240 blue.
/// - `s`: saturation in percent, 0 (gray) … 100 for sRGB colors.
/// - `l`: lightness in percent, 0 (black) … 100 (white); *not* L\*.
///
/// Colors outside sRGB have a saturation above 100 % or a lightness outside
/// 0…100 %; nothing is clamped.
///
///     HSL(SRGB(red: 0.4, green: 0.2, blue: 0.6))  // h: 270, s: ≈ 50, l: 40
public struct HSL: Sendable, Hashable {
  /// Hue angle in degrees.
  public var h: Double
  /// Saturation in percent.
  public var s: Double
  /// Lightness in percent.
  public var l: Double

  /// The color with hue `h` (degrees), saturation `s` and lightness `l`
  /// (percent).
  @inlinable
  public init(h: Double, s: Double, l: Double) {
    self.h = h
    self.s = s
    self.l = l
  }

  /// The HSL form of `srgb` (CSS Color 4 `rgbToHsl`).
  ///
  /// With `max` and `min` the largest and smallest component and
  /// `d = max − min`: `l = (max + min) / 2`; `s = (max − l) / min(l, 1 − l)`
  /// (0 when d = 0 or l is 0 or 1); the hue that of ``hue(of:)``.
  /// A negative saturation (far outside sRGB) is made positive by turning the
  /// hue half a turn, as the spec does. `s` and `l` are returned in percent.
  ///
  /// One departure from the sample code: the saturation is 0 where the
  /// lightness is within ``achromaticThreshold`` of 100 %, as it is at
  /// exactly 100 %. There the formula divides by 1 − l, nearly 0, so the
  /// last bit of rounding in a channel decides between 0 and 100 %: white
  /// converted from L\*a\*b\* (L\* 100) comes out as red 0.9999999999999994,
  /// green 1.0000000000000002, which the sample code gives a saturation of
  /// 100 % while its hue is powerless (``isAchromatic``).
  @inlinable
  public init(_ srgb: SRGB) {
    let maximum = max(srgb.red, srgb.green, srgb.blue)
    let minimum = min(srgb.red, srgb.green, srgb.blue)
    let light = (minimum + maximum) / 2
    var hue = HSL.hue(of: srgb)
    var saturation = 0.0
    let isWhite = (1 - light).magnitude * 100 < HSL.achromaticThreshold
    if maximum != minimum, light != 0, !isWhite {
      saturation = (maximum - light) / min(light, 1 - light)
    }
    if saturation < 0 {
      hue += 180
      saturation = -saturation
      if hue >= 360 { hue -= 360 }
    }
    self.init(h: hue, s: saturation * 100, l: light * 100)
  }

  /// The hue angle of `srgb` in degrees, in [0, 360) (CSS Color 4
  /// `rgbToHue`): from whichever component is the largest, and 0 for grays,
  /// whose hue is powerless. The hue of HSL turns half a turn more when
  /// the saturation comes out negative; the hue of HWB does not.
  @inlinable
  public static func hue(of srgb: SRGB) -> Double {
    let (red, green, blue) = (srgb.red, srgb.green, srgb.blue)
    let maximum = max(red, green, blue)
    let d = maximum - min(red, green, blue)
    guard d != 0 else { return 0 }
    let sixths: Double
    if maximum == red {
      sixths = (green - blue) / d + (green < blue ? 6 : 0)
    } else if maximum == green {
      sixths = (blue - red) / d + 2
    } else {
      sixths = (red - green) / d + 4
    }
    let hue = sixths * 60
    return hue >= 360 ? hue - 360 : hue
  }
}

extension SRGB {
  /// The sRGB components of `hsl` (CSS Color 4 `hslToRgb`).
  ///
  /// With h reduced to [0, 360), s and l as fractions, `a = s·min(l, 1 − l)`
  /// and `f(n) = l − a·max(−1, min(k − 3, 9 − k, 1))` where
  /// `k = (n + h/30) mod 12`: (red, green, blue) = (f(0), f(8), f(4)).
  /// Edge cases: a non-finite hue is taken as 0 (CSS normalizes it so).
  @inlinable
  public init(_ hsl: HSL) {
    let hue = hsl.h.isFinite ? ElementaryFunctions.normalizedDegrees(hsl.h) : 0
    let saturation = hsl.s / 100
    let light = hsl.l / 100
    let a = saturation * min(light, 1 - light)
    func f(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      return light - a * max(-1, min(k - 3, 9 - k, 1))
    }
    self.init(red: f(0), green: f(8), blue: f(4))
  }
}

extension HSL {
  /// The saturation, and the distance of the lightness from 100 %, below
  /// which the hue is powerless: 0.0001 (percent).
  ///
  /// ColorAide's threshold (one millionth of the 0…1 range it keeps
  /// saturation and lightness in), chosen as for `LCh.achromaticThreshold`.
  public static var achromaticThreshold: Double { 0.000_1 }

  /// Whether the hue is powerless: a gray (`|s|` below the threshold), black
  /// (`l == 0`) or white (`l` within the threshold of 100).
  public var isAchromatic: Bool {
    s.magnitude < HSL.achromaticThreshold || l == 0
      || (100 - l).magnitude < HSL.achromaticThreshold
  }
}
