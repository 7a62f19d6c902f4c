#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads input line by line with `read(2)` and a large buffer, handing out each line as a
/// slice of that buffer — no heap allocation per line.
///
///     let reader = LineReader(input: .fileDescriptor(0), willBlock: { output.flush() })
///     while let element = try reader.next() {
///       switch element {
///       case .line(let line): output.write(line.bytes)
///       case .overlong(let number): error.write("line \(number): too long\n")
///       }
///     }
///
/// Lines end at `\n`; a `\r` before it is dropped (`\r\n`), and so is a `\r` that ends the
/// input. A last line without a newline is still a line; empty input has no lines. A UTF-8
/// byte-order mark (EF BB BF) that begins the input, as some editors write, is not part of
/// the first line; anywhere else it is. NUL bytes and invalid UTF-8 are handed on as they
/// are: the caller decides. Lines are numbered from 1, overlong lines included.
///
/// Line length: a line of more than `maximumLineLength` bytes (default 4 MiB, not counting
/// its line ending) is not buffered. It is reported once as `.overlong` with its number,
/// and its bytes are skipped up to the next newline, so memory stays below about
/// `maximumLineLength` + 64 KiB whatever the input. The buffer starts at 64 KiB and grows
/// only while a line longer than that is being read.
///
/// Flush policy: before a `read(2)` that would block — no input ready, as `poll(2)` tells —
/// the reader calls `willBlock`, where the caller flushes its output. A person typing, or
/// a slow producer, sees each answer as soon as the reader waits for the next line; a file
/// or a fast pipe never makes the reader wait, so output goes out only when its buffer
/// fills. In-memory input never blocks and never calls `willBlock`. After `willBlock`, the
/// reader asks `wantsMore`: once it says no (the caller's output is closed, `| head -1`, as
/// the flush has just found), the input ends there, what is left of a line unread with it,
/// rather than wait for a line whose answer could go nowhere.
final class LineReader {
  /// One line of input, without its line ending.
  struct Line {
    /// The line's number, from 1.
    var number: Int
    /// The line's bytes. They live in the reader's buffer: valid only until the next call
    /// to `next()`.
    var bytes: UnsafeBufferPointer<UInt8>

    /// The bytes as text, with each invalid UTF-8 sequence replaced by U+FFFD.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes as text, or `nil` when they are not valid UTF-8.
    var validatedText: String? { String(validating: bytes, as: UTF8.self) }
  }

  /// What `nextBlock()` yields.
  enum Block {
    /// Whole lines, each with its line ending (the last one may lack it at the end of
    /// input). The bytes live in the reader's buffer: valid only until the next call.
    /// Split them with `forEachLine(in:maximumLineLength:_:)`.
    case lines(UnsafeBufferPointer<UInt8>)
    /// One line too long for the buffer, skipped.
    case overlong
  }

  /// One line of a block, as `forEachLine(in:maximumLineLength:_:)` hands it out.
  enum BlockLine {
    /// The line's bytes, without its line ending.
    case line(UnsafeBufferPointer<UInt8>)
    /// A line longer than the maximum, skipped: its length in bytes, without its line ending.
    case overlong(byteCount: Int)
  }

  /// What `next()` yields.
  enum Element {
    /// A line within the length limit.
    case line(Line)
    /// A line longer than `maximumLineLength`, skipped.
    case overlong(lineNumber: Int)
  }

  /// The default `maximumLineLength`: 4 MiB.
  static let defaultMaximumLineLength = 4 * 1024 * 1024

  /// The UTF-8 byte-order mark, U+FEFF encoded.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The initial buffer size, and the most one `read(2)` asks for while lines are short.
  static let initialCapacity = 64 * 1024

  /// The longest line handed out, in bytes, not counting its line ending.
  let maximumLineLength: Int

  private let fileDescriptor: Int32?
  private let chunks: [[UInt8]]
  private var chunkIndex = 0
  private var chunkOffset = 0
  private let willBlock: () -> Void
  private let wantsMore: () -> Bool

  private var buffer: UnsafeMutableRawPointer
  private(set) var capacity: Int
  private let maximumCapacity: Int
  /// Unconsumed bytes are `start..<end`; `start..<scanned` holds no newline.
  private var start = 0
  private var scanned = 0
  private var end = 0
  private var reachedEnd = false
  private var skippingOverlongLine = false
  private var linesRead = 0
  /// Whether the input's first bytes are still to be checked for a byte-order mark.
  private var checkingByteOrderMark = true

