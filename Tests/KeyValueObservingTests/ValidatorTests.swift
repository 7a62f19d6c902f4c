import KeyValueObserving
import Testing

@Suite struct ValidatorTests {
  @Test func defaultValidatorsComeFromTheDeclaredType() throws {
    let person = Person()
    try person.setValidatedValue("36", forKey: "age")
    #expect(person.age == 36)
    try person.setValidatedValue(40.0, forKey: "age")
    #expect(person.age == 40)
    #expect(
      throws: KeyValueCodingError.invalidValue(
        key: "age", value: "40.5", reason: "not a whole number")
    ) { try person.setValidatedValue(40.5, forKey: "age") }
    #expect(person.age == 40)
    #expect(try person.validateValue("7", forKey: "age") as? Int == 7)
    #expect(person.age == 40)  // validating changes nothing
  }

  @Test func coercionOfNumbersBooleansAndArrays() throws {
    #expect(try Double.coerce("3.50") == 3.5)
    #expect(try Double.coerce("$3.50") == 3.5)
    #expect(try Double.coerce("-1,250.5") == -1250.5)
    #expect(try Double.coerce(4) == 4)
    #expect(try Double.coerce("-$1,250.5") == -1250.5)
    #expect(try Double.coerce(" 1,000,000 ") == 1_000_000)
    #expect(try Double.coerce("+.5e-1") == 0.05)
    #expect(try Double.coerce("12,345e2") == 1_234_500)
    #expect(throws: ValidationError("not a number")) { try Double.coerce("3.5.0") }
    // Nothing is guessed: a decimal comma, a misplaced group, a second sign, a lone sign.
    for text in [
      "1,5", "1,0000", "12,34.5", ",500", "1,", "0.1,234", "--5", "+-5", "-$-5", "$", "-", "5-",
      "€ 5", "1 000",
    ] {
      #expect(throws: ValidationError("not a number"), "\(text)") { try Double.coerce(text) }
    }
    // A whole part whose first group is or begins with 0 groups nothing: "0,500" is a decimal
    // comma (one half), not five hundred.
    for text in ["0,500", "-0,250", "$0,125", "00,500", "0,000", "01,000"] {
      #expect(throws: ValidationError("not a number"), "\(text)") { try Double.coerce(text) }
    }
    #expect(throws: ValidationError("not a finite number")) { try Double.coerce("1e309") }
    #expect(throws: ValidationError("not a finite number")) { try Double.coerce(Double.nan) }
    // Text that names a number that is not finite is refused as 1e309 is, not as no number.
    for text in ["inf", "-inf", "+Infinity", " INF ", "nan", "-NaN", "$inf", "-1e400"] {
      #expect(throws: ValidationError("not a finite number"), "\(text)") {
        try Double.coerce(text)
      }
    }
    for text in ["in", "infinite", "nano", "x", "", "0x10"] {
      #expect(throws: ValidationError("not a number"), "\(text)") { try Double.coerce(text) }
    }
    #expect(throws: ValidationError("not a finite number")) { try Float.coerce("inf") }
    #expect(throws: ValidationError("not a finite number")) { try Int.coerce("nan") }
    // The two reasons are named, for a caller that tells them apart without their text.
    #expect(ValidationError.notANumber.reason == "not a number")
    #expect(ValidationError.notAFiniteNumber.reason == "not a finite number")
    #expect(throws: ValidationError.notANumber) { try Double.coerce("hot") }
    #expect(throws: ValidationError.notAFiniteNumber) { try Double.coerce("-inf") }
    #expect(try Bool.coerce("yes") && Bool.coerce("TRUE") && Bool.coerce(1) && Bool.coerce(true))
    #expect(try !Bool.coerce("no") && !Bool.coerce(0))
    #expect(throws: ValidationError("not a boolean")) { try Bool.coerce(2) }
    #expect(try Int.coerce("12") == 12)
    #expect(throws: ValidationError("out of range")) { try Int8.coerce(300) }
    #expect(try String.coerce(7105) == "7105")
    #expect(try [Int].coerce(5) == [5])
    #expect(try [Int].coerce(["1", 2]) == [1, 2])
    #expect(throws: ValidationError("element 1: not a number")) { try [Int].coerce([1, "x"]) }
    #expect(try Int?.coerce("3") == 3)
  }

  /// A number that is not finite is refused when it comes already of the key's type, as it
  /// is given as another number or as text: the default validator returned a `Double` NaN or
  /// infinity unchecked, so `setValidatedValue(Double.nan, forKey:)` stored it.
  @Test func theDefaultValidatorRefusesANonFiniteNumberOfTheKeysOwnType() throws {
    let order = Order()
    for number in [Double.nan, .infinity, -.infinity] {
      #expect(
        throws: KeyValueCodingError.invalidValue(
          key: "subtotal", value: "\(number)", reason: "not a finite number")
      ) { try order.setValidatedValue(number, forKey: "subtotal") }
      #expect(throws: KeyValueCodingError.self) {
        try order.setValuesForKeys(["subtotal": number])
      }
    }
    #expect(order.subtotal == 100)
    #expect(throws: ValidationError.notAFiniteNumber) {
      try Validator<Float>.default.validate(Float.infinity)
    }
    #expect(throws: ValidationError.notAFiniteNumber) {
      try Validator<Double?>.default.validate(Double.nan)
    }
    #expect(throws: ValidationError("element 1: not a finite number")) {
      try Validator<[Double]>.default.validate([1.0, .nan])
    }
    #expect(try Validator<Double>.default.validate(2.5) == 2.5)
    #expect(try Validator<[Double]>.default.validate([1.0, 2]) == [1, 2])
    #expect(try Validator<Double>.default.defaulting(to: 0).validate(Double.nan) == 0)
  }

  @Test func postFormattingCheckingAndDefaults() throws {
    let zip = Validator<String>.default.map {
      String(repeating: "0", count: max(0, 5 - $0.count)) + $0
    }
    #expect(try zip.validate(7105) == "07105")
    let positive = Validator<Double>.default.checking("must be positive") { $0 > 0 }
    #expect(throws: ValidationError("must be positive")) { try positive.validate(-1) }
    #expect(try positive.defaulting(to: 1).validate("garbage") == 1)
    #expect(try positive.defaulting(to: 1).validate(nil) == 1)
    #expect(throws: ValidationError.nilNotAllowed) { try positive.validate(nil) }
    #expect(try Validator<Int?>.default.validate(nil) == nil)
    #expect(try Validator<String>.trimmed.validate("  a b \n") == "a b")
  }

  @Test func aRejectionNamesKeyValueAndReason() throws {
    let person = Person()
    do {
      try person.setValidatedValue([1, 2], forKey: "firstName")
      Issue.record("an array was accepted as a first name")
    } catch {
      #expect(error == .invalidValue(key: "firstName", value: "[1, 2]", reason: "not a string"))
      #expect(error.key == "firstName")
      #expect(error.value == "[1, 2]")
      #expect(error.reason == "not a string")
      #expect(error.description == "Invalid value [1, 2] for key \"firstName\": not a string.")
    }
    #expect(person.firstName == "")
  }

  @Test func aTypeWithoutCoercionAcceptsOnlyItsOwnType() throws {
    struct Opaque: Equatable {}
    let validator = Validator<Opaque>.default
    #expect(try validator.validate(Opaque()) == Opaque())
    #expect(throws: ValidationError("not a Opaque")) { try validator.validate("x") }
  }
}
