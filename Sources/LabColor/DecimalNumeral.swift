/// Reading a whole decimal numeral from UTF-8 bytes, as the color parser reads numbers:
/// `[+-]? (digits ("." digits)? | "." digits) ([eE] [+-]? digits)?`, correctly rounded,
/// without allocating for numerals of up to 19 significant digits and a decimal exponent
/// within ±22 (Clinger's fast path).
///
/// For the command line, which reads numbers from its input the way colors are read.
package enum DecimalNumeral {
  /// The finite number `bytes` spell exactly (no surrounding space), or `nil` when they are
  /// not one numeral or its value is not finite (`1e309`, `nan`, `inf`).
  package static func value(of bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var scanner = ColorTextScanner(bytes)
    guard scanner.position == 0, scanner.end == bytes.count,
      case .number(let number) = scanner.scanNumber(), scanner.isAtEnd
    else { return nil }
    return number
  }
}
