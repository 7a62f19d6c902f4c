/// The OSC 52 escape sequence that asks a terminal to put text on the system clipboard:
/// `ESC ] 52 ; c ; <base64 of the UTF-8 text> BEL`.
///
///     ClipboardSequence.bytes(for: "#986b78")   // ESC]52;c;Izk4NmI3OA==BEL
///
/// Terminals that do not support it (or whose user turned it off) ignore it; nothing comes
/// back to tell which, so a program can only say it asked.
enum ClipboardSequence {
  /// The sequence that copies `text`.
  static func bytes(for text: String) -> [UInt8] {
    Array("\u{1B}]52;c;".utf8) + base64(Array(text.utf8)) + [0x07]
  }

  /// Base64 (RFC 4648, with `=` padding) of `bytes`, as ASCII bytes.
  static func base64(_ bytes: [UInt8]) -> [UInt8] {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var encoded: [UInt8] = []
    encoded.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var group = 0
      for offset in 0..<3 {
        group = group << 8 | (offset < count ? Int(bytes[index + offset]) : 0)
      }
      for position in 0..<4 {
        if position <= count {
          encoded.append(alphabet[(group >> (18 - 6 * position)) & 0x3F])
        } else {
          encoded.append(UInt8(ascii: "="))
        }
      }
      index += 3
    }
    return encoded
  }
}
