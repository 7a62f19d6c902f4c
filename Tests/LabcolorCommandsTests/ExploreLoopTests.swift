import LabColor
import Testing

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The loop in process, on a pseudo-terminal: keys typed ahead, then the loop runs until
/// they end it. What it draws is read on a thread of its own while it runs (a frame of
/// 80 × 24 is larger than the pseudo-terminal's buffer), until it leaves the alternate
/// screen.
@Suite struct ExploreLoopTests {
  private func run(
    typing keys: String, columns: Int = 80, rows: Int = 24, before: (() -> Void)? = nil
  ) throws -> (ending: ExploreLoop.Ending, explorer: Explorer, transcript: [UInt8], restored: Bool)
  {
    try signalHandlingLock.withLock { _ in
      let terminal = try PseudoTerminal(columns: columns, rows: rows)
      let settings = terminal.settings()
      let device = try TerminalDevice(fileDescriptor: terminal.slave, owning: false)
      let session = try TerminalSession(device: device, mouse: true)
      let explorer = Explorer(
        color: LabColor(l: 50, a: 20, b: 0), size: TerminalSize(columns: 10, rows: 10),
        depth: .trueColor)
      terminal.type(keys)
      before?()
      let reader = terminal.readInBackground()
      let ending = ExploreLoop.run(explorer, session: session)
      let transcript = reader.finish(after: TerminalSession.leaveSequence, timeout: 2)
      return (ending, explorer, transcript, terminal.settings() == settings)
    }
  }

  @Test func keysTypedAheadAreHandledInOrderThenEnterPicks() throws {
    let result = try run(typing: "lljH\r")
    #expect(result.ending == .picked)
    #expect(result.explorer.color.lab == Lab(l: 52, a: 10, b: 0))
    #expect(result.restored)
    // The window's own size replaced the one the explorer was made with.
    #expect(result.explorer.state.size == TerminalSize(columns: 80, rows: 24))
    #expect(result.transcript.contains("labcolor explore"))
    #expect(!result.transcript.contains("nlarge"))
  }

  @Test func aLoneEscapeAbortsAfterTheTimeout() throws {
    let result = try run(typing: "\u{1B}")
    #expect(result.ending == .aborted)
    #expect(result.restored)
  }

  @Test func yAsksTheTerminalToCopy() throws {
    let result = try run(typing: "yq")
    #expect(result.ending == .quit)
    #expect(result.transcript.contains("\u{1B}]52;c;Izk4NmI3OA==\u{07}"))
  }

  /// Ctrl-L clears the screen and draws it all again: the first frame's clear, then
  /// another before the lone Escape, drawn while it waits, aborts.
  @Test func ctrlLClearsTheScreenAndDrawsItAgain() throws {
    let result = try run(typing: "\u{0C}\u{1B}")
    #expect(result.ending == .aborted)
    #expect(result.transcript.occurrences(of: "\u{1B}[H\u{1B}[2J") == 2)
    #expect(result.transcript.occurrences(of: "labcolor explore") == 2)
    #expect(result.restored)
  }

  @Test func aTerminatingSignalEndsTheLoop() throws {
    let result = try run(typing: "") { kill(getpid(), SIGTERM) }
    #expect(result.ending == .signaled(SIGTERM))
    #expect(result.restored)
    #expect(result.transcript.contains(TerminalSession.leaveSequence))
  }

  /// In a window below 80 × 24, which shows only the request for a larger one, the keys
  /// typed ahead change nothing, Enter does not pick and y does not copy, until q quits.
  @Test func inATooSmallWindowKeysAreIgnoredUntilQ() throws {
    // Typed before raw mode, so no control keys: the line discipline would take them.
    let result = try run(typing: "lljH]5\ryg\tq", columns: 30, rows: 5)
    #expect(result.ending == .quit)
    #expect(result.explorer.color.lab == Lab(l: 50, a: 20, b: 0))
    #expect(result.explorer.state.selection == 0)
    #expect(result.explorer.state.entry == nil)
    #expect(result.restored)
    #expect(result.transcript.contains("Enlarge to 80×24 (now 30×5)"))
    #expect(!result.transcript.contains("\u{1B}]52;"))
  }

  @Test func inATooSmallWindowEscapeStillAborts() throws {
    let result = try run(typing: "l\u{1B}", columns: 30, rows: 5)
    #expect(result.ending == .aborted)
    #expect(result.explorer.color.lComponent == 50)
    #expect(result.restored)
  }
}
