#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `convert` reading standard input: blocks of whole lines converted in order, on every
/// core when the input is large and arrives fast, one line at a time as it comes otherwise.
///
/// The reader hands out the whole lines in its buffer at once (`LineReader.nextBlock()`). Each
/// block is cut at line ends into pieces meant to make about 1 MiB of output each, judged by
/// what each byte of the lines converted so far has made (blank lines, comments and bad lines
/// make nothing, and say nothing of the lines after them; a line of JSON is some 550–630 bytes:
/// 23 times a `lab()` line, 58 times a bare triple, 154 times the name `tan`; a hex color 8,
/// from a third of its input to twice it): whatever the notation, a piece's output takes about
/// the same memory; a piece cut by a wrong guess stops at a limit of output or of bad lines
/// (`LineConversion.outputLimit`, `problemLimit`), and the rest of it is converted, on the
/// writing thread, once that part is written. The pieces of a large block — the input filled
/// most of the 1 MiB buffer, as a file or a full pipe does — are copied and converted by worker
/// threads (`OrderedWorkers`) and by the reading thread itself, which converts a waiting piece
/// rather than sleep while the oldest is not done, so that the threads are as many as the
/// cores; the results are written in input order, each bad line reported with its number. At
/// most a few pieces are in flight, and the memory of each piece written takes the next one's
/// copy, so memory stays bounded and is touched once rather than for every piece. A small block
/// — a person typing, a slow producer — is converted at once, after the pieces before it, and
/// its answer goes out before the reader waits for more. Output is the same, byte for byte,
/// whichever way a block went and however it was cut.
final class ConvertStream {
  /// The most the reader reads at once.
  static let bufferCapacity = 1 << 20
  /// Blocks at least this large go to the workers.
  static let parallelBlockSize = 1 << 18
  /// About how much output a piece of a block is cut to make.
  static let pieceOutputSize = 1 << 20
  /// The least input a piece holds, unless the block is smaller: small enough that no line
  /// makes a piece's output pass ``pieceOutputSize`` (4 KiB of `tan` lines make 620 KB of
  /// JSON), which a larger one did, each of 64 threads' pieces in flight holding 2.5 MB.
  static let minimumPieceSize = 4 << 10
  /// The bytes of output a byte of input is taken to make before any piece is written: more
  /// than any notation makes, so that the first pieces are small. The most is JSON's of the
  /// shortest lines, a color name of three letters: 614 bytes for the 4 of `tan` and its
  /// line end. (It was 32, under the 90 of `#fff`: with every thread's pieces in flight
  /// before the first was written, 64 threads took 470 MB for 4 M lines of `#fff`.)
  static let initialExpansion = 256.0

  /// A piece of a block, copied for a worker, and the room to make for its output.
  private struct Piece: Sendable {
    let bytes: [UInt8]
    let outputCapacity: Int?
  }

  /// What became of a piece, and the memory its bytes were copied into, handed back to take
  /// a later piece's copy.
  private struct ConvertedPiece: Sendable {
    let result: LineConversion.BlockResult
    let bytes: [UInt8]
  }

  private let conversion: LineConversion
  private let invocation: Invocation
  private let isStrict: Bool
  private let problems: InputProblems
  /// The worker threads, one fewer than `threadCount` (the reading thread converts too),
  /// started when the first block large enough for them arrives: an input of a few lines
  /// never starts them.
  private var workers: OrderedWorkers<Piece, ConvertedPiece>?
  /// The memory of pieces written, each to copy a later piece into. A fresh megabyte for
  /// every piece, allocated here and freed on a worker thread, kept going back to the system
  /// and coming back as page faults: 2,100–3,200 faults and about 40 `brk` calls a run of
  /// 2 million lines on two threads, against about 40 faults on one.
  private var spareBytes: [[UInt8]] = []
  private let threadCount: Int
  private let maximumInFlight: Int
  /// The lines of the pieces written so far, bad ones included: those before the next.
  private(set) var linesBefore = 0
  /// The input bytes of the pieces written so far, less those of their lines that wrote
  /// nothing (`LineConversion.BlockResult.silentByteCount`), and the output bytes they made.
  /// Counted in, a megabyte of blank lines or comments before the colors made the next
  /// pieces a megabyte of input each: 160 MB of JSON for `tan` lines, 620 MB in flight on two
  /// threads.
  private var inputWritten = 0
  private var outputWritten = 0
  private var stopped = false
  /// The most output, and the most reports of bad lines, that one converted piece held
  /// until it was written: what bounds the memory of the pieces in flight.
  private(set) var largestOutputHeld = 0
  private(set) var mostProblemsHeld = 0

