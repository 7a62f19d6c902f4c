extension RGB8 {
  /// The color as lowercase `#rrggbb`.
  ///
  /// Seven ASCII characters fit in a small `String`, so this does not
  /// allocate.
  ///
  ///     RGB8(red: 0x66, green: 0x33, blue: 0x99).hex  // "#663399"
  public var hex: String {
    String(unsafeUninitializedCapacity: 7) { buffer in writeHex(to: buffer) }
  }

  /// Appends the lowercase `#rrggbb` bytes (UTF-8, 7 bytes) to `output`,
  /// for writers that assemble lines in a byte buffer. Does not allocate
  /// when `output` has room.
  @inlinable
  public func appendHex(to output: inout [UInt8]) {
    withUnsafeBytes(of: hexLineBytes.littleEndian) { output.append(contentsOf: $0.prefix(7)) }
  }

  /// Appends `#rrggbb` and a line feed (8 bytes) to `output` in one step: the line
  /// `labcolor convert --to hex` writes.
  @inlinable
  public func appendHexLine(to output: inout [UInt8]) {
    withUnsafeBytes(of: hexLineBytes.littleEndian) { output.append(contentsOf: $0) }
  }

  /// `#rrggbb` and a line feed as eight ASCII bytes, the first in the least
  /// significant byte: store it little-endian to write the line in one step.
  ///
  ///     RGB8(red: 0x66, green: 0x33, blue: 0x99).hexLineBytes  // 0x0A39_3933_3336_3623
  @inlinable
  public var hexLineBytes: UInt64 {
    @inline(__always) func digits(_ value: UInt8) -> UInt64 {
      UInt64(RGB8.hexDigit(value >> 4)) | UInt64(RGB8.hexDigit(value & 0x0F)) << 8
    }
    return UInt64(UInt8(ascii: "#")) | digits(red) << 8 | digits(green) << 24
      | digits(blue) << 40 | UInt64(UInt8(ascii: "\n")) << 56
  }

  /// Writes `#rrggbb` into the first 7 bytes of `buffer`; returns 7.
  func writeHex(to buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    buffer[0] = UInt8(ascii: "#")
    buffer[1] = RGB8.hexDigit(red >> 4)
    buffer[2] = RGB8.hexDigit(red & 0x0F)
    buffer[3] = RGB8.hexDigit(green >> 4)
    buffer[4] = RGB8.hexDigit(green & 0x0F)
    buffer[5] = RGB8.hexDigit(blue >> 4)
    buffer[6] = RGB8.hexDigit(blue & 0x0F)
    return 7
  }

  /// The lowercase ASCII hex digit for a value 0…15.
  @inlinable
  static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
  }

  /// Reads `#rgb` or `#rrggbb` (hex digits in any case), with optional
  /// surrounding whitespace.
  ///
  /// `#rgb` repeats each digit (`#f80` is `#ff8800`). The CSS forms with
  /// alpha, `#rgba` and `#rrggbbaa`, are accepted only when the alpha is
  /// opaque (`f`, `ff`): an `RGB8` has no alpha (`ColorParser` reads it).
  ///
  /// - Throws: `ColorParseError`, for example
  ///   `expected 3, 4, 6 or 8 hex digits after "#" at column 2, found "12345"`.
  public init(hex text: some StringProtocol) throws(ColorParseError) {
    var copy = String(text)
    let result = copy.withUTF8 { bytes in
      Result { () throws(ColorParseError) -> RGB8 in
        var scanner = ColorTextScanner(bytes)
        let hex = try RGB8.scanHex(&scanner)
        guard hex.alpha == 255 else {
          throw scanner.error(.unsupportedAlpha, at: hex.alphaOffset)
        }
        return hex.rgb
      }
    }
    switch result {
    case .success(let rgb): self = rgb
    case .failure(let error): throw error
    }
  }

  /// What `scanHex(_:)` read: the color, its 8-bit alpha (255 when no alpha
  /// digits were written) and the byte offset of the alpha digits.
  struct HexScan {
    var rgb: RGB8
    var alpha: UInt8
    var alphaOffset: Int
  }

  /// Reads `#` and 3, 4, 6 or 8 hex digits at the cursor, which must be the
  /// rest of the input.
  static func scanHex(_ scanner: inout ColorTextScanner) throws(ColorParseError) -> HexScan {
    guard scanner.consume(UInt8(ascii: "#")) else {
      throw scanner.expected("\"#\"", at: scanner.position)
    }
    let start = scanner.position
    var digits: UInt32 = 0  // the first 8 digits, 4 bits each
    var count = 0
    while let byte = scanner.peek(), let value = RGB8.hexValue(byte) {
      if count < 8 { digits = digits << 4 | UInt32(value) }
      count += 1
      scanner.position += 1
    }
    let endsToken = scanner.peek().map(ColorTextScanner.isDelimiter) ?? true
    guard endsToken, count == 3 || count == 4 || count == 6 || count == 8 else {
      throw scanner.expected("3, 4, 6 or 8 hex digits after \"#\"", at: start)
    }
    guard scanner.isAtEnd else {
      scanner.skipWhitespace()
      throw scanner.expected("end of input after the hex digits", at: scanner.position)
    }
    /// The digit at `index` (0 is the first), 0…15.
    func nibble(_ index: Int) -> UInt8 {
      UInt8(truncatingIfNeeded: digits >> UInt32(4 * (count - 1 - index))) & 0x0F
    }
    if count <= 4 {
      return HexScan(
        rgb: RGB8(red: nibble(0) * 17, green: nibble(1) * 17, blue: nibble(2) * 17),
        alpha: count == 3 ? 255 : nibble(3) * 17, alphaOffset: start + 3)
    }
    return HexScan(
      rgb: RGB8(
        red: nibble(0) << 4 | nibble(1),
        green: nibble(2) << 4 | nibble(3),
        blue: nibble(4) << 4 | nibble(5)),
      alpha: count == 6 ? 255 : nibble(6) << 4 | nibble(7), alphaOffset: start + 6)
  }

  /// The value of an ASCII hex digit, any case; `nil` for other bytes.
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
