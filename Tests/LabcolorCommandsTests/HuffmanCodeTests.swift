import Testing

@testable import LabcolorCommands

@Suite struct HuffmanCodeTests {
  /// RFC 1951, 3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) for A … H give the codes 010, 011,
  /// 100, 101, 110, 00, 1110, 1111 (stored here bit-reversed).
  @Test func canonicalCodesOfTheRFCExample() {
    let code = HuffmanCode(lengths: [3, 3, 3, 3, 3, 2, 4, 4])
    let expected: [UInt32] = [0b010, 0b011, 0b100, 0b101, 0b110, 0b00, 0b1110, 0b1111]
    #expect(code.codes == zip(expected, code.lengths).map { HuffmanCode.reversed($0, count: $1) })
    #expect(HuffmanCode.reversed(0b0011, count: 4) == 0b1100)
  }

  @Test func lengthsFollowTheFrequencies() {
    // A Huffman tree of 1, 1, 2, 4: lengths 3, 3, 2, 1.
    #expect(HuffmanCode.lengths(frequencies: [1, 1, 2, 4], limit: 15) == [3, 3, 2, 1])
    #expect(HuffmanCode.lengths(frequencies: [0, 5, 0], limit: 15) == [0, 1, 0])
    #expect(HuffmanCode.lengths(frequencies: [0, 0], limit: 15) == [0, 0])
  }

  @Test func lengthsRespectTheLimitAndKraft() {
    // Fibonacci frequencies make the deepest tree: 20 symbols would need 19 bits.
    var frequencies = [1, 1]
    while frequencies.count < 20 {
      frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2])
    }
    for limit in [7, 15] {
      let lengths = HuffmanCode.lengths(frequencies: frequencies, limit: limit)
      #expect(lengths.allSatisfy { (1...limit).contains($0) })
      let kraft = lengths.reduce(0) { $0 + (1 << (limit - $1)) }
      #expect(kraft <= 1 << limit)
    }
  }
}
