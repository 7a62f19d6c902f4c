import LabColor

/// Numbers with a fixed number of decimal places, for a display whose columns must not
/// jump as values change: `50.0`, `-0.50`, `0.2146`.
///
///     FixedDecimal.string(20, digits: 1)        // "20.0"
///     FixedDecimal.string(-0.04, digits: 1)     // "0.0" (never "-0.0")
///     FixedDecimal.string(0.41798726, digits: 4) // "0.4180"
///
/// Halves round away from zero, on the binary value. Non-finite values and values whose
/// scaled magnitude reaches 10^15 are written as `NumberFormat.string(_:)` writes them;
/// ``bounded(_:digits:)`` writes a number wider than ten characters with an exponent, and
/// ``fitted(_:digits:width:)`` and ``padded(_:digits:width:)`` one too wide for a field with
/// fewer places or an exponent.
enum FixedDecimal {
  /// `value` with `digits` (0…9) decimal places.
  static func string(_ value: Double, digits: Int) -> String {
    let places = min(max(digits, 0), 9)
    let scale = scale(places)
    let scaled = (value.magnitude * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled.isFinite, scaled < 1e15 else { return NumberFormat.string(value) }
    let units = Int(scaled)
    let divisor = Int(scale)
    var text = value < 0 && units != 0 ? "-" : ""
    text += String(units / divisor)
    guard places > 0 else { return text }
    let fraction = String(units % divisor)
    return text + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }

  /// `hue` (in [0, 360)) as `digits` (0…9) decimal places show it: 0 where they round it to
  /// 360 (359.97 with one place), as convert writes such a hue, so that a display never shows
  /// 360.
  static func hue(_ hue: Double, digits: Int) -> Double {
    let scale = scale(min(max(digits, 0), 9))
    return (hue * scale).rounded(.toNearestOrAwayFromZero) >= 360 * scale ? 0 : hue
  }

  /// 10 to the power `places`, exactly.
  private static func scale(_ places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return scale
  }

  /// `fitted(value, digits:, width:)` padded on the left with spaces to `width` columns:
  /// always `width` columns, so that a column of numbers keeps its place.
  static func padded(_ value: Double, digits: Int, width: Int) -> String {
    fitted(value, digits: digits, width: width).rightAligned(toWidth: width)
  }

  /// `string(value, digits:)` in at most `width` columns: a number too wide for them loses
  /// decimal places as far as it must (`-1234.6` for −1234.56 in 7 columns); one whose
  /// integer part alone is too wide is written with an exponent and as many of four
  /// significant digits as fit (`-1.50e44` in 8 columns, `7.6e123` in 7). Every finite number
  /// fits in 6 columns (`-2e308`); in fewer, the text is cut and ends with `…`.
  static func fitted(_ value: Double, digits: Int, width: Int) -> String {
    guard width > 0 else { return "" }
    if value.isFinite {
      for places in stride(from: min(max(digits, 0), 9), through: 0, by: -1) {
        let text = string(value, digits: places)
        if text.count <= width, !text.contains("e") { return text }
      }
    }
    var text = string(value, digits: digits)
    if value.isFinite {
      for fractionDigits in stride(from: 3, through: 0, by: -1) {
        text = exponential(value, fractionDigits: fractionDigits)
        if text.count <= width { return text }
      }
    }
    guard text.count > width else { return text }
    return String(text.prefix(width - 1)) + "…"
  }

  /// The widest ``bounded(_:digits:)`` writes a finite number: a sign, four significant
  /// digits and an exponent of up to three digits (`-1.702e11`, `2.441e308`).
  static let boundedWidth = 10

  /// `string(value, digits:)`, or, where that is wider than ``boundedWidth`` or has an
  /// exponent (a component of 1e10 and more, which a typed value reaches), the number with
  /// four significant digits and an exponent, `-3.128e10`: a display of columns shows it
  /// whole, where it would cut a long number at its edge and show a wrong one (`-3128` for
  /// −31281954856.53).
  static func bounded(_ value: Double, digits: Int) -> String {
    let text = string(value, digits: digits)
    // Past 10^15 `string` gives the shortest text, itself with an exponent (`1e+300`): written
    // here as every other large number is.
    guard value.isFinite, text.count > boundedWidth || text.contains("e") else { return text }
    return exponential(value, fractionDigits: 3)
  }

  /// Finite `value`, 1 or more in magnitude, as a mantissa with `fractionDigits` (0…3)
  /// decimal places and an exponent: `-3.128e10`, `-3e10`.
  private static func exponential(_ value: Double, fractionDigits: Int) -> String {
    // The mantissa in [1, 10) and its exponent, by division: its error, a few units in the
    // last place of a double, is far below the four digits shown.
    var mantissa = value.magnitude
    var exponent = 0
    while mantissa >= 10 {
      mantissa /= 10
      exponent += 1
    }
    let places = min(max(fractionDigits, 0), 3)
    let scale = Int(scale(places))
    var units = Int((mantissa * Double(scale)).rounded(.toNearestOrAwayFromZero))
    if units >= 10 * scale {  // 9.9996 rounds to 10.000: 1.000 of the next power
      units /= 10
      exponent += 1
    }
    let sign = value < 0 ? "-" : ""
    guard places > 0 else { return sign + String(units) + "e" + String(exponent) }
    let fraction = String(units % scale)
    return sign + String(units / scale) + "."
      + String(repeating: "0", count: places - fraction.count) + fraction + "e" + String(exponent)
  }
}
