/// Checks a value on its way into a key, coercing it to the key's type,
/// post-formatting it, or rejecting it with a reason.
///
/// Every settable ``Key`` has one; by default the one its value type
/// provides (``default``), which uses ``KeyValueCoercible`` where the type
/// conforms and otherwise accepts only values of the exact type. Compose
/// validators for the rest:
///
///     Key("price", \.price, validator: .default.checking("must not be negative") { $0 >= 0 })
///     Key("zip", \.zip, validator: .default.map { String(repeating: "0", count: max(0, 5 - $0.count)) + $0 })
///     Key("sellsDiesel", \.sellsDiesel, validator: .default.defaulting(to: false))
///
/// A validator sees the raw input, `nil` included: the default one accepts
/// `nil` only for optional types and otherwise throws
/// ``ValidationError/nilNotAllowed``, which key-value coding answers with
/// the object's ``KeyValueObject/setNilValue(forKey:)`` hook.
public struct Validator<Value> {
  let body: (Any?) throws(ValidationError) -> Value

  /// Creates a validator from a function that returns the value to store or
  /// throws why not.
  public init(_ validate: @escaping (Any?) throws(ValidationError) -> Value) {
    body = validate
  }

  /// Runs the validator.
  public func validate(_ value: Any?) throws(ValidationError) -> Value {
    try body(value)
  }

  /// The validator for `Value`'s type: coercion through
  /// ``KeyValueCoercible`` when `Value` conforms (a value of `Value` itself taken as it is,
  /// unless it is a number that is not finite), otherwise a type check.
  public static var `default`: Validator<Value> {
    if let coercible = Value.self as? any KeyValueCoercible.Type {
      return Validator { value throws(ValidationError) in
        guard let value else { return try nilValue() }
        if let exact = value as? Value {
          try refuseNonFinite(exact)
          return exact
        }
        guard let coerced = try coercible.coerce(value) as? Value else {
          throw ValidationError("not a \(Value.self)")
        }
        return coerced
      }
    }
    return Validator { value throws(ValidationError) in
      guard let value else { return try nilValue() }
      guard let exact = value as? Value else { throw ValidationError("not a \(Value.self)") }
      return exact
    }
  }

  /// Refuses a value of the key's own type that coercion would refuse: a floating-point
  /// number that is not finite, alone, in an optional or as an element of an array, as
  /// ``KeyValueCoercible`` refuses one given as another number or as text.
  static func refuseNonFinite(_ value: Value) throws(ValidationError) {
    if let number = value as? any BinaryFloatingPoint, !Double(number).isFinite {
      throw .notAFiniteNumber
    }
    if let numbers = value as? [any BinaryFloatingPoint],
      let index = numbers.firstIndex(where: { !Double($0).isFinite })
    {
      throw ValidationError("element \(index): \(ValidationError.notAFiniteNumber.reason)")
    }
  }

  /// `nil` as a `Value` when `Value` is optional; otherwise the rejection
  /// that sends key-value coding to the nil hook.
  static func nilValue() throws(ValidationError) -> Value {
    if let none = (Value.self as? any _OptionalValue.Type)?._none as? Value { return none }
    throw .nilNotAllowed
  }

  /// Post-formats accepted values: `transform` runs on what this validator
  /// returns and may itself reject.
  public func map(_ transform: @escaping (Value) throws(ValidationError) -> Value) -> Validator {
    Validator { value throws(ValidationError) in try transform(self.body(value)) }
  }

  /// Rejects accepted values for which `isValid` is false, with `reason`.
  public func checking(_ reason: String, _ isValid: @escaping (Value) -> Bool) -> Validator {
    map { value throws(ValidationError) in
      guard isValid(value) else { throw ValidationError(reason) }
      return value
    }
  }

  /// Falls back to `fallback` whenever this validator rejects a value,
  /// `nil` included, so bad input turns into a declared default instead of
  /// an error.
  public func defaulting(to fallback: Value) -> Validator {
    Validator { value in (try? self.body(value)) ?? fallback }
  }
}

extension Validator where Value == String {
  /// The default string validator, then leading and trailing white space
  /// removed.
  public static var trimmed: Validator<String> {
    Validator<String>.default.map { $0.trimmingASCIIWhitespace() }
  }
}

/// Lets generic code make `nil` of an optional type it only knows at run time.
protocol _OptionalValue {
  static var _none: Any { get }
}

extension Optional: _OptionalValue {
  static var _none: Any { Optional<Wrapped>.none as Any }
}
