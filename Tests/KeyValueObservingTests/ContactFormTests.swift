import KeyValueObserving
import Testing

/// The form example: a contact edited field by field through string keys.
final class Contact: KeyValueObject {
  @Observed var name = ""
  @Observed var nickname: String?
  @Observed var email = ""
  @Observed var city = ""

  override class var keyTable: KeyTable {
    KeyTable(Contact.self, caseInsensitive: true) {
      Key("name", \.name, validator: .trimmed.checking("must not be empty") { !$0.isEmpty })
      Key("nickname", \.nickname)
      Key(
        "email", \.email,
        validator: Validator<String>.trimmed.checking("must contain @") { $0.contains("@") })
      Key("city", \.city)
    }
  }
}

@Suite struct ContactFormTests {
  @Test func fieldsAreUpdatedThroughStringKeysInALoop() throws {
    let contact = Contact()
    var changed: [String] = []
    let token = try contact.observe(keyPath: "name", options: [.new]) { _, change in
      changed.append(change.newValue as? String ?? "?")
    }
    let form: [(String, String)] = [
      ("name", "  Grace Hopper  "), ("nickname", "Amazing Grace"), ("email", "grace@navy.mil"),
      ("city", "Arlington"),
    ]
    for (field, text) in form {
      try contact.setValidatedValue(text, forKey: field)
    }
    #expect(contact.name == "Grace Hopper")  // trimmed by the validator
    #expect(contact.nickname == "Amazing Grace")
    #expect(contact.email == "grace@navy.mil")
    #expect(contact.city == "Arlington")
    #expect(changed == ["Grace Hopper"])
    withExtendedLifetime(token) {}
  }

  @Test func aRejectedFieldLeavesTheContactAndItsObserversUntouched() {
    let contact = Contact()
    contact.email = "ada@example.org"
    var count = 0
    let token = contact.observe(\.email) { _, _ in count += 1 }
    #expect(
      throws: KeyValueCodingError.invalidValue(
        key: "email", value: "\"not an address\"", reason: "must contain @")
    ) {
      try contact.setValidatedValue("not an address", forKey: "email")
    }
    #expect(contact.email == "ada@example.org")
    #expect(count == 0)
    withExtendedLifetime(token) {}
  }

  @Test func namesAreFoundRegardlessOfCaseWhenTheTableSaysSo() throws {
    let contact = Contact()
    try contact.setValue("Oslo", forKey: "CITY")
    try contact.setValue("Kari", forKey: "name")
    #expect(contact.city == "Oslo")
    #expect(try contact.value(forKey: "NaMe") as? String == "Kari")
    // Person's table is case-sensitive.
    #expect(throws: KeyValueCodingError.undefinedKey(key: "FIRSTNAME", type: "Person")) {
      try Person().value(forKey: "FIRSTNAME")
    }
  }

  @Test func nilIsAcceptedForAnOptional() throws {
    let contact = Contact()
    try contact.setValue("Nick", forKey: "nickname")
    try contact.setValue(nil, forKey: "nickname")
    #expect(contact.nickname == nil)
    #expect(try contact.value(forKey: "nickname") == nil)
  }
}
