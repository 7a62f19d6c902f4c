import LabColor

/// A number: a finite decimal number, `[+-]? (digits ("." digits?)? | "." digits)
/// ([eE] [+-]? digits)?` (`50`, `-20`, `+5`, `.5`, `5.`, `2.5e-3`, `1E+05`).
///
/// The decimal numbers of the color notation, with a point that ends the digits (`5.`) too.
/// Anything else is refused, for what it is: a number that is not finite — `inf`,
/// `infinity`, `nan`, `nan(0x1)`, a number too large for a `Double` (`1e309`) — says
/// `expected a finite number`; any other text — a word (`a`), a hexadecimal float (`0x1p5`,
/// `0x10`), which Swift's `Double(_:)` reads but ours are decimal, surrounding space —
/// says `expected a decimal number`.
extension Double: ExpressibleByArgument {
  init(argument: String) throws(ArgumentValueError) {
    guard let number = Double(decimalArgument: argument) else {
      let isNonFinite = Double(argument).map { !$0.isFinite } ?? false
      throw .invalid(
        reason: isNonFinite ? "expected a finite number" : "expected a decimal number")
    }
    self = number
  }

  /// The finite number `text` writes in decimal, correctly rounded, or `nil`: `nil` for
  /// text that is not a decimal number (`0x1p5`, `inf`, `nan`, ` 5`) or whose value is not
  /// finite (`1e309`).
  init?(decimalArgument text: some StringProtocol) {
    // Swift's `Double(_:)` reads exactly one numeral, and the only numerals spelled with
    // digits, `.`, `e`, `E`, `+` and `-` alone are the decimal ones: a hexadecimal float
    // needs an `x`, `inf` and `nan` their letters.
    guard
      text.utf8.allSatisfy({ byte in
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
          || byte | 0x20 == UInt8(ascii: "e") || byte == UInt8(ascii: "+")
          || byte == UInt8(ascii: "-")
      }),
      let number = Double(text), number.isFinite
    else { return nil }
    self = number
  }

  /// The number as `NumberFormat` writes it: `50`, `-0.5`.
  var argumentDescription: String { NumberFormat.string(self) }
}
