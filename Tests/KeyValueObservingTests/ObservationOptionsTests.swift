import KeyValueObserving
import Testing

@Suite struct ObservationOptionsTests {
  @Test func withoutOptionsTheChangeCarriesNoValues() {
    let counter = Counter()
    var changes: [ObservedChange<Int>] = []
    let token = counter.observe(\.value) { _, change in changes.append(change) }
    counter.value = 5
    #expect(changes == [ObservedChange(kind: .setting)])
    withExtendedLifetime(token) {}
  }

  @Test func oldAndNewCarryTheValuesAroundTheChange() {
    let counter = Counter()
    counter.value = 1
    var changes: [ObservedChange<Int>] = []
    let token = counter.observe(\.value, options: [.old, .new]) { _, change in
      changes.append(change)
    }
    counter.value = 2
    counter.value = 7
    #expect(changes.map(\.oldValue) == [1, 2])
    #expect(changes.map(\.newValue) == [2, 7])
    #expect(changes.allSatisfy { !$0.isPrior && $0.kind == .setting })
    withExtendedLifetime(token) {}
  }

  @Test func initialCallsOnceDuringRegistrationWithTheCurrentValue() {
    let counter = Counter()
    counter.value = 42
    var changes: [ObservedChange<Int>] = []
    let token = counter.observe(\.value, options: [.initial, .new, .old]) { _, change in
      changes.append(change)
    }
    #expect(changes == [ObservedChange(newValue: 42)])
    counter.value = 43
    #expect(changes.count == 2)
    #expect(changes[1] == ObservedChange(oldValue: 42, newValue: 43))
    withExtendedLifetime(token) {}
  }

  /// `NSKeyValueObservingOptionInitial`: the initial notification carries the new value only
  /// if `.new` is set too, and never the old value.
  @Test func initialCarriesTheValueOnlyWhenNewIsAskedFor() {
    let counter = Counter()
    counter.value = 42
    var changes: [ObservedChange<Int>] = []
    let token = counter.observe(\.value, options: [.initial]) { _, change in
      changes.append(change)
    }
    let old = counter.observe(\.value, options: [.initial, .old]) { _, change in
      changes.append(change)
    }
    #expect(changes == [ObservedChange(), ObservedChange()])
    withExtendedLifetime((token, old)) {}
  }

  @Test func priorArrivesBeforeTheChangeWithTheOldValueOnly() {
    let counter = Counter()
    counter.value = 1
    var events: [String] = []
    let token = counter.observe(\.value, options: [.prior, .old, .new]) { counter, change in
      events.append(
        "\(change.isPrior ? "prior" : "after") old=\(change.oldValue.map(String.init) ?? "-") new=\(change.newValue.map(String.init) ?? "-") stored=\(counter.value)"
      )
    }
    counter.value = 2
    #expect(events == ["prior old=1 new=- stored=1", "after old=1 new=2 stored=2"])
    withExtendedLifetime(token) {}
  }

  @Test func onceDeliversOneChangeThenEnds() {
    let counter = Counter()
    var values: [Int] = []
    let token = counter.observe(\.value, options: [.once, .new, .initial, .prior]) { _, change in
      values.append(change.newValue ?? -1)
    }
    #expect(values == [0])  // the initial call does not count
    counter.value = 1  // prior (-1) and the change (1)
    counter.value = 2
    #expect(values == [0, -1, 1])
    #expect(!token.isValid)
  }

  @Test func dependentKeysCarryTheirOwnOldAndNewValues() {
    let person = Person()
    person.firstName = "Ada"
    person.lastName = "Lovelace"
    var changes: [ObservedChange<String>] = []
    let token = person.observe(\.fullName, options: [.old, .new]) { _, change in
      changes.append(change)
    }
    person.firstName = "Augusta"
    #expect(changes == [ObservedChange(oldValue: "Ada Lovelace", newValue: "Augusta Lovelace")])
    withExtendedLifetime(token) {}
  }

  @Test func descriptionListsTheOptions() {
    #expect(ObservationOptions([.new, .prior]).description == "[new, prior]")
    #expect(ObservationOptions().description == "[]")
  }
}
