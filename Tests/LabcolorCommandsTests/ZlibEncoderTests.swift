import Testing

@testable import LabcolorCommands

@Suite struct ZlibEncoderTests {
  /// Round trips through the tests' own decoder (`Inflate`, written from RFC 1950 and 1951),
  /// which checks the header, the codes, the distances and the Adler-32.
  private func roundTrip(_ bytes: [UInt8]) throws -> [UInt8] {
    let stream = ZlibEncoder.compress(bytes)
    #expect(Array(stream.prefix(2)) == [0x78, 0x5E])
    return try Inflate.zlib(stream)
  }

  @Test func emptyInputIsOneEmptyBlock() throws {
    #expect(try roundTrip([]) == [])
    #expect(try roundTrip([42]) == [42])
  }

  @Test func repetitiveDataIsCompressed() throws {
    let gray = [UInt8](repeating: 128, count: 300_000)
    let stream = ZlibEncoder.compress(gray)
    #expect(try Inflate.zlib(stream) == gray)
    #expect(stream.count < 3_000)
    let text = Array(String(repeating: "labcolor compares colors. ", count: 2_000).utf8)
    #expect(try roundTrip(text) == text)
    #expect(ZlibEncoder.compress(text).count < text.count / 20)
  }

  /// Random bytes cannot be compressed: they are stored, with at most a few bytes of
  /// overhead per 64 KiB.
  @Test func randomDataIsStored() throws {
    var generator = SplitMix64(seed: 0xDEF1_A7E)
    let bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let stream = ZlibEncoder.compress(bytes)
    let decoded = try Inflate.zlibBlocks(stream)
    #expect(decoded.bytes == bytes)
    #expect(decoded.blockTypes.allSatisfy { $0 == 0 })
    #expect(stream.count <= bytes.count + 6 + 5 * 4 + 8)
  }

  /// Skewed data without repeats (small numbers, as filtered image rows are) takes codes made
  /// for the block.
  @Test func skewedDataTakesDynamicCodes() throws {
    var generator = SplitMix64(seed: 0x5EED)
    let bytes = (0..<100_000).map { _ -> UInt8 in
      let value =
        Int.random(in: 0..<16, using: &generator) * Int.random(in: 0..<2, using: &generator)
      return UInt8(value)
    }
    let stream = ZlibEncoder.compress(bytes)
    let decoded = try Inflate.zlibBlocks(stream)
    #expect(decoded.bytes == bytes)
    #expect(decoded.blockTypes.contains(2))
    #expect(stream.count < bytes.count / 2)
  }

  @Test func matchesReachAcrossBlocksAndTheWholeWindow() throws {
    var generator = SplitMix64(seed: 7)
    let chunk = (0..<40_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
    // The same 40,000 bytes again: matches 40,000 back are too far, 32,768 is the limit.
    let bytes = chunk + chunk + Array(chunk.prefix(30_000)) + chunk
    #expect(try roundTrip(bytes) == bytes)
    var mixed: [UInt8] = []
    for index in 0..<400_000 {
      mixed.append(
        index % 1_000 < 500 ? UInt8(index % 7) : UInt8.random(in: 0...255, using: &generator))
    }
    #expect(try roundTrip(mixed) == mixed)
  }

  @Test func seededRandomInputsRoundTrip() throws {
    let seed: UInt64 = 0x21B
    var generator = SplitMix64(seed: seed)
    for _ in 0..<40 {
      let count = Int.random(in: 0..<5_000, using: &generator)
      let alphabet = Int.random(in: 1...256, using: &generator)
      let bytes = (0..<count).map { _ in UInt8(Int.random(in: 0..<alphabet, using: &generator)) }
      #expect(try roundTrip(bytes) == bytes, "seed \(seed)")
    }
  }
}
