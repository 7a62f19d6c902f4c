import Testing

@testable import LabcolorCommands

/// Every line of `chunks` as `nextBlock()` and `forEachLine(in:)` give them, numbered by
/// the caller: `nil` bytes for an overlong line.
private func blockLines(
  _ chunks: [[UInt8]], maximumLineLength: Int, bufferCapacity: Int
) throws -> [[UInt8]?] {
  let reader = LineReader(
    input: .chunks(chunks), maximumLineLength: maximumLineLength, bufferCapacity: bufferCapacity)
  var lines: [[UInt8]?] = []
  while let block = try reader.nextBlock() {
    switch block {
    case .overlong:
      lines.append(nil)
    case .lines(let bytes):
      try LineReader.forEachLine(in: bytes, maximumLineLength: maximumLineLength) { line in
        switch line {
        case .line(let bytes): lines.append(Array(bytes))
        case .overlong: lines.append(nil)
        }
      }
    }
  }
  return lines
}

@Suite struct LineReaderBlocksTests {
  @Test func blocksHoldTheLinesOfTheInputInOrder() throws {
    let input = Array("one\r\ntwo\n\nthree\rfour\nlast\r".utf8)
    // InputLines: a `\r` inside a line stays; one before `\n` and one at the end go.
    let expected = InputLines.split(input).map { Optional($0) }
    for size in [1, 2, 5, input.count] {
      let chunks = stride(from: 0, to: input.count, by: size).map {
        Array(input[$0..<min($0 + size, input.count)])
      }
      #expect(try blockLines(chunks, maximumLineLength: 100, bufferCapacity: 16) == expected)
    }
  }

  @Test func randomInputsGiveTheLinesOfInputLines() throws {
    let seed: UInt64 = 0x1AB_C0C1
    var generator = SplitMix64(seed: seed)
    let alphabet: [UInt8] = [0x61, 0x62, 0x0A, 0x0D, 0x20, 0x00, 0xFF]
    for round in 0..<300 {
      let count = Int(generator.next() % 400)
      let input = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      let limit = Int(generator.next() % 40)
      var chunks: [[UInt8]] = []
      var index = 0
      while index < input.count {
        let size = 1 + Int(generator.next() % 50)
        chunks.append(Array(input[index..<min(index + size, input.count)]))
        index += size
      }
      let expected = InputLines.split(input).map { $0.count > limit ? nil : Optional($0) }
      let capacity = 16 + Int(generator.next() % 100)
      #expect(
        try blockLines(chunks, maximumLineLength: limit, bufferCapacity: capacity) == expected,
        "seed \(seed), round \(round)")
    }
  }

  @Test func aByteOrderMarkBeginningTheInputIsNotInTheFirstBlock() throws {
    let input: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("red\r\ngreen".utf8)
    for cut in 0...4 {
      let chunks = [Array(input[..<cut]), Array(input[cut...])]
      #expect(
        try blockLines(chunks, maximumLineLength: 100, bufferCapacity: 16)
          == [Array("red".utf8), Array("green".utf8)], "cut at \(cut)")
    }
  }

  @Test func aLineLongerThanTheBufferIsOneOverlongLine() throws {
    let long = [UInt8](repeating: 0x61, count: 5_000)
    let input = Array("a\n".utf8) + long + Array("\nb\n".utf8)
    let lines = try blockLines([input], maximumLineLength: 100, bufferCapacity: 64)
    #expect(lines == [Array("a".utf8), nil, Array("b".utf8)])
  }
}
