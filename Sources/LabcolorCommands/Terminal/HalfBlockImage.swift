import LabColor

/// An `RGBImage` drawn on a terminal with half blocks: each character cell shows two pixels
/// one above the other, the upper as the foreground color of `▀` (U+2580), the lower as the
/// background, both in 24-bit color.
///
///     HalfBlockImage(image).text
///     // "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[0m\n" for a red pixel above a blue one
///
/// A color escape is written only where the colors change along a line; every line ends
/// with a reset, so the terminal's colors are as they were after each one. An odd last row
/// is drawn over the terminal's own background. Write it only where
/// `ColorChoice.allowsColor` says so.
struct HalfBlockImage {
  /// The image drawn.
  let image: RGBImage

  /// Draws `image`.
  init(_ image: RGBImage) {
    self.image = image
  }

  /// The lines of text, each ending with a reset and a newline.
  var text: String {
    var text = ""
    text.reserveCapacity(image.width * (image.height / 2 + 1) * 8)
    for top in stride(from: 0, to: image.height, by: 2) {
      var previous: (RGB8, RGB8?)? = nil
      for x in 0..<image.width {
        let upper = image[x, top]
        let lower = top + 1 < image.height ? image[x, top + 1] : nil
        if previous == nil || previous?.0 != upper || previous?.1 != lower {
          text += "\u{1B}[38;2;\(upper.red);\(upper.green);\(upper.blue)"
          if let lower {
            text += ";48;2;\(lower.red);\(lower.green);\(lower.blue)m"
          } else {
            text += ";49m"
          }
          previous = (upper, lower)
        }
        text += "▀"
      }
      text += "\u{1B}[0m\n"
    }
    return text
  }
}
