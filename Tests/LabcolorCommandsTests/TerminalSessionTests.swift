import Testing

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TerminalSessionTests {
  @Test func beginAndEndWriteTheModesAndRestoreTheSettings() throws {
    try signalHandlingLock.withLock { _ in
      let terminal = try PseudoTerminal(columns: 80, rows: 24)
      let before = terminal.settings()
      let session = try TerminalSession(
        device: TerminalDevice(fileDescriptor: terminal.slave, owning: false), mouse: true)
      session.begin()
      session.begin()
      #expect(session.isActive)
      var screen = VirtualTerminal(columns: 80, rows: 24)
      var transcript: [UInt8] = []
      terminal.draw(into: &screen, transcript: &transcript, timeout: 2) { screen, _ in
        screen.mouseModes.count == 3
      }
      #expect(screen.isAlternateScreen && !screen.isCursorVisible)
      #expect(
        String(decoding: transcript, as: UTF8.self)
          == TerminalSession.enterSequence + TerminalSession.mouseOnSequence)
      session.end()
      session.end()
      transcript = []
      terminal.draw(into: &screen, transcript: &transcript, timeout: 2) { screen, _ in
        !screen.isAlternateScreen
      }
      #expect(
        String(decoding: transcript, as: UTF8.self)
          == TerminalSession.mouseOffSequence + TerminalSession.leaveSequence)
      #expect(screen.isCursorVisible && screen.mouseModes.isEmpty)
      #expect(terminal.settings() == before)
    }
  }

  @Test func waitReturnsInputAndSignals() throws {
    try signalHandlingLock.withLock { _ in
      let terminal = try PseudoTerminal(columns: 80, rows: 24)
      let session = try TerminalSession(
        device: TerminalDevice(fileDescriptor: terminal.slave, owning: false), mouse: false)
      session.begin()
      defer { session.end() }
      #expect(session.wait(timeoutMilliseconds: 20) == TerminalSession.Wakeup())
      terminal.type("jk")
      kill(getpid(), SIGWINCH)
      var wakeup = TerminalSession.Wakeup()
      for _ in 0..<100 where wakeup.input.count < 2 || wakeup.signals.isEmpty {
        let next = session.wait(timeoutMilliseconds: 100)
        wakeup.input += next.input
        wakeup.signals += next.signals
      }
      #expect(wakeup.input == Array("jk".utf8))
      #expect(wakeup.signals == [SIGWINCH])
    }
  }
}
