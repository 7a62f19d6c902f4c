/// A small DEFLATE and zlib decoder (RFC 1950, RFC 1951), written for the tests from the
/// RFCs, so that the encoder's output is checked by decoding it independently: stored,
/// fixed-code and dynamic-code blocks, with every check a decoder must make.
enum Inflate {
  /// Why a stream cannot be decoded.
  struct Failure: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  /// The bytes of a zlib stream, after checking its header and Adler-32.
  static func zlib(_ stream: [UInt8]) throws -> [UInt8] {
    try zlibBlocks(stream).bytes
  }

  /// The bytes of a zlib stream and the kinds of its DEFLATE blocks, in order: 0 stored,
  /// 1 fixed codes, 2 dynamic codes.
  static func zlibBlocks(_ stream: [UInt8]) throws -> (bytes: [UInt8], blockTypes: [Int]) {
    guard stream.count >= 6 else { throw Failure(description: "too short") }
    guard stream[0] & 0x0F == 8, stream[0] >> 4 <= 7 else {
      throw Failure(description: "not DEFLATE with a window of at most 32 KiB")
    }
    guard (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 else {
      throw Failure(description: "header check")
    }
    guard stream[1] & 0x20 == 0 else { throw Failure(description: "preset dictionary") }
    var reader = BitReader(bytes: stream, position: 2)
    let (output, blockTypes) = try deflate(&reader)
    let trailerStart = (reader.bitPosition + 7) / 8
    guard trailerStart + 4 == stream.count else {
      throw Failure(description: "the stream does not end after the Adler-32")
    }
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in output {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    let expected = stream[trailerStart..<stream.count].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    guard expected == b << 16 | a else { throw Failure(description: "Adler-32 mismatch") }
    return (output, blockTypes)
  }

  /// Decodes DEFLATE blocks up to and including the final one; returns the bytes and the
  /// kind of each block.
  static func deflate(_ reader: inout BitReader) throws -> ([UInt8], [Int]) {
    var output: [UInt8] = []
    var types: [Int] = []
    var isFinal = false
    while !isFinal {
      isFinal = try reader.bits(1) == 1
      let type = try reader.bits(2)
      types.append(type)
      switch type {
      case 0:
        reader.alignToByte()
        let length = try reader.bits(16)
        let complement = try reader.bits(16)
        guard length == ~complement & 0xFFFF else { throw Failure(description: "LEN/NLEN") }
        for _ in 0..<length { output.append(UInt8(try reader.bits(8))) }
      case 1:
        var literal = [Int](repeating: 8, count: 288)
        for symbol in 144..<256 { literal[symbol] = 9 }
        for symbol in 256..<280 { literal[symbol] = 7 }
        try codes(
          literals: try Decoder(lengths: literal),
          distances: try Decoder(lengths: [Int](repeating: 5, count: 30)), &reader, &output)
      case 2:
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[order[index]] = try reader.bits(3) }
        let codeLengthDecoder = try Decoder(lengths: codeLengthLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
          let symbol = try codeLengthDecoder.decode(&reader)
          switch symbol {
          case 0...15: lengths.append(symbol)
          case 16:
            guard let last = lengths.last else { throw Failure(description: "repeat of nothing") }
            lengths += [Int](repeating: last, count: 3 + (try reader.bits(2)))
          case 17: lengths += [Int](repeating: 0, count: 3 + (try reader.bits(3)))
          default: lengths += [Int](repeating: 0, count: 11 + (try reader.bits(7)))
          }
        }
        guard lengths.count == literalCount + distanceCount else {
          throw Failure(description: "code lengths overrun")
        }
        guard lengths[256] > 0 else { throw Failure(description: "no end-of-block code") }
        try codes(
          literals: try Decoder(lengths: Array(lengths[..<literalCount])),
          distances: try Decoder(lengths: Array(lengths[literalCount...])), &reader, &output)
      default:
        throw Failure(description: "block type 3")
      }
    }
    return (output, types)
  }

  /// Decodes the symbols of one compressed block.
  private static func codes(
    literals: Decoder, distances: Decoder, _ reader: inout BitReader, _ output: inout [UInt8]
  ) throws {
    let lengthBase = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
      131, 163, 195, 227, 258,
    ]
    let lengthExtra = [
      0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    let distanceBase = [
      1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
      2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    let distanceExtra = [
      0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
      13,
    ]
    while true {
      let symbol = try literals.decode(&reader)
      if symbol < 256 {
        output.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      guard symbol <= 285 else { throw Failure(description: "length symbol \(symbol)") }
      let length = lengthBase[symbol - 257] + (try reader.bits(lengthExtra[symbol - 257]))
      let distanceSymbol = try distances.decode(&reader)
      guard distanceSymbol < 30 else { throw Failure(description: "distance symbol") }
      let distance = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
      guard distance <= output.count, distance <= 32_768 else {
        throw Failure(description: "distance \(distance) too far back")
      }
      for _ in 0..<length { output.append(output[output.count - distance]) }
    }
  }

  /// Reads bits least significant first.
  struct BitReader {
    let bytes: [UInt8]
    private(set) var bitPosition: Int

    init(bytes: [UInt8], position: Int) {
      self.bytes = bytes
      bitPosition = position * 8
    }

    mutating func bits(_ count: Int) throws -> Int {
      var value = 0
      for index in 0..<count {
        guard bitPosition / 8 < bytes.count else { throw Failure(description: "ran out of data") }
        value |= Int(bytes[bitPosition / 8] >> UInt8(bitPosition % 8) & 1) << index
        bitPosition += 1
      }
      return value
    }

    mutating func alignToByte() {
      bitPosition = (bitPosition + 7) / 8 * 8
    }
  }

  /// Decodes one canonical Huffman code bit by bit.
  struct Decoder {
    /// (length, code) → symbol.
    private var symbols: [Int: Int] = [:]

    init(lengths: [Int]) throws {
      var count = [Int](repeating: 0, count: 16)
      for length in lengths where length > 0 {
        guard length <= 15 else { throw Failure(description: "code length above 15") }
        count[length] += 1
      }
      var code = 0
      var next = [Int](repeating: 0, count: 16)
      for length in 1..<16 {
        code = (code + count[length - 1]) << 1
        next[length] = code
      }
      // Over-subscribed codes are invalid.
      var available = 1
      for length in 1..<16 {
        available = available * 2 - count[length]
        guard available >= 0 else { throw Failure(description: "over-subscribed code") }
      }
      for (symbol, length) in lengths.enumerated() where length > 0 {
        symbols[length << 16 | next[length]] = symbol
        next[length] += 1
      }
    }

    func decode(_ reader: inout BitReader) throws -> Int {
      var code = 0
      for length in 1...15 {
        code = code << 1 | (try reader.bits(1))
        if let symbol = symbols[length << 16 | code] { return symbol }
      }
      throw Failure(description: "no such code")
    }
  }
}
