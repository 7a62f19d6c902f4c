import Testing

@testable import LabcolorCommands

@Suite struct Base64Tests {
  /// The test vectors of RFC 4648, section 10.
  @Test func rfc4648Vectors() {
    let vectors = [
      ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
      ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
    ]
    for (text, encoded) in vectors {
      #expect(Base64.encode(Array(text.utf8)) == encoded)
    }
    #expect(Base64.encode([0xFB, 0xFF, 0xBF]) == "+/+/")
  }
}
