/// The Adler-32 checksum of RFC 1950, which ends a zlib stream: two sums modulo 65521, `a`
/// of the bytes plus 1 and `b` of the successive values of `a`, as `b << 16 | a`.
///
///     var adler = Adler32()
///     adler.update(Array("Wikipedia".utf8))
///     adler.value  // 0x11E60398
struct Adler32: Sendable {
  /// The largest prime below 2^16.
  private static let modulus: UInt32 = 65_521
  /// The most bytes that can be summed before `b` could overflow 32 bits (zlib's NMAX).
  private static let run = 5_552

  private var a: UInt32 = 1
  private var b: UInt32 = 0

  /// The checksum of no bytes: 1.
  init() {}

  /// The checksum of the bytes given so far.
  var value: UInt32 { b << 16 | a }

  /// Adds `bytes` to the checksum.
  mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
    var index = 0
    while index < bytes.count {
      let end = min(bytes.count, index + Self.run)
      while index < end {
        a &+= UInt32(bytes[index])
        b &+= a
        index += 1
      }
      a %= Self.modulus
      b %= Self.modulus
    }
  }
}
