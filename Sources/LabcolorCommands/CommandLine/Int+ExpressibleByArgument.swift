/// A whole number in decimal: `4`, `-2`, `+8`. Anything else (`2.5`, `1e3`, `0x10`, spaces)
/// is refused: `expected a whole number`; a whole number beyond `Int`'s range is
/// `too large a number` or `too small a number`.
extension Int: ExpressibleByArgument {
  init(argument: String) throws(ArgumentValueError) {
    guard let number = Int(argument) else {
      let isNegative = argument.first == "-"
      let digits = isNegative || argument.first == "+" ? argument.dropFirst() : argument[...]
      guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else {
        throw .invalid(reason: "expected a whole number")
      }
      throw .beyondType(reason: isNegative ? "too small a number" : "too large a number")
    }
    self = number
  }

  /// The number in decimal.
  var argumentDescription: String { String(self) }
}
