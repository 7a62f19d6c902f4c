extension DeflateEncoder {
  /// The header of a block with dynamic codes (RFC 1951, 3.2.7): how many literal/length
  /// and distance codes there are, the code-length code, and the code lengths themselves,
  /// run-length coded with symbols 16 (repeat the previous length 3 … 6 times), 17 (3 … 10
  /// zeros) and 18 (11 … 138 zeros).
  struct DynamicHeader {
    /// The order in which the code-length code's lengths are written.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The literal/length code.
    let literals: HuffmanCode
    /// The distance code.
    let distances: HuffmanCode
    /// HLIT + 257: the literal/length codes written (at least 257).
    private let literalCount: Int
    /// HDIST + 1: the distance codes written (at least 1).
    private let distanceCount: Int
    /// The run-length coded lengths: a symbol 0 … 18 and the value of its extra bits.
    private let runs: [(symbol: Int, extra: Int)]
    /// The code of the symbols of `runs`.
    private let codeLengthCode: HuffmanCode
    /// HCLEN + 4: the code-length code lengths written (at least 4).
    private let codeLengthCount: Int

    /// The header for two codes.
    init(literals: HuffmanCode, distances: HuffmanCode) {
      self.literals = literals
      self.distances = distances
      literalCount = max(257, (literals.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
      distanceCount = max(1, (distances.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
      runs = Self.runs(
        of: Array(literals.lengths.prefix(literalCount))
          + Array(distances.lengths.prefix(distanceCount)))
      var frequencies = [Int](repeating: 0, count: 19)
      for run in runs { frequencies[run.symbol] += 1 }
      codeLengthCode = HuffmanCode(frequencies: frequencies, limit: 7)
      let lengths = codeLengthCode.lengths
      codeLengthCount = max(4, (Self.codeLengthOrder.lastIndex { lengths[$0] > 0 } ?? 0) + 1)
    }

    /// The header's size in bits.
    var bitCount: Int {
      var bits = 5 + 5 + 4 + 3 * codeLengthCount
      for run in runs {
        bits += codeLengthCode.lengths[run.symbol] + Self.extraBits(of: run.symbol)
      }
      return bits
    }

    /// Writes the header (after BFINAL and BTYPE).
    func write(into writer: inout BitWriter) {
      writer.write(UInt32(literalCount - 257), count: 5)
      writer.write(UInt32(distanceCount - 1), count: 5)
      writer.write(UInt32(codeLengthCount - 4), count: 4)
      for symbol in Self.codeLengthOrder.prefix(codeLengthCount) {
        writer.write(UInt32(codeLengthCode.lengths[symbol]), count: 3)
      }
      for run in runs {
        writer.write(codeLengthCode.codes[run.symbol], count: codeLengthCode.lengths[run.symbol])
        writer.write(UInt32(run.extra), count: Self.extraBits(of: run.symbol))
      }
    }

    /// The extra bits after a code-length symbol: 2, 3 or 7 for 16, 17 and 18, else 0.
    private static func extraBits(of symbol: Int) -> Int {
      switch symbol {
      case 16: return 2
      case 17: return 3
      case 18: return 7
      default: return 0
      }
    }

    /// `lengths` run-length coded.
    private static func runs(of lengths: [Int]) -> [(symbol: Int, extra: Int)] {
      var runs: [(Int, Int)] = []
      var index = 0
      while index < lengths.count {
        let length = lengths[index]
        var count = 1
        while index + count < lengths.count, lengths[index + count] == length { count += 1 }
        index += count
        if length == 0 {
          while count >= 11 {
            let run = min(count, 138)
            runs.append((18, run - 11))
            count -= run
          }
          if count >= 3 {
            runs.append((17, count - 3))
            count = 0
          }
        } else {
          runs.append((length, 0))
          count -= 1
          while count >= 3 {
            let run = min(count, 6)
            runs.append((16, run - 3))
            count -= run
          }
        }
        runs += [(Int, Int)](repeating: (length, 0), count: count)
      }
      return runs
    }
  }
}
