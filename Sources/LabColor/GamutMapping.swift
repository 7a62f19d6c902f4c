/// How to bring a color that sRGB cannot show into the sRGB gamut.
///
/// labcolor reports out-of-gamut colors instead of hiding them
/// (`SRGB.isInGamut(tolerance:)`); when a displayable color is needed, it
/// clips by default and applies the CSS Color 4 algorithm on request.
///
///     let vivid = SRGB(Lab(l: 50, a: 100, b: 0), white: .d65)
///     // ≈ (1.0076, -0.2828, 0.4828): out of gamut
///     GamutMapping.clip.map(vivid)  // ≈ (1, 0, 0.4828): components clamped
///     GamutMapping.css.map(vivid)   // ≈ (0.9505, 0, 0.4873): less chroma, same OkLCh L and h
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

  /// `srgb` brought into gamut: every component of the result is in [0, 1].
  ///
  /// Colors already in gamut (exactly, with no tolerance) are returned
  /// unchanged by both methods. NaN components become 0 with `.clip`; with
  /// `.css` a color with a NaN component maps to black.
  public func map(_ srgb: SRGB) -> SRGB {
    switch self {
    case .clip: return srgb.clipped()
    case .css: return GamutMapping.cssGamutMap(srgb)
    }
  }

  /// The just-noticeable difference the CSS algorithm aims for, in ΔEOK.
  static let justNoticeableDifference = 0.02

  /// The chroma resolution of the CSS algorithm's binary search.
  static let chromaEpsilon = 0.0001

  /// The CSS Color 4 "CSS gamut map" steps, for sRGB as the destination.
  /// (Spec text: css-color-4, §13.2.2 "Sample Pseudocode for the Binary
  /// Search Gamut Mapping Algorithm with Local MINDE", as corrected in
  /// csswg-drafts issue 9715.)
  static func cssGamutMap(_ origin: SRGB) -> SRGB {
    let originOKLCh = OKLCh(OKLab(XYZ(origin, white: .d65), white: .d65))
    if originOKLCh.l >= 1 { return SRGB(red: 1, green: 1, blue: 1) }
    if !(originOKLCh.l > 0) { return SRGB(red: 0, green: 0, blue: 0) }  // also NaN
    if origin.isInGamut(tolerance: 0) { return origin }

    let jnd = justNoticeableDifference
    var current = originOKLCh
    var clipped = srgb(of: current).clipped()
    var difference = deltaEOK(clipped, current)
    if difference < jnd { return clipped }

    var low = 0.0
    var high = originOKLCh.c
    var lowIsInGamut = true
    while high - low > chromaEpsilon {
      let chroma = (low + high) / 2
      current.c = chroma
      let candidate = srgb(of: current)
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

  /// The sRGB components of an OkLCh color.
  private static func srgb(of oklch: OKLCh) -> SRGB {
    SRGB(OKLab(oklch).xyz(white: .d65), white: .d65)
  }

  /// ΔEOK between an sRGB color and an OkLCh color.
  private static func deltaEOK(_ srgb: SRGB, _ oklch: OKLCh) -> Double {
    ColorDifference.deltaEOK(OKLab(XYZ(srgb, white: .d65), white: .d65), OKLab(oklch))
  }
}
