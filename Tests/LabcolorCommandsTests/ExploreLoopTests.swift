import LabColor
import Testing

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The loop in process, on a pseudo-terminal: keys typed ahead, then the loop runs until
/// they end it. The window is small (30 × 5, below the minimum) so that every frame fits in
/// the pseudo-terminal's buffer while nobody reads it: the test reads only afterwards.
@Suite struct ExploreLoopTests {
  private func run(
    typing keys: String, before: (() -> Void)? = nil
  ) throws -> (ending: ExploreLoop.Ending, explorer: Explorer, transcript: [UInt8], restored: Bool)
  {
    try signalHandlingLock.withLock { _ in
      let terminal = try PseudoTerminal(columns: 30, rows: 5)
      let settings = terminal.settings()
      let device = try TerminalDevice(fileDescriptor: terminal.slave, owning: false)
      let session = try TerminalSession(device: device, mouse: true)
      let explorer = Explorer(
        color: LabColor(l: 50, a: 20, b: 0), size: TerminalSize(columns: 10, rows: 10),
        depth: .trueColor)
      terminal.type(keys)
      before?()
      let ending = ExploreLoop.run(explorer, session: session)
      var screen = VirtualTerminal(columns: 30, rows: 5)
      var transcript: [UInt8] = []
      terminal.draw(into: &screen, transcript: &transcript, timeout: 2) { _, bytes in
        bytes.contains(TerminalSession.leaveSequence)
      }
      return (ending, explorer, transcript, terminal.settings() == settings)
    }
  }

  @Test func keysTypedAheadAreHandledInOrderThenEnterPicks() throws {
    let result = try run(typing: "lljH\r")
    #expect(result.ending == .picked)
    #expect(result.explorer.color.lab == Lab(l: 52, a: 10, b: 0))
    #expect(result.restored)
    // The window's own size replaced the one the explorer was made with.
    #expect(result.explorer.state.size == TerminalSize(columns: 30, rows: 5))
    #expect(result.transcript.contains("Enlarge to 80×24"))
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

  @Test func aTerminatingSignalEndsTheLoop() throws {
    let result = try run(typing: "") { kill(getpid(), SIGTERM) }
    #expect(result.ending == .signaled(SIGTERM))
    #expect(result.restored)
    #expect(result.transcript.contains(TerminalSession.leaveSequence))
  }
}
