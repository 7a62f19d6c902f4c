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
/// The reader hands out the whole lines in its buffer at once (`LineReader.nextBlock()`).
/// A large block — the input filled most of the 1 MiB buffer, as a file or a full pipe does
/// — is copied and converted by a worker thread (`OrderedWorkers`), and the results are
/// written in input order, each bad line reported with its number; at most a few blocks are
/// in flight, so memory stays bounded. A small block — a person typing, a slow producer —
/// is converted at once, after the blocks before it, and its answer goes out before the
/// reader waits for more. Output is the same, byte for byte, whichever way a block went.
final class ConvertStream {
  /// The most the reader reads at once.
  static let bufferCapacity = 1 << 20
  /// Blocks at least this large go to the workers.
  static let parallelBlockSize = 1 << 18

  private let conversion: LineConversion
  private let invocation: Invocation
  private let isStrict: Bool
  private let problems: InputProblems
  private let workers: OrderedWorkers<[UInt8], LineConversion.BlockResult>?
  private let maximumInFlight: Int
  private var pending = LineBuffer()
  private var linesBefore = 0
  private var stopped = false

  /// A stream converting the input of `invocation` with `conversion`, on `threadCount`
  /// threads (one: no worker threads), reporting bad lines to `problems` (and stopping at
  /// the first if it says so).
  init(
    conversion: LineConversion, invocation: Invocation, problems: InputProblems,
    threadCount: Int = ConvertStream.availableProcessors
  ) {
    self.conversion = conversion
    self.invocation = invocation
    self.problems = problems
    self.isStrict = problems.stopsAtFirst
    maximumInFlight = 2 * threadCount
    if threadCount > 1 {
      workers = OrderedWorkers(threadCount: threadCount) { [conversion, isStrict] block in
        block.withUnsafeBufferPointer {
          conversion.convert(block: $0, stopsAtFirstProblem: isStrict)
        }
      }
    } else {
      workers = nil
    }
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
      bufferCapacity: Self.bufferCapacity
    ) { [unowned self] in
      // About to wait for input: everything read so far goes out first.
      drain()
      invocation.output.flush()
      invocation.error.flush()
    }
    while !stopped, invocation.output.isOpen, let block = try reader.nextBlock() {
      switch block {
      case .overlong:
        drain()
        var result = LineConversion.BlockResult()
        result.lineCount = 1
        result.problems = [(1, "longer than \(conversion.maximumLineLength) bytes")]
        emit(result)
      case .lines(let bytes):
        if let workers, workers.isRunning, bytes.count >= Self.parallelBlockSize {
          if workers.inFlight >= maximumInFlight, let oldest = workers.takeOldest() {
            emit(oldest)
          }
          workers.submit(Array(bytes))
        } else {
          drain()
          emit(conversion.convert(block: bytes, stopsAtFirstProblem: isStrict))
        }
      }
    }
    drain()
  }

  /// Emits the results of every block in flight, in order.
  private func drain() {
    guard let workers else { return }
    while let result = workers.takeOldest() { emit(result) }
  }

  /// Writes a block's lines, then reports its bad lines with their numbers in the input.
  private func emit(_ result: LineConversion.BlockResult) {
    guard !stopped else { return }
    result.output.write(to: invocation.output)
    for (line, message) in result.problems {
      do {
        try problems.report(message, at: .line(linesBefore + line))
      } catch {
        stopped = true
        break
      }
    }
    linesBefore += result.lineCount
  }
}
