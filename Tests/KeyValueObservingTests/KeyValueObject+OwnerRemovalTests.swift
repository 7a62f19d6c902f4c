import KeyValueObserving
import Testing

@Suite struct OwnerRemovalTests {
  @Test func removalByOwnerObjectAndKeyPathWithWildcards() {
    final class Owner {}
    let owner = Owner()
    let other = Owner()
    let first = Person()
    let second = Person()
    var calls: [String] = []
    first.observe(\.firstName, owner: owner) { _, _ in calls.append("1.firstName") }
    first.observe(\.age, owner: owner) { _, _ in calls.append("1.age") }
    second.observe(\.firstName, owner: owner) { _, _ in calls.append("2.firstName") }
    second.observe(\.firstName, owner: other) { _, _ in calls.append("2.firstName.other") }

    // One object, one key, one owner.
    KeyValueObject.removeObservations(ownedBy: owner, on: first, keyPath: \Person.firstName)
    first.firstName = "a"
    first.age = 1
    #expect(calls == ["1.age"])

    // Every object, one key.
    calls = []
    KeyValueObject.removeObservations(ownedBy: owner, keyPath: \Person.firstName)
    second.firstName = "b"
    #expect(calls == ["2.firstName.other"])

    // Everything one owner observes.
    calls = []
    KeyValueObject.removeObservations(ownedBy: owner)
    first.age = 2
    second.firstName = "c"
    #expect(calls == ["2.firstName.other"])

    // By the observed object, whatever the owner.
    calls = []
    second.removeObservations()
    second.firstName = "d"
    #expect(calls.isEmpty)
  }

  @Test func removalByKeyPathAcrossObjectsOfUndeclaredKeys() {
    final class Owner {}
    let owner = Owner()
    let counters = [Counter(), Counter()]
    var calls: [String] = []
    for (index, counter) in counters.enumerated() {
      counter.observe(\.value, owner: owner) { _, _ in calls.append("\(index).value") }
      counter.observe(\.label, owner: owner) { _, _ in calls.append("\(index).label") }
    }
    KeyValueObject.removeObservations(ownedBy: owner, keyPath: \Counter.value)
    for counter in counters {
      counter.value += 1
      counter.label += "x"
    }
    #expect(calls == ["0.label", "1.label"])
  }

  @Test func anOwnerBoundObservationEndsWhenTheOwnerGoes() {
    let person = Person()
    var calls = 0
    do {
      let owner = Counter()  // a KeyValueObject owner ends its observations as it goes
      person.observe(\.firstName, owner: owner) { _, _ in calls += 1 }
      person.firstName = "a"
    }
    #expect(person.observationInfo.entries.isEmpty)
    person.firstName = "b"
    #expect(calls == 1)

    final class PlainOwner {}
    do {
      let owner = PlainOwner()  // any other owner: ended at the next delivery
      person.observe(\.firstName, owner: owner) { _, _ in calls += 1 }
    }
    person.firstName = "c"
    #expect(calls == 1)
    #expect(person.observationInfo.entries.isEmpty)
  }
}
