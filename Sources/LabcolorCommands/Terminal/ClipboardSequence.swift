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
    Array("\u{1B}]52;c;".utf8) + Base64.digits(of: Array(text.utf8)) + [0x07]
  }
}
