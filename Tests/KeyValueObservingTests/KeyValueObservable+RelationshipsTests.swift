import KeyValueObserving
import Testing

@Suite struct RelationshipTests {
  @Test func reportsLeafChangesThroughTheRelationship() {
    let person = Person()
    person.address = Address(city: "London")
    var changes: [ObservedChange<String?>] = []
    let token = person.observe(\.address, \.city, options: [.old, .new]) { _, change in
      changes.append(change)
    }
    person.address?.city = "Paris"
    #expect(changes == [ObservedChange(oldValue: "London", newValue: "Paris")])
    withExtendedLifetime(token) {}
  }

  @Test func followsTheIntermediateWhenItIsReplaced() {
    let person = Person()
    let first = Address(city: "London")
    person.address = first
    var changes: [ObservedChange<String?>] = []
    let token = person.observe(\.address, \.city, options: [.old, .new]) { _, change in
      changes.append(change)
    }
    let second = Address(city: "Rome")
    person.address = second
    #expect(changes == [ObservedChange(oldValue: "London", newValue: "Rome")])
    first.city = "Leeds"  // no longer observed
    second.city = "Milan"
    #expect(changes.count == 2)
    #expect(changes.last == ObservedChange(oldValue: "Rome", newValue: "Milan"))
    #expect(first.observationInfo.entries.isEmpty)
    withExtendedLifetime(token) {}
  }

  @Test func aNilIntermediateMakesTheLeafNilAndObservationResumesAfter() {
    let person = Person()
    var changes: [ObservedChange<String?>] = []
    let token = person.observe(\.address, \.city, options: [.initial, .old, .new]) { _, change in
      changes.append(change)
    }
    #expect(changes == [ObservedChange(newValue: .some(nil))])
    let address = Address(city: "Oslo")
    person.address = address
    #expect(changes.last == ObservedChange(oldValue: .some(nil), newValue: "Oslo"))
    person.address = nil
    #expect(changes.last == ObservedChange(oldValue: "Oslo", newValue: .some(nil)))
    address.city = "Bergen"  // detached
    #expect(changes.count == 3)
    person.address = address
    address.city = "Tromsø"
    #expect(changes.last == ObservedChange(oldValue: "Bergen", newValue: "Tromsø"))
    withExtendedLifetime(token) {}
  }

  @Test func neitherTheRootNorTheIntermediateIsRetained() {
    weak var weakPerson: Person?
    weak var weakAddress: Address?
    var token: ObservationToken?
    do {
      let person = Person()
      let address = Address(city: "Lima")
      person.address = address
      weakPerson = person
      weakAddress = address
      token = person.observe(\.address, \.city) { _, _ in }
    }
    #expect(weakPerson == nil)
    #expect(weakAddress == nil)
    #expect(token?.isValid == false)
  }

  @Test func stringKeyPathsFollowRelationshipsToo() throws {
    let person = Person()
    person.address = Address(city: "Kyoto")
    var values: [String] = []
    let token = try person.observe(keyPath: "address.city", options: [.new]) { _, change in
      values.append(change.newValue as? String ?? "nil")
    }
    person.address?.city = "Osaka"
    person.address = nil
    #expect(values == ["Osaka", "nil"])
    #expect(throws: KeyValueCodingError.undefinedKey(key: "nope", type: "Person")) {
      try person.observe(keyPath: "nope.city") { _, _ in }
    }
    #expect(throws: KeyValueCodingError.self) {
      try person.observe(keyPath: "address.@count") { _, _ in }
    }
    withExtendedLifetime(token) {}
  }
}

/// A path of names through a relationship whose objects may be of a subclass of the class it
/// declares: each name is looked up on the object the path reaches, as key-value coding
/// looks it up, and on the declared class only where the relationship holds nothing.
@Suite struct RelationshipToSubclassTests {
  @Test func aKeyOnlyTheSubclassDeclaresIsObservedOnTheObjectTheRelationshipHolds() throws {
    let team = Team()
    let first = Employee()
    first.title = "Dr"
    team.lead = first
    #expect(try team.value(forKeyPath: "lead.title") as? String == "Dr")
    var values: [String] = []
    let token = try team.observe(keyPath: "lead.title", options: [.initial, .new]) { _, change in
      values.append(change.newValue as? String ?? "nil")
    }
    first.title = "Prof"
    team.lead = Person()  // declares no title: the value is nil, and the path reported
    let second = Employee()
    second.title = "Eng"
    team.lead = second
    first.title = "detached"
    second.title = "Lead"
    #expect(values == ["Dr", "Prof", "nil", "Eng", "Lead"])
    let refused = try #require(Team.refusedDependencies.first)
    #expect(refused.path == "lead.title")
    #expect(refused.reason == "Person has no key \"title\"")
    withExtendedLifetime(token) {}
  }

