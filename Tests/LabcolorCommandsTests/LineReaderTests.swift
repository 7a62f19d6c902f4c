import Foundation
import Testing

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line reader's output, copied out of its buffer.
private enum Read: Equatable {
  case line(Int, [UInt8])
  case overlong(Int)

  static func text(_ number: Int, _ text: String) -> Read { .line(number, Array(text.utf8)) }
}

private func readAll(_ reader: LineReader) throws -> [Read] {
  var result: [Read] = []
  while let element = try reader.next() {
    switch element {
    case .line(let line): result.append(.line(line.number, Array(line.bytes)))
    case .overlong(let number): result.append(.overlong(number))
    }
  }
  return result
}

private func readAll(
  _ chunks: [[UInt8]], maximumLineLength: Int = LineReader.defaultMaximumLineLength
)
  throws -> [Read]
{
  try readAll(LineReader(input: .chunks(chunks), maximumLineLength: maximumLineLength))
}

private func readAll(_ text: String, maximumLineLength: Int = LineReader.defaultMaximumLineLength)
  throws -> [Read]
{
  try readAll([Array(text.utf8)], maximumLineLength: maximumLineLength)
}

/// `bytes` cut at every pair of positions: every way to split it into three chunks (some
/// empty), which covers every way into two.
private func everySplit(_ bytes: [UInt8]) -> [[[UInt8]]] {
  var splits: [[[UInt8]]] = []
  for first in 0...bytes.count {
    for second in first...bytes.count {
      splits.append([Array(bytes[..<first]), Array(bytes[first..<second]), Array(bytes[second...])])
    }
  }
  return splits
}

@Suite struct LineReaderTests {
  // MARK: - Line endings

  @Test func emptyInputHasNoLines() throws {
    #expect(try readAll("") == [])
  }

  @Test func linesEndAtNewlines() throws {
    #expect(try readAll("red\ngreen\n") == [.text(1, "red"), .text(2, "green")])
  }

  @Test func aFinalLineWithoutNewlineIsALine() throws {
    #expect(try readAll("red\ngreen") == [.text(1, "red"), .text(2, "green")])
  }

  @Test func emptyLinesAreLinesAndNumbered() throws {
    #expect(try readAll("\n\nx\n\n") == [.text(1, ""), .text(2, ""), .text(3, "x"), .text(4, "")])
  }

  @Test func crlfIsOneLineEnding() throws {
    #expect(try readAll("red\r\ngreen\r\n") == [.text(1, "red"), .text(2, "green")])
  }

  @Test func aCarriageReturnEndingTheInputIsDropped() throws {
    #expect(try readAll("red\r\ngreen\r") == [.text(1, "red"), .text(2, "green")])
    #expect(try readAll("\r") == [.text(1, "")])
  }

  @Test func onlyOneCarriageReturnBeforeTheNewlineIsDropped() throws {
    #expect(try readAll("a\r\r\n") == [.text(1, "a\r")])
  }

  @Test func aCarriageReturnInsideALineIsKept() throws {
    #expect(try readAll("a\rb\n") == [.text(1, "a\rb")])
  }

  @Test func nulAndInvalidUTF8AreHandedOnAsBytes() throws {
    let bytes: [UInt8] = [0x61, 0x00, 0xFF, 0xC3, 0x0A, 0xE2, 0x82]
    #expect(try readAll([bytes]) == [.line(1, [0x61, 0x00, 0xFF, 0xC3]), .line(2, [0xE2, 0x82])])
  }

  @Test func lineTextRepairsOrRejectsInvalidUTF8() throws {
    let reader = LineReader(input: .bytes([0x61, 0x00, 0xFF, 0x0A, 0xC3, 0xA9]))
    guard case .line(let first)? = try reader.next() else {
      Issue.record("expected a line")
      return
    }
    #expect(first.text == "a\u{0}\u{FFFD}")
    #expect(first.validatedText == nil)
    guard case .line(let second)? = try reader.next() else {
      Issue.record("expected a line")
      return
    }
    #expect(second.validatedText == "é")
  }

