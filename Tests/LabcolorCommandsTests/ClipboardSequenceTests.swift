import Testing

@testable import LabcolorCommands

@Suite struct ClipboardSequenceTests {
  @Test func theSequenceIsOSC52WithBEL() {
    #expect(
      String(decoding: ClipboardSequence.bytes(for: "#986b78"), as: UTF8.self)
        == "\u{1B}]52;c;Izk4NmI3OA==\u{07}")
  }
}
