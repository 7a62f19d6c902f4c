/// A whole number in decimal: `4`, `-2`, `+8`. Anything else (`2.5`, `1e3`, `0x10`, spaces)
/// is refused: `expected a whole number`.
extension Int: ExpressibleByArgument {
  init(argument: String) throws(ArgumentValueError) {
    guard let number = Int(argument) else { throw .invalid(reason: "expected a whole number") }
    self = number
  }

  /// The number in decimal.
  var argumentDescription: String { String(self) }
}
