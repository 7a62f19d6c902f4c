import LabColor

/// The gamut `slice --gamut` shows: the RGB space whose colors are drawn in their own color,
/// and in whose encoding a file's pixels are written.
enum SliceGamut: String, CaseIterable, Sendable, ExpressibleByArgumentChoice {
  /// sRGB: PNG marked with an `sRGB` chunk.
  case srgb
  /// Display P3: pixels in Display P3's encoding, PNG marked with a `cICP` chunk (and
  /// `cHRM`/`gAMA` for older decoders).
  case displayP3 = "display-p3"

  /// The RGB space.
  var space: RGBSpace {
    switch self {
    case .srgb: return .srgb
    case .displayP3: return .displayP3
    }
  }

  /// How a PNG file says its pixels are in this space.
  var pngColorSpace: PNGEncoder.ColorSpace {
    switch self {
    case .srgb: return .srgb
    case .displayP3: return .displayP3
    }
  }

  /// The name in titles: `sRGB`, `Display P3`.
  var displayName: String {
    switch self {
    case .srgb: return "sRGB"
    case .displayP3: return "Display P3"
    }
  }
}
