#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A buffered byte stream a command writes its output to: standard output or error, or
/// memory in tests (pastel's `&mut Output`).
///
/// Writes collect in a buffer (64 KiB by default) that goes out with one `write(2)` when it
/// fills, on `flush()`, and — with `flushesEachLine` — after every write that contains a
/// newline (standard error). Nothing is flushed implicitly on deinit: the runner flushes.
///
/// A failed write stops the stream for good: later writes are dropped, `isOpen` turns
/// false and `failure` tells why. `EPIPE` — the reader closed the pipe, as `head -1` does —
/// is `.closed`, which ends a run quietly with status 0; any other error is `.failed` and
/// is reported with status 1. Either way no partial garbage follows: the bytes of the
/// failed write and everything after it are dropped.
package final class Output: TextOutputStream {
  /// Why a stream stopped.
  enum Failure: Hashable, Sendable {
    /// The reader closed the pipe (`EPIPE`).
    case closed
    /// Writing failed with this `errno`.
    case failed(errno: Int32)
  }

  /// The default buffer size.
  static let defaultCapacity = 64 * 1024

  private let fileDescriptor: Int32?
  private let buffer: UnsafeMutableRawBufferPointer
  private var count = 0
  private let flushesEachLine: Bool

  /// Why the stream stopped, or `nil` while it is open.
  private(set) var failure: Failure?

  /// A stream that stops when this one finds its pipe closed, if it writes to the same pipe
  /// (``closes(along:)``).
  private var sharingThePipe: Output?

  /// Everything flushed so far, for a stream that writes to memory.
  package private(set) var captured: [UInt8] = []

  /// Whether the stream goes to a terminal (for color decisions).
  let isTerminal: Bool

  /// The width of the terminal's window in columns, for drawings sized to fit it; `nil`
  /// when the stream is not a terminal or its width is unknown.
  var windowColumns: Int? {
    guard let fileDescriptor else { return capturedWindowColumns }
    return Platform.windowSize(of: fileDescriptor)?.columns
  }
  private let capturedWindowColumns: Int?

  /// A stream that writes to a file descriptor.
  package init(
    fileDescriptor: Int32, capacity: Int = defaultCapacity, flushesEachLine: Bool = false
  ) {
    self.fileDescriptor = fileDescriptor
    self.buffer = .allocate(byteCount: max(1, capacity), alignment: 1)
    self.flushesEachLine = flushesEachLine
    self.isTerminal = Platform.isTerminal(fileDescriptor)
    capturedWindowColumns = nil
  }

  /// A stream that collects what is flushed in `captured`, for in-process tests; as a
  /// terminal, its window is `windowColumns` wide.
  package init(
    capacity: Int = defaultCapacity, flushesEachLine: Bool = false, isTerminal: Bool = false,
    windowColumns: Int? = nil
  ) {
    self.fileDescriptor = nil
    self.buffer = .allocate(byteCount: max(1, capacity), alignment: 1)
    self.flushesEachLine = flushesEachLine
    self.isTerminal = isTerminal
    capturedWindowColumns = windowColumns
  }

  deinit {
    buffer.deallocate()
  }

  /// Whether writes still go anywhere.
  var isOpen: Bool { failure == nil }

  /// Makes `other` stop as closed when this stream finds its pipe closed, if `other` writes
  /// to the same pipe: standard output, when standard error goes into its pipe (`labcolor
  /// convert < colors 2>&1 | head`). A run whose every line is an error writes nothing to
  /// standard output, so it would otherwise never learn that the reader is gone, and read on
  /// to the end of its input (forever, from `yes bogus`). Whether the two write to the same
  /// pipe is asked then (``Platform/referToTheSameFile(_:_:)``), not by every run at start.
  func closes(along other: Output) {
    sharingThePipe = other
  }

  /// The bytes waiting in the buffer.
  var pendingByteCount: Int { count }

  /// `captured` decoded as UTF-8, invalid bytes replaced.
  var text: String { String(decoding: captured, as: UTF8.self) }

  /// Writes the UTF-8 bytes of `string`.
  package func write(_ string: String) {
    var string = string
    string.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  /// Writes one byte.
  func write(byte: UInt8) {
    guard failure == nil else { return }
    if count == buffer.count { flush() }
    guard failure == nil else { return }
    buffer[count] = byte
    count += 1
    if flushesEachLine, byte == UInt8(ascii: "\n") { flush() }
  }

  /// Writes bytes.
  func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    write(UnsafeRawBufferPointer(bytes))
  }

  /// Writes bytes.
  func write(_ bytes: UnsafeRawBufferPointer) {
    guard failure == nil, let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if bytes.count > buffer.count - count {
      flush()
      guard failure == nil else { return }
    }
    if bytes.count <= buffer.count - count, let target = buffer.baseAddress {
      (target + count).copyMemory(from: source, byteCount: bytes.count)
      count += bytes.count
    } else {
      emit(source, count: bytes.count)
    }
    if flushesEachLine, memchr(source, Int32(UInt8(ascii: "\n")), bytes.count) != nil {
      flush()
    }
  }

  /// Lets `body` write up to `capacity` bytes straight into the buffer, as `write(_:)` would
  /// copy them there, flushing it first when they might not fit; `body` returns how many it
  /// wrote. Returns `false`, calling nothing, when the buffer cannot take `capacity` bytes
  /// even empty, or flushes each line: write the bytes with `write(_:)` then.
  func write(atMost capacity: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) -> Bool {
    guard !flushesEachLine, capacity <= buffer.count, let base = buffer.baseAddress else {
      return false
    }
    guard failure == nil else { return true }
    if capacity > buffer.count - count {
      flush()
      guard failure == nil else { return true }
    }
    count += body((base + count).bindMemory(to: UInt8.self, capacity: capacity))
    return true
  }

  /// Sends the buffered bytes on.
  package func flush() {
    guard count > 0, let base = buffer.baseAddress else { return }
    let pending = count
    count = 0
    emit(base, count: pending)
  }

  private func emit(_ bytes: UnsafeRawPointer, count byteCount: Int) {
    guard failure == nil else { return }
    guard let fileDescriptor else {
      captured.append(contentsOf: UnsafeRawBufferPointer(start: bytes, count: byteCount))
      return
    }
    if let code = Platform.writeAll(fileDescriptor, bytes, count: byteCount) {
      failure = code == EPIPE ? .closed : .failed(errno: code)
      count = 0
      if code == EPIPE, let other = sharingThePipe, let shared = other.fileDescriptor,
        Platform.referToTheSameFile(fileDescriptor, shared)
      {
        other.readerWentAway()
      }
    }
  }

  /// Stops the stream as closed, its buffered bytes dropped: another stream found the pipe
  /// both write to closed.
  private func readerWentAway() {
    guard failure == nil else { return }
    failure = .closed
    count = 0
  }
}
