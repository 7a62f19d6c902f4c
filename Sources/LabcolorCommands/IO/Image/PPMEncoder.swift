/// Writes an `RGBImage` as a binary PPM file (Netpbm's "P6"): the header
/// `P6\n<width> <height>\n255\n`, then the pixels' bytes as they are.
///
///     PPMEncoder.encode(RGBImage(width: 1, height: 1, filledWith: red))
///     // "P6\n1 1\n255\n" followed by FF 00 00
enum PPMEncoder {
  /// The PPM file of `image`.
  static func encode(_ image: RGBImage) -> [UInt8] {
    Array("P6\n\(image.width) \(image.height)\n255\n".utf8) + image.bytes
  }
}
