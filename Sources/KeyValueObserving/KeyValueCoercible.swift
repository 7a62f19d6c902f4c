/// A type whose values key-value coding can make from loosely typed input,
/// as it arrives from JSON, a form field or a command line.
///
/// The default ``Validator`` of a key uses its type's conformance, so a
/// class with twenty ordinary properties writes no validation code. The
/// standard conformances coerce:
///
/// | type | accepts |
/// | --- | --- |
/// | `Double`, `Float` | any number; decimal strings such as `"3.50"`, `" 4 "`, `"$3.50"`, `"-1,250.5"` (commas only between groups of three digits) |
/// | `Int` and the sized integers | integers; integral floating-point values in range; integer strings |
/// | `Bool` | `true`/`false`; the numbers 1 and 0; `"yes"`, `"no"`, `"true"`, `"false"`, `"y"`, `"n"`, `"1"`, `"0"`, `"on"`, `"off"` (any case) |
/// | `String` | strings; numbers and booleans, described |
/// | `Optional` | `nil`, or what the wrapped type accepts |
/// | `Array` | an array of what the element type accepts, or a single such value as an array of one |
///
/// Non-finite numbers are refused everywhere, as numbers or as text (`"inf"`, `"nan"`,
/// `"1e309"`), for the reason `not a finite number`; text that is no number says
/// `not a number`.
public protocol KeyValueCoercible {
  /// Makes a value of this type from `value`, or says why it cannot.
  static func coerce(_ value: Any) throws(ValidationError) -> Self
}

extension Double: KeyValueCoercible {
  /// Coerces numbers and decimal strings (currency sign, commas grouping
  /// the digits in threes and surrounding spaces allowed, as
  /// `parseDecimal(_:)` reads them); refuses non-finite results, and the
  /// non-finite numbers text names (`"inf"`, `"-infinity"`, `"nan"`), as
  /// `not a finite number`.
  public static func coerce(_ value: Any) throws(ValidationError) -> Double {
    let number: Double
    switch value {
    case let double as Double: number = double
    case let float as Float: number = Double(float)
    case let int as Int: number = Double(int)
    case let string as String: number = try parseDecimal(string)
    case let substring as Substring: number = try parseDecimal(String(substring))
    case let integer as any BinaryInteger: number = Double(integer)
    case let float as any BinaryFloatingPoint: number = Double(float)
    default: throw .notANumber
    }
    guard number.isFinite else { throw .notAFiniteNumber }
    return number
  }

  /// Parses `"3.50"`, `"$3.50"`, `"-$1,250.5"`, `" 4 "`, `"1e-3"`; `"1e309"` is
  /// infinity, which `coerce(_:)` refuses.
  ///
  /// The grammar: surrounding spaces; one optional sign; one optional currency sign
  /// (`$`, `€`, `£`, `¥`); then a decimal number, whose whole part may group its digits in
  /// threes with commas (`1,250`, its first group not beginning with 0), and which may have a
  /// fraction and an exponent. Anything else is refused rather than guessed at: `"1,5"` (a
  /// decimal comma, or a typo for `1,500`?), `"0,500"` (a decimal comma), `"--5"`, `"5-"` are
  /// `not a number`; `"inf"`, `"infinity"` and `"nan"`
  /// (any case, signed) are `not a finite number`, as `"1e309"` is once coerced.
  static func parseDecimal(_ text: String) throws(ValidationError) -> Double {
    var body = Substring(text.trimmingASCIIWhitespace())
    var negative = false
    if body.first == "-" || body.first == "+" {
      negative = body.first == "-"
      body = body.dropFirst()
    }
    if let first = body.first, "$€£¥".contains(first) { body = body.dropFirst() }
    guard let first = body.first, first.isASCII, first.isNumber || first == "." else {
      // Swift's own reading names the numbers spelled with letters: infinity and NaN.
      if let number = Double(String(body)), !number.isFinite {
        throw .notAFiniteNumber
      }
      throw .notANumber
    }
    let whole = body.prefix { $0 != "." && $0 != "e" && $0 != "E" }
    var digits = body
    if whole.contains(",") {
      let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
      // A first group that begins with 0 groups nothing: "0,500" is a decimal comma.
      guard (1...3).contains(groups[0].count), groups[0].first != "0",
        groups.dropFirst().allSatisfy({ $0.count == 3 })
      else { throw .notANumber }
      digits = Substring(groups.joined() + body[whole.endIndex...])
    }
    guard digits.allSatisfy({ $0.isASCII && ($0.isNumber || ".eE+-".contains($0)) }),
      let number = Double(digits)
    else { throw .notANumber }
    return negative ? -number : number
  }
}

