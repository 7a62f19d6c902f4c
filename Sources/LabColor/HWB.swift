// The conversions are those of the CSS Color 4 sample code (csswg-drafts,
// css-color-4/rgbToHwb.js and hwbToRgb.js).

/// A color in CSS `hwb()`: hue, whiteness and blackness, the intuitive
/// "add white or black paint to a pure hue" form of gamma-encoded sRGB.
///
/// - `h`: hue in degrees, as in `HSL`.
/// - `w`: whiteness in percent: the smallest sRGB component × 100.
/// - `b`: blackness in percent: (1 − the largest component) × 100.
///
/// When `w + b ≥ 100` the color is a gray, `w / (w + b)`, and the hue is
/// powerless. Nothing is clamped.
///
///     HWB(SRGB(red: 0.4, green: 0.2, blue: 0.6))  // h: 270, w: 20, b: 40
public struct HWB: Sendable, Hashable {
  /// Hue angle in degrees.
  public var h: Double
  /// Whiteness in percent.
  public var w: Double
  /// Blackness in percent.
  public var b: Double

  /// The color with hue `h` (degrees), whiteness `w` and blackness `b`
  /// (percent).
  @inlinable
  public init(h: Double, w: Double, b: Double) {
    self.h = h
    self.w = w
    self.b = b
  }

  /// The HWB form of `srgb` (CSS Color 4 `rgbToHwb`): the hue of
  /// `HSL.hue(of: srgb)`, `w = min(r, g, b)·100`, `b = (1 − max(r, g, b))·100`.
  /// The hue is HSL's without its half turn for a negative saturation
  /// (HSL's lightness outside [0, 1], far outside sRGB): whiteness and
  /// blackness keep their signs here, so the hue must stay the color's own.
  @inlinable
  public init(_ srgb: SRGB) {
    let white = min(srgb.red, srgb.green, srgb.blue)
    let black = 1 - max(srgb.red, srgb.green, srgb.blue)
    self.init(h: HSL.hue(of: srgb), w: white * 100, b: black * 100)
  }
}

extension SRGB {
  /// The sRGB components of `hwb` (CSS Color 4 `hwbToRgb`): a gray
  /// `w / (w + b)` when `w + b ≥ 100 %`, otherwise the pure hue
  /// `HSL(h, 100 %, 50 %)` scaled by `1 − w − b` and raised by `w`.
  ///
  /// A component of the pure hue that is 1 or 0 (the largest and the
  /// smallest, for every hue) gives `1 − b` or `w` as written, rather than
  /// through the scale, whose rounding would move a value that lies exactly
  /// half-way between two 8-bit steps below it: `hwb(120 30% 50%)` has green
  /// 0.5, which WPT's color-valid-hwb.html serializes as 128, where
  /// `(1 − 0.3 − 0.5) + 0.3` gives 0.49999999999999994, 127.
  @inlinable
  public init(_ hwb: HWB) {
    let white = hwb.w / 100
    let black = hwb.b / 100
    if white + black >= 1 {
      let gray = white / (white + black)
      self.init(red: gray, green: gray, blue: gray)
      return
    }
    let pure = SRGB(HSL(h: hwb.h, s: 100, l: 50))
    let scale = 1 - white - black
    let top = (100 - hwb.b) / 100
    func component(_ value: Double) -> Double {
      value == 1 ? top : value == 0 ? white : value * scale + white
    }
    self.init(red: component(pure.red), green: component(pure.green), blue: component(pure.blue))
  }
}

extension HWB {
  /// Whether the hue is powerless: whiteness and blackness add up to
  /// 100 % (a gray), within 0.00001 % — ColorAide's tolerance of 1e-7 on
  /// its 0…1 scale, which absorbs the rounding of a conversion.
  public var isAchromatic: Bool { w + b >= 100 - 0.000_01 }
}
