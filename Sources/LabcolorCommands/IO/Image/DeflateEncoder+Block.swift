extension DeflateEncoder {
  /// One block's tokens, written in the cheapest of DEFLATE's three forms: stored, fixed
  /// codes (BTYPE 01) or dynamic codes (BTYPE 10) made from the block's symbol frequencies.
  struct Block {
    /// The block's tokens, literals and matches.
    let tokens: [Token]

    /// Writes the block; `data` is the input the tokens stand for, written as it is when
    /// that is smallest (in stored blocks of at most 65,535 bytes).
    func write(_ data: UnsafeBufferPointer<UInt8>, isFinal: Bool, into writer: inout BitWriter) {
      var literalFrequencies = [Int](repeating: 0, count: 286)
      var distanceFrequencies = [Int](repeating: 0, count: 30)
      literalFrequencies[256] = 1  // end of block
      for token in tokens {
        if token.length == 0 {
          literalFrequencies[token.distance] += 1
        } else {
          literalFrequencies[257 + Tables.lengthCode[token.length]] += 1
          distanceFrequencies[Tables.distanceCode(token.distance)] += 1
        }
      }
      // A decoder needs two distance codes or one: give two, so the code is complete.
      for symbol in 0..<2 where distanceFrequencies.filter({ $0 > 0 }).count < 2 {
        distanceFrequencies[symbol] = max(distanceFrequencies[symbol], 1)
      }
      let dynamic = DynamicHeader(
        literals: HuffmanCode(frequencies: literalFrequencies, limit: 15),
        distances: HuffmanCode(frequencies: distanceFrequencies, limit: 15))
      let extraBits = extraBitCount
      let fixedBits =
        3 + cost(Tables.fixedLiterals, literalFrequencies)
        + cost(Tables.fixedDistances, distanceFrequencies) + extraBits
      let dynamicBits =
        3 + dynamic.bitCount + cost(dynamic.literals, literalFrequencies)
        + cost(dynamic.distances, distanceFrequencies) + extraBits
      let storedChunks = max(1, (data.count + 65_534) / 65_535)
      let storedBits = 7 + (storedChunks * 5 + data.count) * 8  // at most 7 bits of padding
      if storedBits <= min(fixedBits, dynamicBits) {
        writeStored(data, isFinal: isFinal, into: &writer)
      } else if fixedBits <= dynamicBits {
        writer.write(isFinal ? 1 : 0, count: 1)
        writer.write(1, count: 2)
        writeTokens(literals: Tables.fixedLiterals, distances: Tables.fixedDistances, into: &writer)
      } else {
        writer.write(isFinal ? 1 : 0, count: 1)
        writer.write(2, count: 2)
        dynamic.write(into: &writer)
        writeTokens(literals: dynamic.literals, distances: dynamic.distances, into: &writer)
      }
    }

    /// The bits of the length and distance extra bits of every match.
    private var extraBitCount: Int {
      var bits = 0
      for token in tokens where token.length > 0 {
        bits += Tables.lengthExtraBits[Tables.lengthCode[token.length]]
        bits += Tables.distanceExtraBits[Tables.distanceCode(token.distance)]
      }
      return bits
    }

    /// `Σ frequency × length` over the symbols of `code`.
    private func cost(_ code: HuffmanCode, _ frequencies: [Int]) -> Int {
      zip(code.lengths, frequencies).reduce(0) { $0 + $1.0 * $1.1 }
    }

    /// Writes `data` as stored blocks (BTYPE 00): LEN, NLEN, the bytes.
    private func writeStored(
      _ data: UnsafeBufferPointer<UInt8>, isFinal: Bool, into writer: inout BitWriter
    ) {
      var start = 0
      repeat {
        let end = min(data.count, start + 65_535)
        writer.write(isFinal && end == data.count ? 1 : 0, count: 1)
        writer.write(0, count: 2)
        writer.alignToByte()
        let length = UInt32(end - start)
        writer.write(length, count: 16)
        writer.write(~length & 0xFFFF, count: 16)
        writer.append(contentsOf: UnsafeBufferPointer(rebasing: data[start..<end]))
        start = end
      } while start < data.count
    }

    /// Writes every token and the end of block with the given codes.
    private func writeTokens(
      literals: HuffmanCode, distances: HuffmanCode, into writer: inout BitWriter
    ) {
      for token in tokens {
        let length = token.length
        if length == 0 {
          writer.write(literals.codes[token.distance], count: literals.lengths[token.distance])
          continue
        }
        let lengthCode = Tables.lengthCode[length]
        writer.write(literals.codes[257 + lengthCode], count: literals.lengths[257 + lengthCode])
        writer.write(
          UInt32(length - Tables.lengthBase[lengthCode]),
          count: Tables.lengthExtraBits[lengthCode])
        let distance = token.distance
        let distanceCode = Tables.distanceCode(distance)
        writer.write(distances.codes[distanceCode], count: distances.lengths[distanceCode])
        writer.write(
          UInt32(distance - Tables.distanceBase[distanceCode]),
          count: Tables.distanceExtraBits[distanceCode])
      }
      writer.write(literals.codes[256], count: literals.lengths[256])
    }
  }

  /// The constants of RFC 1951, 3.2.5 and 3.2.6.
  enum Tables {
    /// The first length of each length code 257 … 285, by code − 257.
    static let lengthBase = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
      131, 163, 195, 227, 258,
    ]
    /// The extra bits of each length code.
    static let lengthExtraBits = [
      0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// The first distance of each distance code 0 … 29.
    static let distanceBase = [
      1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
      2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    /// The extra bits of each distance code.
    static let distanceExtraBits = [
      0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
      13, 13,
    ]
    /// The length code (− 257) of each length 0 … 258 (0 for lengths below 3).
    static let lengthCode: [Int] = (0...258).map { length in
      guard length >= 3 else { return 0 }
      return (lengthBase.lastIndex { $0 <= length }) ?? 0
    }
    /// The distance code of each distance 1 … 256, by distance − 1.
    private static let smallDistanceCode: [UInt8] = (1...256).map(code)
    /// The distance code of each distance above 256, by (distance − 1) >> 7.
    private static let largeDistanceCode: [UInt8] = (0..<256).map { code(($0 << 7) + 1) }

    /// The distance code of `distance` (1 … 32768).
    @inline(__always)
    static func distanceCode(_ distance: Int) -> Int {
      distance <= 256
        ? Int(smallDistanceCode[distance - 1]) : Int(largeDistanceCode[(distance - 1) >> 7])
    }

    private static func code(_ distance: Int) -> UInt8 {
      UInt8((distanceBase.lastIndex { $0 <= distance }) ?? 0)
    }

    /// The fixed literal/length code: 8 bits for 0 … 143, 9 for 144 … 255, 7 for
    /// 256 … 279, 8 for 280 … 287.
    static let fixedLiterals = HuffmanCode(
      lengths: (0..<288).map { symbol in
        switch symbol {
        case 0..<144: return 8
        case 144..<256: return 9
        case 256..<280: return 7
        default: return 8
        }
      })
    /// The fixed distance code: 5 bits each.
    static let fixedDistances = HuffmanCode(lengths: [Int](repeating: 5, count: 30))
  }
}
