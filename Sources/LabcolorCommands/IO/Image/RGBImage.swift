import LabColor

/// An image of 8-bit RGB pixels: rows from the top, pixels from the left, three bytes each
/// (red, green, blue) — what the PNG, PPM and terminal writers take.
///
///     var image = RGBImage(width: 2, height: 1, filledWith: RGB8(red: 0, green: 0, blue: 0))
///     image[1, 0] = RGB8(red: 255, green: 0, blue: 0)
///     image.bytes  // [0, 0, 0, 255, 0, 0]
package struct RGBImage: Hashable, Sendable {
  /// The width in pixels.
  let width: Int
  /// The height in pixels.
  let height: Int
  /// `width × height × 3` bytes, row by row.
  var bytes: [UInt8]

  /// An image of one color; `width` and `height` are taken as at least 0.
  init(width: Int, height: Int, filledWith color: RGB8) {
    self.width = max(0, width)
    self.height = max(0, height)
    bytes = [UInt8](repeating: 0, count: self.width * self.height * 3)
    for index in stride(from: 0, to: bytes.count, by: 3) {
      bytes[index] = color.red
      bytes[index + 1] = color.green
      bytes[index + 2] = color.blue
    }
  }

  /// The pixel in column `x` and row `y`, counted from 0 at the top left.
  subscript(x: Int, y: Int) -> RGB8 {
    get {
      let index = (y * width + x) * 3
      return RGB8(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2])
    }
    set {
      let index = (y * width + x) * 3
      bytes[index] = newValue.red
      bytes[index + 1] = newValue.green
      bytes[index + 2] = newValue.blue
    }
  }

  /// Whether (`x`, `y`) is a pixel of the image.
  func contains(x: Int, y: Int) -> Bool {
    x >= 0 && y >= 0 && x < width && y < height
  }
}
