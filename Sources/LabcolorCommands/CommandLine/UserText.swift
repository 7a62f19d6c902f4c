import LabColor

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

  /// An option and the value the command line gave it, quoted as one, as messages name a
  /// value that cannot be used: `'--from #12'`. An empty value, which would leave a stray
  /// space before the closing quote, is said to be empty: `'--from' (empty)`.
  static func quoted(option name: String, value: some StringProtocol) -> String {
    value.isEmpty ? "'\(name)' (empty)" : "'\(name) \(escaped(value))'"
  }

  /// `text` with control characters and invisible ones (a byte-order mark, a no-break space:
  /// `Unicode.Scalar.isEscapedInMessages`) written as `\u{XX}`, as `ColorParseError` writes
  /// them, and cut after `maximumLength` scalars with `…`.
  static func escaped(_ text: some StringProtocol) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < maximumLength else {
        result += "…"
        break
      }
      count += 1
      if scalar.isEscapedInMessages {
        result += scalar.escapedForMessages
      } else {
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
