#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs an ``Explorer`` on a ``TerminalSession`` until the person picks, quits or aborts,
/// or a signal ends it.
///
/// One turn of the loop:
///
/// 1. wait for input or a signal (without limit; or ``InputDecoder/escapeTimeoutMilliseconds``
///    while a lone Escape waits to be told apart from a sequence);
/// 2. handle the signals: `SIGWINCH` re-lays out, `SIGTSTP` suspends (terminal given back,
///    process stopped, terminal taken again and redrawn on `fg`), `SIGCONT` re-enters raw
///    mode and redraws, `SIGINT`, `SIGTERM` and `SIGHUP` end the loop;
/// 3. decode **all** the input that is waiting and hand each event to the explorer — keys
///    that arrived while the last frame was drawn are handled together, so holding a key
///    never builds a backlog of stale frames;
/// 4. render one frame: the views that were notified paint, the ``GridRenderer`` writes the
///    cells that changed.
///
/// The session is ended (terminal restored) before ``run(_:session:)`` returns, whatever
/// ends it.
enum ExploreLoop {
  /// How a run ended.
  enum Ending: Hashable, Sendable {
    /// Enter: print the color, status 0.
    case picked
    /// q: status 0, nothing printed.
    case quit
    /// Esc or Ctrl-C: status 130, nothing printed.
    case aborted
    /// A signal: status 128 + its number.
    case signaled(Int32)
    /// The terminal went away (hung up): as `SIGHUP`.
    case terminalLost
  }

  /// Runs `explorer` on `session` until it ends; the terminal is given back first.
  static func run(_ explorer: Explorer, session: TerminalSession) -> Ending {
    var decoder = InputDecoder()
    var renderer = GridRenderer()
    var frame = LineBuffer(capacity: 1 << 16)
    session.begin()
    defer { session.end() }

    func draw() {
      frame.removeAll()
      renderer.render(explorer.render(), into: &frame)
      if !frame.isEmpty { frame.withUnsafeBytes { _ = session.device.write($0) } }
    }
    func takeTerminalAgain() {
      renderer.invalidate()
      if let size = session.device.size { explorer.resize(to: size) }
    }

    if let size = session.device.size { explorer.resize(to: size) }
    draw()
    while true {
      let wakeup = session.wait(
        timeoutMilliseconds: decoder.isWaiting ? InputDecoder.escapeTimeoutMilliseconds : -1)
      for signal in wakeup.signals {
        switch signal {
        case SIGWINCH:
          if let size = session.device.size { explorer.resize(to: size) }
        case SIGTSTP:
          session.suspend(wholeGroup: false)
          takeTerminalAgain()
        case SIGCONT:
          session.resume()
          takeTerminalAgain()
        default:
          return .signaled(signal)
        }
      }
      var events = decoder.decode(wakeup.input)
      if wakeup.input.isEmpty, wakeup.signals.isEmpty, decoder.isWaiting {
        events += decoder.flush()
      }
      for event in events {
        switch explorer.handle(event) {
        case .pick: return .picked
        case .quit: return .quit
        case .abort: return .aborted
        case .quitSignal: return .signaled(SIGQUIT)
        case .suspend:
          // Ctrl-Z, which raw mode delivers as a byte: the whole job stops, as the key stops
          // it in a shell.
          session.suspend(wholeGroup: true)
          takeTerminalAgain()
        case .copy(let text):
          session.device.write(ClipboardSequence.bytes(for: text))
        case .redraw:
          renderer.invalidate()
        case nil:
          break
        }
      }
      if wakeup.inputEnded { return .terminalLost }
      draw()
    }
  }
}
