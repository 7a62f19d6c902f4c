#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The controlling terminal, opened for drawing and reading keys: its settings saved when
/// opened and put back exactly, its window size, and raw reads and writes.
///
/// Opening `/dev/tty` rather than using standard input and output lets a program draw on
/// the terminal while its standard output goes to a pipe or a command substitution
/// (`c=$(labcolor explore)`).
final class TerminalDevice {
  /// The open terminal.
  let fileDescriptor: Int32
  /// The settings found when it was opened: what ``restoreSettings()`` puts back.
  let originalSettings: termios
  private let ownsDescriptor: Bool

  /// Why the terminal could not be used.
  struct Unavailable: Error, Hashable {
    /// The `errno` of the call that failed.
    var code: Int32
  }

  /// Opens the controlling terminal (`/dev/tty`) and saves its settings.
  ///
  /// - Throws: ``Unavailable`` when the process has no controlling terminal (`ENXIO`), or
  ///   the file is not a terminal.
  static func openControllingTerminal() throws(Unavailable) -> TerminalDevice {
    let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Unavailable(code: errno) }
    do {
      return try TerminalDevice(fileDescriptor: descriptor, owning: true)
    } catch {
      close(descriptor)
      throw error
    }
  }

  /// Uses `fileDescriptor`, which must be a terminal, and saves its settings; closes it on
  /// deinitialization when `owning`.
  init(fileDescriptor: Int32, owning: Bool) throws(Unavailable) {
    var settings = termios()
    guard isatty(fileDescriptor) == 1, tcgetattr(fileDescriptor, &settings) == 0 else {
      throw Unavailable(code: errno == 0 ? ENOTTY : errno)
    }
    self.fileDescriptor = fileDescriptor
    originalSettings = settings
    ownsDescriptor = owning
  }

  deinit {
    if ownsDescriptor { close(fileDescriptor) }
  }

  /// Puts the terminal in raw mode: no echo, no line editing, no signals from keys (Ctrl-C
  /// and Ctrl-Z arrive as bytes), no output processing, 8-bit characters, and reads that
  /// return as soon as one byte is there (`cfmakeraw`, `VMIN` 1, `VTIME` 0). Keys typed
  /// ahead are kept.
  func enterRawMode() {
    var raw = originalSettings
    cfmakeraw(&raw)
    withUnsafeMutableBytes(of: &raw.c_cc) { controls in
      controls[Int(VMIN)] = 1
      controls[Int(VTIME)] = 0
    }
    while tcsetattr(fileDescriptor, TCSADRAIN, &raw) != 0, errno == EINTR {}
  }

  /// Puts back the settings found when the terminal was opened, after the output written so
  /// far has gone out; input not yet read (mouse reports still in flight) is discarded.
  func restoreSettings() {
    var settings = originalSettings
    while tcsetattr(fileDescriptor, TCSAFLUSH, &settings) != 0, errno == EINTR {}
  }

  /// The window size (`TIOCGWINSZ`), or `nil` when the terminal does not know it.
  var size: TerminalSize? { Platform.windowSize(of: fileDescriptor) }

  /// Writes all of `bytes`. Returns whether they were written.
  @discardableResult
  func write(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { write($0) }
  }

  /// Writes all of `bytes`. Returns whether they were written.
  @discardableResult
  func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    return Platform.writeAll(fileDescriptor, base, count: bytes.count) == nil
  }

  /// Reads what is waiting, at most `limit` bytes; an empty array when nothing is, or at
  /// end of input; `nil` after an error other than an interruption.
  func readAvailable(limit: Int = 4096) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: limit)
    while true {
      let count = bytes.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, limit) }
      if count >= 0 { return Array(bytes[0..<count]) }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: return []
      default: return nil
      }
    }
  }
}