  @Test func aNameTheObjectReachedDoesNotDeclareIsStillRefused() throws {
    let team = Team()
    #expect(throws: KeyValueCodingError.undefinedKey(key: "title", type: "Person")) {
      try team.observe(keyPath: "lead.title") { _, _ in }  // no lead: the declared class
    }
    team.lead = Employee()
    #expect(throws: KeyValueCodingError.undefinedKey(key: "titel", type: "Employee")) {
      try team.observe(keyPath: "lead.titel") { _, _ in }
    }
  }

  @Test func removingByTheSameNamesEndsTheObservation() throws {
    let team = Team()
    let lead = Employee()
    team.lead = lead
    var count = 0
    let token = try team.observe(keyPath: "lead.title") { _, _ in count += 1 }
    lead.title = "Dr"
    try team.removeObservations(forKeyPath: "lead.title")
    lead.title = "Prof"
    #expect(count == 1)
    #expect(!token.isValid)
  }

  @Test func removingByNamesWorksAfterTheObjectThatDeclaredThemIsReplaced() throws {
    let team = Team()
    team.lead = Employee()
    let token = try team.observe(keyPath: "lead.title") { _, _ in }
    team.lead = Person()  // "title" is declared by nothing the path reaches now
    try team.removeObservations(forKeyPath: "lead.title")
    #expect(!token.isValid)
    #expect(throws: KeyValueCodingError.undefinedKey(key: "leader", type: "Team")) {
      try team.removeObservations(forKeyPath: "leader.title")
    }
  }
}

/// The other two shapes of typed relationship path: through a relationship that is never
/// `nil`, and two optional relationships deep.
@Suite struct RelationshipPathShapeTests {
  @Test func aRelationshipThatIsNeverNilIsFollowedWhenReplaced() {
    let order = Order()
    let first = order.shop
    var changes: [ObservedChange<String>] = []
    let token = order.observe(\.shop, \.name, options: [.old, .new]) { _, change in
      changes.append(change)
    }
    first.name = "High Street"
    order.shop = Shop(name: "Harbour")
    first.name = "Closed"  // no longer observed
    order.shop.name = "Harbourside"
    #expect(
      changes == [
        ObservedChange(oldValue: "Main Street", newValue: "High Street"),
        ObservedChange(oldValue: "High Street", newValue: "Harbour"),
        ObservedChange(oldValue: "Harbour", newValue: "Harbourside"),
      ])
    #expect(first.observationInfo.entries.isEmpty)
    withExtendedLifetime(token) {}
  }

  @Test func twoOptionalRelationshipsAreFollowedAtEachLevel() {
    let order = Order()
    var changes: [ObservedChange<String?>] = []
    let token = order.observe(\.customer, \.address, \.city, options: [.initial, .old, .new]) {
      _, change in changes.append(change)
    }
    let address = Address(city: "Turin")
    let customer = Customer(name: "Ada", address: address)
    order.customer = customer  // the first level appears
    address.city = "Genoa"  // the leaf
    let other = Address(city: "Pisa")
    customer.address = other  // the second level is replaced
    address.city = "Siena"  // detached
    customer.address = nil  // the second level goes
    order.customer = nil  // the first level goes
    other.city = "Lucca"  // detached
    #expect(
      changes == [
        ObservedChange(newValue: .some(nil)),
        ObservedChange(oldValue: .some(nil), newValue: "Turin"),
        ObservedChange(oldValue: "Turin", newValue: "Genoa"),
        ObservedChange(oldValue: "Genoa", newValue: "Pisa"),
        ObservedChange(oldValue: "Pisa", newValue: .some(nil)),
        ObservedChange(oldValue: .some(nil), newValue: .some(nil)),
      ])
    #expect(address.observationInfo.entries.isEmpty)
    #expect(other.observationInfo.entries.isEmpty)
    withExtendedLifetime(token) {}
  }
}
