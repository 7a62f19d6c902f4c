/// The text of a `Double` as `description` writes it — the fewest significant
/// digits that read back as the same value, the closest to it of those, a tie
/// going to the even digit — computed with Raffaello Giulietti's Schubfach
/// method ("The Schubfach way to render doubles", 2020): three 128-bit
/// products with a power of ten from a table, no loop over digits.
///
/// It exists because formatting numbers was a quarter of what `labcolor watch
/// --format json` did, and the standard library's formatter, reached through
/// `TextOutputStream`, costs about 1.8 times as much (about 610
/// instructions a number against 340, under callgrind). Tests compare it with
/// `description` on every power of two and ten, their neighbours and
/// hundreds of thousands of random values.
///
/// The layout is the standard library's: plain decimals from 10^-4 up to
/// 2^53 (`0.0001`, `123.456`, `100.0`, `9007199254740992.0`), otherwise
/// exponential with at least two exponent digits (`1e-05`, `1.5e+16`,
/// `5e-324`).
enum ShortestDecimal {
  /// The longest text `write(_:to:)` writes — a sign, 17 digits, a point and
  /// `e-308` — and the number of bytes it writes.
  static let maximumLength = 24

  /// Writes the text of `value` at `target`, which must have room for
  /// `maximumLength` bytes (all of which it writes, the text first), and
  /// returns its length; returns `nil`, having written nothing, for zero,
  /// subnormal and non-finite values, which it leaves to the standard
  /// library.
  static func write(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int? {
    let bits = value.bitPattern
    let fraction = bits & (1 << 52 - 1)
    let biasedExponent = Int(truncatingIfNeeded: bits >> 52) & 0x7FF
    guard biasedExponent != 0, biasedExponent != 0x7FF else { return nil }
    // value = ±c × 2^q, 2^52 ≤ c < 2^53
    let c = fraction | 1 << 52
    let q = biasedExponent - 1075
    let (digits, exponent) = decimal(c: c, q: q, irregular: fraction == 0 && biasedExponent > 1)
    // `digits` has 16 or 17 digits (c × 2^q / 10^k with 1 ≤ 2^q / 10^k < 10): write all 17,
    // the first possibly 0, then skip a leading zero and drop trailing zeros. The digits go
    // to the first half of 64 bytes on the stack, zeros after them, and the text is laid out
    // in the second half eight bytes at a time, then copied to `target` as three words: no
    // copy of a variable length, which would be a call to `memmove`.
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 8) { words -> Int? in
      words.initialize(repeating: 0)
      guard let base = words.baseAddress.map(UnsafeMutableRawPointer.init) else { return nil }
      let rest = digits % 10_000_000_000_000_000
      let high = eightDigits(UInt32(truncatingIfNeeded: rest / 100_000_000))
      let low = eightDigits(UInt32(truncatingIfNeeded: rest % 100_000_000))
      base.storeBytes(
        of: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digits / 10_000_000_000_000_000),
        as: UInt8.self)
      base.storeBytes(of: high.littleEndian, toByteOffset: 1, as: UInt64.self)
      base.storeBytes(of: low.littleEndian, toByteOffset: 9, as: UInt64.self)
      let first = base.load(as: UInt8.self) == UInt8(ascii: "0") ? 1 : 0
      // Trailing zeros are the zero digits at the top of the last nonzero word (its last
      // digits, in its most significant bytes): counted at once, not digit by digit.
      let end: Int
      if low != zeroDigits {
        end = 17 - (low ^ zeroDigits).leadingZeroBitCount / 8
      } else if high != zeroDigits {
        end = 9 - (high ^ zeroDigits).leadingZeroBitCount / 8
      } else {
        end = 1
      }
      // value = d₁.d₂…dₙ × 10^scientific
      let scientific = exponent + 16 - first
      let aboveTwoToThe53 = biasedExponent > 1076 || (biasedExponent == 1076 && fraction != 0)
      let text = base + 32
      let length = layOut(
        digits: base + first, count: end - first, scientific: scientific,
        negative: bits >> 63 != 0, exponential: scientific < -4 || aboveTwoToThe53, to: text)
      copyWords(from: text, to: UnsafeMutableRawPointer(target), count: maximumLength)
      return length
    }
  }

  /// The eight decimal digits of `value` (below 10^8, with leading zeros) as ASCII, the first
  /// in the least significant byte: halves, quarters and eighths split at once by
  /// multiplications (Paul Khuong's method).
  @inline(__always)
  static func eightDigits(_ value: UInt32) -> UInt64 {
    let high = value / 10_000
    let fours = UInt64(high) | UInt64(value &- high &* 10_000) << 32
    let hundreds = ((fours &* 10_486) >> 20) & 0x0000_007F_0000_007F
    let pairs = hundreds | (fours &- 100 &* hundreds) << 16
    let tens = ((pairs &* 103) >> 10) & 0x000F_000F_000F_000F
    let singles = tens | (pairs &- 10 &* tens) << 8
    return singles &+ 0x3030_3030_3030_3030
  }

  /// The shortest decimal digits × 10^exponent in the rounding interval of
  /// c × 2^q (a normal value), the closest to it when several are as short,
  /// a tie going to the even digit: Schubfach's figure 7 with the
  /// computations of its figure 9.
  ///
  /// The interval includes its ends when c is even (round to even reads them
  /// back as this value); `irregular` is a power of two above the smallest
  /// normal, whose lower neighbour is half as far as its upper.
  private static func decimal(c: UInt64, q: Int, irregular: Bool) -> (UInt64, Int) {
    let out: UInt64 = c & 1
    let cb = c << 2
    let cbr = cb + 2
    let cbl: UInt64
    let k: Int
    if irregular {
      cbl = cb - 1
      k = (q * 661_971_961_083 - 274_743_187_321) >> 41  // floor(log10(3/4 × 2^q))
    } else {
      cbl = cb - 2
      k = (q * 661_971_961_083) >> 41  // floor(log10(2^q))
    }
    let h = q + ((-k * 913_124_641_741) >> 38) + 2  // q + floor(log2(10^-k)) + 2, 0…7
    let index = 2 * (-k - smallestPowerOfTen)
    let g1 = powersOfTen[index]
    let g0 = powersOfTen[index + 1]
    let vb = roundToOdd(g1, g0, cb << h)
    let vbl = roundToOdd(g1, g0, cbl << h)
    let vbr = roundToOdd(g1, g0, cbr << h)
    let s = vb >> 2
    if s >= 100 {
      // One digit fewer: u' = s rounded down to a multiple of 10, w' = u' + 10.
      let sp10 = s / 10 * 10
      let tp10 = sp10 + 10
      let upin = vbl + out <= sp10 << 2
      let wpin = tp10 << 2 + out <= vbr
      if upin != wpin { return (upin ? sp10 : tp10, k) }
    }
    let t = s + 1
    let uin = vbl + out <= s << 2
    let win = t << 2 + out <= vbr
    if uin != win { return (uin ? s : t, k) }
    // Both are in the interval: the closer, the even one on a tie.
    let comparison = Int64(bitPattern: vb &- (s + t) << 1)
    let away = comparison > 0 || (comparison == 0 && s & 1 != 0)
    return (away ? t : s, k)
  }

  /// cp × g × 2^-127 rounded to odd, where g = g1 × 2^63 + g0 (Schubfach's
  /// figure 8).
  @inline(__always)
  private static func roundToOdd(_ g1: UInt64, _ g0: UInt64, _ cp: UInt64) -> UInt64 {
    let x1 = g0.multipliedFullWidth(by: cp).high
    let y0 = g1 &* cp
    let y1 = g1.multipliedFullWidth(by: cp).high
    let z = (y0 >> 1) &+ x1
    let vbp = y1 &+ (z >> 63)
    let mask: UInt64 = 1 << 63 - 1
    return vbp | ((z & mask) &+ mask) >> 63
  }

  /// Writes d₁.d₂…dₙ × 10^scientific (the `count` bytes at `digits`) as `description` lays
  /// it out at `target`; returns the length. Copies eight bytes at a time, so it reads up to
  /// 7 bytes past the digits and writes up to 7 past the text: `target` has 32 bytes of
  /// room, and the digits are followed by zeros.
  private static func layOut(
    digits: UnsafeMutableRawPointer, count: Int, scientific: Int, negative: Bool,
    exponential: Bool, to target: UnsafeMutableRawPointer
  ) -> Int {
    var next = target
    if negative {
      next.storeBytes(of: UInt8(ascii: "-"), as: UInt8.self)
      next += 1
    }
    if exponential {
      // 1.2345e+16, 5e-324
      next.storeBytes(of: digits.load(as: UInt8.self), as: UInt8.self)
      next += 1
      if count > 1 {
        next.storeBytes(of: UInt8(ascii: "."), as: UInt8.self)
        copyWords(from: digits + 1, to: next + 1, count: count - 1)
        next += count
      }
      next.storeBytes(of: UInt8(ascii: "e"), as: UInt8.self)
      next.storeBytes(
        of: scientific < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"), toByteOffset: 1,
        as: UInt8.self)
      next += 2
      let magnitude = Int(scientific.magnitude)  // 0…324
      if magnitude >= 100 {
        next.storeBytes(
          of: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude / 100), as: UInt8.self)
        next += 1
      }
      next.storeBytes(
        of: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude / 10 % 10), as: UInt8.self)
      next.storeBytes(
        of: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10), toByteOffset: 1,
        as: UInt8.self)
      next += 2
    } else if scientific < 0 {
      // 0.000123: "0." and up to three zeros, then the digits.
      let zeros = -scientific - 1
      next.storeBytes(of: zeroPointZeros, as: UInt64.self)
      next += 2 + zeros
      copyWords(from: digits, to: next, count: count)
      next += count
    } else if scientific + 1 < count {
      // 123.456
      let whole = scientific + 1
      copyWords(from: digits, to: next, count: whole)
      next.storeBytes(of: UInt8(ascii: "."), toByteOffset: whole, as: UInt8.self)
      copyWords(from: digits + whole, to: next + whole + 1, count: count - whole)
      next += count + 1
    } else {
      // 1200.0: at most 16 digits and zeros in all, below 2^53.
      let zeros = scientific + 1 - count
      copyWords(from: digits, to: next, count: count)
      next += count
      for offset in stride(from: 0, to: zeros, by: 8) {
        next.storeBytes(of: zeroDigits, toByteOffset: offset, as: UInt64.self)
      }
      next += zeros
      next.storeBytes(of: UInt8(ascii: "."), as: UInt8.self)
      next.storeBytes(of: UInt8(ascii: "0"), toByteOffset: 1, as: UInt8.self)
      next += 2
    }
    return next - target
  }

  /// Copies `count` bytes eight at a time: up to 7 more are read and written when `count`
  /// is not a multiple of 8.
  @inline(__always)
  private static func copyWords(
    from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int
  ) {
    for offset in stride(from: 0, to: count, by: 8) {
      target.storeBytes(
        of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
        as: UInt64.self)
    }
  }

  /// `00000000` as a word to store.
  private static var zeroDigits: UInt64 { 0x3030_3030_3030_3030 }

  /// `0.000000` as a word to store (the first character in the lowest byte).
  private static var zeroPointZeros: UInt64 { 0x3030_3030_3030_2E30 }
}
