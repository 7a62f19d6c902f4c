/// A canonical prefix code of DEFLATE (RFC 1951, 3.2.2): a bit length per symbol, and the
/// codes those lengths define, stored bit-reversed so that `BitWriter` writes them most
/// significant bit first, as DEFLATE requires.
struct HuffmanCode {
  /// The length of each symbol's code in bits; 0 for a symbol that does not occur.
  let lengths: [Int]
  /// Each symbol's code, bit-reversed.
  let codes: [UInt32]

  /// The canonical code with the given lengths (each 0 … 15).
  init(lengths: [Int]) {
    self.lengths = lengths
    var countOfLength = [Int](repeating: 0, count: 16)
    for length in lengths where length > 0 { countOfLength[length] += 1 }
    var nextCode = [UInt32](repeating: 0, count: 16)
    var code: UInt32 = 0
    for length in 1..<16 {
      code = (code + UInt32(countOfLength[length - 1])) << 1
      nextCode[length] = code
    }
    var codes = [UInt32](repeating: 0, count: lengths.count)
    for (symbol, length) in lengths.enumerated() where length > 0 {
      codes[symbol] = Self.reversed(nextCode[length], count: length)
      nextCode[length] += 1
    }
    self.codes = codes
  }

  /// The Huffman code of `frequencies`, with no code longer than `limit` bits.
  ///
  /// Lengths come from the Huffman tree (two queues over the symbols sorted by frequency);
  /// codes longer than `limit` are cut to it, and codes just below the limit lengthened
  /// until the lengths satisfy the Kraft inequality again. Symbols of frequency 0 get no
  /// code. A lone symbol gets a 1-bit code, as a decoder needs at least one bit.
  init(frequencies: [Int], limit: Int) {
    self.init(lengths: Self.lengths(frequencies: frequencies, limit: limit))
  }

  /// `code`'s low `count` bits in reverse order.
  static func reversed(_ code: UInt32, count: Int) -> UInt32 {
    var result: UInt32 = 0
    var code = code
    for _ in 0..<count {
      result = result << 1 | code & 1
      code >>= 1
    }
    return result
  }

  /// The code lengths of `frequencies`, limited to `limit` bits.
  static func lengths(frequencies: [Int], limit: Int) -> [Int] {
    var lengths = [Int](repeating: 0, count: frequencies.count)
    let symbols = frequencies.indices.filter { frequencies[$0] > 0 }
      .sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
    guard symbols.count > 1 else {
      if let only = symbols.first { lengths[only] = 1 }
      return lengths
    }
    // Nodes: the leaves in order of weight, then the internal nodes in order of creation
    // (which is also an order of weight).
    var weights = symbols.map { frequencies[$0] }
    var parents = [Int](repeating: -1, count: symbols.count)
    var nextLeaf = 0
    var nextInternal = symbols.count
    func takeSmallest() -> Int {
      if nextLeaf < symbols.count
        && (nextInternal >= weights.count || weights[nextLeaf] <= weights[nextInternal])
      {
        nextLeaf += 1
        return nextLeaf - 1
      }
      nextInternal += 1
      return nextInternal - 1
    }
    for _ in 0..<(symbols.count - 1) {
      let first = takeSmallest()
      let second = takeSmallest()
      weights.append(weights[first] + weights[second])
      parents.append(-1)
      parents[first] = weights.count - 1
      parents[second] = weights.count - 1
    }
    // Depths from the root (the last node) down: a parent always comes after its children.
    var depths = [Int](repeating: 0, count: weights.count)
    for node in stride(from: weights.count - 2, through: 0, by: -1) {
      depths[node] = depths[parents[node]] + 1
    }
    for (leaf, symbol) in symbols.enumerated() {
      lengths[symbol] = depths[leaf]
    }
    limitLengths(&lengths, symbols: symbols, limit: limit)
    return lengths
  }

  /// Cuts lengths above `limit`, then lengthens the longest codes below it (the least
  /// frequent first) until `Σ 2^(limit − length) ≤ 2^limit`, so that a prefix code exists.
  private static func limitLengths(_ lengths: inout [Int], symbols: [Int], limit: Int) {
    guard symbols.contains(where: { lengths[$0] > limit }) else { return }
    var kraft = 0
    for symbol in symbols {
      lengths[symbol] = min(lengths[symbol], limit)
      kraft += 1 << (limit - lengths[symbol])
    }
    // `symbols` runs from the least frequent to the most.
    while kraft > 1 << limit {
      guard
        let symbol = symbols.filter({ lengths[$0] < limit }).max(by: {
          lengths[$0] < lengths[$1]
        })
      else { return }
      kraft -= 1 << (limit - lengths[symbol] - 1)
      lengths[symbol] += 1
    }
  }
}
