#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a command reaches a terminal to draw on, given to it in its `Invocation` like its
/// streams: the process's controlling terminal (`/dev/tty`) when `labcolor` runs as a
/// program, none when it runs in process (tests, fuzzing), so that running a command as a
/// function never takes over whatever terminal the caller has.
package struct TerminalAccess: Sendable {
  /// Opens the terminal.
  let open: @Sendable () throws(TerminalDevice.Unavailable) -> TerminalDevice

  /// The controlling terminal of the process.
  package static let controlling = TerminalAccess { () throws(TerminalDevice.Unavailable) in
    try TerminalDevice.openControllingTerminal()
  }

  /// No terminal: opening fails as `/dev/tty` does without a controlling terminal (`ENXIO`).
  package static let none = TerminalAccess { () throws(TerminalDevice.Unavailable) in
    throw TerminalDevice.Unavailable(code: ENXIO)
  }
}
