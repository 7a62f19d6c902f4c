import KeyValueObserving
import Testing

/// The rules of the one delivery path, whatever made the change.
@Suite struct ChangeDeliveryTests {
  @Test func aChangedKeyComesBeforeTheKeysThatDependOnItThenRegistrationOrder() {
    let diamond = Diamond()
    var order: [String] = []
    let tokens = [
      diamond.observe(\.top) { _, _ in order.append("top 1") },
      diamond.observe(\.right) { _, _ in order.append("right") },
      diamond.observe(\.base) { _, _ in order.append("base 1") },
      diamond.observe(\.left) { _, _ in order.append("left") },
      diamond.observe(\.base) { _, _ in order.append("base 2") },
      diamond.observe(\.top) { _, _ in order.append("top 2") },
    ]
    diamond.base = 5
    #expect(order == ["base 1", "base 2", "left", "right", "top 1", "top 2"])
    withExtendedLifetime(tokens) {}
  }

  @Test func onceEndsAfterTheFirstChangeWhateverMadeIt() {
    let person = Person()
    person.address = Address(city: "Oslo")
    var counts = [0, 0, 0, 0]
    let tokens = [
      person.observe(\.fullName, options: [.once, .prior]) { _, _ in counts[0] += 1 },
      person.observe(\.firstName, options: [.once]) { _, _ in counts[1] += 1 },
      person.observe(\.address, \.city, options: [.once]) { _, _ in counts[2] += 1 },
      person.observe(\.age, options: [.once]) { _, _ in counts[3] += 1 },
    ]
    person.willChangeValue(for: \.firstName)  // manual: prior of fullName, not counted by once
    person.didChangeValue(for: \.firstName)
    person.lastName = "x"
    person.address?.city = "Bergen"  // through a relationship
    person.address?.city = "Tromsø"
    person.batchChanges { $0.age = 1 }  // at the end of a batch
    person.age = 2
    #expect(counts == [2, 1, 1, 1])
    #expect(tokens.allSatisfy { !$0.isValid })
  }

  /// A `.once` handler that changes its own key again is not told of that change: the
  /// observation ends before its handler runs.
  @Test func onceIsOnceEvenWhenTheHandlerChangesTheKeyAgain() {
    let counter = Counter()
    var changes: [String] = []
    let token = counter.observe(\.value, options: [.old, .new, .once]) { counter, change in
      changes.append("\(change.oldValue ?? -1)->\(change.newValue ?? -1)")
      if counter.value < 3 { counter.value += 1 }
    }
    counter.value = 1
    #expect(changes == ["0->1"])
    #expect(counter.value == 2)
    #expect(!token.isValid)
  }

  @Test func aChangeKeptByAHandlerKeepsItsValues() {
    let counter = Counter()
    var kept: [ObservedChange<Int>] = []
    let token = counter.observe(\.value, options: [.old, .new]) { _, change in kept.append(change) }
    counter.value = 1
    counter.value = 2
    counter.value = 3
    #expect(kept.map(\.oldValue) == [0, 1, 2])
    #expect(kept.map(\.newValue) == [1, 2, 3])
    withExtendedLifetime(token) {}
  }

  @Test func keptChangesHoldTheirObjectsUntilTheyGoAndReleaseThemOnce() {
    let person = Person()
    weak var turin: Address?
    weak var milan: Address?
    var kept: [ObservedChange<Address?>] = []
    do {
      let token = person.observe(\.address, options: [.initial, .old, .new]) { _, change in
        kept.append(change)
      }
      let first = Address(city: "Turin")
      let second = Address(city: "Milan")
      turin = first
      milan = second
      person.address = first
      person.address = second
      person.address = nil
      token.invalidate()
    }
    // The changes a handler kept hold the values delivered in them, after the
    // delivery has reused its boxes for the next change.
    #expect(turin != nil)
    #expect(milan != nil)
    #expect(kept.map { $0.oldValue.map { $0?.city } } == [nil, .some(nil), "Turin", "Milan"])
    #expect(
      kept.map { $0.newValue.map { $0?.city } } == [.some(nil), "Turin", "Milan", .some(nil)])
    kept.removeAll()
    #expect(turin == nil)
    #expect(milan == nil)
  }

  /// Strings (which the boxes destroy by code of their own) kept by a handler outlive the
  /// delivery, and those nobody kept are replaced by the next one's.
  @Test func aKeptChangeKeepsItsStrings() {
    let person = Person()
    var kept: [ObservedChange<String>] = []
    var seen: [String] = []
    let token = person.observe(\.firstName, options: [.old, .new]) { _, change in
      if kept.isEmpty { kept.append(change) }
      seen.append("\(change.oldValue ?? "∅")->\(change.newValue ?? "∅")")
    }
    // Longer than a small string: their characters are in storage of their own.
    let names = (1...3).map { String(repeating: "name \($0) ", count: 8) }
    for name in names { person.firstName = name }
    #expect(kept.map(\.oldValue) == [""])
    #expect(kept.map(\.newValue) == [names[0]])
    #expect(seen == ["->\(names[0])", "\(names[0])->\(names[1])", "\(names[1])->\(names[2])"])
    withExtendedLifetime(token) {}
  }

  @Test func observersOfOneKeyShareItsValuesWithoutInterferingWithOthers() {
    let person = Person()
    var seen: [String] = []
    let tokens = [
      person.observe(\.firstName, options: [.old]) { _, change in
        seen.append("old \(change.oldValue ?? "∅") new \(change.newValue ?? "∅")")
      },
      person.observe(\.firstName, options: [.new]) { _, change in
        seen.append("old \(change.oldValue ?? "∅") new \(change.newValue ?? "∅")")
      },
      person.observe([\.firstName], options: [.old, .new]) { _, _, change in
        seen.append("any \(change.oldValue ?? "∅") \(change.newValue ?? "∅")")
      },
    ]
    person.firstName = "Ada"
    #expect(seen == ["old  new ∅", "old ∅ new Ada", "any  Ada"])
    withExtendedLifetime(tokens) {}
  }

  @Test func aHandlerThatEditsItsChangeEditsItsOwnCopy() {
    let person = Person()
    var edited: [ObservedChange<String>] = []
    var seenAfter: [ObservedChange<String>] = []
    let tokens = [
      person.observe(\.firstName, options: [.old, .new]) { _, change in
        var change = change
        change.newValue = "edited"
        change.oldValue = nil
        change.indexes = RangeSet(0..<1)
        edited.append(change)
      },
      person.observe(\.firstName, options: [.old, .new]) { _, change in seenAfter.append(change) },
    ]
    person.firstName = "Ada"
    #expect(
      edited == [
        ObservedChange(kind: .setting, oldValue: nil, newValue: "edited", indexes: RangeSet(0..<1))
      ])
    #expect(seenAfter == [ObservedChange(oldValue: "", newValue: "Ada")])
    withExtendedLifetime(tokens) {}
  }

  @Test func removingTwiceOrWhatWasNeverRegisteredIsANoOp() {
    final class Stranger {}
    let counter = Counter()
    var count = 0
    let token = counter.observe(\.value) { _, _ in count += 1 }
    token.invalidate()
    token.invalidate()
    counter.removeObservations(for: \.label)
    counter.removeObservations(ownedBy: Stranger())
    KeyValueObject.removeObservations(ownedBy: Stranger())
    Counter().removeObservations()
    counter.value = 1
    #expect(count == 0)
    #expect(!token.isValid)
  }
}
