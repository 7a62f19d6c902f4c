/// How to bring a color that an RGB space cannot show into its gamut.
///
/// labcolor reports out-of-gamut colors instead of hiding them
/// (`RGBColor.isInGamut(tolerance:)`); when a displayable color is needed, it
/// clips by default and applies the CSS Color 4 algorithm on request. Both
/// work in whichever RGB space is the destination: the color's own.
///
///     let vivid = SRGB(Lab(l: 50, a: 100, b: 0), white: .d65)
///     // ≈ (1.0076, -0.2828, 0.4828): out of gamut
///     GamutMapping.clip.map(vivid)  // ≈ (1, 0, 0.4828): components clamped
///     GamutMapping.css.map(vivid)   // ≈ (0.9505, 0, 0.4873)
///     // less chroma at the same OkLCh L and h, then clipped: L 0.610 → 0.622, h 0.17° → 1.51°
public enum GamutMapping: Sendable, Hashable, CaseIterable {
  /// Clamp each component to [0, 1] (CSS Color 4 `clip`). In-gamut colors are
  /// unchanged; far-out colors can change noticeably in hue and lightness.
  case clip
  /// The CSS Color 4 gamut-mapping algorithm ("binary search with local
  /// MINDE"): keep OkLCh lightness and hue, reduce chroma by binary search
  /// (to within ε = 0.0001) until clipping the reduced color changes it by
  /// less than one just-noticeable difference, ΔEOK = 0.02, then return that
  /// clipped color. Lightness ≥ 1 maps to white, ≤ 0 to black.
  case css

  /// `rgb` brought into its space's gamut: every component of the result is
  /// in [0, 1], in the same space.
  ///
  /// Colors already in gamut (exactly, with no tolerance) are returned
  /// unchanged by both methods. NaN components become 0 with `.clip`; with
  /// `.css` a color with a NaN component maps to black. So do the components
  /// of a color of infinite chroma (`oklch(0.5 inf 30)`), which are NaN;
  /// ``map(_:to:)``, given the color itself, maps it to the edge of the gamut.
  public func map(_ rgb: RGBColor) -> RGBColor {
    map(rgb, originOKLCh: nil)
  }

  /// `color` in `space`, brought into its gamut (`map(_: RGBColor)`).
  ///
  /// The CSS algorithm judges lightness on `color` itself: `oklch(100% 0.1
  /// 200)` maps to white in every space, where its components in a space,
  /// rounded, can put its lightness a hair below 100 %. A color of infinite
  /// chroma (`oklch(0.5 inf 30)`) maps as one of the largest finite chroma
  /// does: to the edge of the gamut at its lightness and hue.
  public func map(_ color: AnyColor, to space: RGBSpace) -> RGBColor {
    map(RGBColor(color, space: space), from: color)
  }

  /// `rgb`, the components of `color` in their space, brought into its gamut.
  func map(_ rgb: RGBColor, from color: AnyColor) -> RGBColor {
    map(rgb, originOKLCh: self == .css ? OKLCh(color) : nil)
  }

  /// `rgb` brought into its gamut; the CSS algorithm judges lightness on `originOKLCh`
  /// when given, on `rgb` otherwise.
  private func map(_ rgb: RGBColor, originOKLCh: OKLCh?) -> RGBColor {
    switch self {
    case .clip: return rgb.clipped()
    case .css: return GamutMapping.cssGamutMap(rgb, originOKLCh: originOKLCh)
    }
  }

  /// `srgb` brought into the sRGB gamut (`map(_: RGBColor)` in `.srgb`).
  public func map(_ srgb: SRGB) -> SRGB {
    SRGB(map(RGBColor(srgb)))
  }

  /// The just-noticeable difference the CSS algorithm aims for, in ΔEOK.
  static let justNoticeableDifference = 0.02

  /// The chroma resolution of the CSS algorithm's binary search.
  static let chromaEpsilon = 0.0001

  /// The CSS Color 4 "CSS gamut map" steps, with the color's own space as
  /// the destination. (Spec text: css-color-4, §13.2.2 "Sample Pseudocode for
  /// the Binary Search Gamut Mapping Algorithm with Local MINDE", as
  /// corrected in csswg-drafts issue 9715.)
  static func cssGamutMap(_ origin: RGBColor, originOKLCh given: OKLCh?) -> RGBColor {
    let space = origin.space
    let originOKLCh = given ?? OKLCh(OKLab(XYZ(origin, white: .d65), white: .d65))
    if originOKLCh.l >= 1 { return RGBColor(space, red: 1, green: 1, blue: 1) }
    if !(originOKLCh.l > 0) { return RGBColor(space, red: 0, green: 0, blue: 0) }  // also NaN
    if origin.isInGamut(tolerance: 0) { return origin }

    let jnd = justNoticeableDifference
    var current = originOKLCh
    var clipped = rgb(of: current, in: space).clipped()
    var difference = deltaEOK(clipped, current)
    if difference < jnd { return clipped }

    var low = 0.0
    // An infinite chroma as the largest finite one: halving infinity never ends the search.
    var high = min(originOKLCh.c, .greatestFiniteMagnitude)
    var lowIsInGamut = true
    while high - low > chromaEpsilon {
      let chroma = (low + high) / 2
      current.c = chroma
      let candidate = rgb(of: current, in: space)
      if lowIsInGamut && candidate.isInGamut(tolerance: 0) {
        low = chroma
        continue
      }
      clipped = candidate.clipped()
      difference = deltaEOK(clipped, current)
      if difference < jnd {
        if jnd - difference < chromaEpsilon { return clipped }
        lowIsInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return clipped
  }

  /// The components in `space` of an OkLCh color.
  private static func rgb(of oklch: OKLCh, in space: RGBSpace) -> RGBColor {
    RGBColor(OKLab(oklch).xyz(white: .d65), white: .d65, space: space)
  }

  /// ΔEOK between an RGB color and an OkLCh color.
  private static func deltaEOK(_ rgb: RGBColor, _ oklch: OKLCh) -> Double {
    ColorDifference.deltaEOK(OKLab(XYZ(rgb, white: .d65), white: .d65), OKLab(oklch))
  }
}
