import KeyValueObserving
import Testing

@Suite struct KeyValueCodingTests {
  @Test func valuesByKeyAndByKeyPath() throws {
    let person = Person()
    person.firstName = "Ada"
    person.address = Address(city: "London")
    #expect(try person.value(forKey: "firstName") as? String == "Ada")
    #expect(try person.value(forKey: "fullName") as? String == "Ada ")
    #expect(try person.value(forKeyPath: "address.city") as? String == "London")
    person.address = nil
    #expect(try person.value(forKeyPath: "address.city") == nil)
    #expect(try person.value(forKey: "address") == nil)
  }

  @Test func settingByKeyAndByKeyPath() throws {
    let person = Person()
    person.address = Address(city: "London")
    try person.setValue("Grace", forKey: "firstName")
    try person.setValue(36, forKey: "age")
    try person.setValue("Paris", forKeyPath: "address.city")
    try person.setValidatedValue("Rome", forKeyPath: "address.city")
    #expect(person.firstName == "Grace")
    #expect(person.age == 36)
    #expect(person.address?.city == "Rome")
  }

  @Test func aSetThroughAStringKeySendsTheSameNotificationsAsATypedSet() throws {
    func record(_ change: (Person) throws -> Void) rethrows -> [String] {
      let person = Person()
      var events: [String] = []
      let token = person.observe([\.firstName, \.fullName], options: [.old, .new, .prior]) {
        _, keyPath, change in
        events.append(
          "\(keyPath == \Person.firstName ? "firstName" : "fullName") prior=\(change.isPrior) "
            + "old=\(change.oldValue.map { "\($0)" } ?? "-") new=\(change.newValue.map { "\($0)" } ?? "-")"
        )
      }
      try change(person)
      withExtendedLifetime(token) {}
      return events
    }
    let typed = record { $0.firstName = "Ada" }
    #expect(typed.count == 4)
    #expect(try record { try $0.setValue("Ada", forKey: "firstName") } == typed)
    #expect(try record { try $0.setValidatedValue("Ada", forKey: "firstName") } == typed)
    #expect(try record { try $0.setValuesForKeys(["firstName": "Ada"]) } == typed)
  }

