import Testing

@testable import LabcolorCommands

@Suite struct Adler32Tests {
  private func adler(_ bytes: [UInt8]) -> UInt32 {
    var adler = Adler32()
    bytes.withUnsafeBufferPointer { adler.update($0) }
    return adler.value
  }

  /// RFC 1950's definition: 1 for no bytes; "Wikipedia" is 0x11E60398 (the example of the
  /// Adler-32 article); 100,000 bytes of 0xFF, which needs the sums reduced on the way, are
  /// 0x149A302C (zlib's adler32).
  @Test func publishedValues() {
    #expect(adler([]) == 1)
    #expect(adler(Array("Wikipedia".utf8)) == 0x11E6_0398)
    #expect(adler([UInt8](repeating: 0xFF, count: 100_000)) == 0x149A_302C)
  }

  @Test func updatesChain() {
    var adler = Adler32()
    let bytes = [UInt8](repeating: 0xFF, count: 100_000)
    bytes.withUnsafeBufferPointer {
      adler.update(UnsafeBufferPointer(rebasing: $0[..<7]))
      adler.update(UnsafeBufferPointer(rebasing: $0[7...]))
    }
    #expect(adler.value == 0x149A_302C)
  }
}
