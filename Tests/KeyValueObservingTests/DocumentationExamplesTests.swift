import KeyValueObserving
import Testing

// The examples of the KeyValueObserving documentation catalog, in the same shape, with what
// the articles say they print or do asserted: so the articles cannot drift from the library.

/// The model of the articles, under its own name so it does not clash with other tests'.
private enum Documented {
  /// A class with a key declared for a plain `var`, which nothing tells of its stores.
  final class Tally: KeyValueObject {
    var plain = 0
    @Observed var stored = 0
    var sum: Int { plain + stored }

    override class var keyTable: KeyTable {
      KeyTable(Tally.self) {
        Key("plain", \.plain)
        Key("stored", \.stored)
        Key("sum", \.sum, dependsOn: \.plain, \.stored)
      }
    }
  }

  final class Address: KeyValueObject {
    @Observed var city = ""

    override class var keyTable: KeyTable {
      KeyTable(Address.self) {
        Key("city", \.city)
      }
    }
  }

  final class Person: KeyValueObject {
    @Observed var firstName = ""
    @Observed var lastName = ""
    @Observed var address: Address?
    @Observed var tags: [String] = []
    @Observed var age = 0
    var fullName: String { [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ") }
    var cityName: String { address?.city ?? "nowhere" }

    override class var keyTable: KeyTable {
      KeyTable(Person.self) {
        Key("firstName", \.firstName)
        Key("lastName", \.lastName)
        Key("fullName", \.fullName, dependsOn: \.firstName, \.lastName)
        Key("address", \.address)
        Key("cityName", \.cityName, dependsOn: \.address?.city)
        Key("tags", \.tags)
        Key("age", \.age, validator: .default.checking("must not be negative") { $0 >= 0 })
      }
    }
  }
}

@Suite struct DocumentationExamplesTests {
  /// GettingStarted.md: a token, options, what the handler receives.
  @Test func gettingStarted() {
    let person = Documented.Person()
    var printed: [String] = []
    let token = person.observe(\.fullName, options: [.old, .new]) { _, change in
      printed.append("\(change.oldValue!) -> \(change.newValue!)")
    }
    person.firstName = "Ada"
    person.lastName = "Lovelace"
    #expect(printed == [" -> Ada", "Ada -> Ada Lovelace"])
    token.invalidate()
    person.firstName = "Grace"
    #expect(printed.count == 2)
    #expect(!token.isValid)
  }

  /// GettingStarted.md: `.initial` delivers the current value at once; `.prior` delivers a
  /// notification before the change, with the old value only.
  @Test func initialAndPrior() {
    let person = Documented.Person()
    person.firstName = "Ada"
    var initial: [String?] = []
    let first = person.observe(\.firstName, options: [.initial, .new]) { _, change in
      initial.append(change.newValue)
    }
    #expect(initial == ["Ada"])
    var prior: [(Bool, String?, String?)] = []
    let second = person.observe(\.firstName, options: [.prior, .old, .new]) { _, change in
      prior.append((change.isPrior, change.oldValue, change.newValue))
    }
    person.firstName = "Grace"
    #expect(initial == ["Ada", "Grace"])
    #expect(prior.count == 2)
    #expect(prior[0].0 && prior[0].1 == "Ada" && prior[0].2 == nil)
    #expect(!prior[1].0 && prior[1].1 == "Ada" && prior[1].2 == "Grace")
    withExtendedLifetime((first, second)) {}
  }

  /// DependentKeys.md and RelationshipsAndKeyPaths.md: a dependency through a relationship
  /// follows the related object as it is replaced and as it becomes nil.
  @Test func dependenciesThroughRelationships() {
    let person = Documented.Person()
    var cities: [String] = []
    let token = person.observe(\.cityName, options: [.new]) { _, change in
      cities.append(change.newValue!)
    }
    let home = Documented.Address()
    person.address = home  // "" (the new address has no city yet)
    home.city = "London"  // "London"
    let office = Documented.Address()
    office.city = "Paris"
    person.address = office  // "Paris"
    home.city = "Leeds"  // nothing: home is no longer followed
    person.address = nil  // "nowhere"
    #expect(cities == ["", "London", "Paris", "nowhere"])
    withExtendedLifetime(token) {}
  }

  /// RelationshipsAndKeyPaths.md: observing a key path through a relationship.
  @Test func observingAKeyPathThroughARelationship() throws {
    let person = Documented.Person()
    var typed: [String?] = []
    let byKeyPath = person.observe(\.address, \.city, options: [.new]) { _, change in
      typed.append(change.newValue ?? nil)
    }
    var named: [String] = []
    let byName = try person.observe(keyPath: "address.city", options: [.new]) { _, change in
      named.append(change.newValue.map { "\($0)" } ?? "absent")
    }
    let address = Documented.Address()
    person.address = address
    address.city = "Oslo"
    #expect(typed == ["", "Oslo"])
    #expect(named == ["", "Oslo"])
    withExtendedLifetime((byKeyPath, byName)) {}
  }

