import Testing

@testable import LabcolorCommands

@Suite struct ClipboardSequenceTests {
  /// RFC 4648, section 10.
  @Test(arguments: [
    ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
    ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
  ])
  func base64TestVectors(input: String, output: String) {
    #expect(String(decoding: ClipboardSequence.base64(Array(input.utf8)), as: UTF8.self) == output)
  }

  @Test func theSequenceIsOSC52WithBEL() {
    #expect(
      String(decoding: ClipboardSequence.bytes(for: "#986b78"), as: UTF8.self)
        == "\u{1B}]52;c;Izk4NmI3OA==\u{07}")
  }
}
