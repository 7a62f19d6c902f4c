#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The write end of the pipe the signal handler writes to, or -1. Set before any handler is
/// installed; read only by `forwardSignal`, which must not do anything that is not
/// async-signal-safe (a load and a `write(2)`).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The handler of every signal a `SignalPipe` catches: writes the signal's number to the pipe.
private func forwardSignal(_ number: Int32) {
  let savedErrno = errno
  var byte = UInt8(truncatingIfNeeded: number)
  _ = write(signalPipeWriteEnd, &byte, 1)
  errno = savedErrno
}

/// Turns signals into bytes on a pipe (the self-pipe idiom), so that a program waiting in
/// `poll(2)` learns of them in its own loop and handles them there, outside the handler:
/// restoring a terminal is not something a signal handler may do.
///
///     let signals = try SignalPipe(catching: [SIGTERM, SIGWINCH])
///     // poll signals.readEnd together with the terminal; when readable:
///     for number in signals.drain() { … }
///
/// The handler writes the signal's number (one byte) to a non-blocking pipe; if the pipe is
/// full, further signals of a burst are dropped, which loses nothing that matters (a window
/// resized ten times needs one re-layout). Handlers are installed with `SA_RESTART`.
/// ``restore()`` (or deinitialization) puts back the dispositions found at creation.
///
/// One process has at most one `SignalPipe` at a time: the handler is a plain C function and
/// reaches the pipe through a global.
final class SignalPipe {
  /// The end to poll for reading; a byte per signal received.
  let readEnd: Int32
  private let writeEnd: Int32
  private var saved: [(signal: Int32, action: sigaction)] = []

  /// Why a pipe could not be made.
  struct Failure: Error {
    /// The `errno` of the failed call.
    var code: Int32
  }

  /// Creates the pipe and installs the handler for each of `signals`.
  init(catching signals: [Int32]) throws(Failure) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw Failure(code: errno) }
    readEnd = ends[0]
    writeEnd = ends[1]
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    signalPipeWriteEnd = writeEnd
    for number in signals {
      saved.append((number, Self.install(number, handler: forwardSignal)))
    }
  }

  deinit {
    restore()
    close(readEnd)
    close(writeEnd)
  }

  /// The numbers of the signals received since the last call, in order of arrival.
  func drain() -> [Int32] {
    var numbers: [Int32] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      if count > 0 {
        numbers += buffer[0..<count].map { Int32($0) }
        continue
      }
      if count < 0, errno == EINTR { continue }
      return numbers
    }
  }

  /// Puts back the dispositions the signals had before; later signals are not caught.
  func restore() {
    for (number, action) in saved.reversed() {
      var previous = action
      _ = sigaction(number, &previous, nil)
    }
    saved = []
  }

  /// Sets the disposition of `number` to `handler` (`SIG_DFL` is `nil`), with `SA_RESTART`
  /// and an empty mask, and returns the one it replaces.
  @discardableResult
  static func install(
    _ number: Int32, handler: (@convention(c) (Int32) -> Void)?
  ) -> sigaction {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    var previous = sigaction()
    _ = sigaction(number, &action, &previous)
    return previous
  }

  /// Stops the process with `SIGTSTP` at its default action, and returns once it is
  /// continued. The handler for `SIGTSTP`, if any, is put back afterwards; signals pending
  /// meanwhile are delivered as usual.
  ///
  /// With `wholeGroup`, the signal goes to the process's whole group, as the terminal's
  /// suspend key sends it to every process of the foreground job: in a pipeline
  /// (`labcolor explore | xclip`) or under a script, stopping this process alone would leave
  /// the others running, so the shell, which waits for the whole job to stop, would give no
  /// prompt and nothing would read the keyboard. Without it (a `SIGTSTP` sent to this
  /// process alone), only this process stops.
  static func stopProcess(wholeGroup: Bool) {
    let previous = install(SIGTSTP, handler: nil)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGTSTP)
    var mask = sigset_t()
    _ = sigprocmask(SIG_UNBLOCK, &unblock, &mask)
    _ = kill(wholeGroup ? 0 : getpid(), SIGTSTP)
    _ = sigprocmask(SIG_SETMASK, &mask, nil)
    var handler = previous
    _ = sigaction(SIGTSTP, &handler, nil)
  }
}
