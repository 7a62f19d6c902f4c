import KeyValueObserving
import Testing

/// The features of MAKVONotificationCenter ("Key-Value Observing Done Right",
/// Mike Ash, and its 2012 update by Gwynne Raskind), as acceptance tests.
@Suite struct MAKVONotificationCenterTests {
  final class Watcher {
    var log: [String] = []
  }

  @Test func blockObservationWithTheObjectAndTheChange() {
    let target = Person()
    let watcher = Watcher()
    target.observe(\.age, options: [.old, .new], owner: watcher) {
      [unowned watcher] person, change in
      watcher.log.append("\(person.firstName) \(change.oldValue!)→\(change.newValue!)")
    }
    target.firstName = "Ann"
    target.age = 3
    #expect(watcher.log == ["Ann 0→3"])
  }

  @Test func keyPathSetsAndArraysOfTargets() {
    let targets = [Person(), Person(), Person()]
    let watcher = Watcher()
    Person.observe(targets, keyPaths: [\.firstName, \.lastName], owner: watcher) {
      [unowned watcher] person, keyPath, _ in
      let index = targets.firstIndex { $0 === person } ?? -1
      watcher.log.append("\(index).\(keyPath == \Person.firstName ? "first" : "last")")
    }
    targets[2].lastName = "x"
    targets[0].firstName = "y"
    targets[1].age = 1  // not observed
    #expect(watcher.log == ["2.last", "0.first"])
  }

  @Test func removalWithWildcards() {
    let first = Person()
    let second = Person()
    let watcher = Watcher()
    let other = Watcher()
    for (name, target) in [("1", first), ("2", second)] {
      target.observe([\.firstName, \.age], owner: watcher) { [unowned watcher] _, keyPath, _ in
        watcher.log.append(name + (keyPath == \Person.age ? ".age" : ".first"))
      }
    }
    first.observe(\.age, owner: other) { [unowned other] _, _ in other.log.append("other") }

    func touchAll() {
      first.firstName += "+"
      first.age += 1
      second.firstName += "+"
      second.age += 1
    }
    // Observer + object + key.
    KeyValueObject.removeObservations(ownedBy: watcher, on: first, keyPath: \Person.age)
    touchAll()
    #expect(watcher.log == ["1.first", "2.first", "2.age"])
    watcher.log = []
    // Observer + any object + key.
    KeyValueObject.removeObservations(ownedBy: watcher, keyPath: \Person.firstName)
    touchAll()
    #expect(watcher.log == ["2.age"])
    watcher.log = []
    // Observer + object + any key.
    KeyValueObject.removeObservations(ownedBy: watcher, on: second)
    touchAll()
    #expect(watcher.log.isEmpty)
    #expect(other.log == ["other", "other", "other"])  // another observer is untouched throughout
    first.removeObservations()  // object + any observer + any key
    touchAll()
    #expect(other.log.count == 3)
  }

  @Test func anObservationThatRemovesItselfFromItsCallback() {
    let target = Counter()
    let watcher = Watcher()
    target.observe(\.value, options: [.new], owner: watcher) { [unowned watcher] counter, change in
      watcher.log.append("\(change.newValue!)")
      counter.removeObservations(for: \.value, ownedBy: watcher)
    }
    target.value = 1
    target.value = 2
    #expect(watcher.log == ["1"])
  }

  @Test func observationsEndWhenTheObserverOrTheTargetGoes() {
    let target = Counter()
    var calls = 0
    do {
      let watcher = Watcher()
      target.observe(\.value, owner: watcher) { _, _ in calls += 1 }
      target.value = 1
    }
    target.value = 2
    #expect(calls == 1)

    let watcher = Watcher()
    weak var weakTarget: Counter?
    do {
      let doomed = Counter()
      weakTarget = doomed
      doomed.observe(\.value, owner: watcher) { _, _ in calls += 1 }
    }
    #expect(weakTarget == nil)  // observing did not keep the target alive
    // And nothing is left to remove.
    KeyValueObject.removeObservations(ownedBy: watcher)
    #expect(calls == 1)
  }

  @Test func selfObservationWithoutARetainCycle() {
    weak var weakItem: SyncedItem?
    do {
      let item = SyncedItem()  // observes itself, with itself as owner
      weakItem = item
      item.moo = "changed"
      #expect(item.stale)
    }
    #expect(weakItem == nil)
  }
}
