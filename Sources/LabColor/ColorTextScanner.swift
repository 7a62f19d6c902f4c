/// A cursor over the UTF-8 bytes of one color text, with the small lexical
/// steps the color grammars share and the construction of located errors.
///
/// It only reads ASCII; any other byte (including invalid UTF-8) simply fails
/// to match and ends up in an error's `found` text, decoded with replacement
/// characters. It never allocates except to build an error.
struct ColorTextScanner {
  /// The whole input, for error columns.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var position: Int
  /// One past the last byte to read (trailing whitespace excluded).
  let end: Int
  /// One past the last byte of the input (trailing whitespace excluded): `end`, but for a
  /// color inside another, which ends before the input does.
  let inputEnd: Int

  /// A scanner over `bytes` with leading and trailing whitespace skipped.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    var start = 0
    var end = bytes.count
    while start < end, ColorTextScanner.isWhitespace(bytes[start]) { start += 1 }
    while end > start, ColorTextScanner.isWhitespace(bytes[end - 1]) { end -= 1 }
    self.position = start
    self.end = end
    inputEnd = end
  }

  // MARK: - Reading

  /// Whether every byte has been read.
  var isAtEnd: Bool { position >= end }

  /// The next byte, or `nil` at the end.
  func peek() -> UInt8? {
    position < end ? bytes[position] : nil
  }

  /// Reads `byte` if it is next.
  mutating func consume(_ byte: UInt8) -> Bool {
    guard position < end, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  /// Skips spaces, tabs and line breaks; returns whether any were skipped.
  @discardableResult
  mutating func skipWhitespace() -> Bool {
    let start = position
    while position < end, ColorTextScanner.isWhitespace(bytes[position]) { position += 1 }
    return position > start
  }

  /// Reads a run of ASCII letters and returns its range (possibly empty).
  mutating func scanLetters() -> Range<Int> {
    let start = position
    while position < end, ColorTextScanner.isLetter(bytes[position]) { position += 1 }
    return start..<position
  }

  /// Reads a CSS identifier made of ASCII letters, digits and "-" (a color
  /// space name such as `display-p3`) and returns its range (possibly empty).
  mutating func scanIdentifier() -> Range<Int> {
    let start = position
    while position < end {
      let byte = bytes[position]
      guard
        ColorTextScanner.isLetter(byte) || ColorTextScanner.isDigit(byte)
          || byte == UInt8(ascii: "-")
      else { break }
      position += 1
    }
    return start..<position
  }

  /// Whether the bytes in `range` spell `word`, ignoring ASCII case.
  /// `word` must be lowercase ASCII.
  func matches(_ range: Range<Int>, _ word: StaticString) -> Bool {
    guard range.count == word.utf8CodeUnitCount else { return false }
    let letters = word.utf8Start
    for offset in 0..<range.count
    where ColorTextScanner.lowercased(bytes[range.lowerBound + offset]) != letters[offset] {
      return false
    }
    return true
  }

  // MARK: - Errors

  /// An error for `reason` at byte offset `offset`, quoting the token there.
  func error(_ reason: ColorParseError.Reason, at offset: Int) -> ColorParseError {
    ColorParseError(reason, column: column(of: offset), found: token(at: offset))
  }

  /// An error saying what was expected at byte offset `offset`. Inside another color
  /// (`color-mix(in srgb, red#x, blue)`), which ends before the input does, what ends is
  /// the color: "end of input" is said as "the end of the color".
  func expected(_ what: String, at offset: Int) -> ColorParseError {
    let endOfInput = "end of input"
    guard end < inputEnd, what.hasPrefix(endOfInput) else {
      return error(.expected(what), at: offset)
    }
    return error(.expected("the end of the color" + what.dropFirst(endOfInput.count)), at: offset)
  }

  /// The 1-based column of byte offset `offset`, in Unicode scalars: the
  /// number of bytes before it that start a scalar (are not UTF-8
  /// continuation bytes), plus one.
  func column(of offset: Int) -> Int {
    var column = 1
    for index in 0..<min(offset, bytes.count) where bytes[index] & 0xC0 != 0x80 {
      column += 1
    }
    return column
  }

  /// The token starting at `offset`, for an error message: up to the next
  /// whitespace, comma, slash or parenthesis (at least one scalar), at most
  /// 32 scalars (then marked with "…"); `nil` at the end of the input. Inside
  /// another color, what follows the color is read too: the input goes on.
  func token(at offset: Int) -> String? {
    guard offset < inputEnd else { return nil }
    var stop = offset + 1
    while stop < inputEnd, bytes[stop] & 0xC0 == 0x80 { stop += 1 }  // finish the scalar
    if !ColorTextScanner.isDelimiter(bytes[offset]) {
      while stop < inputEnd, !ColorTextScanner.isDelimiter(bytes[stop]) { stop += 1 }
    }
    var scalars = 0
    var cut = offset
    while cut < stop, scalars < 32 {
      cut += 1
      while cut < stop, bytes[cut] & 0xC0 == 0x80 { cut += 1 }
      scalars += 1
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<cut]), as: UTF8.self)
    return ColorTextScanner.escapingControlCharacters(text) + (cut < stop ? "…" : "")
  }

  /// Whether the Unicode scalar at byte offset `offset` is a letter (of any script);
  /// `false` at the end or on invalid UTF-8.
  func startsWithLetter(at offset: Int) -> Bool {
    guard offset < end else { return false }
    var stop = offset + 1
    while stop < end, bytes[stop] & 0xC0 == 0x80 { stop += 1 }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<stop]), as: UTF8.self)
    guard let scalar = text.unicodeScalars.first, scalar != "\u{FFFD}" else { return false }
    return scalar.properties.isAlphabetic
  }

  /// `text` with control characters and invisible ones (`Unicode.Scalar.isEscapedInMessages`:
  /// a byte-order mark, a no-break space) written as `\u{XX}` and quotes and backslashes
  /// escaped, so that a message stays on one readable line and shows what it quotes.
  static func escapingControlCharacters(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      default:
        if scalar.isEscapedInMessages {
          result += scalar.escapedForMessages
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  // MARK: - Character classes

  /// Space, tab, line feed, carriage return, form feed or vertical tab.
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  /// An ASCII letter.
  static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
  }

  /// An ASCII decimal digit.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
  }

  /// A byte that ends a token in error messages.
  static func isDelimiter(_ byte: UInt8) -> Bool {
    isWhitespace(byte) || byte == 0x2C || byte == 0x2F || byte == 0x28 || byte == 0x29
  }

  /// An ASCII letter in lowercase; other bytes unchanged.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }
}
