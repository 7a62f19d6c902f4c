/// Text that came from the user, made safe to put in a message: one line, no terminal
/// escapes, not too long.
///
///     UserText.quoted("lightnes")    // "'lightnes'"
///     UserText.quoted("a\u{1B}[31m")  // "'a\u{1B}[31m'" with the escape written out
enum UserText {
  /// The most Unicode scalars of one text a message shows; longer texts end with `…`.
  static let maximumLength = 32

  /// `text` in single quotes, escaped and shortened (see `escaped(_:)`).
  static func quoted(_ text: some StringProtocol) -> String {
    "'" + escaped(text) + "'"
  }

  /// `text` with control characters written as `\u{XX}` (as `ColorParseError` writes them),
  /// and cut after `maximumLength` scalars with `…`.
  static func escaped(_ text: some StringProtocol) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < maximumLength else {
        result += "…"
        break
      }
      count += 1
      switch scalar.value {
      case 0..<0x20, 0x7F...0x9F:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` with its first letter in upper case: a message fragment made a sentence start.
  static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
