import KeyValueObserving
import Testing

@Suite struct BatchingTests {
  @Test func eachAffectedKeyIsDeliveredOnceAtTheEndWithFirstOldAndLastNew() {
    let person = Person()
    person.firstName = "A"
    person.lastName = "B"
    var events: [String] = []
    let full = person.observe(\.fullName, options: [.old, .new]) { _, change in
      events.append("fullName \(change.oldValue!) -> \(change.newValue!)")
    }
    let first = person.observe(\.firstName, options: [.old, .new]) { _, change in
      events.append("firstName \(change.oldValue!) -> \(change.newValue!)")
    }
    person.batchChanges { person in
      person.firstName = "C"
      person.lastName = "D"
      person.firstName = "E"
      #expect(events.isEmpty)
    }
    #expect(events == ["firstName A -> E", "fullName A B -> E D"])
    withExtendedLifetime((full, first)) {}
  }

  @Test func nestedBatchesDeliverAtTheOutermostEnd() {
    let counter = Counter()
    var count = 0
    let token = counter.observe(\.value) { _, _ in count += 1 }
    counter.batchChanges { counter in
      counter.batchChanges { $0.value = 1 }
      #expect(count == 0)
      counter.value = 2
    }
    #expect(count == 1)
    counter.value = 3
    #expect(count == 2)
    withExtendedLifetime(token) {}
  }

  @Test func priorNotificationsGoOutAtTheFirstChange() {
    let counter = Counter()
    var events: [String] = []
    let token = counter.observe(\.value, options: [.prior, .old]) { _, change in
      events.append("\(change.isPrior ? "prior" : "change") old=\(change.oldValue!)")
    }
    counter.batchChanges { counter in
      counter.value = 1
      counter.value = 2
      #expect(events == ["prior old=0"])
    }
    #expect(events == ["prior old=0", "change old=0"])
    withExtendedLifetime(token) {}
  }

  @Test func changesThroughACollectionProxyAreDeliveredAsOneSettingWithTheFirstOldValue() {
    let list = ShoppingList()
    list.items = ["a"]
    var events: [String] = []
    let token = list.observe(\.items, options: [.prior, .old, .new]) { _, change in
      events.append("\(change)")
    }
    list.batchChanges { list in
      list.mutableArray(for: \.items).append("b")
      list.mutableArray(for: \.items).append("c")
    }
    #expect(
      events == [
        "prior setting old: [\"a\"]", "setting old: [\"a\"] new: [\"a\", \"b\", \"c\"]",
      ])
    withExtendedLifetime(token) {}
  }

  @Test func batchReturnsAndRethrows() throws {
    struct Failure: Error {}
    let counter = Counter()
    var count = 0
    let token = counter.observe(\.value) { _, _ in count += 1 }
    #expect(counter.batchChanges { _ in 7 } == 7)
    #expect(throws: Failure.self) {
      try counter.batchChanges { counter in
        counter.value = 1
        throw Failure()
      }
    }
    #expect(count == 1)  // what was changed before the error is still reported
    withExtendedLifetime(token) {}
  }
}