  // MARK: - Byte-order mark

  @Test func aByteOrderMarkBeginningTheInputIsNotPartOfTheFirstLine() throws {
    let input: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("red\ngreen\n".utf8)
    // However the mark is cut across reads.
    for chunks in everySplit(input) {
      #expect(try readAll(chunks) == [.text(1, "red"), .text(2, "green")], "chunks: \(chunks)")
    }
  }

  @Test func aByteOrderMarkElsewhereIsKept() throws {
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    // After the first line, or after a first mark: U+FEFF in the text, not a mark.
    #expect(
      try readAll([Array("red\n".utf8) + mark + Array("green".utf8)])
        == [.text(1, "red"), .line(2, mark + Array("green".utf8))])
    #expect(try readAll([mark + mark + Array("red".utf8)]) == [.line(1, mark + Array("red".utf8))])
  }

  @Test func theFirstBytesOfAMarkAloneAreALine() throws {
    #expect(try readAll([[0xEF, 0xBB]]) == [.line(1, [0xEF, 0xBB])])
    #expect(try readAll([[0xEF, 0xBB, 0x0A, 0x61]]) == [.line(1, [0xEF, 0xBB]), .text(2, "a")])
    #expect(try readAll([[0xEF], [0xBB, 0xBE, 0x0A]]) == [.line(1, [0xEF, 0xBB, 0xBE])])
  }

  @Test func aMarkAloneIsNoLineAndAMarkBeforeANewlineAnEmptyOne() throws {
    #expect(try readAll([[0xEF, 0xBB, 0xBF]]) == [])
    #expect(try readAll([[0xEF, 0xBB, 0xBF, 0x0A]]) == [.text(1, "")])
  }

  // MARK: - Chunk boundaries

  @Test func everySplitOfTheInputGivesTheSameLines() throws {
    let input = Array("ab\r\ncd\n\né\r\n\rgh\r".utf8)
    let expected: [Read] = [
      .text(1, "ab"), .text(2, "cd"), .text(3, ""), .text(4, "é"), .text(5, "\rgh"),
    ]
    for chunks in everySplit(input) {
      #expect(try readAll(chunks) == expected, "chunks: \(chunks)")
    }
  }

  @Test func oneByteReadsGiveTheSameLines() throws {
    let input = Array("one\r\ntwo\nthree".utf8)
    #expect(
      try readAll(input.map { [$0] }) == [.text(1, "one"), .text(2, "two"), .text(3, "three")])
  }

  // MARK: - Line length

  @Test func aOneMegabyteLineIsALine() throws {
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
    let input = long + Array("\r\nnext\n".utf8)
    // 4 KiB reads, so the line grows the buffer across many of them.
    let chunks = stride(from: 0, to: input.count, by: 4096).map {
      Array(input[$0..<min($0 + 4096, input.count)])
    }
    #expect(try readAll(chunks) == [.line(1, long), .text(2, "next")])
  }

  @Test func aLineOfExactlyTheMaximumIsALine() throws {
    #expect(
      try readAll("abcd\nabcd\r\nabcd", maximumLineLength: 4)
        == [.text(1, "abcd"), .text(2, "abcd"), .text(3, "abcd")])
  }

  @Test func aLineOverTheMaximumIsReportedAndSkipped() throws {
    let expected: [Read] = [.text(1, "ok"), .overlong(2), .text(3, "fine"), .overlong(4)]
    for chunks in everySplit(Array("ok\nabcde\r\nfine\nabcdefgh".utf8)) {
      #expect(try readAll(chunks, maximumLineLength: 4) == expected, "chunks: \(chunks)")
    }
  }

  @Test func aLineOverTheDefaultMaximumIsReportedAndSkipped() throws {
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: LineReader.defaultMaximumLineLength + 1)
    let chunks = [Array("before\n".utf8), long, Array("\nafter\n".utf8)]
    let reader = LineReader(input: .chunks(chunks))
    #expect(try readAll(reader) == [.text(1, "before"), .overlong(2), .text(3, "after")])
    #expect(reader.capacity <= LineReader.defaultMaximumLineLength + 2)
  }

  @Test func theBufferDoesNotGrowWithTheNumberOfLines() throws {
    let line = Array("50 -20 10\n".utf8)
    let chunk = Array([[UInt8]](repeating: line, count: 10_000).joined())  // 100 kB
    let reader = LineReader(input: .chunks([[UInt8]](repeating: chunk, count: 100)))
    var count = 0
    while try reader.next() != nil { count += 1 }
    #expect(count == 1_000_000)
    #expect(reader.capacity == LineReader.initialCapacity)
  }

  @Test func aLongLineThatEndsTheInputIsReported() throws {
    #expect(try readAll("ab\nabcdefghij", maximumLineLength: 4) == [.text(1, "ab"), .overlong(2)])
  }

  // MARK: - File descriptors

  @Test func linesComeThroughAPipe() throws {
    let pipe = TestPipe()
    let long = [UInt8](repeating: UInt8(ascii: "y"), count: 300_000)
    let input = Array("first\r\n".utf8) + long + Array("\nlast".utf8)
    // A writer thread: the pipe holds far less than the input.
    let writeEnd = pipe.takeWriteEnd()
    let writer = Thread {
      input.withUnsafeBytes { bytes in
        if let base = bytes.baseAddress {
          _ = Platform.writeAll(writeEnd, base, count: bytes.count)
        }
      }
      close(writeEnd)
    }
    writer.start()
    let reader = LineReader(input: .fileDescriptor(pipe.readEnd))
    #expect(try readAll(reader) == [.text(1, "first"), .line(2, long), .text(3, "last")])
  }

  @Test func aReadErrorIsBadData() throws {
    let directory = open("/", O_RDONLY)
    defer { close(directory) }
    let reader = LineReader(input: .fileDescriptor(directory))
    #expect(throws: CommandError.badData("Cannot read input: Is a directory.")) {
      try reader.next()
    }
  }

  // MARK: - Flush policy

  @Test func willBlockRunsBeforeABlockingReadAndNotPerBufferedLine() throws {
    let pipe = TestPipe()
    pipe.write("a\nb\nc\n")
    var linesWhenBlocking: [Int] = []
    var linesRead = 0
    let reader = LineReader(input: .fileDescriptor(pipe.readEnd)) {
      linesWhenBlocking.append(linesRead)
      // The reader is about to wait: give it more input, then end it.
      if linesWhenBlocking.count == 1 { pipe.write("d\n") } else { pipe.closeWriteEnd() }
    }
    while try reader.next() != nil { linesRead += 1 }
    #expect(linesRead == 4)
    // Three buffered lines, no call; then one call each time the pipe was empty.
    #expect(linesWhenBlocking == [3, 4])
  }

  @Test func inputEndsBeforeAWaitOnceNoMoreIsWanted() throws {
    // The caller's output closed as willBlock flushed it: the reader does not wait for more
    // input (the pipe stays open), and drops the part of a line it holds.
    let pipe = TestPipe()
    pipe.write("a\nb")
    var calls = 0
    let reader = LineReader(
      input: .fileDescriptor(pipe.readEnd), willBlock: { calls += 1 }, wantsMore: { false })
    #expect(try readAll(reader) == [.text(1, "a")])
    #expect(calls == 1)
  }

  @Test func willBlockIsNotCalledWhileInputIsReady() throws {
    let pipe = TestPipe()
    pipe.write("a\nb\n")
    pipe.closeWriteEnd()
    var calls = 0
    let reader = LineReader(input: .fileDescriptor(pipe.readEnd)) { calls += 1 }
    #expect(try readAll(reader) == [.text(1, "a"), .text(2, "b")])
    #expect(calls == 0)
  }

  @Test func inMemoryInputNeverBlocks() throws {
    var calls = 0
    let reader = LineReader(input: .chunks([Array("a\n".utf8), Array("b\n".utf8)])) { calls += 1 }
    #expect(try readAll(reader) == [.text(1, "a"), .text(2, "b")])
    #expect(calls == 0)
  }
}
