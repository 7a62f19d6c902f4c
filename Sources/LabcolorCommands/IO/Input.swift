/// Where a command's input bytes come from: a file descriptor (standard input), or
/// in-memory chunks for in-process tests.
///
/// Each chunk of `.chunks` is what one `read(2)` would return, so a test can split input
/// at any position — between `\r` and `\n`, inside a UTF-8 sequence — and check that the
/// lines come out the same.
package enum Input: Sendable {
  /// Bytes read with `read(2)` from this descriptor.
  case fileDescriptor(Int32)
  /// These bytes, one chunk per read; empty chunks are skipped.
  case chunks([[UInt8]])

  /// All of `bytes` in one chunk.
  package static func bytes(_ bytes: [UInt8]) -> Input {
    .chunks([bytes])
  }

  /// The UTF-8 bytes of `text` in one chunk.
  static func text(_ text: String) -> Input {
    .chunks([Array(text.utf8)])
  }
}
