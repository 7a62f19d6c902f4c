import LabColor

/// How the explorer draws colors in cells at the terminal's ``ColorDepth``, including the
/// colors sRGB cannot show.
///
/// - An sRGB color is drawn as itself (24-bit), as the nearest palette entry by ΔEOK
///   (256 colors; looked up once per color and remembered), or not at all (no color).
/// - A **track position outside sRGB** is hatched: a light shade `░` in the clipped color
///   over dark gray, so the reachable part of a track is solid and the rest visibly not,
///   while still hinting at the hue.
/// - A **plane pixel outside sRGB** is neutral: a dark gray checkerboard (the usual sign of
///   "nothing here"), so the gamut's boundary is the edge of the colored region. The edge
///   of the Display P3 gamut, when outlined, is light gray.
/// - Without color, tracks show `█` in gamut and `░` out of it; plane cells show which of
///   their two pixels are in gamut with `█`, `▀`, `▄`, or `░` for neither (`▒` on the P3
///   outline).
final class ColorPainter {
  /// The depth drawn at.
  let depth: ColorDepth
  private var paletteIndexes: [UInt32: UInt8] = [:]

  /// The dark gray under hatched track positions and in the plane's checkerboard.
  static let darkNeutral = RGB8(red: 0x30, green: 0x30, blue: 0x30)
  /// The other gray of the plane's checkerboard.
  static let lightNeutral = RGB8(red: 0x44, green: 0x44, blue: 0x44)
  /// The light gray of the Display P3 outline.
  static let outline = RGB8(red: 0xd0, green: 0xd0, blue: 0xd0)

  /// A painter for `depth`.
  init(depth: ColorDepth) {
    self.depth = depth
  }

  /// The terminal color for `rgb`; the default color when there is no color.
  func terminalColor(_ rgb: RGB8) -> TerminalColor {
    switch depth {
    case .trueColor:
      return .rgb(rgb)
    case .palette256:
      let key = UInt32(rgb.red) << 16 | UInt32(rgb.green) << 8 | UInt32(rgb.blue)
      if let index = paletteIndexes[key] { return .palette(index) }
      let index = XtermPalette.nearestIndex(to: rgb)
      paletteIndexes[key] = index
      return .palette(index)
    case .none:
      return .default
    }
  }

  /// Whether colors are drawn at all.
  var drawsColor: Bool { depth != .none }

  /// One position of a slider's track showing `srgb` (gamma-encoded, unclamped).
  func trackCell(_ srgb: SRGB) -> Cell {
    let inGamut = srgb.isInGamut()
    guard drawsColor else { return Cell(inGamut ? "█" : "░") }
    if inGamut { return Cell(" ", style: TextStyle(background: terminalColor(RGB8(srgb)))) }
    return Cell(
      "░",
      style: TextStyle(
        foreground: terminalColor(RGB8(srgb)), background: terminalColor(Self.darkNeutral)))
  }

  /// A plane cell showing two pixels, `top` and `bottom`. `checkerPhase` (0 or 1) picks
  /// which gray of the checkerboard the top pixel gets.
  func planeCell(top: PlanePixel, bottom: PlanePixel, checkerPhase: Int) -> Cell {
    guard drawsColor else {
      switch (top.color != nil, bottom.color != nil) {
      case (true, true): return Cell("█")
      case (true, false): return Cell("▀")
      case (false, true): return Cell("▄")
      case (false, false): return Cell(top == .outline || bottom == .outline ? "▒" : "░")
      }
    }
    if top == .outside, bottom == .outside {
      // Both grays: the same style either way, the half block chosen by the phase, so a
      // run of checkerboard cells needs one SGR sequence, not one per cell.
      return Cell(
        checkerPhase == 0 ? "▀" : "▄",
        style: TextStyle(
          foreground: terminalColor(Self.darkNeutral), background: terminalColor(Self.lightNeutral))
      )
    }
    func rgb(_ pixel: PlanePixel, neutral: RGB8) -> RGB8 {
      switch pixel {
      case .color(let color): return color
      case .outline: return Self.outline
      case .outside: return neutral
      }
    }
    return Cell(
      "▀",
      style: TextStyle(
        foreground: terminalColor(
          rgb(top, neutral: checkerPhase == 0 ? Self.darkNeutral : Self.lightNeutral)),
        background: terminalColor(
          rgb(bottom, neutral: checkerPhase == 0 ? Self.lightNeutral : Self.darkNeutral))))
  }

  /// What one pixel of the plane shows.
  enum PlanePixel: Hashable, Sendable {
    /// A color inside sRGB, as itself.
    case color(RGB8)
    /// The edge of the Display P3 gamut (outside sRGB), when outlined.
    case outline
    /// Neither: the neutral checkerboard.
    case outside

    /// The pixel's color when it shows one.
    var color: RGB8? {
      if case .color(let color) = self { return color }
      return nil
    }
  }

  /// Black or white, whichever reads better on `rgb`: black when its L\* is above 60.
  func textColor(on rgb: RGB8) -> TerminalColor {
    guard drawsColor else { return .default }
    let lightness = Lab(SRGB(rgb), white: .d65).l
    return lightness > 60
      ? terminalColor(RGB8(red: 0, green: 0, blue: 0))
      : terminalColor(RGB8(red: 255, green: 255, blue: 255))
  }
}
