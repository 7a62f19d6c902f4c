import KeyValueObserving
import Testing

@Suite struct RemovalTests {
  @Test func removalOnTheObjectByKeyAndByOwner() {
    final class Owner {}
    let owner = Owner()
    let person = Person()
    var calls: [String] = []
    person.observe(\.firstName, owner: owner) { _, _ in calls.append("owned") }
    let token = person.observe(\.firstName) { _, _ in calls.append("token") }
    person.removeObservations(ownedBy: owner)
    person.firstName = "a"
    #expect(calls == ["token"])
    person.removeObservations(for: \.firstName)
    person.firstName = "b"
    #expect(calls == ["token"])
    #expect(!token.isValid)
  }

  /// The three spellings of one path through relationships, each observed once.
  private func observeTheCityThreeWays(
    of person: Person, owner: AnyObject? = nil, calls: @escaping (String) -> Void
  ) throws -> [ObservationToken] {
    [
      person.observe(\.address?.city) { _, _ in calls("one key path") },
      person.observe(\.address, \.city) { _, _ in calls("steps") },
      try person.observe(keyPath: "address.city") { _, _ in calls("name") },
    ]
  }

  @Test func removingAPathByKeyPathEndsItHoweverItWasObserved() throws {
    let person = Person()
    person.address = Address(city: "Oslo")
    var calls: [String] = []
    let tokens = try observeTheCityThreeWays(of: person) { calls.append($0) }
    person.address?.city = "Bergen"
    #expect(calls.sorted() == ["name", "one key path", "steps"])
    person.removeObservations(for: \.address?.city)
    person.address?.city = "Tromsø"
    person.address = Address(city: "Turin")
    #expect(calls.count == 3)
    #expect(tokens.allSatisfy { !$0.isValid })
  }

  @Test func removingAPathByNameEndsItHoweverItWasObserved() throws {
    // Observed while the address is nil, so the one key path cannot be named yet.
    let person = Person()
    var calls: [String] = []
    let tokens = try observeTheCityThreeWays(of: person) { calls.append($0) }
    let other = person.observe(\.address) { _, _ in calls.append("address") }
    person.address = Address(city: "Oslo")
    #expect(calls.sorted() == ["address", "name", "one key path", "steps"])
    try person.removeObservations(forKeyPath: "address.city")
    person.address?.city = "Bergen"
    person.address = Address(city: "Turin")
    #expect(calls.sorted() == ["address", "address", "name", "one key path", "steps"])
    #expect(tokens.allSatisfy { !$0.isValid })
    #expect(other.isValid)
  }

  @Test func removingByNameFindsAKeyByItsNameOrAlias() throws {
    final class Owner {}
    let owner = Owner()
    let person = Person()
    var calls: [String] = []
    person.observe(\.firstName, owner: owner) { _, _ in calls.append("owned") }
    let token = person.observe(\.firstName) { _, _ in calls.append("token") }
    let age = person.observe(\.age) { _, _ in calls.append("age") }
    try person.removeObservations(forKeyPath: "firstName", ownedBy: owner)
    person.firstName = "a"
    #expect(calls == ["token"])
    try person.removeObservations(forKeyPath: "firstName")
    person.firstName = "b"
    person.age = 1
    #expect(calls == ["token", "age"])
    #expect(!token.isValid)
    #expect(age.isValid)
  }

  /// A path through relationships spelt with an alias, or in another case where the table
  /// takes names in any case, is the path its declared names spell: removing it by any
  /// spelling, or by key path, ends the observations made by every other.
  @Test func removingAPathFindsItsNamesByAliasAndInAnyCase() throws {
    final class Household: KeyValueObject {
      @Observed var home: Address? = Address(city: "Oslo")
      override class var keyTable: KeyTable {
        KeyTable(Household.self, caseInsensitive: true) {
          Key("home", \.home, aliases: ["residence"])
        }
      }
    }
    let household = Household()
    var calls: [String] = []
    let tokens = [
      try household.observe(keyPath: "HOME.city") { _, _ in calls.append("other case") },
      try household.observe(keyPath: "residence.city") { _, _ in calls.append("alias") },
      household.observe(\.home, \.city) { _, _ in calls.append("steps") },
      household.observe(\.home?.city) { _, _ in calls.append("one key path") },
    ]
    try household.removeObservations(forKeyPath: "Residence.city")
    household.home?.city = "Bergen"
    #expect(calls == [])
    #expect(tokens.allSatisfy { !$0.isValid })

    let byName = try household.observe(keyPath: "RESIDENCE.city") { _, _ in calls.append("name") }
    household.removeObservations(for: \.home?.city)
    household.home?.city = "Tromsø"
    #expect(calls == [])
    #expect(!byName.isValid)
  }

  @Test func removingByANameNoClassDeclaresThrowsAsObservingItWould() {
    let person = Person()
    #expect(throws: KeyValueCodingError.undefinedKey(key: "nickname", type: "Person")) {
      try person.removeObservations(forKeyPath: "nickname")
    }
    #expect(throws: KeyValueCodingError.undefinedKey(key: "postcode", type: "Address")) {
      try person.removeObservations(forKeyPath: "address.postcode")
    }
  }
}
