/// The lightness contrast Lc of APCA (Accessible Perceptual Contrast
/// Algorithm), as published in apca-w3 with the constants of version
/// 0.0.98G-4g ("SA98G", the W3 compatible set).
///
/// Unlike the WCAG 2 ratio, Lc depends on which color is the text: dark text
/// on a light background (normal polarity) gives a positive Lc, light text on
/// a dark background (reverse polarity) a negative one, and the two orders
/// of the same pair differ in magnitude too:
///
///     let gray = SRGB(RGB8(red: 0x88, green: 0x88, blue: 0x88))
///     let white = SRGB(red: 1, green: 1, blue: 1)
///     APCAContrast.lightnessContrast(text: gray, background: white)  // 63.056469930209…
///     APCAContrast.lightnessContrast(text: white, background: gray)  // −68.541464366449…
///
/// The computation, for text and background luminances `Yt`, `Yb`
/// (`screenLuminance(_:)`):
///
/// 1. Soft clamp near black: `Y < 0.022` becomes `Y + (0.022 − Y)^1.414`.
/// 2. If `|Yb − Yt| < 0.0005`, Lc is 0.
/// 3. Normal polarity (`Yb > Yt`): `S = (Yb^0.56 − Yt^0.57)·1.14`; Lc is 0 if
///    `S < 0.1`, else `(S − 0.027)·100`.
/// 4. Reverse polarity: `S = (Yb^0.65 − Yt^0.62)·1.14`; Lc is 0 if
///    `S > −0.1`, else `(S + 0.027)·100`.
///
/// Lc runs from about −108 (white on black) to about 106 (black on white);
/// |Lc| 60 is roughly what the WCAG 2 ratio 4.5:1 aims at for body text.
public enum APCAContrast {
  /// The APCA screen luminance of `srgb`, 0 … 1:
  /// `0.2126729·r^2.4 + 0.7151522·g^2.4 + 0.0721750·b^2.4` of the clipped
  /// gamma-encoded components (`SRGB.clipped()`).
  ///
  /// APCA deliberately uses a plain 2.4 power (a monitor's response), not the
  /// piecewise sRGB transfer function, so this is not CIE Y.
  public static func screenLuminance(_ srgb: SRGB) -> Double {
    let color = srgb.clipped()
    return 0.212_672_9 * power(color.red, 2.4) + 0.715_152_2 * power(color.green, 2.4)
      + 0.072_175_0 * power(color.blue, 2.4)
  }

  /// The lightness contrast Lc of `text` on `background`, in about
  /// −108 … 106: positive for dark text on a light background, negative for
  /// light text on a dark one, 0 below the low-contrast clip.
  public static func lightnessContrast(text: SRGB, background: SRGB) -> Double {
    lightnessContrast(
      textLuminance: screenLuminance(text), backgroundLuminance: screenLuminance(background))
  }

  /// Lc from the screen luminances of text and background (each 0 … 1.1, as
  /// apca-w3 accepts; 0 for anything else, or NaN).
  public static func lightnessContrast(
    textLuminance: Double, backgroundLuminance: Double
  ) -> Double {
    guard (0...1.1).contains(textLuminance), (0...1.1).contains(backgroundLuminance) else {
      return 0
    }
    let text = softClamped(textLuminance)
    let background = softClamped(backgroundLuminance)
    guard (background - text).magnitude >= minimumLuminanceDifference else { return 0 }
    if background > text {
      let contrast =
        (power(background, normalBackgroundExponent) - power(text, normalTextExponent)) * scale
      return contrast < lowClip ? 0 : (contrast - lowOffset) * 100
    } else {
      let contrast =
        (power(background, reverseBackgroundExponent) - power(text, reverseTextExponent)) * scale
      return contrast > -lowClip ? 0 : (contrast + lowOffset) * 100
    }
  }

  // MARK: - Constants (0.0.98G-4g)

  /// Background exponent, normal polarity (dark text on light).
  static let normalBackgroundExponent = 0.56
  /// Text exponent, normal polarity.
  static let normalTextExponent = 0.57
  /// Text exponent, reverse polarity (light text on dark).
  static let reverseTextExponent = 0.62
  /// Background exponent, reverse polarity.
  static let reverseBackgroundExponent = 0.65
  /// Luminance below which the soft black clamp applies.
  static let blackThreshold = 0.022
  /// Exponent of the soft black clamp.
  static let blackClampExponent = 1.414
  /// Scale of both polarities.
  static let scale = 1.14
  /// Offset subtracted from (normal) or added to (reverse) the scaled contrast.
  static let lowOffset = 0.027
  /// Scaled contrasts closer to 0 than this give Lc 0.
  static let lowClip = 0.1
  /// Luminances closer than this give Lc 0.
  static let minimumLuminanceDifference = 0.0005

  /// `y` with the soft black clamp applied.
  private static func softClamped(_ y: Double) -> Double {
    y > blackThreshold ? y : y + power(blackThreshold - y, blackClampExponent)
  }

  /// `x^y` for `x ≥ 0`.
  private static func power(_ x: Double, _ y: Double) -> Double {
    ElementaryFunctions.power(x, y)
  }
}