  /// A reader of `input` that calls `willBlock` before waiting for input, and then ends
  /// unless `wantsMore` says more input is wanted; it reads up to
  /// `bufferCapacity` bytes at a time (more only while a longer line is being read).
  init(
    input: Input, maximumLineLength: Int = defaultMaximumLineLength,
    bufferCapacity: Int = initialCapacity, willBlock: @escaping () -> Void = {},
    wantsMore: @escaping () -> Bool = { true }
  ) {
    switch input {
    case .fileDescriptor(let descriptor):
      self.fileDescriptor = descriptor
      self.chunks = []
    case .chunks(let chunks):
      self.fileDescriptor = nil
      self.chunks = chunks
    }
    self.maximumLineLength = min(max(0, maximumLineLength), 1 << 40)
    let initialCapacity = max(16, bufferCapacity)
    // Room for the longest line, a `\r`, and one more byte to read.
    self.maximumCapacity = max(initialCapacity, self.maximumLineLength + 2)
    self.capacity = initialCapacity
    self.buffer = .allocate(byteCount: initialCapacity, alignment: 1)
    self.willBlock = willBlock
    self.wantsMore = wantsMore
  }

  deinit {
    buffer.deallocate()
  }

  /// The next line, an overlong line's number, or `nil` at the end of input.
  ///
  /// Throws a bad-data error when reading fails (`Cannot read input: Is a directory.`).
  func next() throws(CommandError) -> Element? {
    while true {
      if let newline = findNewline() {
        let lineStart = start
        start = newline + 1
        scanned = start
        if skippingOverlongLine {
          skippingOverlongLine = false
          continue
        }
        return element(from: lineStart, to: newline)
      }
      scanned = end
      if skippingOverlongLine {
        start = end
      } else if contentLength(from: start, to: end) > maximumLineLength {
        linesRead += 1
        skippingOverlongLine = true
        start = end
        scanned = end
        return .overlong(lineNumber: linesRead)
      }
      if reachedEnd {
        skippingOverlongLine = false
        guard start < end else { return nil }
        let lineStart = start
        start = end
        return element(from: lineStart, to: end)
      }
      try fill()
    }
  }

  /// The next run of whole lines in the buffer, or a line too long for it, or `nil` at the
  /// end of input: the same lines as `next()`, many at a time, unnumbered (the caller counts
  /// them, and must not mix the two ways of reading).
  ///
  /// Throws a bad-data error when reading fails.
  func nextBlock() throws(CommandError) -> Block? {
    while true {
      if let newline = findNewline() {
        if skippingOverlongLine {
          skippingOverlongLine = false
          start = newline + 1
          scanned = start
          continue
        }
        // While more is ready at once (a file, a full pipe), fill the buffer first, so that
        // fast input comes in large blocks.
        if !reachedEnd, end < capacity / 2, isInputReady {
          try fill()
          continue
        }
        let last = findLastNewline(from: newline)
        let block = UnsafeBufferPointer(
          start: (buffer + start).assumingMemoryBound(to: UInt8.self), count: last + 1 - start)
        start = last + 1
        scanned = start
        return .lines(block)
      }
      scanned = end
      if skippingOverlongLine {
        start = end
      } else if contentLength(from: start, to: end) > maximumLineLength {
        skippingOverlongLine = true
        start = end
        scanned = end
        return .overlong
      }
      if reachedEnd {
        skippingOverlongLine = false
        guard start < end else { return nil }
        let block = UnsafeBufferPointer(
          start: (buffer + start).assumingMemoryBound(to: UInt8.self), count: end - start)
        start = end
        return .lines(block)
      }
      try fill()
    }
  }

