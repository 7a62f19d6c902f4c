import LabColor

/// `convert --gamut clip|css|none`: how a color outside the gamut of the notation written is
/// brought into it.
enum GamutChoice: String, CaseIterable, Sendable, ExpressibleByArgumentChoice {
  /// Clamp each component (CSS Color 4 `clip`).
  case clip
  /// Reduce chroma in OkLCh until the clipped color is within a just-noticeable difference
  /// (CSS Color 4 gamut mapping).
  case css
  /// Write the values unmapped, wherever the notation can hold them.
  case none

  /// The mapping this choice applies, `nil` for none.
  var mapping: GamutMapping? {
    switch self {
    case .clip: return .clip
    case .css: return .css
    case .none: return nil
    }
  }
}
