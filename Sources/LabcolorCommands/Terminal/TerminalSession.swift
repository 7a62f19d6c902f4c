#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A full-screen session on a terminal: raw mode, the alternate screen, a hidden cursor,
/// bracketed paste and (optionally) mouse reporting while it runs, everything given back as
/// it was when it ends, and the signals that concern a full-screen program turned into
/// events.
///
///     let session = try TerminalSession(device: .openControllingTerminal(), mouse: true)
///     session.begin()
///     defer { session.end() }
///     while true {
///       let wakeup = session.wait(timeoutMilliseconds: -1)
///       …
///     }
///
/// ``begin()`` writes ``enterSequence`` (alternate screen, hidden cursor, bracketed paste,
/// so that pasted text comes marked and is not taken for keys) and ``mouseOnSequence`` (SGR
/// mouse reporting of presses, releases and drags) and sets raw mode; ``end()`` writes
/// ``leaveSequence`` and restores the settings saved when the terminal was opened, exactly.
/// Both are idempotent.
///
/// Signals caught while the session exists (``caughtSignals``) arrive through
/// ``wait(timeoutMilliseconds:)``: the caller calls ``suspend(wholeGroup:)`` for `SIGTSTP`;
/// re-lays out for `SIGWINCH`; and for every other signal that would end the process by
/// default (``endingSignals``: `SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`, `SIGUSR1`, …) ends
/// the session and exits with 128 + n, so that no signal a user or a script may send leaves
/// the terminal raw. `SIGCONT` after a stop the session did not make (`kill -STOP`)
/// re-enters raw mode; the caller redraws.
final class TerminalSession {
  /// The terminal drawn on.
  let device: TerminalDevice
  /// Whether mouse reporting is on while the session is active.
  let reportsMouse: Bool
  private let signals: SignalPipe
  /// Whether the terminal is in the session's modes now.
  private(set) var isActive = false

  /// The signals whose default action ends the process, which a session turns into an
  /// orderly end: the terminal given back, then 128 + n. (`SIGKILL` cannot be caught; the
  /// signals of a fault, such as `SIGSEGV`, are left to the run time's crash report.)
  static let endingSignals: [Int32] =
    [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
      SIGXFSZ,
    ] + linuxEndingSignals

  /// The signals that end a process by default on Linux only: `SIGIO` (`SIGPOLL`), `SIGPWR`,
  /// `SIGSTKFLT` and the real-time signals, `SIGRTMIN` to `SIGRTMAX` (`kill -RTMIN+3`), which
  /// the C library numbers at run time; none elsewhere.
  private static var linuxEndingSignals: [Int32] {
    #if os(Linux)
      return [SIGIO, SIGPWR, SIGSTKFLT]
        + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #else
      return []
    #endif
  }

  /// The signals a session catches.
  static let caughtSignals: [Int32] = endingSignals + [SIGTSTP, SIGCONT, SIGWINCH]

  /// Alternate screen on (saving the cursor), cursor hidden, bracketed paste on (mode
  /// 2004: a paste comes between `ESC[200~` and `ESC[201~`); then mouse reporting on.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"
  /// SGR mouse reporting of presses, releases and drags.
  static let mouseOnSequence = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
  /// Mouse reporting off.
  static let mouseOffSequence = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
  /// Attributes reset, bracketed paste off, cursor shown, alternate screen off (restoring
  /// the cursor).
  static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

  /// A session on `device`; catches ``caughtSignals`` from now until it is released.
  init(device: TerminalDevice, mouse: Bool) throws(SignalPipe.Failure) {
    self.device = device
    reportsMouse = mouse
    signals = try SignalPipe(catching: Self.caughtSignals)
  }

  deinit {
    end()
  }

  /// Enters raw mode, the alternate screen, hides the cursor and turns mouse reporting on.
  func begin() {
    guard !isActive else { return }
    isActive = true
    device.enterRawMode()
    device.write(Array((Self.enterSequence + (reportsMouse ? Self.mouseOnSequence : "")).utf8))
  }

  /// Undoes ``begin()``: mouse reporting off, cursor shown, main screen back, and the
  /// terminal's original settings restored.
  func end() {
    guard isActive else { return }
    isActive = false
    device.write(Array(((reportsMouse ? Self.mouseOffSequence : "") + Self.leaveSequence).utf8))
    device.restoreSettings()
  }

  /// Gives the terminal back, stops the process, and when the process is continued (`fg`)
  /// takes the terminal again. The caller redraws everything.
  ///
  /// With `wholeGroup` (the suspend key read as a byte in raw mode), its whole process group
  /// stops, as Ctrl-Z stops a job in a shell; without it (a `SIGTSTP` sent to this process),
  /// this process alone (``SignalPipe/stopProcess(wholeGroup:)``).
  func suspend(wholeGroup: Bool) {
    let wasActive = isActive
    end()
    SignalPipe.stopProcess(wholeGroup: wholeGroup)
    if wasActive { begin() }
  }

  /// Re-enters the session's modes after the process was stopped and continued by someone
  /// else (`SIGSTOP`, `SIGCONT`), whose shell may have reset the terminal.
  func resume() {
    guard isActive else { return }
    isActive = false
    begin()
  }

  /// What woke ``wait(timeoutMilliseconds:)``.
  struct Wakeup: Hashable {
    /// The bytes read from the terminal, all that were waiting.
    var input: [UInt8] = []
    /// The signals received, in order.
    var signals: [Int32] = []
    /// Whether the terminal is gone (hung up or unreadable).
    var inputEnded = false
  }

  /// Waits up to `timeoutMilliseconds` (−1: without limit) for input or a signal, then
  /// returns everything that is waiting: all the bytes the terminal has (reading until it
  /// has no more) and every signal received.
  func wait(timeoutMilliseconds: Int32) -> Wakeup {
    var wakeup = Wakeup()
    var requests = [
      pollfd(fd: device.fileDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&requests, 2, timeoutMilliseconds)
    if ready < 0 { return wakeup }  // EINTR: a signal's byte is on the pipe; poll again
    if requests[1].revents != 0 { wakeup.signals = signals.drain() }
    let inputEvents = requests[0].revents
    if inputEvents & Int16(POLLIN) != 0 {
      readAll(into: &wakeup)
    } else if inputEvents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
      wakeup.inputEnded = true
    }
    return wakeup
  }

  /// Reads until the terminal has nothing more waiting.
  private func readAll(into wakeup: inout Wakeup) {
    repeat {
      guard let bytes = device.readAvailable(), !bytes.isEmpty else {
        wakeup.inputEnded = true
        return
      }
      wakeup.input += bytes
    } while Platform.hasInputReady(device.fileDescriptor) && wakeup.input.count < 1 << 16
  }
}
