/// The contrast ratio of WCAG 2 (Web Content Accessibility Guidelines 2.2,
/// "contrast ratio" and "relative luminance"), and its success criteria.
///
/// The relative luminance of an sRGB color is, with each gamma-encoded
/// component `c` linearized as `c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4`,
///
///     L = 0.2126·R + 0.7152·G + 0.0722·B
///
/// (the coefficients as WCAG writes them, rounded to four places), and the
/// contrast ratio of two colors is `(L1 + 0.05) / (L2 + 0.05)` with `L1` the
/// lighter: from 1 (equal luminance) to 21 (black and white). The ratio is
/// symmetric; which color is the text does not matter.
///
///     WCAGContrast.ratio(SRGB(red: 0, green: 0, blue: 0), SRGB(red: 1, green: 1, blue: 1))
///     // 21 (to within 4e-15)
///
/// WCAG defines luminance for colors a screen shows, so components are
/// clipped to [0, 1] first (`SRGB.clipped()`); NaN counts as 0.
public enum WCAGContrast {
  /// A WCAG 2 conformance level for text contrast, with its minimum ratio.
  ///
  /// Success criteria 1.4.3 (AA) and 1.4.6 (AAA). Large text is at least 18
  /// point, or 14 point bold. A ratio passes when it is at least the minimum,
  /// unrounded: 4.499:1 fails AA for normal text.
  public enum Level: Sendable, Hashable, CaseIterable {
    /// AA for normal text: at least 4.5:1.
    case aaNormalText
    /// AA for large text: at least 3:1.
    case aaLargeText
    /// AAA for normal text: at least 7:1.
    case aaaNormalText
    /// AAA for large text: at least 4.5:1.
    case aaaLargeText

    /// The smallest ratio that passes: 4.5, 3, 7 or 4.5.
    public var minimumRatio: Double {
      switch self {
      case .aaNormalText: return 4.5
      case .aaLargeText: return 3
      case .aaaNormalText: return 7
      case .aaaLargeText: return 4.5
      }
    }

    /// Whether `ratio` meets this level: `ratio ≥ minimumRatio`.
    public func isMet(by ratio: Double) -> Bool {
      ratio >= minimumRatio
    }
  }

  /// The relative luminance of `srgb`, 0 (black) … 1 (white).
  ///
  /// `0.2126·R + 0.7152·G + 0.0722·B` of the linearized components of
  /// `srgb.clipped()` (see the type's discussion).
  public static func relativeLuminance(_ srgb: SRGB) -> Double {
    let linear = LinearSRGB(srgb.clipped())
    return 0.2126 * linear.red + 0.7152 * linear.green + 0.0722 * linear.blue
  }

  /// The contrast ratio of two colors, 1 … 21: `(L1 + 0.05) / (L2 + 0.05)`
  /// with `L1` the larger relative luminance. Symmetric.
  public static func ratio(_ first: SRGB, _ second: SRGB) -> Double {
    let one = relativeLuminance(first)
    let other = relativeLuminance(second)
    return (max(one, other) + 0.05) / (min(one, other) + 0.05)
  }
}
