import Foundation

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

  /// Both ends are made close-on-exec before any child can be spawned
  /// (``descriptorsBeingMade``): tests run in parallel, and a child another test spawned
  /// between `pipe(2)` and `fcntl(2)` kept a copy of the read end, so that the tool writing
  /// into the pipe never found it closed (two cases of
  /// `aReaderThatGoesAwayWhileTheToolWaitsEndsTheRunAtTheNextAnswer`, each child holding the
  /// other's reader, waited for ever on a loaded machine).
  init() {
    var ends: [Int32] = [-1, -1]
    Self.descriptorsBeingMade.withLock {
      guard pipe(&ends) == 0 else { return }
      _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
      readEnd = ends[0]
      writeEnd = ends[1]
    }
  }

  /// Held while a pipe's descriptors are made and until they are close-on-exec, and while
  /// a child is spawned (`SpawnedLabcolor`), so that no child inherits a descriptor meant
  /// for another test.
  static let descriptorsBeingMade = NSLock()

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
