#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a whole file so that a failure or a signal halfway through leaves the file that was
/// there: the way `sed -i`, git's lock files and an editor's safe save write.
///
/// When the target is a regular file the process may write, or does not exist, the bytes go
/// to a new file beside it (`.slice.png.x7Qk2B` for `slice.png`: a dot, the target's name,
/// a dot and six random letters or digits, made with `O_EXCL` as `mkstemp(3)` makes its
/// files), which takes the target's permission bits and (as far as the process may) its
/// owner and group, or, for a new file, mode 0644 less the umask (the kernel applies it at
/// `open(2)`; `mkstemp` would make 0600). The new file is written, closed (its error
/// checked) and renamed over the target. On any failure it is unlinked, and the target
/// stays as it was. From its creation to the rename or unlink, the signals that would end
/// the process (``blockedSignals``) are blocked, so that `Ctrl-C`, `kill` or a hang-up
/// during the write take effect after it, with no temporary file left behind.
///
/// A target that is a symbolic link, a character device (`/dev/stdout`, `/dev/null`), a
/// FIFO, a socket or a directory is written in place, as `open(2)` finds it: a rename would
/// replace the link or the device node itself. So is a target whose directory lets no new
/// file be made there (`EACCES`, `EPERM`) while the file itself may be writable. (`lstat(2)`
/// decides; the one race left is a file replaced between it and the rename, which the
/// rename then replaces.)
///
/// A regular file the process may not write (read-only, or another user's: `faccessat(2)`
/// with the effective IDs decides) is refused with that error (`EACCES`), as writing it in
/// place would be, though the directory would let a new file be renamed over it.
///
/// The errors are `errno` values without a file name, so a caller names the target the user
/// gave, never the temporary file.
enum FileReplacement {
  /// Writes all the bytes to the descriptor: `nil`, or the `errno` of the failure. Tests
  /// give one that fails halfway.
  typealias Writer = (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32?

  /// The signals blocked while the temporary file exists: those whose default action ends
  /// the process and that come from outside it or from the write itself (`SIGXFSZ`, of a
  /// file-size limit, which then fails the write with `EFBIG`). `SIGPIPE` is ignored
  /// already; the signals of a fault (`SIGSEGV`, …) cannot wait.
  static let blockedSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
    SIGXFSZ,
  ]

  /// The longest file name most file systems take (`NAME_MAX`).
  private static let longestName = 255
  /// How many random characters end a temporary file's name.
  private static let randomLength = 6
  /// How many names are tried before giving up with `EEXIST`.
  private static let attempts = 100