  /// ObservingCollections.md: the mutable proxy reports kinds and indexes; `@count` follows it.
  @Test func collections() throws {
    let person = Documented.Person()
    var changes: [(ChangeKind, [Int])] = []
    let token = person.observe(\.tags, options: [.old, .new]) { _, change in
      changes.append((change.kind, change.indexes.map { Array($0.ranges.flatMap { $0 }) } ?? []))
    }
    var counts: [Int] = []
    let count = try person.observe(keyPath: "tags.@count", options: [.new]) { _, change in
      if let value = change.newValue as? Int { counts.append(value) }
    }
    let tags = person.mutableArray(for: \.tags)
    tags.append("swift")
    tags.insert("kvo", at: 0)
    _ = tags.remove(at: 1)
    person.tags = ["a", "b", "c"]
    #expect(changes.map(\.0) == [.insertion, .insertion, .removal, .setting])
    #expect(changes.map(\.1) == [[0], [0], [1], []])
    #expect(counts == [1, 2, 1, 3])
    #expect(try person.value(forKeyPath: "tags.@count") as? Int == 3)
    withExtendedLifetime((token, count)) {}
  }

  /// KeyValueCodingAndValidation.md: string keys, coercion, refusals that name the key.
  @Test func keyValueCodingAndValidation() throws {
    let person = Documented.Person()
    try person.setValue("Ada", forKey: "firstName")
    #expect(try person.value(forKey: "fullName") as? String == "Ada")
    try person.setValidatedValue("36", forKey: "age")  // coerced from text
    #expect(person.age == 36)
    #expect(throws: KeyValueCodingError.self) { try person.setValidatedValue(-1, forKey: "age") }
    #expect(person.age == 36)
    #expect(throws: KeyValueCodingError.self) { try person.setValue("36", forKey: "age") }
    #expect(throws: KeyValueCodingError.self) { try person.value(forKey: "middleName") }
    do {
      try person.setValidatedValue(-1, forKey: "age")
    } catch {
      #expect(error.description.contains("age"))
      #expect(error.description.contains("must not be negative"))
    }
  }

  /// ThreadingAndDelivery.md: a batch delivers each affected key once, with the first old
  /// and the last new value.
  @Test func batches() {
    let person = Documented.Person()
    var printed: [String] = []
    let token = person.observe(\.fullName, options: [.old, .new]) { _, change in
      printed.append("\(change.oldValue!) -> \(change.newValue!)")
    }
    person.batchChanges { person in
      person.firstName = "Ada"
      person.lastName = "Lovelace"
    }
    #expect(printed == [" -> Ada Lovelace"])
    withExtendedLifetime(token) {}
  }

  /// DifferencesFromCocoa.md: a key declared for a plain `var` is not notified by an
  /// assignment nor by `setValue(_:forKey:)`, nor are the keys that depend on it, where Cocoa
  /// notifies every property automatically; `willChangeValue`/`didChangeValue` notify it, and
  /// the audit reports the dependency as one the getter does not read.
  @Test func aKeyOfAPlainVarIsNotifiedOnlyByHand() throws {
    let tally = Documented.Tally()
    var printed: [String] = []
    let plain = tally.observe(\.plain) { _, _ in printed.append("plain") }
    let sum = tally.observe(\.sum) { _, _ in printed.append("sum") }
    tally.plain = 1
    try tally.setValue(2, forKey: "plain")
    #expect(printed.isEmpty)
    #expect(tally.plain == 2)
    tally.willChangeValue(for: \.plain)
    tally.plain = 3
    tally.didChangeValue(for: \.plain)
    #expect(printed == ["plain", "sum"])
    let audit = DependencyAudit(auditing: Documented.Tally())
    #expect(
      audit.findings == [
        DependencyAudit.Finding(kind: .superfluous, key: "sum", dependency: "plain")
      ])
    withExtendedLifetime((plain, sum)) {}
  }

  /// DependentKeys.md: the audit compares declarations with what getters read.
  @Test func theAuditOfTheExampleIsClean() {
    let withAddress = Documented.Person()
    withAddress.address = Documented.Address()
    let audit = DependencyAudit(auditing: Documented.Person(), withAddress)
    #expect(audit.isClean, "\(audit)")
    #expect(Documented.Person.dependencyCycles.isEmpty)
    #expect(Documented.Person.refusedDependencies.isEmpty)
  }
}
