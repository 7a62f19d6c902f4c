import KeyValueObserving
import Testing

@Suite struct ObservationInfoTests {
  @Test func describesWhoObservesWhatWithWhichOptions() {
    final class Owner {}
    let owner = Owner()
    let person = Person()
    let view = ColorView()
    #expect(person.observationInfo.entries.isEmpty)
    let token = person.observe(\.fullName, options: [.new, .initial]) { _, _ in }
    person.observe(\.age, options: [.old], owner: owner) { _, _ in }
    let counter = Counter()
    let action = counter.observe(\.value, target: view, action: ColorView.ping)

    let info = person.observationInfo
    #expect(
      info.entries == [
        .init(key: "age", options: [.old], kind: "block", owner: "Owner"),
        .init(key: "fullName", options: [.new, .initial], kind: "block", owner: nil),
      ])
    let lines = info.debugDescription.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Person 0x") == true)
    #expect(lines.first?.hasSuffix(": 2 observations") == true)
    #expect(
      lines.dropFirst().map(String.init) == [
        "  age: block, options [old], owner: Owner",
        "  fullName: block, options [new, initial]",
      ])
    #expect(counter.observationInfo.entries.map(\.kind) == ["target/action, target: ColorView"])
    withExtendedLifetime((token, action)) {}
  }
}

/// The other kinds of observation, as ``KeyValueObject/observationInfo`` names them, and
/// one token for several objects.
@Suite struct ObservationKindTests {
  @Test func eachKindOfObservationIsNamed() {
    let person = Person()
    let address = Address(city: "Delft")
    person.address = address
    let set = person.observe([\.firstName, \.lastName]) { _, _, _ in }
    let path = person.observe(\.address, \.city) { _, _ in }
    let stream = person.values(for: \.age)
    // The path is named by the keys its classes declare, whichever way it is written.
    let probed = person.observe(\.address?.street) { _, _ in }
    #expect(
      person.observationInfo.entries.map { "\($0.key): \($0.kind)" } == [
        "firstName: block (key-path set)", "lastName: block (key-path set)",
        "address: dependency of Person.address.city",
        "address: dependency of Person.address.street", "age: async sequence",
        "address.city: block (key path)", "address.street: block",
      ])
    #expect(
      address.observationInfo.entries.map(\.kind) == [
        "dependency of Person.address.city", "dependency of Person.address.street",
      ])
    withExtendedLifetime((set, path, stream, probed)) {}
  }

  @Test func oneTokenForSeveralObjectsIsValidWhileAnyOfThemIsObserved() {
    var first: Counter? = Counter()
    var second: Counter? = Counter()
    var values: [Int] = []
    let token = Counter.observe([first!, second!], keyPaths: [\.value]) { counter, _, _ in
      values.append(counter.value)
    }
    #expect(token.isValid)
    first = nil
    #expect(token.isValid)  // the second is still observed
    second?.value = 7
    #expect(values == [7])
    second = nil
    #expect(!token.isValid)
  }
}
