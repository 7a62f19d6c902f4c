import LabColor

/// A number: a finite `Double` in Swift's syntax (`50`, `-20`, `2.5e-3`, `0x1p-2`).
///
/// `inf`, `nan`, numbers too large for a `Double` (`1e309`) and any surrounding space are
/// refused: `expected a finite number`.
extension Double: ExpressibleByArgument {
  init(argument: String) throws(ArgumentValueError) {
    guard let number = Double(argument), number.isFinite else {
      throw .invalid(reason: "expected a finite number")
    }
    self = number
  }

  /// The number as `NumberFormat` writes it: `50`, `-0.5`.
  var argumentDescription: String { NumberFormat.string(self) }
}
