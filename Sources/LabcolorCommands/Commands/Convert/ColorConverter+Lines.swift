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
  /// Skips a blank or comment line (unless `skipsBlank` is false, for an argument, where
  /// nothing is a color missing); otherwise parses the line with `parser` and appends the
  /// color in the converter's notation and a newline to `buffer`.
  ///
  /// - Parameters:
  ///   - bytes: The line's UTF-8 bytes, without its line ending.
  ///   - parser: Reads the color (how bare triples are meant, their white).
  ///   - skipsBlank: Whether a blank or comment line is skipped.
  ///   - buffer: Receives the converted line.
  package func convertLine(
    _ bytes: UnsafeBufferPointer<UInt8>, parser: ColorParser, skipsBlank: Bool = true,
    into buffer: inout LineBuffer
  ) -> LineOutcome {
    if skipsBlank, InputItem.isBlankOrComment(bytes) { return .skipped }
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
      return .failed(UTF8Validation.problem(in: bytes) ?? error.description)
    }
  }
}
