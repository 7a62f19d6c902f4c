import LabColor

/// A proportion written as a percentage, `30%`, or as a fraction, `0.3`: from 0% to 100%,
/// or from 0 to 1, the number in decimal as a `Double` option reads it (`0x1p-1` is
/// refused).
///
///     try Percentage(argument: "30%").fraction  // 0.3
///     try Percentage(argument: "0.25").fraction  // 0.25
///     try Percentage(argument: "30")            // refused: 30 is neither
struct Percentage: Hashable, Sendable, ExpressibleByArgument {
  /// The proportion, 0 … 1.
  var fraction: Double

  /// The proportion `fraction` (0 … 1).
  init(fraction: Double) {
    self.fraction = fraction
  }

  init(argument: String) throws(ArgumentValueError) {
    let isPercent = argument.hasSuffix("%")
    let number = Double(decimalArgument: isPercent ? argument.dropLast() : argument[...])
    guard let number, (0...(isPercent ? 100 : 1)).contains(number) else {
      throw .invalid(reason: "expected a percentage from 0% to 100%, or a fraction from 0 to 1")
    }
    fraction = isPercent ? number / 100 : number
  }

  /// `30%`.
  var argumentDescription: String { NumberFormat.string(fraction * 100) + "%" }
}
