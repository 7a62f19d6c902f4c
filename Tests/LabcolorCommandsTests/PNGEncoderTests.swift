import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct PNGEncoderTests {
  /// An image with a gradient, a flat area and noise, which uses every filter.
  private func testImage(width: Int, height: Int, seed: UInt64) -> RGBImage {
    var generator = SplitMix64(seed: seed)
    var image = RGBImage(
      width: width, height: height, filledWith: RGB8(red: 128, green: 128, blue: 128))
    for y in 0..<height {
      for x in 0..<width where (x + y) % 5 != 0 {
        image[x, y] =
          y < height / 2
          ? RGB8(
            red: UInt8(x * 255 / max(1, width - 1)), green: UInt8(y * 4 % 256),
            blue: UInt8((x * y) % 256))
          : RGB8(red: UInt8.random(in: 0...255, using: &generator), green: 9, blue: UInt8(x % 3))
      }
    }
    return image
  }

  @Test func decodesBackToTheSamePixels() throws {
    for (width, height) in [(1, 1), (3, 2), (64, 64), (200, 37)] {
      let image = testImage(width: width, height: height, seed: UInt64(width * 1_000 + height))
      let png = try PNGFile(PNGEncoder.encode(image))
      #expect(png.width == width && png.height == height)
      #expect(png.pixels == image.bytes, "\(width)×\(height)")
    }
  }

  @Test func chunksAreInOrderAndDeclareSRGB() throws {
    let image = testImage(width: 300, height: 300, seed: 1)
    let png = try PNGFile(PNGEncoder.encode(image))
    let types = png.chunks.map(\.type)
    #expect(types.first == "IHDR" && types[1] == "sRGB" && types.last == "IEND")
    #expect(png.chunks[1].data == [0])
    #expect(types.filter { $0 == "IDAT" }.count > 1)
    #expect(png.chunks.filter { $0.type == "IDAT" }.allSatisfy { $0.data.count <= 65_536 })
  }

  @Test func displayP3IsDeclaredByCICPWithAFallback() throws {
    let image = testImage(width: 8, height: 8, seed: 3)
    let png = try PNGFile(PNGEncoder.encode(image, colorSpace: .displayP3))
    #expect(png.chunks.map(\.type) == ["IHDR", "cICP", "cHRM", "gAMA", "IDAT", "IEND"])
    // cICP: P3 D65 primaries (12), the sRGB transfer (13), RGB (0), full range (1).
    #expect(png.chunks[1].data == [12, 13, 0, 1])
    // cHRM: white 0.3127 0.3290, red 0.680 0.320, green 0.265 0.690, blue 0.150 0.060, ×100000.
    let words = stride(from: 0, to: 32, by: 4).map { index in
      png.chunks[2].data[index..<(index + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    #expect(words == [31_270, 32_900, 68_000, 32_000, 26_500, 69_000, 15_000, 6_000])
    #expect(png.chunks[3].data == [0, 0, 0xB1, 0x8F])  // 45455
    #expect(png.pixels == image.bytes)
  }

  /// The filters of the PNG specification (9.2), on one row of two pixels above another.
  @Test func filtersMatchTheSpecification() {
    let row: [UInt8] = [10, 20, 30, 15, 25, 40]
    let above: [UInt8] = [5, 5, 5, 20, 10, 50]
    var output = [UInt8](repeating: 0, count: 6)
    func filtered(_ filter: PNGEncoder.Filter) -> [UInt8] {
      row.withUnsafeBufferPointer { row in
        above.withUnsafeBufferPointer { above in
          output.withUnsafeMutableBufferPointer { output in
            _ = PNGEncoder.apply(filter, row: row, above: above, into: output)
          }
        }
      }
      return output
    }
    #expect(filtered(.none) == row)
    #expect(filtered(.sub) == [10, 20, 30, 5, 5, 10])
    #expect(filtered(.up) == [5, 15, 25, 251, 15, 246])
    // Average: floor((left + above) / 2); the first pixel has left 0.
    #expect(filtered(.average) == [8, 18, 28, 0, 10, 0])
    // Paeth: p = a + b − c, the nearest of a, b, c, ties in that order. For 40 (a 30,
    // b 50, c 5): p 75, distances 45, 25, 70 → b, and 40 − 50 = 246.
    #expect(filtered(.paeth) == [5, 15, 25, 251, 5, 246])
    #expect(PNGEncoder.paeth(10, 20, 5) == 20)
    // A tie between a and c goes to a: p 15, distances 5, 10, 5.
    #expect(PNGEncoder.paeth(20, 5, 10) == 20)
    #expect(PNGEncoder.paeth(7, 7, 7) == 7)
  }

  @Test func anEmptyImageIsAValidFile() throws {
    let png = try PNGFile(
      PNGEncoder.encode(RGBImage(width: 0, height: 0, filledWith: RGB8(red: 0, green: 0, blue: 0))))
    #expect(png.pixels.isEmpty)
  }
}
