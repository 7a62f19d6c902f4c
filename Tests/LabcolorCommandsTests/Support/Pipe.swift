@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `pipe(2)` for tests, both ends close-on-exec; closes what is still open on deinit.
final class TestPipe {
  private(set) var readEnd: Int32 = -1
  private(set) var writeEnd: Int32 = -1

  init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      readEnd = ends[0]
      writeEnd = ends[1]
      _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
      _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    }
  }

  deinit {
    closeReadEnd()
    closeWriteEnd()
  }

  /// Writes all of `bytes` to the write end; returns whether it succeeded.
  @discardableResult
  func write(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      return Platform.writeAll(writeEnd, base, count: buffer.count) == nil
    }
  }

  /// Writes the UTF-8 bytes of `text`.
  @discardableResult
  func write(_ text: String) -> Bool { write(Array(text.utf8)) }

  /// Reads until end of input (the write end must be closed first).
  func readAll() -> [UInt8] {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let received = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      guard received > 0 else { return result }
      result += chunk[..<received]
    }
  }

  /// Hands the write end over to the caller, who must close it.
  func takeWriteEnd() -> Int32 {
    defer { writeEnd = -1 }
    return writeEnd
  }

  /// Hands the read end over to the caller, who must close it.
  func takeReadEnd() -> Int32 {
    defer { readEnd = -1 }
    return readEnd
  }

  func closeReadEnd() {
    if readEnd >= 0 { close(readEnd) }
    readEnd = -1
  }

  func closeWriteEnd() {
    if writeEnd >= 0 { close(writeEnd) }
    writeEnd = -1
  }
}
