/// The CRC-32 of ISO 3309 and ITU-T V.42, as PNG (and zlib's `crc32`) compute it: the
/// reflected polynomial 0xEDB88320, initial value and final XOR 0xFFFFFFFF.
///
///     var crc = CRC32()
///     crc.update(Array("123456789".utf8))
///     crc.value  // 0xCBF43926, the standard check value
struct CRC32: Sendable {
  /// The state before the final XOR.
  private var state: UInt32 = 0xFFFF_FFFF

  /// A CRC of no bytes yet.
  init() {}

  /// The CRC of the bytes given so far.
  var value: UInt32 { state ^ 0xFFFF_FFFF }

  /// Adds `bytes` to the checksum.
  mutating func update(_ bytes: some Sequence<UInt8>) {
    let table = Self.table
    var crc = state
    for byte in bytes {
      crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    state = crc
  }

  /// The CRC of each byte value, for the byte-at-a-time update.
  private static let table: [UInt32] = (0..<256).map { index in
    var crc = UInt32(index)
    for _ in 0..<8 {
      crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1
    }
    return crc
  }
}
