import LabColor

/// The 256-color palette of xterm, and the entry nearest to a color by ΔEOK.
///
/// The palette as xterm defines it (`256colres.pl` and the default resources of
/// `XTerm-col.ad`), which nearly every terminal that understands `ESC[38;5;nm` copies:
///
/// - 0…15: the system colors (black, red3, green3, yellow3, blue2, magenta3, cyan3, gray90,
///   gray50, red, green, yellow, #5c5cff, magenta, cyan, white);
/// - 16…231: a 6 × 6 × 6 cube, `16 + 36 r + 6 g + b` for r, g, b in 0…5, each level
///   `0` for 0 and `55 + 40 × level` otherwise (0, 95, 135, 175, 215, 255);
/// - 232…255: 24 grays, `8 + 10 × (n − 232)` (8, 18, …, 238).
///
/// ``nearestIndex(to:)`` searches only 16…255: the sixteen system colors are the ones users
/// and themes redefine, so a color mapped to one of them could be drawn as anything.
///
///     XtermPalette.nearestIndex(to: RGB8(red: 152, green: 107, blue: 120))   // 131 (#af5f5f)
enum XtermPalette {
  /// The entries ``nearestIndex(to:)`` chooses from.
  static let searchedIndexes: ClosedRange<UInt8> = 16...255

  /// The color of entry `index` as xterm defines it.
  static func color(_ index: UInt8) -> RGB8 {
    switch index {
    case 0..<16:
      return systemColors[Int(index)]
    case 16..<232:
      let cube = Int(index) - 16
      return RGB8(
        red: cubeLevel(cube / 36), green: cubeLevel(cube / 6 % 6), blue: cubeLevel(cube % 6))
    default:
      let gray = UInt8(8 + 10 * (Int(index) - 232))
      return RGB8(red: gray, green: gray, blue: gray)
    }
  }

  /// The entry among 16…255 whose color is nearest to `rgb` by ΔEOK (the Euclidean distance
  /// in Oklab); the lowest index wins a tie.
  static func nearestIndex(to rgb: RGB8) -> UInt8 {
    let target = oklab(rgb)
    var best = searchedIndexes.lowerBound
    var bestDistance = Double.infinity
    for (offset, entry) in searchedOKLab.enumerated() {
      // The squared distance orders entries as ΔEOK does, without a square root each.
      let dl = entry.l - target.l
      let da = entry.a - target.a
      let db = entry.b - target.b
      let distance = dl * dl + da * da + db * db
      if distance < bestDistance {
        bestDistance = distance
        best = searchedIndexes.lowerBound + UInt8(offset)
      }
    }
    return best
  }

  /// The Oklab coordinates of an 8-bit sRGB color.
  static func oklab(_ rgb: RGB8) -> OKLab {
    OKLab(XYZ(SRGB(rgb), white: .d65), white: .d65)
  }

  /// The xterm default resources for colors 0…15.
  private static let systemColors: [RGB8] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ].map { RGB8(red: $0.0, green: $0.1, blue: $0.2) }

  /// A level of the color cube: 0, or 55 + 40 × level.
  private static func cubeLevel(_ level: Int) -> UInt8 {
    level == 0 ? 0 : UInt8(55 + 40 * level)
  }

  /// The Oklab coordinates of entries 16…255, in order, computed once.
  private static let searchedOKLab: [OKLab] = searchedIndexes.map { oklab(color($0)) }
}