  @Test func undefinedKeysThrowATypedErrorByDefault() {
    let person = Person()
    #expect(throws: KeyValueCodingError.undefinedKey(key: "nope", type: "Person")) {
      try person.value(forKey: "nope")
    }
    #expect(throws: KeyValueCodingError.undefinedKey(key: "nope", type: "Person")) {
      try person.setValue(1, forKey: "nope")
    }
    let error = KeyValueCodingError.undefinedKey(key: "nope", type: "Person")
    #expect(error.key == "nope")
    #expect(error.value == nil)
    #expect(error.reason == "Person has no such key")
    #expect(error.description == "Undefined key \"nope\" for Person.")
  }

  @Test func aTypeCanHandleUndefinedKeys() throws {
    let station = GasStation()
    try station.setValue("x", forKey: "unknown")  // ignored by the class
    #expect(throws: KeyValueCodingError.undefinedKey(key: "unknown", type: "GasStation")) {
      try station.value(forKey: "unknown")
    }
  }

  @Test func nilForANonOptionalGoesThroughTheHook() throws {
    let person = Person()
    let error = KeyValueCodingError.nilValue(key: "age")
    #expect(throws: error) { try person.setValue(nil, forKey: "age") }
    #expect(error.value == "nil")
    #expect(error.reason == "nil is not allowed")

    final class Priced: KeyValueObject {
      @Observed var price = 9.0
      override func setNilValue(forKey key: String) throws(KeyValueCodingError) {
        if key == "price" { price = 0 } else { throw .nilValue(key: key) }
      }
      override class var keyTable: KeyTable { KeyTable(Priced.self) { Key("price", \.price) } }
    }
    let priced = Priced()
    try priced.setValue(nil, forKey: "price")
    #expect(priced.price == 0)
    priced.price = 5
    try priced.setValidatedValue(nil, forKey: "price")
    #expect(priced.price == 0)
  }

  @Test func validatingAndSettingManyKeysSendUndefinedKeysAndNilToTheirHooks() throws {
    let person = Person()
    #expect(throws: KeyValueCodingError.undefinedKey(key: "nope", type: "Person")) {
      try person.validateValue(1, forKey: "nope")
    }
    #expect(throws: KeyValueCodingError.nilValue(key: "age")) {
      try person.validateValue(nil, forKey: "age")
    }
    #expect(throws: KeyValueCodingError.undefinedKey(key: "nope", type: "Person")) {
      try person.setValidatedValue(1, forKey: "nope")
    }
    // The default hook refuses nil for a non-optional key, and then nothing is stored.
    person.firstName = "Ada"
    for validating in [true, false] {
      #expect(throws: KeyValueCodingError.nilValue(key: "age")) {
        try person.setValuesForKeys(["age": nil, "firstName": "Grace"], validating: validating)
      }
      #expect(person.firstName == "Ada")
    }

    final class Lenient: KeyValueObject {
      @Observed var count = 5
      @Observed var label = ""
      var unknown: [String: String] = [:]
      override func setNilValue(forKey key: String) throws(KeyValueCodingError) {
        guard key == "count" else { throw .nilValue(key: key) }
        count = 0
      }
      override func setValue(_ value: Any?, forUndefinedKey key: String)
        throws(KeyValueCodingError)
      {
        unknown[key] = value.map { "\($0)" } ?? "nil"
      }
      override class var keyTable: KeyTable {
        KeyTable(Lenient.self) {
          Key("count", \.count)
          Key("label", \.label)
        }
      }
    }
    let lenient = Lenient()
    try lenient.setValidatedValue("x", forKey: "extra")
    try lenient.setValuesForKeys(["count": nil, "label": "L", "other": 2])
    #expect(lenient.count == 0)
    #expect(lenient.label == "L")
    #expect(lenient.unknown == ["extra": "x", "other": "2"])
    lenient.count = 5
    try lenient.setValuesForKeys(["count": nil], validating: false)
    #expect(lenient.count == 0)
  }

  @Test func typeMismatchAndReadOnlyKeys() {
    let person = Person()
    let mismatch = KeyValueCodingError.typeMismatch(key: "age", value: "\"ten\"", expected: "Int")
    #expect(throws: mismatch) { try person.setValue("ten", forKey: "age") }
    #expect(mismatch.value == "\"ten\"")
    #expect(mismatch.reason == "expected Int")
    let readOnly = KeyValueCodingError.readOnlyKey(key: "fullName")
    #expect(throws: readOnly) { try person.setValue("x", forKey: "fullName") }
    #expect(readOnly.reason == "the key is read-only")
    #expect(person.age == 0)
  }

  @Test func invalidKeyPaths() {
    let person = Person()
    #expect(throws: KeyValueCodingError.self) { try person.value(forKeyPath: "address..city") }
    #expect(throws: KeyValueCodingError.self) { try person.value(forKeyPath: "") }
    let error = KeyValueCodingError.invalidKeyPath(
      keyPath: "address.city", reason: "\"address\" is nil")
    #expect(throws: error) { try person.setValue("x", forKeyPath: "address.city") }
    #expect(error.key == "address.city")
    #expect(
      throws: KeyValueCodingError.invalidKeyPath(
        keyPath: "firstName.count", reason: "String has no key \"count\"")
    ) { try person.value(forKeyPath: "firstName.count") }
  }

  @Test func aKeyPathThousandsOfStepsDeepIsReadAndSet() throws {
    let links = ChainLink.chain(20_001)
    links[0].value = 42
    let path = Array(repeating: "previous", count: 20_000).joined(separator: ".") + ".value"
    #expect(try links[20_000].value(forKeyPath: path) as? Int == 42)
    try links[20_000].setValue(7, forKeyPath: path)
    #expect(links[0].value == 7)
  }

  /// A refused substring is quoted as a refused string is: `"old"`, not `old`.
  @Test func aRefusedSubstringIsQuotedAsAString() {
    let person = Person()
    #expect(
      throws: KeyValueCodingError.invalidValue(key: "age", value: "\"old\"", reason: "not a number")
    ) {
      try person.setValidatedValue(Substring("old"), forKey: "age")
    }
  }

  @Test func setValuesForKeysIsAllOrNothing() {
    let person = Person()
    person.firstName = "Ada"
    #expect(
      throws: KeyValueCodingError.multiple([
        .invalidValue(key: "age", value: "\"old\"", reason: "not a number"),
        .readOnlyKey(key: "fullName"),
      ])
    ) {
      try person.setValuesForKeys(["age": "old", "firstName": "Grace", "fullName": "x"])
    }
    #expect(person.firstName == "Ada")
    #expect(person.age == 0)
    #expect(throws: KeyValueCodingError.typeMismatch(key: "age", value: "\"7\"", expected: "Int")) {
      try person.setValuesForKeys(["age": "7"], validating: false)
    }
  }

  @Test func dictionaryWithValuesAndKeyNames() throws {
    let person = Person()
    person.lastName = "Hopper"
    let values = try person.dictionaryWithValues(forKeys: ["lastName", "address"])
    #expect(values["lastName"] as? String == "Hopper")
    #expect(values.keys.contains("address"))
    #expect(Person.keyNames == ["firstName", "lastName", "address", "age", "fullName"])
    #expect(Employee.keyNames == ["firstName", "lastName", "address", "age", "fullName", "title"])
  }

  @Test func keyNamesResolveAliasesAndCaseAsCodingDoes() {
    #expect(GasStation.keyName(for: "description") == "stationName")
    #expect(GasStation.keyName(for: "stationName") == "stationName")
    #expect(GasStation.keyName(for: "STATIONNAME") == nil)  // the table is case-sensitive
    #expect(GasStation.keyName(for: "nope") == nil)
    #expect(GasStation.aliases(ofKey: "stationName") == ["description"])
    #expect(GasStation.aliases(ofKey: "price") == [])
    #expect(GasStation.aliases(ofKey: "description") == [])  // an alias is not a key
    #expect(Person.keyName(for: "fullName") == "fullName")
  }
}