  /// A stream converting the input of `invocation` with `conversion`, on `threadCount`
  /// threads — the calling thread and `threadCount - 1` workers (one: no worker threads) —
  /// reporting bad lines to `problems` (and stopping at the first if it says so).
  init(
    conversion: LineConversion, invocation: Invocation, problems: InputProblems,
    threadCount: Int = ConvertStream.availableProcessors
  ) {
    self.conversion = conversion
    self.invocation = invocation
    self.problems = problems
    self.isStrict = problems.stopsAtFirst
    // A count beyond the machine is of no use, and would cost a thread and its stack each.
    self.threadCount = min(max(1, threadCount), Self.maximumThreads)
    maximumInFlight = 2 * self.threadCount
  }

  /// The most worker threads a stream starts.
  static let maximumThreads = 256

  /// The workers, started on first need; `nil` with one thread.
  private func startedWorkers() -> OrderedWorkers<Piece, ConvertedPiece>? {
    if workers == nil, threadCount > 1 {
      workers = OrderedWorkers(threadCount: threadCount - 1) { [conversion, isStrict] piece in
        let result = piece.bytes.withUnsafeBufferPointer {
          conversion.convert(
            block: $0, stopsAtFirstProblem: isStrict, outputCapacity: piece.outputCapacity)
        }
        return ConvertedPiece(result: result, bytes: piece.bytes)
      }
    }
    return workers
  }

  /// The processors this process may run on, at least one.
  static var availableProcessors: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  /// Reads and converts until the input ends, output is closed, or (strict) a line is bad.
  func run() throws(CommandError) {
    defer { workers?.stop() }
    let reader = LineReader(
      input: invocation.input, maximumLineLength: conversion.maximumLineLength,
      bufferCapacity: Self.bufferCapacity,
      willBlock: { [unowned self] in
        // About to wait for input: everything read so far goes out first.
        drain()
        invocation.output.flush()
        invocation.error.flush()
      },
      // Once that has closed the output, nothing read could be written: stop, not wait.
      wantsMore: { [unowned self] in invocation.output.isOpen })
    while !stopped, invocation.output.isOpen, let block = try reader.nextBlock() {
      switch block {
      case .overlong:
        drain()
        var result = LineConversion.BlockResult()
        result.lineCount = 1
        result.problems = [(1, "longer than \(conversion.maximumLineLength) bytes", 0)]
        emit(result)
      case .lines(let bytes):
        let parallel =
          bytes.count >= Self.parallelBlockSize && startedWorkers()?.isRunning == true
        if !parallel { drain() }
        var rest = bytes
        while !rest.isEmpty, !stopped, invocation.output.isOpen {
          let piece = Self.firstPiece(of: rest, size: pieceSize)
          rest = UnsafeBufferPointer(rebasing: rest[piece.count...])
          let capacity = outputCapacity(for: piece.count)
          if parallel, let workers {
            if workers.inFlight >= maximumInFlight, let oldest = workers.takeOldest(helping: true) {
              emit(oldest)
            }
            workers.submit(Piece(bytes: copy(piece), outputCapacity: capacity))
          } else {
            emit(
              conversion.convert(
                block: piece, stopsAtFirstProblem: isStrict, outputCapacity: capacity),
              of: piece)
          }
        }
      }
    }
    drain()
  }

  /// The bytes of output each byte of the lines converted so far made.
  private var expansion: Double {
    inputWritten > 0 ? Double(outputWritten) / Double(inputWritten) : Self.initialExpansion
  }

  /// How much input makes about ``pieceOutputSize`` of output, by ``expansion``.
  var pieceSize: Int {
    let size = Double(Self.pieceOutputSize) / max(expansion, 1.0 / 1024)
    return Int(min(max(size, Double(Self.minimumPieceSize)), Double(Self.bufferCapacity)))
  }

