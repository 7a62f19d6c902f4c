#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The operating-system calls of the command line, over the C library, without Foundation.
///
/// Foundation's load time on Linux would double the startup of `labcolor set`; these few
/// calls are all the executable needs.
enum Platform {
  /// Ignores `SIGPIPE`, so that writing to a pipe nobody reads fails with `EPIPE` (which
  /// `Output` turns into a quiet stop) instead of killing the process.
  static func ignoreBrokenPipeSignal() {
    _ = signal(SIGPIPE, SIG_IGN)
  }

  /// Gives `SIGQUIT` (`Ctrl-\`) its default action, ending the process with status 131. A
  /// build linked against the shared Swift run time has its crash reporter catch it, print
  /// a backtrace as though labcolor had crashed, and let the run go on.
  static func restoreQuitSignal() {
    _ = signal(SIGQUIT, SIG_DFL)
  }

  /// The window size of the terminal `fileDescriptor` is open on (`TIOCGWINSZ`), or `nil`
  /// when it is not a terminal or the terminal does not know its size.
  static func windowSize(of fileDescriptor: Int32) -> TerminalSize? {
    var window = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0,
      window.ws_row > 0
    else { return nil }
    return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }

  /// Whether the file descriptor is a terminal.
  static func isTerminal(_ fileDescriptor: Int32) -> Bool {
    isatty(fileDescriptor) == 1
  }

  /// The values of the environment variables `names` that are set, as `getenv(3)` reads
  /// them. Only the variables a program reads are looked up: copying the whole environment
  /// into a dictionary would cost every start-up.
  static func environment(reading names: [String]) -> [String: String] {
    var result: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { result[name] = String(cString: value) }
    }
    return result
  }

  /// The C library's description of an `errno` value: `Broken pipe`.
  static func describe(errno code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// Writes all `count` bytes, retrying after interruptions and partial writes, and waiting
  /// while a non-blocking descriptor is full. Returns `nil`, or the `errno` of the failure.
  static func writeAll(
    _ fileDescriptor: Int32, _ bytes: UnsafeRawPointer, count: Int
  ) -> Int32? {
    var offset = 0
    while offset < count {
      let written = write(fileDescriptor, bytes + offset, count - offset)
      if written > 0 {
        offset += written
        continue
      }
      let code = written == 0 ? EIO : errno
      switch code {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: waitUntilReady(fileDescriptor, events: Int16(POLLOUT))
      default: return code
      }
    }
    return nil
  }

  /// Writes `bytes` as the whole content of the file at `path`, replacing a regular file
  /// only once every byte is written, so that a failure or a signal leaves the file that was
  /// there (`FileReplacement`). Returns `nil`, or the `errno` of the failure.
  static func writeFile(_ path: String, _ bytes: [UInt8]) -> Errno? {
    FileReplacement.write(bytes, to: path)
  }

  /// Reads up to `count` bytes: the number read (0 at end of input), or the `errno` of the
  /// failure. Retries after interruptions; waits while a non-blocking descriptor is empty.
  static func readSome(
    _ fileDescriptor: Int32, into bytes: UnsafeMutableRawPointer, count: Int
  ) -> Result<Int, Errno> {
    while true {
      let received = read(fileDescriptor, bytes, count)
      if received >= 0 { return .success(received) }
      let code = errno
      switch code {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: waitUntilReady(fileDescriptor, events: Int16(POLLIN))
      default: return .failure(Errno(code: code))
      }
    }
  }

  /// Whether a read of the descriptor returns at once: data, end of input or an error is
  /// waiting. `false` when `read(2)` would block, or when that cannot be told.
  static func hasInputReady(_ fileDescriptor: Int32) -> Bool {
    var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, 0) > 0
  }

  /// Whether two descriptors refer to the same file or pipe (`2>&1`): the same device and
  /// inode. `false` when either cannot be told.
  static func referToTheSameFile(_ first: Int32, _ second: Int32) -> Bool {
    var one = stat()
    var other = stat()
    guard fstat(first, &one) == 0, fstat(second, &other) == 0 else { return false }
    return one.st_dev == other.st_dev && one.st_ino == other.st_ino
  }

  private static func waitUntilReady(_ fileDescriptor: Int32, events: Int16) {
    var request = pollfd(fd: fileDescriptor, events: events, revents: 0)
    _ = poll(&request, 1, -1)
  }

  /// A failed system call's `errno`, as an error.
  struct Errno: Error, Hashable {
    /// The `errno` value.
    var code: Int32

    /// `strerror(code)`.
    var description: String { Platform.describe(errno: code) }

    /// Whether a write failed because the pipe's reader has left (`EPIPE`).
    var isBrokenPipe: Bool { code == EPIPE }
  }
}
