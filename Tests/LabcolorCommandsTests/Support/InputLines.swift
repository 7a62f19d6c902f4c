/// The lines of an input as the README and `LineReader` define them, worked out here
/// independently of `LineReader`, so tests can say which line is which.
///
/// A line ends at `\n`; one `\r` before it is not part of the line, nor is a `\r` that ends
/// the input; a last line without `\n` is a line; empty input has no lines. A UTF-8
/// byte-order mark (EF BB BF) that begins the input is not part of the first line.
enum InputLines {
  /// The byte-order mark.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The lines of `bytes`, without their endings, in order (line N is at index N - 1).
  static func split(_ bytes: [UInt8]) -> [[UInt8]] {
    let bytes = bytes.starts(with: byteOrderMark) ? Array(bytes.dropFirst(3)) : bytes
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    if bytes.last == 0x0A || bytes.isEmpty { lines.removeLast() }
    return lines.map { $0.last == 0x0D ? Array($0.dropLast()) : $0 }
  }

  /// `lines` as input again, each ended by `\r\n`: the same lines whatever they end in,
  /// since only one `\r` before the `\n` is dropped; and a byte-order mark before them when
  /// the first line begins with one, which would otherwise be skipped.
  static func join(_ lines: [[UInt8]]) -> [UInt8] {
    let mark = lines.first?.starts(with: byteOrderMark) == true ? byteOrderMark : []
    return mark + lines.flatMap { $0 + [0x0D, 0x0A] }
  }
}
