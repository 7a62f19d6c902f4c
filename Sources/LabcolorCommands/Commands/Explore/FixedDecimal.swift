import LabColor

/// Numbers with a fixed number of decimal places, for a display whose columns must not
/// jump as values change: `50.0`, `-0.50`, `0.2146`.
///
///     FixedDecimal.string(20, digits: 1)        // "20.0"
///     FixedDecimal.string(-0.04, digits: 1)     // "0.0" (never "-0.0")
///     FixedDecimal.string(0.41798726, digits: 4) // "0.4180"
///
/// Halves round away from zero, on the binary value. Non-finite values and values whose
/// scaled magnitude reaches 10^15 are written as `NumberFormat.string(_:)` writes them.
enum FixedDecimal {
  /// `value` with `digits` (0…9) decimal places.
  static func string(_ value: Double, digits: Int) -> String {
    let places = min(max(digits, 0), 9)
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
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

  /// `string(value, digits:)` padded on the left with spaces to `width` columns.
  static func padded(_ value: Double, digits: Int, width: Int) -> String {
    let text = string(value, digits: digits)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
