/// Whether a line is valid UTF-8, for the commands that report lines that are not: `not
/// valid UTF-8 at column 4` says what is wrong with a file in another encoding, where a
/// parse error would quote replacement characters (`found "fff��"`). `convert`, `compare`
/// and `name` ask it only of a line already refused, so valid input pays nothing for it.
enum UTF8Validation {
  /// The report of `bytes` when they are not valid UTF-8, naming the column (in Unicode
  /// scalars, from 1, as parse errors count) where the first invalid sequence starts;
  /// `nil` when they are valid.
  static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
    if bytes.allSatisfy({ $0 < 0x80 }) { return nil }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var column = 1
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: column += 1
      case .emptyInput: return nil
      case .error: return "not valid UTF-8 at column \(column)"
      }
    }
  }
}
