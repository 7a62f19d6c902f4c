import Synchronization

/// Held by every in-process test that installs signal handlers (a `SignalPipe`, a
/// `TerminalSession`): handlers and the signal pipe are process-wide, so such tests run
/// one at a time whatever suite they are in.
let signalHandlingLock = Mutex<Void>(())
