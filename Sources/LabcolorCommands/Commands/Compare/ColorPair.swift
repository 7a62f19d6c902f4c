import LabColor

/// Reads a pair of colors written `A;B` on one line, as `labcolor compare` reads standard
/// input: `#986b78;#336699`, `50 20 0; lab(60 -10 30)`.
///
/// A problem names the color concerned, with its column counted from the start of the
/// line: `color B: unknown color name "bluish" at column 9`.
enum ColorPair {
  /// Why a line is not a pair of colors.
  struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message: `expected two colors separated by ';'`, or the parse error of one
    /// color, prefixed with `color A: ` or `color B: `; for a line that is not valid UTF-8,
    /// `not valid UTF-8 at column 7`.
    var description: String
  }

  /// The two colors of `bytes`, split at the first `;`.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, parser: ColorParser
  ) throws(Failure) -> (ParsedColor, ParsedColor) {
    // A line refused is reported as not valid UTF-8 if it is not: only then is it checked.
    func refused(_ description: String) -> Failure {
      Failure(description: UTF8Validation.problem(in: bytes) ?? description)
    }
    guard let separator = bytes.firstIndex(of: UInt8(ascii: ";")) else {
      throw refused("expected two colors separated by ';'")
    }
    let first = UnsafeBufferPointer(rebasing: bytes[..<separator])
    let second = UnsafeBufferPointer(rebasing: bytes[(separator + 1)...])
    let a: ParsedColor
    let b: ParsedColor
    do {
      a = try parser.parse(utf8: first)
    } catch {
      throw refused("color A: \(error)")
    }
    do {
      b = try parser.parse(utf8: second)
    } catch {
      var shifted = error
      // Columns count Unicode scalars: every byte of A that does not continue one, and ';'.
      shifted.column += first.lazy.filter { $0 & 0xC0 != 0x80 }.count + 1
      throw refused("color B: \(shifted)")
    }
    return (a, b)
  }
}
