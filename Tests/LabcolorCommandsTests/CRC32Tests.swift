import Testing

@testable import LabcolorCommands

@Suite struct CRC32Tests {
  private func crc(_ text: String) -> UInt32 {
    var crc = CRC32()
    crc.update(Array(text.utf8))
    return crc.value
  }

  /// The CRC-32 check value (the catalogue of parametrised CRC algorithms, "CRC-32/ISO-HDLC":
  /// check 0xCBF43926) and the well-known value of the pangram (0x414FA339, as zlib's crc32
  /// gives it).
  @Test func publishedValues() {
    #expect(crc("") == 0)
    #expect(crc("123456789") == 0xCBF4_3926)
    #expect(crc("The quick brown fox jumps over the lazy dog") == 0x414F_A339)
  }

  @Test func updatesChain() {
    var crc = CRC32()
    crc.update(Array("12345".utf8))
    crc.update(Array("6789".utf8))
    #expect(crc.value == 0xCBF4_3926)
  }
}
