import KeyValueObserving
import Testing

/// A target for target/action observations.
final class ColorView {
  var hexChanges: [String] = []
  var pings = 0

  func counterChanged(_ counter: Counter, _ change: ObservedChange<Int>) {
    hexChanges.append("\(change.oldValue ?? -1)->\(change.newValue ?? -1)")
  }

  func ping() { pings += 1 }
}

@Suite struct KeyValueObserverTests {
  @Test func targetActionCallsTheTargetsMethod() {
    let counter = Counter()
    let view = ColorView()
    let token = KeyValueObserver.observe(
      counter, \.value, options: [.old, .new], target: view, action: ColorView.counterChanged)
    counter.value = 3
    #expect(view.hexChanges == ["0->3"])
    let ping = KeyValueObserver.observe(counter, \.value, target: view, action: ColorView.ping)
    counter.value = 4
    #expect(view.pings == 1)
    withExtendedLifetime((token, ping)) {}
  }

  @Test func aReleasedTargetEndsTheObservationSilently() {
    let counter = Counter()
    var view: ColorView? = ColorView()
    weak let weakView = view
    let token = KeyValueObserver.observe(counter, \.value, target: view!, action: ColorView.ping)
    #expect(token.isValid)
    view = nil
    #expect(weakView == nil)  // the observation did not retain the target
    #expect(!token.isValid)
    counter.value = 1  // no call, no crash
    #expect(counter.observationInfo.entries.isEmpty)  // ended on that delivery
  }

  @Test func aKeyPathSetReportsWhichKeyChanged() {
    let person = Person()
    var changed: [String] = []
    let token = person.observe([\.firstName, \.age], options: [.new]) { _, keyPath, change in
      changed.append("\(keyPath == \Person.firstName ? "firstName" : "age")=\(change.newValue!)")
    }
    person.firstName = "Ada"
    person.age = 36
    person.lastName = "Lovelace"  // not observed
    #expect(changed == ["firstName=Ada", "age=36"])
    withExtendedLifetime(token) {}
  }

  @Test func oneObservationOverSeveralObjectsReportsTheObject() {
    let first = Counter()
    let second = Counter()
    var seen: [(ObjectIdentifier, Int)] = []
    let token = KeyValueObserver.observe([first, second], keyPaths: [\.value], options: [.new]) {
      counter, _, change in
      seen.append((ObjectIdentifier(counter), change.newValue as? Int ?? -1))
    }
    second.value = 2
    first.value = 1
    #expect(seen.map(\.0) == [ObjectIdentifier(second), ObjectIdentifier(first)])
    #expect(seen.map(\.1) == [2, 1])
    token.invalidate()
    first.value = 5
    #expect(seen.count == 2)
  }

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
    KeyValueObserver.removeObservations(ownedBy: owner, on: first, keyPath: \Person.firstName)
    first.firstName = "a"
    first.age = 1
    #expect(calls == ["1.age"])

    // Every object, one key.
    calls = []
    KeyValueObserver.removeObservations(ownedBy: owner, keyPath: \Person.firstName)
    second.firstName = "b"
    #expect(calls == ["2.firstName.other"])

    // Everything one owner observes.
    calls = []
    KeyValueObserver.removeObservations(ownedBy: owner)
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
    KeyValueObserver.removeObservations(ownedBy: owner, keyPath: \Counter.value)
    for counter in counters {
      counter.value += 1
      counter.label += "x"
    }
    #expect(calls == ["0.label", "1.label"])
  }

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
