import LabColor

/// The fast path of `labcolor convert --to hex` for the commonest input: a line of three
/// plain decimal numerals, `L a b` relative to the converter's white.
///
/// It reads the numerals as integers and one exact division by a power of ten (Clinger's
/// fast path: at most 19 significant digits and an integer below 2^53, so the quotient is
/// the correctly rounded value, as the general parser computes it), converts with the
/// library (`Lab.xyz(white:)`, `LinearSRGB(_:white:)`), and quantizes linear light with
/// thresholds (`RGB8(quantizing:)`), so no power is computed per line. Anything else — a
/// comment, an exponent, more digits, L\* outside 0…100, a separator it does not know — is
/// left to the general path, which reads it the same way or reports it. Output is
/// byte-identical to the general path's.
enum BareTripleHex {
  /// Appends `#rrggbb` and a newline for `line` and returns `true` when the line is three
  /// plain numerals with L\* in 0…100; otherwise appends nothing and returns `false`.
  @inline(__always)
  static func convert(
    _ line: UnsafeBufferPointer<UInt8>, white: WhitePoint, into buffer: inout LineBuffer
  ) -> Bool {
    var index = 0
    let count = line.count
    skipBlanks(line, &index, count)
    guard let l = numeral(line, &index, count), separator(line, &index, count),
      let a = numeral(line, &index, count), separator(line, &index, count),
      let b = numeral(line, &index, count)
    else { return false }
    while index < count, isBlank(line[index]) || line[index] == 0x0D { index &+= 1 }
    guard index == count, l >= 0, l <= 100 else { return false }
    let linear = LinearSRGB(Lab(l: l, a: a, b: b).xyz(white: white), white: white)
    buffer.append(hex: RGB8(quantizing: linear))
    buffer.append(byte: UInt8(ascii: "\n"))
    return true
  }

  /// 10⁰ … 10²², each exact in a `Double`.
  private static let powersOfTen: [Double] = (0...22).map { exponent in
    (0..<exponent).reduce(1.0) { power, _ in power * 10 }
  }

  @inline(__always)
  private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  @inline(__always)
  private static func skipBlanks(
    _ line: UnsafeBufferPointer<UInt8>, _ index: inout Int, _ count: Int
  ) {
    while index < count, isBlank(line[index]) { index &+= 1 }
  }

  /// Blanks, or a comma with optional blanks around it, then the next numeral's start.
  @inline(__always)
  private static func separator(
    _ line: UnsafeBufferPointer<UInt8>, _ index: inout Int, _ count: Int
  ) -> Bool {
    let start = index
    skipBlanks(line, &index, count)
    if index < count, line[index] == UInt8(ascii: ",") {
      index &+= 1
      skipBlanks(line, &index, count)
    }
    return index > start && index < count
  }

  /// `[+-]? digits ("." digits)?` followed by a blank, a comma, a CR or the end, within
  /// Clinger's fast path; `nil` (the general path decides) for anything else.
  @inline(__always)
  private static func numeral(
    _ line: UnsafeBufferPointer<UInt8>, _ index: inout Int, _ count: Int
  ) -> Double? {
    var negative = false
    if index < count, line[index] == UInt8(ascii: "-") || line[index] == UInt8(ascii: "+") {
      negative = line[index] == UInt8(ascii: "-")
      index &+= 1
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var sawPoint = false
    while index < count {
      let byte = line[index]
      let digit = byte &- UInt8(ascii: "0")
      if digit < 10 {
        mantissa = mantissa &* 10 &+ UInt64(digit)
        digits &+= 1
        if sawPoint { fractionDigits &+= 1 }
      } else if byte == UInt8(ascii: "."), !sawPoint {
        sawPoint = true
        // A point must have a digit after it, as the general parser requires.
        guard index &+ 1 < count, line[index &+ 1] &- UInt8(ascii: "0") < 10 else { return nil }
      } else {
        break
      }
      index &+= 1
    }
    guard digits > 0, digits <= 19, mantissa <= 1 << 53, fractionDigits <= 22 else { return nil }
    if index < count {
      let next = line[index]
      guard isBlank(next) || next == UInt8(ascii: ",") || next == 0x0D else { return nil }
    }
    let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
    return negative ? -magnitude : magnitude
  }
}
