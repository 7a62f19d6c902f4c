import LabColor

/// Everything `labcolor compare` says about two colors A and B: both colors, their
/// differences (ΔE76, ΔE94, CIEDE2000, ΔEOK, ΔL\*, ΔC\*, ΔH\*), the WCAG 2 contrast ratio and
/// the APCA lightness contrast of A as text on B.
///
/// The CIE differences are computed in L\*a\*b\* relative to `white` (so they depend on it);
/// ΔEOK in Oklab; the contrasts from the sRGB values clipped to the gamut, as a screen shows
/// them. ΔE94 takes A as the reference; ΔL\*, ΔC\* and ΔH\* are B minus A.
struct ColorComparison {
  /// One number `compare --metric` prints alone.
  enum Metric: String, CaseIterable, Sendable, ExpressibleByArgumentChoice {
    /// ΔE76.
    case deltaE76 = "76"
    /// ΔE94, A as the reference.
    case deltaE94 = "94"
    /// CIEDE2000.
    case deltaE2000 = "2000"
    /// ΔEOK.
    case deltaEOK = "ok"
    /// The WCAG 2 contrast ratio.
    case wcag
    /// APCA Lc of A as text on B.
    case apca
  }

  /// A, the reference and the text.
  var first: ColorValues
  /// B, the sample and the background.
  var second: ColorValues
  /// ΔE\*ab (CIE 1976).
  var deltaE76: Double
  /// ΔE\*94, graphic arts, A as the reference.
  var deltaE94: Double
  /// ΔE00 (CIEDE2000).
  var deltaE2000: Double
  /// ΔEOK (Euclidean in Oklab, L from 0 to 1).
  var deltaEOK: Double
  /// ΔL\*, ΔC\*ab and ΔH\*ab, B minus A.
  var lightnessChromaHue: (lightness: Double, chroma: Double, hue: Double)
  /// The WCAG 2 contrast ratio, 1 … 21.
  var contrastRatio: Double
  /// APCA Lc of A as text on B: positive for dark text on a light background.
  var lightnessContrast: Double
  /// APCA Lc of B as text on A, which differs from `lightnessContrast` in sign and size.
  var reversedLightnessContrast: Double

  /// The comparison of `first` (A) and `second` (B), L\*a\*b\* relative to `white`.
  init(_ first: ParsedColor, _ second: ParsedColor, white: WhitePoint) {
    self.first = ColorValues(first, white: white)
    self.second = ColorValues(second, white: white)
    let (a, b) = (self.first.lab, self.second.lab)
    deltaE76 = ColorDifference.deltaE76(a, b)
    deltaE94 = ColorDifference.deltaE94(reference: a, sample: b)
    deltaE2000 = ColorDifference.deltaE2000(a, b)
    deltaEOK = ColorDifference.deltaEOK(
      OKLab(XYZ(first, white: .d65), white: .d65), OKLab(XYZ(second, white: .d65), white: .d65))
    lightnessChromaHue = ColorDifference.lightnessChromaHue(reference: a, sample: b)
    contrastRatio = WCAGContrast.ratio(self.first.srgb, self.second.srgb)
    lightnessContrast = APCAContrast.lightnessContrast(
      text: self.first.srgb, background: self.second.srgb)
    reversedLightnessContrast = APCAContrast.lightnessContrast(
      text: self.second.srgb, background: self.first.srgb)
  }

  /// Whether both colors convert to finite numbers (a huge a\* or b\* can overflow XYZ), and
  /// so does every difference and contrast: colors whose values are finite can still be too
  /// far out for a difference (CIEDE2000 raises chroma to the seventh power).
  var isFinite: Bool {
    first.isFinite && second.isFinite
      && [
        deltaE76, deltaE94, deltaE2000, deltaEOK, lightnessChromaHue.lightness,
        lightnessChromaHue.chroma, lightnessChromaHue.hue, contrastRatio, lightnessContrast,
        reversedLightnessContrast,
      ].allSatisfy(\.isFinite)
  }

  /// Whether `color` can be compared with itself, every value and difference finite: the
  /// test that names the color to blame when a pair is not `isFinite`, A if it fails it,
  /// else B, the color whose values A could be compared with until B came. (What
  /// overflows is a color's own values or a power of its chroma or lightness, which
  /// comparing it with itself computes too: CIEDE2000 raises the mean of the two chromas to
  /// the seventh power, no larger than the larger one's.)
  static func comparesFinitely(_ color: ParsedColor, white: WhitePoint) -> Bool {
    ColorComparison(color, color, white: white).isFinite
  }

  /// The plain-words judgement of `deltaE2000`.
  var perceivedDifference: PerceivedDifference {
    PerceivedDifference(deltaE2000: deltaE2000)
  }

  /// The value of one metric.
  func value(of metric: Metric) -> Double {
    switch metric {
    case .deltaE76: return deltaE76
    case .deltaE94: return deltaE94
    case .deltaE2000: return deltaE2000
    case .deltaEOK: return deltaEOK
    case .wcag: return contrastRatio
    case .apca: return lightnessContrast
    }
  }
}
