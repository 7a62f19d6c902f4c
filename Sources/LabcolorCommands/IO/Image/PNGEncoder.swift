/// Writes an `RGBImage` as a PNG file (ISO/IEC 15948, the W3C PNG specification): 8 bits
/// per channel, truecolor, not interlaced, its pixels declared sRGB or Display P3.
///
/// The file is the signature, then the chunks `IHDR`, the color space (`ColorSpace`), the
/// image data in `IDAT` chunks of at most 64 KiB, and `IEND`; each chunk carries the CRC-32
/// of its type and data. The image data is a zlib stream (`ZlibEncoder`) of the rows, each
/// preceded by its filter type: of the five filters, each row takes the one whose output has
/// the smallest sum of absolute values read as signed bytes (the heuristic the PNG
/// specification suggests, 12.8), which turns smooth gradients into runs of small numbers.
package enum PNGEncoder {
  /// The eight bytes that start every PNG file.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The most data bytes in one `IDAT` chunk.
  static let maximumChunkData = 64 * 1024

  /// The color space a PNG file declares for its pixels.
  package enum ColorSpace: Sendable {
    /// sRGB: an `sRGB` chunk, perceptual rendering intent.
    case srgb
    /// Display P3 (P3 primaries, D65 white, the sRGB transfer function): a `cICP` chunk
    /// (color primaries 12, transfer characteristics 13, matrix 0, full range), which the
    /// third edition of PNG ranks first, and for decoders that predate it `cHRM` (the P3
    /// chromaticities) and `gAMA` (1/2.2, 45455).
    case displayP3
  }

  /// The PNG file of `image`, its pixels in `colorSpace`.
  package static func encode(_ image: RGBImage, colorSpace: ColorSpace = .srgb) -> [UInt8] {
    var file = signature
    var header: [UInt8] = []
    appendBigEndian(UInt32(image.width), to: &header)
    appendBigEndian(UInt32(image.height), to: &header)
    header += [8, 2, 0, 0, 0]  // bit depth, truecolor, deflate, adaptive filtering, no interlace
    appendChunk("IHDR", header, to: &file)
    switch colorSpace {
    case .srgb:
      appendChunk("sRGB", [0], to: &file)
    case .displayP3:
      appendChunk("cICP", [12, 13, 0, 1], to: &file)
      var chromaticities: [UInt8] = []
      // White, red, green, blue: x and y times 100,000.
      for value: UInt32 in [31_270, 32_900, 68_000, 32_000, 26_500, 69_000, 15_000, 6_000] {
        appendBigEndian(value, to: &chromaticities)
      }
      appendChunk("cHRM", chromaticities, to: &file)
      var gamma: [UInt8] = []
      appendBigEndian(45_455, to: &gamma)
      appendChunk("gAMA", gamma, to: &file)
    }
    let stream = ZlibEncoder.compress(filteredRows(image))
    var start = 0
    repeat {
      let end = min(stream.count, start + maximumChunkData)
      appendChunk("IDAT", stream[start..<end], to: &file)
      start = end
    } while start < stream.count
    appendChunk("IEND", [], to: &file)
    return file
  }

  /// The filter types of PNG, in their numbering.
  enum Filter: UInt8, CaseIterable {
    /// The bytes as they are.
    case none = 0
    /// Each byte minus the byte of the pixel to its left.
    case sub
    /// Each byte minus the byte above.
    case up
    /// Each byte minus the mean of left and above, rounded down.
    case average
    /// Each byte minus the Paeth predictor of left, above and upper left.
    case paeth
  }

  /// The rows of `image`, each filtered and preceded by its filter type.
  static func filteredRows(_ image: RGBImage) -> [UInt8] {
    let rowLength = image.width * 3
    var output = [UInt8](repeating: 0, count: image.height * (rowLength + 1))
    guard rowLength > 0 else { return output }
    var candidate = [UInt8](repeating: 0, count: rowLength)
    let zeros = [UInt8](repeating: 0, count: rowLength)
    image.bytes.withUnsafeBufferPointer { pixels in
      output.withUnsafeMutableBufferPointer { output in
        candidate.withUnsafeMutableBufferPointer { candidate in
          zeros.withUnsafeBufferPointer { zeros in
            for y in 0..<image.height {
              let row = UnsafeBufferPointer(
                rebasing: pixels[(y * rowLength)..<((y + 1) * rowLength)])
              let above =
                y == 0
                ? zeros
                : UnsafeBufferPointer(rebasing: pixels[((y - 1) * rowLength)..<(y * rowLength)])
              let start = y * (rowLength + 1)
              let target = UnsafeMutableBufferPointer(
                rebasing: output[(start + 1)..<(start + 1 + rowLength)])
              var bestCost = Int.max
              for filter in Filter.allCases {
                let cost = apply(filter, row: row, above: above, into: candidate)
                if cost < bestCost {
                  bestCost = cost
                  output[start] = filter.rawValue
                  _ = target.update(fromContentsOf: candidate)
                }
              }
            }
          }
        }
      }
    }
    return output
  }

  /// Filters one row into `output`; returns the sum of the output's bytes read as signed
  /// magnitudes.
  @inline(__always)
  static func apply(
    _ filter: Filter, row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>,
    into output: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var cost = 0
    for index in 0..<row.count {
      let left = index >= 3 ? row[index - 3] : 0
      let up = above[index]
      let upperLeft = index >= 3 ? above[index - 3] : 0
      let predictor: UInt8
      switch filter {
      case .none: predictor = 0
      case .sub: predictor = left
      case .up: predictor = up
      case .average: predictor = UInt8((Int(left) + Int(up)) / 2)
      case .paeth: predictor = paeth(left, up, upperLeft)
      }
      let value = row[index] &- predictor
      output[index] = value
      cost += value < 128 ? Int(value) : 256 - Int(value)
    }
    return cost
  }

  /// The Paeth predictor: whichever of left, above and upper left is closest to
  /// `left + above − upperLeft`, ties in that order.
  @inline(__always)
  static func paeth(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
    let estimate = Int(left) + Int(above) - Int(upperLeft)
    let toLeft = abs(estimate - Int(left))
    let toAbove = abs(estimate - Int(above))
    let toUpperLeft = abs(estimate - Int(upperLeft))
    if toLeft <= toAbove && toLeft <= toUpperLeft { return left }
    return toAbove <= toUpperLeft ? above : upperLeft
  }

  /// Appends a chunk: its length, type, data and the CRC-32 of type and data.
  static func appendChunk(
    _ type: StaticString, _ data: some Collection<UInt8>, to file: inout [UInt8]
  ) {
    appendBigEndian(UInt32(data.count), to: &file)
    let typeBytes = type.withUTF8Buffer { Array($0) }
    var crc = CRC32()
    crc.update(typeBytes)
    crc.update(data)
    file += typeBytes
    file += data
    appendBigEndian(crc.value, to: &file)
  }

  /// Appends `value` most significant byte first.
  static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) }
  }
}
