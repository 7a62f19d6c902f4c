/// Appends bits to bytes, least significant bit first, as DEFLATE packs them (RFC 1951,
/// 3.1.1): the first bit written is bit 0 of the first byte.
///
///     var writer = BitWriter()
///     writer.write(0b1, count: 1)
///     writer.write(0b01, count: 2)
///     writer.alignToByte()
///     writer.bytes  // [0b011]
struct BitWriter {
  /// The bytes completed so far (`alignToByte()` completes the last one).
  private(set) var bytes: [UInt8]
  /// Bits not yet in `bytes`, the next to write in bit 0.
  private var pending: UInt64 = 0
  /// How many bits `pending` holds, fewer than 8 between calls.
  private var pendingCount = 0

  /// A writer with room for `capacity` bytes.
  init(capacity: Int = 0) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  /// The number of bits written.
  var bitCount: Int { bytes.count * 8 + pendingCount }

  /// Writes the low `count` bits of `bits` (0 … 32), bit 0 first.
  @inline(__always)
  mutating func write(_ bits: UInt32, count: Int) {
    pending |= UInt64(bits & UInt32(truncatingIfNeeded: (UInt64(1) << count) - 1)) << pendingCount
    pendingCount += count
    while pendingCount >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: pending))
      pending >>= 8
      pendingCount -= 8
    }
  }

  /// Pads with zero bits to the next byte boundary.
  mutating func alignToByte() {
    if pendingCount > 0 { write(0, count: 8 - pendingCount) }
  }

  /// Appends whole bytes, after aligning to a byte boundary.
  mutating func append(contentsOf data: UnsafeBufferPointer<UInt8>) {
    alignToByte()
    bytes.append(contentsOf: data)
  }
}
