import LabColor

/// An `RGBImage` drawn on a terminal with half blocks: each character cell shows two pixels
/// one above the other, the upper as the foreground color of `▀` (U+2580), the lower as the
/// background, at the depth the color policy chose (24-bit, or the nearest entries of the
/// 256-color palette).
///
///     HalfBlockImage(image, depth: .trueColor).text
///     // "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[0m\n" for a red pixel above a blue one
///
/// A color escape is written only where the terminal colors change along a line; every
/// line ends with a reset, so the terminal's colors are as they were after each one. An odd
/// last row is drawn over the terminal's own background. At depth ``ColorDepth/none`` there
/// is nothing to draw: the text is empty.
struct HalfBlockImage {
  /// The image drawn.
  let image: RGBImage
  /// The depth it is drawn at.
  let depth: ColorDepth

  /// Draws `image` at `depth`.
  init(_ image: RGBImage, depth: ColorDepth) {
    self.image = image
    self.depth = depth
  }

  /// The lines of text, each ending with a reset and a newline.
  var text: String {
    guard depth != .none else { return "" }
    var text = LineBuffer(capacity: image.width * (image.height / 2 + 1) * 8)
    var colors: [RGB8: TerminalColor] = [:]
    func terminalColor(_ rgb: RGB8) -> TerminalColor {
      if let known = colors[rgb] { return known }
      let color = depth.terminalColor(for: rgb) ?? .default
      colors[rgb] = color
      return color
    }
    for top in stride(from: 0, to: image.height, by: 2) {
      var previous: (TerminalColor, TerminalColor)? = nil
      for x in 0..<image.width {
        let upper = terminalColor(image[x, top])
        let lower = top + 1 < image.height ? terminalColor(image[x, top + 1]) : .default
        if previous == nil || previous?.0 != upper || previous?.1 != lower {
          text.append(ascii: "\u{1B}[")
          upper.appendParameters(base: 30, to: &text)
          text.append(byte: UInt8(ascii: ";"))
          lower.appendParameters(base: 40, to: &text)
          text.append(byte: UInt8(ascii: "m"))
          previous = (upper, lower)
        }
        text.append(ascii: "▀")
      }
      text.append(ascii: "\u{1B}[0m\n")
    }
    return text.text
  }
}
