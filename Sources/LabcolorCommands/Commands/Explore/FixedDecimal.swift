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
/// ``padded(_:digits:width:)`` writes a number wider than ten characters with an exponent.
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

  /// `bounded(value, digits:)` padded on the left with spaces to `width` columns.
  static func padded(_ value: Double, digits: Int, width: Int) -> String {
    let text = bounded(value, digits: digits)
    return String(repeating: " ", count: max(0, width - text.count)) + text
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
    // The mantissa in [1, 10) and its exponent, by division: its error, a few units in the
    // last place of a double, is far below the four digits shown.
    var mantissa = value.magnitude
    var exponent = 0
    while mantissa >= 10 {
      mantissa /= 10
      exponent += 1
    }
    var thousandths = Int((mantissa * 1000).rounded(.toNearestOrAwayFromZero))
    if thousandths >= 10_000 {  // 9.9996 rounds to 10.000: 1.000 of the next power
      thousandths /= 10
      exponent += 1
    }
    let fraction = String(thousandths % 1000)
    return (value < 0 ? "-" : "") + String(thousandths / 1000) + "."
      + String(repeating: "0", count: 3 - fraction.count) + fraction + "e" + String(exponent)
  }
}
