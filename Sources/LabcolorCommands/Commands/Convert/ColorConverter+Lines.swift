import LabColor

extension ColorConverter {
  /// What became of one line of input.
  package enum LineOutcome: Sendable, Hashable {
    /// The color was converted and its line appended.
    case converted
    /// The line was blank or a comment; nothing was appended.
    case skipped
    /// The line holds no usable color; nothing was appended. The message
    /// says why and where (`unknown color name "bluish" at column 1`).
    case failed(String)
  }

  /// Converts one line of input — the per-line work of `labcolor convert`,
  /// free of heap allocation for bare triples and hex colors.
  ///
  /// Skips a blank or comment line; otherwise parses the line with `parser`
  /// and appends the color in the converter's notation and a newline to
  /// `buffer`.
  ///
  /// - Parameters:
  ///   - bytes: The line's UTF-8 bytes, without its line ending.
  ///   - parser: Reads the color (how bare triples are meant, their white).
  ///   - buffer: Receives the converted line.
  package func convertLine(
    _ bytes: UnsafeBufferPointer<UInt8>, parser: ColorParser, into buffer: inout LineBuffer
  ) -> LineOutcome {
    if Self.isBlankOrComment(bytes) { return .skipped }
    do {
      let color = try parser.parse(utf8: bytes)
      do {
        try append(color, to: &buffer)
      } catch {
        return .failed(error.description)
      }
      buffer.append(byte: UInt8(ascii: "\n"))
      return .converted
    } catch {
      return .failed(error.description)
    }
  }

  /// Whether a line holds only white space, or is a comment: `#` followed by
  /// white space or nothing, after any leading white space (so `#336699` is
  /// a color, not a comment).
  @inline(__always)
  package static func isBlankOrComment(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
    guard index < bytes.count else { return true }
    guard bytes[index] == UInt8(ascii: "#") else { return false }
    return index + 1 == bytes.count || isWhitespace(bytes[index + 1])
  }

  /// Space, tab, line feed, carriage return, form feed or vertical tab: what
  /// the color parser skips around a color.
  @inline(__always)
  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }
}
