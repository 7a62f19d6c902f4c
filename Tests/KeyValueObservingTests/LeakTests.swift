import KeyValueObserving
import Testing

/// Weak references prove that observation keeps nothing alive that it
/// should not: observed objects, observers, owners, targets and tokens.
@Suite struct LeakTests {
  final class Owner {}

  @Test func everyKindOfObservationReleasesItsObjects() async {
    weak var weakObject: Person?
    weak var weakAddress: Address?
    weak var weakOwner: Owner?
    weak var weakTarget: ColorView?
    weak var weakToken: ObservationToken?
    do {
      let person = Person()
      let address = Address(city: "Turin")
      person.address = address
      let owner = Owner()
      let target = ColorView()
      weakObject = person
      weakAddress = address
      weakOwner = owner
      weakTarget = target
      let block = person.observe(\.fullName, options: [.old, .new, .prior, .initial]) { _, _ in }
      weakToken = block
      person.observe(\.age, owner: owner) { _, _ in }
      let set = person.observe([\.firstName, \.lastName]) { _, _, _ in }
      let chain = person.observe(\.address, \.city) { _, _ in }
      let action = KeyValueObserver.observe(person, \.age, target: target, action: ColorView.ping)
      let stream = person.values(for: \.age)
      person.batchChanges { $0.firstName = "Rita" }
      person.mutableArray(for: \.tags).append("x")
      person.age = 1
      address.city = "Milan"
      withExtendedLifetime((block, set, chain, action, stream)) {}
    }
    #expect(weakObject == nil)
    #expect(weakAddress == nil)
    #expect(weakOwner == nil)
    #expect(weakTarget == nil)
    #expect(weakToken == nil)
  }

  @Test func manyObservationsRegisteredAndInvalidatedLeaveNothingBehind() {
    let counter = Counter()
    for round in 0..<20_000 {
      let token = counter.observe(\.value, options: round % 2 == 0 ? [.new] : []) { _, _ in }
      if round % 100 == 0 { counter.value = round }
      token.invalidate()
    }
    #expect(counter.observationInfo.entries.isEmpty)
    weak var weakCounter: Counter?
    do {
      let doomed = Counter()
      weakCounter = doomed
      for _ in 0..<1_000 { _ = doomed.observe(\.value) { _, _ in } }
    }
    #expect(weakCounter == nil)
  }
}

extension Person {
  /// Tags, for the collection leak check.
  var tags: [String] {
    get { [] }
    set {}
  }
}
