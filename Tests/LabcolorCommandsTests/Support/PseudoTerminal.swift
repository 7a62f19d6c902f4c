import Foundation
import Synchronization

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal opened by the test itself (`posix_openpt`, `grantpt`, `unlockpt`,
/// `ptsname`): the master end, where the test types and reads what a program draws, and the
/// slave end, which a program uses as its terminal. The test keeps the slave open, so it
/// can read the terminal's settings (`tcgetattr`) before and after a program ran.
final class PseudoTerminal {
  /// The master end.
  let master: Int32
  /// The slave end, held by the test.
  let slave: Int32
  /// The slave's path, to open as a program's controlling terminal.
  let slavePath: String

  struct Failure: Error, CustomStringConvertible {
    var call: String
    var code: Int32
    var description: String { "\(call) failed: \(Platform.describe(errno: code))" }
  }

  init(columns: Int, rows: Int) throws {
    guard let calls = PseudoTerminalCalls.shared else {
      throw Failure(call: "dlsym posix_openpt", code: ENOSYS)
    }
    let grantpt = calls.grantpt
    let unlockpt = calls.unlockpt
    let ptsname = calls.ptsname
    let master = calls.openpt(O_RDWR | O_NOCTTY)
    guard master >= 0 else { throw Failure(call: "posix_openpt", code: errno) }
    guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
      let code = errno
      close(master)
      throw Failure(call: "grantpt/unlockpt/ptsname", code: code)
    }
    let path = String(cString: name)
    let slave = open(path, O_RDWR | O_NOCTTY)
    guard slave >= 0 else {
      let code = errno
      close(master)
      throw Failure(call: "open \(path)", code: code)
    }
    for descriptor in [master, slave] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    self.master = master
    self.slave = slave
    slavePath = path
    resize(columns: columns, rows: rows)
  }

  deinit {
    close(slave)
    close(master)
  }

  /// Sets the window size (`TIOCSWINSZ`); the kernel sends `SIGWINCH` to the terminal's
  /// foreground process group.
  func resize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// The terminal's settings, as bytes, for comparing before and after.
  func settings() -> [UInt8] {
    var settings = termios()
    _ = tcgetattr(slave, &settings)
    return withUnsafeBytes(of: settings) { Array($0) }
  }

  /// Types `text` (its UTF-8 bytes) as if at the keyboard.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { buffer in
      if let base = buffer.baseAddress { _ = Platform.writeAll(master, base, count: buffer.count) }
    }
  }

  /// Starts reading what the program draws on a thread of its own: for a program run in
  /// process, on this thread, whose frames would otherwise fill the buffer.
  func readInBackground() -> PseudoTerminalReader {
    PseudoTerminalReader(master: master)
  }

  /// Reads what the program draws into `screen` until `condition` holds or `timeout`
  /// seconds pass; returns whether it held. Every byte read is also kept in `transcript`.
  @discardableResult
  func draw(
    into screen: inout VirtualTerminal, transcript: inout [UInt8], timeout: Double = 10,
    until condition: (VirtualTerminal, [UInt8]) -> Bool
  ) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while !condition(screen, transcript) {
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return false }
      var request = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, Int32(min(remaining, 0.2) * 1000)) > 0 else { continue }
      let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { return condition(screen, transcript) }
      let bytes = Array(chunk[..<count])
      transcript += bytes
      screen.apply(bytes)
    }
    return true
  }
}

/// Reads what a program writes to a pseudo-terminal's master on a thread of its own, so that
/// a program run in process never waits for the buffer to drain, however large its frames
/// (a frame of 80 × 24 in 24-bit color is larger than the buffer). Made by
/// ``PseudoTerminal/readInBackground()``; ``finish(after:timeout:)`` before the terminal
/// is closed.
final class PseudoTerminalReader: Sendable {
  private let master: Int32
  private let state = Mutex<(bytes: [UInt8], stopped: Bool)>(([], false))
  private let done = DispatchSemaphore(value: 0)

  fileprivate init(master: Int32) {
    self.master = master
    Thread.detachNewThread { [self] in readUntilStopped() }
  }

  private func readUntilStopped() {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while !state.withLock({ $0.stopped }) {
      var request = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, 20) > 0 else { continue }
      let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      state.withLock { $0.bytes += chunk[..<count] }
    }
    done.signal()
  }

  /// Waits until the bytes read contain `text` (`timeout` seconds at most), stops reading,
  /// and returns every byte read.
  func finish(after text: String, timeout: Double) -> [UInt8] {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline, !state.withLock({ $0.bytes.contains(text) }) { usleep(10_000) }
    state.withLock { $0.stopped = true }
    done.wait()
    return state.withLock { $0.bytes }
  }
}

/// The C library's pseudo-terminal calls, looked up at run time: Swift's C library module
/// leaves out the declarations that need `_XOPEN_SOURCE`, but every C library has them.
private struct PseudoTerminalCalls: @unchecked Sendable {
  let openpt: @convention(c) (Int32) -> Int32
  let grantpt: @convention(c) (Int32) -> Int32
  let unlockpt: @convention(c) (Int32) -> Int32
  let ptsname: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  static let shared: PseudoTerminalCalls? = {
    guard let library = dlopen(nil, RTLD_NOW),
      let openpt = dlsym(library, "posix_openpt"), let grantpt = dlsym(library, "grantpt"),
      let unlockpt = dlsym(library, "unlockpt"), let ptsname = dlsym(library, "ptsname")
    else { return nil }
    return PseudoTerminalCalls(
      openpt: unsafeBitCast(openpt, to: (@convention(c) (Int32) -> Int32).self),
      grantpt: unsafeBitCast(grantpt, to: (@convention(c) (Int32) -> Int32).self),
      unlockpt: unsafeBitCast(unlockpt, to: (@convention(c) (Int32) -> Int32).self),
      ptsname: unsafeBitCast(
        ptsname, to: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self))
  }()
}

extension [UInt8] {
  /// Whether the bytes contain `text`'s UTF-8 bytes.
  func contains(_ text: String) -> Bool {
    occurrences(of: text) > 0
  }

  /// How many times `text`'s UTF-8 bytes occur, without overlapping.
  func occurrences(of text: String) -> Int {
    let needle = Array(text.utf8)
    guard !needle.isEmpty, count >= needle.count else { return 0 }
    var found = 0
    var start = 0
    while start <= count - needle.count {
      if self[start] == needle[0], Array(self[start..<(start + needle.count)]) == needle {
        found += 1
        start += needle.count
      } else {
        start += 1
      }
    }
    return found
  }
}