  /// The room to make for the output of a piece of `byteCount` bytes: what it should make by
  /// ``expansion`` and an eighth more, once anything has been written.
  private func outputCapacity(for byteCount: Int) -> Int? {
    guard inputWritten > 0 else { return nil }
    return Int(Double(byteCount) * expansion * 1.125) + 256
  }

  /// The lines at the start of `block` (whole lines) up to about `size` bytes: those that end
  /// within its first `size` bytes, or the first line if it is longer.
  static func firstPiece(of block: UnsafeBufferPointer<UInt8>, size: Int)
    -> UnsafeBufferPointer<UInt8>
  {
    guard block.count > size, size > 0, let base = block.baseAddress else { return block }
    let newline = UInt8(ascii: "\n")
    var last = size - 1
    while last >= 0, base[last] != newline { last -= 1 }
    if last < 0 {
      last = block.count - 1
      if let found = memchr(base + size, Int32(newline), block.count - size) {
        last = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
      }
    }
    return UnsafeBufferPointer(start: base, count: last + 1)
  }

  /// `piece` copied into the memory of a piece already written, or into new memory with an
  /// eighth to spare (pieces differ a little in size, and each that is larger than the
  /// memory would otherwise move it).
  private func copy(_ piece: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var bytes = spareBytes.popLast() ?? []
    bytes.removeAll(keepingCapacity: true)
    if bytes.capacity < piece.count {
      bytes.reserveCapacity(piece.count + piece.count / 8)
    }
    bytes.append(contentsOf: piece)
    return bytes
  }

  /// Emits the results of every block in flight, in order, until the output is closed or
  /// the run stopped: then what is in flight could not be written, and is left to
  /// `OrderedWorkers.stop()` to drop rather than converted (up to two pieces a thread).
  private func drain() {
    guard let workers else { return }
    while !stopped, invocation.output.isOpen, let converted = workers.takeOldest(helping: true) {
      emit(converted)
    }
  }

  /// Writes a piece's lines as `emit(_:of:)` does, and keeps its memory for a later piece.
  private func emit(_ converted: ConvertedPiece) {
    converted.bytes.withUnsafeBufferPointer { emit(converted.result, of: $0) }
    spareBytes.append(converted.bytes)
  }

  /// Writes `result`, what became of `piece`, as `emit(_:)` does; then converts and writes
  /// here, in turn, the lines of `piece` its conversion left for later, having reached
  /// `LineConversion.outputLimit` or `LineConversion.problemLimit`.
  private func emit(_ result: LineConversion.BlockResult, of piece: UnsafeBufferPointer<UInt8>) {
    var result = result
    var rest = piece
    while true {
      emit(result)
      guard !stopped, invocation.output.isOpen, result.inputByteCount < rest.count else {
        return
      }
      rest = UnsafeBufferPointer(rebasing: rest[result.inputByteCount...])
      result = conversion.convert(
        block: rest, stopsAtFirstProblem: isStrict,
        outputCapacity: outputCapacity(for: rest.count).map { min($0, LineConversion.outputLimit) })
    }
  }

  /// Writes a block's lines, each bad line's report (with its number in the input) in its
  /// place among them.
  private func emit(_ result: LineConversion.BlockResult) {
    guard !stopped else { return }
    result.output.withUnsafeBytes { bytes in
      var written = 0
      for (line, message, offset) in result.problems {
        invocation.output.write(UnsafeRawBufferPointer(rebasing: bytes[written..<offset]))
        written = offset
        do {
          try problems.report(message, at: .line(linesBefore + line))
        } catch {
          stopped = true
          return
        }
      }
      invocation.output.write(UnsafeRawBufferPointer(rebasing: bytes[written...]))
    }
    inputWritten += result.inputByteCount - min(result.silentByteCount, result.inputByteCount)
    outputWritten += result.output.count
    linesBefore += result.lineCount
    largestOutputHeld = max(largestOutputHeld, result.output.count)
    mostProblemsHeld = max(mostProblemsHeld, result.problems.count)
  }
}
