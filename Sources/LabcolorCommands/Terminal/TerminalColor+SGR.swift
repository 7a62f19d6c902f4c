/// The parameters of Select Graphic Rendition (`ESC [ … m`) that set a terminal color: the
/// one place labcolor spells them.
extension TerminalColor {
  /// Appends the SGR parameters that make this the foreground (`base` 30) or background
  /// (`base` 40) color: `39`/`49` for the default, `38;5;n`/`48;5;n` for a palette entry,
  /// `38;2;r;g;b`/`48;2;r;g;b` for a 24-bit color.
  func appendParameters(base: Int, to output: inout LineBuffer) {
    switch kind {
    case .default:
      output.append(integer: base + 9)
    case .palette(let index):
      output.append(integer: base + 8)
      output.append(ascii: ";5;")
      output.append(integer: Int(index))
    case .rgb(let rgb):
      output.append(integer: base + 8)
      output.append(ascii: ";2;")
      output.append(integer: Int(rgb.red))
      output.append(byte: UInt8(ascii: ";"))
      output.append(integer: Int(rgb.green))
      output.append(byte: UInt8(ascii: ";"))
      output.append(integer: Int(rgb.blue))
    }
  }
}
