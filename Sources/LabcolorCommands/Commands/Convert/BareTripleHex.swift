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
struct BareTripleHex: Sendable {
  /// The white of the triples.
  let white: WhitePoint
  /// The sRGB thresholds, fetched once rather than per line.
  private let quantization = LinearQuantization.shared
  /// The two lowercase hex digits of each byte, the first in the low byte.
  private let hexPairs: [UInt16] = (0...255).map { byte in
    let digits = Array("0123456789abcdef".utf8)
    return UInt16(digits[byte >> 4]) | UInt16(digits[byte & 15]) << 8
  }

  /// A fast path for triples relative to `white`.
  init(white: WhitePoint) {
    self.white = white
  }

  /// Appends `#rrggbb` and a newline for `line` and returns `true` when the line is three
  /// plain numerals with L\* in 0…100; otherwise appends nothing and returns `false`.
  func convert(_ line: UnsafeBufferPointer<UInt8>, into buffer: inout LineBuffer) -> Bool {
    let word = hexPairs.withUnsafeBufferPointer { hexLine(line, pairs: $0) }
    guard let word else { return false }
    withUnsafeBytes(of: word.littleEndian) { buffer.append(bytes: $0) }
    return true
  }

  /// Converts every line of `block` it can, writing each `#rrggbb\n` to `output`, and hands
  /// each line it cannot to `general` with its number in the block (from 1), in order — the
  /// loop `convert` runs on a block. Stops when `general` returns `false`; returns the lines
  /// read.
  func convert(
    block: UnsafeBufferPointer<UInt8>, maximumLineLength: Int, output: inout LineBuffer,
    general: (LineReader.BlockLine, Int, inout LineBuffer) -> Bool
  ) -> Int {
    var lines = 0
    // Fast lines collect in a small buffer, written 8 bytes at a time, and go to `output`
    // in one copy when it fills or before a line of the general path.
    let capacity = 8 * 1024
    let pending = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
    defer { pending.deallocate() }
    var used = 0
    func flush(_ output: inout LineBuffer) {
      output.append(bytes: UnsafeRawBufferPointer(start: pending, count: used))
      used = 0
    }
    hexPairs.withUnsafeBufferPointer { pairs in
      try? LineReader.forEachLine(in: block, maximumLineLength: maximumLineLength) {
        line throws(CommandError) in
        lines &+= 1
        if case .line(let bytes) = line, let word = hexLine(bytes, pairs: pairs) {
          pending.storeBytes(of: word.littleEndian, toByteOffset: used, as: UInt64.self)
          used &+= 8
          if used == capacity { flush(&output) }
          return
        }
        flush(&output)
        if !general(line, lines, &output) { throw .badDataReported }
      }
    }
    flush(&output)
    return lines
  }

  /// `#rrggbb\n` as eight ASCII bytes (the first in the low byte) for `line`, or `nil` when
  /// it is not three plain numerals with L\* in 0…100.
  @inline(__always)
  private func hexLine(
    _ line: UnsafeBufferPointer<UInt8>, pairs: UnsafeBufferPointer<UInt16>
  ) -> UInt64? {
    var index = 0
    let count = line.count
    Self.skipBlanks(line, &index, count)
    guard let l = Self.numeral(line, &index, count), Self.separator(line, &index, count),
      let a = Self.numeral(line, &index, count), Self.separator(line, &index, count),
      let b = Self.numeral(line, &index, count)
    else { return nil }
    while index < count, Self.isBlank(line[index]) || line[index] == 0x0D { index &+= 1 }
    guard index == count, l >= 0, l <= 100 else { return nil }
    let linear = LinearSRGB(Lab(l: l, a: a, b: b).xyz(white: white), white: white)
    let red = UInt64(pairs[Int(quantization.value(linear.red))])
    let green = UInt64(pairs[Int(quantization.value(linear.green))])
    let blue = UInt64(pairs[Int(quantization.value(linear.blue))])
    return UInt64(UInt8(ascii: "#")) | red << 8 | green << 24 | blue << 40
      | UInt64(UInt8(ascii: "\n")) << 56
  }

  /// 10^`exponent` for `exponent` in 0…22, exact in a `Double` (a switch, not a table:
  /// nothing to look up in memory).
  @inline(__always)
  private static func powerOfTen(_ exponent: Int) -> Double {
    switch exponent {
    case 0: 1
    case 1: 1e1
    case 2: 1e2
    case 3: 1e3
    case 4: 1e4
    case 5: 1e5
    case 6: 1e6
    case 7: 1e7
    case 8: 1e8
    case 9: 1e9
    case 10: 1e10
    case 11: 1e11
    case 12: 1e12
    case 13: 1e13
    case 14: 1e14
    case 15: 1e15
    case 16: 1e16
    case 17: 1e17
    case 18: 1e18
    case 19: 1e19
    case 20: 1e20
    case 21: 1e21
    default: 1e22
    }
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
  ///
  /// One tight loop per part: the integer digits, then the fraction's, each a compare and a
  /// multiply-add per character.
  @inline(__always)
  private static func numeral(
    _ line: UnsafeBufferPointer<UInt8>, _ index: inout Int, _ count: Int
  ) -> Double? {
    guard let base = line.baseAddress else { return nil }
    var position = index
    var negative = false
    if position < count, base[position] == UInt8(ascii: "-") || base[position] == UInt8(ascii: "+")
    {
      negative = base[position] == UInt8(ascii: "-")
      position &+= 1
    }
    var mantissa: UInt64 = 0
    let integerStart = position
    while position < count {
      let digit = base[position] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      position &+= 1
    }
    let integerDigits = position &- integerStart
    var fractionDigits = 0
    if position < count, base[position] == UInt8(ascii: ".") {
      position &+= 1
      let fractionStart = position
      while position < count {
        let digit = base[position] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        position &+= 1
      }
      fractionDigits = position &- fractionStart
      // A point must have a digit after it, as the general parser requires.
      guard fractionDigits > 0 else { return nil }
    }
    let digits = integerDigits &+ fractionDigits
    guard digits > 0, digits <= 19, mantissa <= 1 << 53, fractionDigits <= 22 else { return nil }
    if position < count {
      let next = base[position]
      guard isBlank(next) || next == UInt8(ascii: ",") || next == 0x0D else { return nil }
    }
    index = position
    let magnitude = Double(mantissa) / powerOfTen(fractionDigits)
    return negative ? -magnitude : magnitude
  }
}
