/// Base64 (RFC 4648, section 4): the standard alphabet, `=` padding, no line breaks — how
/// the SVG writer embeds a PNG in a `data:` URL and the explorer hands text to the terminal's
/// clipboard.
///
///     Base64.encode(Array("foobar".utf8))  // "Zm9vYmFy"
enum Base64 {
  /// The 64 digits, in order.
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// The Base64 text of `bytes`.
  static func encode(_ bytes: [UInt8]) -> String {
    String(decoding: digits(of: bytes), as: UTF8.self)
  }

  /// The Base64 digits of `bytes`, as ASCII bytes.
  static func digits(of bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var group = 0
      for offset in 0..<3 {
        group = group << 8 | (offset < count ? Int(bytes[index + offset]) : 0)
      }
      for digit in 0..<4 {
        output.append(
          digit <= count ? alphabet[group >> (18 - 6 * digit) & 0x3F] : UInt8(ascii: "="))
      }
      index += 3
    }
    return output
  }
}
