import LabColor

/// Converts parsed colors to one notation, appending each as one line of bytes: the
/// per-line work of `labcolor convert`, free of heap allocation.
///
/// The notations of `--to`, shown for `lab(50 20 0)` read relative to D65 (`50 20 0`):
///
///     hex   #986b78            8-bit sRGB, lowercase
///     rgb   rgb(152 107 120)   8-bit sRGB, CSS space syntax
///     lab   50 20 0            L* a* b* relative to the white; reads back exactly
///     lch   50 20 0            L* C* h (degrees, 0 to 360) relative to the white
///     xyz   0.21463971713282973 0.18418651851244416 0.20058975557145514
///                              X Y Z relative to the white, Y of white = 1
///     css   lab(50.1397670725748 20.011848478621197 0.3323577568896008)
///                              CSS lab(), D50 as CSS defines it; reads back exactly
///     json  {"white":"D65","lab":{"l":50,"a":20,"b":0},…,"inGamut":true}
///                              see `ColorValues.appendJSON`
///
/// Numbers have full precision (`NumberFormat`). `hex` and `rgb`, and the 8-bit values of
/// `json`, are brought into the sRGB gamut by the converter's `GamutMapping` (clipping by
/// default); the other notations are never clamped.
package struct ColorConverter {
  /// The notations of `convert --to`.
  package enum Format: String, CaseIterable, Sendable, ExpressibleByArgumentChoice {
    /// `#rrggbb`.
    case hex
    /// `rgb(r g b)`.
    case rgb
    /// `L a b`, relative to the white.
    case lab
    /// `L C h`, relative to the white.
    case lch
    /// `X Y Z`, relative to the white.
    case xyz
    /// One line of JSON.
    case json
    /// CSS `lab()`, D50.
    case css
  }

  /// The notation written.
  package var format: Format
  /// The white of the `lab`, `lch`, `xyz` and `json` notations.
  package var white: WhitePoint
  /// How the 8-bit values are brought into the sRGB gamut.
  package var gamutMapping: GamutMapping

  /// A converter to `format`, relative to `white`.
  package init(format: Format, white: WhitePoint = .d65, gamutMapping: GamutMapping = .clip) {
    self.format = format
    self.white = white
    self.gamutMapping = gamutMapping
  }

  /// Appends `color` in the converter's notation, without a newline.
  ///
  /// - Throws: `ColorOverflow`, having appended nothing, when a value it would write is not
  ///   finite.
  package func append(_ color: ParsedColor, to line: inout LineBuffer) throws(ColorOverflow) {
    switch format {
    case .hex:
      line.append(hex: try rgb(SRGB(color)))
    case .rgb:
      let rgb = try rgb(SRGB(color))
      line.append(ascii: "rgb(")
      line.append(integer: Int(rgb.red))
      line.append(byte: UInt8(ascii: " "))
      line.append(integer: Int(rgb.green))
      line.append(byte: UInt8(ascii: " "))
      line.append(integer: Int(rgb.blue))
      line.append(byte: UInt8(ascii: ")"))
    case .lab:
      let lab = Lab(color, white: white)
      try appendTriple(lab.l, lab.a, lab.b, to: &line)
    case .lch:
      let lch = LCh(Lab(color, white: white))
      try appendTriple(lch.l, lch.c, lch.h, to: &line)
    case .xyz:
      let xyz = XYZ(color, white: white)
      try appendTriple(xyz.x, xyz.y, xyz.z, to: &line)
    case .css:
      // Straight to D50: lab() input comes back as it was written.
      let lab = Lab(color, white: .d50)
      guard lab.l.isFinite, lab.a.isFinite, lab.b.isFinite else { throw ColorOverflow() }
      line.append(ascii: "lab(")
      try appendTriple(lab.l, lab.a, lab.b, to: &line)
      line.append(byte: UInt8(ascii: ")"))
    case .json:
      let values = ColorValues(color, white: white, gamutMapping: gamutMapping)
      guard values.isFinite else { throw ColorOverflow() }
      values.appendJSON(to: &line)
    }
  }

  /// The 8-bit value of `srgb`, mapped into the gamut.
  private func rgb(_ srgb: SRGB) throws(ColorOverflow) -> RGB8 {
    guard srgb.red.isFinite, srgb.green.isFinite, srgb.blue.isFinite else { throw ColorOverflow() }
    return gamutMapping == .clip ? RGB8(srgb) : RGB8(gamutMapping.map(srgb))
  }

  /// Appends three numbers separated by spaces.
  private func appendTriple(
    _ first: Double, _ second: Double, _ third: Double, to line: inout LineBuffer
  ) throws(ColorOverflow) {
    guard first.isFinite, second.isFinite, third.isFinite else { throw ColorOverflow() }
    line.append(number: first)
    line.append(byte: UInt8(ascii: " "))
    line.append(number: second)
    line.append(byte: UInt8(ascii: " "))
    line.append(number: third)
  }
}
