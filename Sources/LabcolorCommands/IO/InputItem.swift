/// One item of input a command reads: a color (or pair) from its arguments, or a line of
/// standard input, with where it came from.
struct InputItem {
  /// The item's bytes, without a line ending. They may live in the reader's buffer: valid
  /// only while the item is being handled.
  var bytes: UnsafeBufferPointer<UInt8>
  /// Where the item came from, as messages name it.
  var source: InputSource

  /// Whether the item is a line that holds only white space, or a comment (see
  /// `isBlankOrComment(_:)`): commands skip it. An argument is never skipped: an empty
  /// one is a color missing, and is reported.
  var isBlankOrComment: Bool {
    guard case .line = source else { return false }
    return Self.isBlankOrComment(bytes)
  }

  /// Whether `bytes` hold only white space, or are a comment: `#` followed by white space
  /// or nothing, after any leading white space (so `#336699` is a color, not a comment).
  @inline(__always)
  static func isBlankOrComment(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
    guard index < bytes.count else { return true }
    guard bytes[index] == UInt8(ascii: "#") else { return false }
    return index + 1 == bytes.count || isWhitespace(bytes[index + 1])
  }

  /// Space, tab, line feed, carriage return, form feed or vertical tab: what the color
  /// parser skips around a color.
  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }
}

/// Where an item of input came from, as messages name it: `line 3`, `argument 2`,
/// `arguments 1–2 ('50 20')`.
enum InputSource: Hashable, Sendable, CustomStringConvertible {
  /// A line of standard input, numbered from 1.
  case line(Int)
  /// A color given as one argument, by its position, from 1.
  case argument(Int)
  /// A color given as several arguments (`50 20 0`, `ColorWords`), by their positions, from
  /// 1, read as `text`, their words joined by spaces: the text a message's columns count in.
  case arguments(ClosedRange<Int>, text: String)

  /// `line 3`, `argument 2`, or `arguments 1–2 ('50 20')`: the text of several arguments is
  /// quoted, since no argument holds the column a message gives.
  var description: String {
    switch self {
    case .line(let number): return "line \(number)"
    case .argument(let position): return "argument \(position)"
    case .arguments(let positions, let text):
      return "arguments \(positions.lowerBound)–\(positions.upperBound) (\(UserText.quoted(text)))"
    }
  }
}