  /// Writes `bytes` to the file at `path`, replacing it as a whole when it is a regular file
  /// or does not exist. Returns `nil`, or the `errno` of the failure.
  static func write(
    _ bytes: [UInt8], to path: String, with writer: Writer = writeAll
  ) -> Platform.Errno? {
    var status = stat()
    let existing: stat?
    if lstat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFREG else {
        return writeInPlace(bytes, to: path, with: writer)
      }
      // A file the process may not write (read-only, another user's) is refused as `open(2)`
      // refuses it in place: the rename would replace it all the same.
      guard faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0 else {
        return Platform.Errno(code: errno)
      }
      existing = status
    } else {
      let code = errno
      guard code == ENOENT else { return Platform.Errno(code: code) }
      existing = nil
    }
    guard let temporary = temporaryPath(for: path) else {
      return writeInPlace(bytes, to: path, with: writer)
    }
    switch withSignalsBlocked({ replace(path, temporary, bytes, existing, writer) }) {
    case .success: return nil
    case .failure(.refused): return writeInPlace(bytes, to: path, with: writer)
    case .failure(.failed(let code)): return Platform.Errno(code: code)
    }
  }

  /// `Platform.writeAll` over the whole buffer.
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
    bytes.baseAddress.flatMap { Platform.writeAll(descriptor, $0, count: bytes.count) }
  }

  /// Why a replacement did not happen.
  private enum Failure: Error {
    /// The directory lets no new file be made (`EACCES`, `EPERM`): the target is written in
    /// place instead.
    case refused
    /// The `errno` of a failure that stops the write.
    case failed(Int32)
  }

  /// The old way: creates or truncates the file (mode 0644 before the umask) and writes to
  /// it.
  private static func writeInPlace(
    _ bytes: [UInt8], to path: String, with writer: Writer
  ) -> Platform.Errno? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return Platform.Errno(code: errno) }
    let failure = bytes.withUnsafeBytes { writer(descriptor, $0) }
    let closed = close(descriptor) == 0 ? nil : errno
    return (failure ?? closed).map(Platform.Errno.init)
  }

  /// Creates the temporary file, writes it and renames it over `path`; unlinks it on any
  /// failure. Runs with ``blockedSignals`` blocked.
  private static func replace(
    _ path: String, _ template: [CChar], _ bytes: [UInt8], _ existing: stat?,
    _ writer: Writer
  ) -> Result<Void, Failure> {
    var temporary = template
    let descriptor = createTemporary(&temporary)
    guard descriptor >= 0 else {
      let code = errno
      return .failure(code == EACCES || code == EPERM ? .refused : .failed(code))
    }
    var failure: Int32?
    if let existing {
      // As far as the process may (a user may give a file only to a group of their own).
      _ = fchown(descriptor, existing.st_uid, existing.st_gid)
      if fchmod(descriptor, existing.st_mode & 0o777) != 0 { failure = errno }
    }
    if failure == nil { failure = bytes.withUnsafeBytes { writer(descriptor, $0) } }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if failure == nil, rename(temporary, path) != 0 { failure = errno }
    guard let failure else { return .success(()) }
    _ = unlink(temporary)
    return .failure(.failed(failure))
  }

  /// Opens a new file at `template`, whose last ``randomLength`` characters are replaced by
  /// random letters and digits until a name is free: the descriptor, or -1 with `errno` set.
  private static func createTemporary(_ template: inout [CChar]) -> Int32 {
    let characters = Array(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
    let end = template.count - 1  // the terminating NUL
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<attempts {
      for index in (end - randomLength)..<end {
        let character = characters.randomElement(using: &generator) ?? UInt8(ascii: "X")
        template[index] = CChar(bitPattern: character)
      }
      let descriptor = open(template, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor >= 0 || errno != EEXIST { return descriptor }
    }
    errno = EEXIST
    return -1
  }

  /// The template of the temporary file for `path`, NUL-terminated: the directory of `path`,
  /// then `.`, the name (shortened to fit ``longestName``), `.` and ``randomLength`` places.
  /// `nil` when `path` has no name (it ends in `/`).
  private static func temporaryPath(for path: String) -> [CChar]? {
    let bytes = Array(path.utf8)
    let nameStart = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
    guard nameStart < bytes.count else { return nil }
    let name = bytes[nameStart...].prefix(longestName - randomLength - 2)
    let template =
      bytes[..<nameStart] + [UInt8(ascii: ".")] + name + [UInt8(ascii: ".")]
      + [UInt8](repeating: UInt8(ascii: "X"), count: randomLength) + [0]
    return template.map { CChar(bitPattern: $0) }
  }

  /// Runs `body` with ``blockedSignals`` blocked in this thread, then restores the mask it
  /// found: a signal that arrived meanwhile takes effect then. A `SIGXFSZ` the write raised
  /// itself (the write failed with `EFBIG`) is taken off instead, so that the failure is
  /// reported like any other.
  private static func withSignalsBlocked(
    _ body: () -> Result<Void, Failure>
  ) -> Result<Void, Failure> {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for number in blockedSignals { sigaddset(&blocked, number) }
    var previous = sigset_t()
    _ = pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    let result = body()
    if case .failure(.failed(EFBIG)) = result, sigismember(&previous, SIGXFSZ) == 0 {
      var pending = sigset_t()
      if sigpending(&pending) == 0, sigismember(&pending, SIGXFSZ) == 1 {
        var fileSize = sigset_t()
        sigemptyset(&fileSize)
        sigaddset(&fileSize, SIGXFSZ)
        var received: Int32 = 0
        _ = sigwait(&fileSize, &received)
      }
    }
    _ = pthread_sigmask(SIG_SETMASK, &previous, nil)
    return result
  }
}