extension Float: KeyValueCoercible {
  /// Coerces as `Double` does, then rounds to `Float`.
  public static func coerce(_ value: Any) throws(ValidationError) -> Float {
    let number = Float(try Double.coerce(value))
    guard number.isFinite else { throw ValidationError("out of range") }
    return number
  }
}

extension KeyValueCoercible where Self: FixedWidthInteger {
  /// Coerces integers in range, integral numbers and integer strings.
  public static func coerce(_ value: Any) throws(ValidationError) -> Self {
    switch value {
    case let integer as any BinaryInteger:
      guard let exact = Self(exactly: integer) else { throw ValidationError("out of range") }
      return exact
    case let string as String:
      let trimmed = string.trimmingASCIIWhitespace()
      if let exact = Self(trimmed) { return exact }
      return try fromDouble(Double.coerce(trimmed))
    default:
      return try fromDouble(Double.coerce(value))
    }
  }

  private static func fromDouble(_ number: Double) throws(ValidationError) -> Self {
    guard number.rounded() == number else { throw ValidationError("not a whole number") }
    guard let exact = Self(exactly: number) else { throw ValidationError("out of range") }
    return exact
  }
}

extension Int: KeyValueCoercible {}
extension Int8: KeyValueCoercible {}
extension Int16: KeyValueCoercible {}
extension Int32: KeyValueCoercible {}
extension Int64: KeyValueCoercible {}
extension UInt: KeyValueCoercible {}
extension UInt8: KeyValueCoercible {}
extension UInt16: KeyValueCoercible {}
extension UInt32: KeyValueCoercible {}
extension UInt64: KeyValueCoercible {}

extension Bool: KeyValueCoercible {
  /// Coerces booleans, the numbers 1 and 0, and yes/no words.
  public static func coerce(_ value: Any) throws(ValidationError) -> Bool {
    switch value {
    case let bool as Bool:
      return bool
    case let string as String:
      switch string.trimmingASCIIWhitespace().lowercased() {
      case "true", "yes", "y", "1", "on": return true
      case "false", "no", "n", "0", "off": return false
      default: throw ValidationError("not a boolean")
      }
    default:
      guard let number = try? Double.coerce(value), number == 0 || number == 1 else {
        throw ValidationError("not a boolean")
      }
      return number == 1
    }
  }
}

extension String: KeyValueCoercible {
  /// Coerces strings, and describes numbers and booleans.
  public static func coerce(_ value: Any) throws(ValidationError) -> String {
    switch value {
    case let string as String: return string
    case let substring as Substring: return String(substring)
    case let bool as Bool: return String(bool)
    // Exact casts first: they also unbox bridged numbers.
    case let int as Int: return String(int)
    case let double as Double:
      guard double.isFinite else { throw .notAFiniteNumber }
      return String(describing: double)
    case let integer as any BinaryInteger: return String(describing: integer)
    case let float as any BinaryFloatingPoint:
      guard Double(float).isFinite else { throw .notAFiniteNumber }
      return String(describing: float)
    default: throw ValidationError("not a string")
    }
  }
}

extension Optional: KeyValueCoercible where Wrapped: KeyValueCoercible {
  /// Coerces to the wrapped type; `nil` stays `nil`.
  public static func coerce(_ value: Any) throws(ValidationError) -> Wrapped? {
    if let optional = value as? Wrapped?, optional == nil { return nil }
    return try Wrapped.coerce(value)
  }
}

extension Array: KeyValueCoercible where Element: KeyValueCoercible {
  /// Coerces each element of an array; a single value becomes an array of
  /// one.
  public static func coerce(_ value: Any) throws(ValidationError) -> [Element] {
    if let array = value as? [Element] { return array }
    if let array = value as? [Any] {
      var result: [Element] = []
      result.reserveCapacity(array.count)
      for (index, element) in array.enumerated() {
        do {
          result.append(try Element.coerce(element))
        } catch {
          throw ValidationError("element \(index): \(error.reason)")
        }
      }
      return result
    }
    return [try Element.coerce(value)]
  }
}

extension String {
  /// The string without leading and trailing ASCII spaces, tabs and line
  /// breaks.
  func trimmingASCIIWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[start...end])
  }
}