  /// Calls `body` with each line of `block` (as `nextBlock()` returns it), in order: a line
  /// without its line ending (`\n`, or `\r\n`, or a final `\r`), or `.overlong` for one
  /// longer than `maximumLineLength` — the rule `next()` follows.
  @inline(__always)
  static func forEachLine(
    in block: UnsafeBufferPointer<UInt8>, maximumLineLength: Int,
    _ body: (BlockLine) throws(CommandError) -> Void
  ) throws(CommandError) {
    guard let base = block.baseAddress else { return }
    var lineStart = 0
    while lineStart < block.count {
      let remaining = block.count - lineStart
      let lineEnd: Int
      if let found = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), remaining) {
        lineEnd = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
      } else {
        lineEnd = block.count
      }
      try body(
        line(base, from: lineStart, to: lineEnd, maximumLineLength: maximumLineLength))
      lineStart = lineEnd + 1
    }
  }

  /// The bytes of `block`'s first `lineCount` lines, the line ending of the last included
  /// (all of `block` when it has no more lines): where a conversion that stopped after them
  /// leaves off.
  static func byteCount(ofLines lineCount: Int, in block: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = block.baseAddress else { return 0 }
    var end = 0
    var remaining = lineCount
    while remaining > 0, end < block.count {
      guard let found = memchr(base + end, Int32(UInt8(ascii: "\n")), block.count - end) else {
        return block.count
      }
      end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
      remaining -= 1
    }
    return end
  }

  // MARK: - Buffer

  /// Steps over a UTF-8 byte-order mark that begins the input, after a read. While the
  /// bytes read so far are all a mark's first bytes, it decides nothing and the next read
  /// looks again (those bytes hold no newline, so no line waits on them).
  private func skipByteOrderMark() {
    let bytes = buffer.assumingMemoryBound(to: UInt8.self)
    let mark = Self.byteOrderMark
    var matched = 0
    while matched < mark.count, start + matched < end {
      guard bytes[start + matched] == mark[matched] else {
        checkingByteOrderMark = false
        return
      }
      matched += 1
    }
    if matched == mark.count {
      start += mark.count
      scanned = max(scanned, start)
    } else if !reachedEnd {
      return
    }
    checkingByteOrderMark = false
  }

  /// The last newline at or after `from`; scanning back from the end is quick, since only
  /// part of one line follows it.
  private func findLastNewline(from first: Int) -> Int {
    let bytes = buffer.assumingMemoryBound(to: UInt8.self)
    var index = end - 1
    while index > first, bytes[index] != UInt8(ascii: "\n") { index -= 1 }
    return index
  }

  private func findNewline() -> Int? {
    guard scanned < end else { return nil }
    guard let found = memchr(buffer + scanned, Int32(UInt8(ascii: "\n")), end - scanned) else {
      return nil
    }
    return buffer.distance(to: found)
  }

  /// The length of the line in `from..<to` without a final `\r`.
  private func contentLength(from lineStart: Int, to lineEnd: Int) -> Int {
    let length = lineEnd - lineStart
    guard length > 0, buffer.load(fromByteOffset: lineEnd - 1, as: UInt8.self) == 13 else {
      return length
    }
    return length - 1
  }

  private func element(from lineStart: Int, to lineEnd: Int) -> Element {
    linesRead += 1
    let base = UnsafePointer(buffer.assumingMemoryBound(to: UInt8.self))
    switch Self.line(base, from: lineStart, to: lineEnd, maximumLineLength: maximumLineLength) {
    case .line(let bytes): return .line(Line(number: linesRead, bytes: bytes))
    case .overlong: return .overlong(lineNumber: linesRead)
    }
  }

  /// The line in `base[from..<to]` (its newline excluded): without a final `\r`, or
  /// `.overlong` when longer than `maximumLineLength`.
  @inline(__always)
  private static func line(
    _ base: UnsafePointer<UInt8>, from lineStart: Int, to lineEnd: Int, maximumLineLength: Int
  ) -> BlockLine {
    var length = lineEnd - lineStart
    if length > 0, base[lineEnd - 1] == 13 { length -= 1 }
    guard length <= maximumLineLength else { return .overlong(byteCount: length) }
    return .line(UnsafeBufferPointer(start: base + lineStart, count: length))
  }

  /// Reads more input after the unconsumed bytes, making room first: moves them to the
  /// front, and grows the buffer when they fill it.
  private func fill() throws(CommandError) {
    if start > 0 {
      let pending = end - start
      if pending > 0 { memmove(buffer, buffer + start, pending) }
      scanned -= start
      end = pending
      start = 0
    }
    if end == capacity {
      let grown = min(capacity * 2, maximumCapacity)
      let larger = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 1)
      larger.copyMemory(from: buffer, byteCount: end)
      buffer.deallocate()
      buffer = larger
      capacity = grown
    }
    if !isInputReady {
      willBlock()
      // Nothing more is wanted (the output is closed): the input ends here, with the part of
      // a line read so far, rather than after a wait for more.
      guard wantsMore() else {
        start = end
        scanned = end
        reachedEnd = true
        return
      }
    }
    let received = try read(into: buffer + end, count: capacity - end)
    if received == 0 { reachedEnd = true }
    end += received
    if checkingByteOrderMark { skipByteOrderMark() }
  }

  /// Whether input can be read without waiting.
  private var isInputReady: Bool {
    guard let fileDescriptor else { return true }
    return Platform.hasInputReady(fileDescriptor)
  }

  private func read(into target: UnsafeMutableRawPointer, count: Int) throws(CommandError) -> Int {
    guard let fileDescriptor else { return readChunk(into: target, count: count) }
    switch Platform.readSome(fileDescriptor, into: target, count: count) {
    case .success(let received):
      return received
    case .failure(let error):
      throw .badData("Cannot read input: \(error.description).")
    }
  }

  private func readChunk(into target: UnsafeMutableRawPointer, count: Int) -> Int {
    while chunkIndex < chunks.count, chunkOffset == chunks[chunkIndex].count {
      chunkIndex += 1
      chunkOffset = 0
    }
    guard chunkIndex < chunks.count else { return 0 }
    let received = chunks[chunkIndex].withUnsafeBytes { chunk in
      let received = min(count, chunk.count - chunkOffset)
      if let source = chunk.baseAddress {
        target.copyMemory(from: source + chunkOffset, byteCount: received)
      }
      return received
    }
    chunkOffset += received
    return received
  }
}
