/// Compresses bytes into a zlib stream (RFC 1950), as PNG's image data must be: the header
/// `78 5E` (DEFLATE with a 32 KiB window, "fast" level, no dictionary), the DEFLATE blocks
/// of `DeflateEncoder`, and the Adler-32 of the bytes, most significant byte first.
///
///     let stream = ZlibEncoder.compress(Array("hello".utf8))
///     // inflates back to "hello" with zlib (Python's zlib.decompress, say)
enum ZlibEncoder {
  /// The zlib stream of `bytes`.
  static func compress(_ bytes: [UInt8]) -> [UInt8] {
    bytes.withUnsafeBufferPointer { input in
      var writer = BitWriter(capacity: input.count / 2 + 64)
      writer.write(0x78, count: 8)
      writer.write(0x5E, count: 8)
      DeflateEncoder.encode(input, into: &writer)
      writer.alignToByte()
      var adler = Adler32()
      adler.update(input)
      let checksum = adler.value
      for shift in [24, 16, 8, 0] {
        writer.write(checksum >> UInt32(shift) & 0xFF, count: 8)
      }
      return writer.bytes
    }
  }
}
