import Testing

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TerminalDeviceTests {
  @Test func aPipeIsNoTerminal() {
    let pipe = TestPipe()
    #expect(throws: TerminalDevice.Unavailable.self) {
      try TerminalDevice(fileDescriptor: pipe.readEnd, owning: false)
    }
  }

  @Test func rawModeAndExactRestoration() throws {
    let terminal = try PseudoTerminal(columns: 80, rows: 24)
    let before = terminal.settings()
    let device = try TerminalDevice(fileDescriptor: terminal.slave, owning: false)
    device.enterRawMode()
    var raw = termios()
    tcgetattr(terminal.slave, &raw)
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
    #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
    #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
    #expect(withUnsafeBytes(of: raw.c_cc) { $0[Int(VMIN)] } == 1)
    #expect(terminal.settings() != before)
    device.restoreSettings()
    #expect(terminal.settings() == before)
  }

  @Test func theWindowSize() throws {
    let terminal = try PseudoTerminal(columns: 123, rows: 45)
    let device = try TerminalDevice(fileDescriptor: terminal.slave, owning: false)
    #expect(device.size == TerminalSize(columns: 123, rows: 45))
    terminal.resize(columns: 0, rows: 0)
    #expect(device.size == nil)
  }

  @Test func bytesBothWays() throws {
    let terminal = try PseudoTerminal(columns: 80, rows: 24)
    let device = try TerminalDevice(fileDescriptor: terminal.slave, owning: false)
    device.enterRawMode()
    defer { device.restoreSettings() }
    #expect(device.write(Array("drawn".utf8)))
    var screen = VirtualTerminal(columns: 80, rows: 24)
    var transcript: [UInt8] = []
    #expect(
      terminal.draw(into: &screen, transcript: &transcript) { _, bytes in bytes.contains("drawn") })
    terminal.type("\u{1B}[A")
    var request = pollfd(fd: terminal.slave, events: Int16(POLLIN), revents: 0)
    #expect(poll(&request, 1, 5000) == 1)
    #expect(device.readAvailable() == [0x1B, 0x5B, 0x41])
  }
}
