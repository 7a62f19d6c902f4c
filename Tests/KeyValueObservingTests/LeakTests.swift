import Foundation
import KeyValueObserving
import Testing

@testable import KeyValueObserving

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
      let action = person.observe(\.age, target: target, action: ColorView.ping)
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

/// Memory over a million registrations, measured in a child process so no
/// other test's allocations blur the numbers.
@Suite struct MemoryReturnTests {
  @Test func aMillionObservationsRegisteredAndInvalidatedLeaveMemoryWhereItWas() async {
    await #expect(processExitsWith: .success) {
      func resident() -> Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?
          .split(separator: " ")
        return (fields.flatMap { $0.count > 1 ? Int($0[1]) : nil } ?? 0) * 4096
      }
      let counter = Counter()
      let handler: (Counter, ObservedChange<Int>) -> Void = { _, _ in }
      func round() {
        var tokens: [ObservationToken] = []
        tokens.reserveCapacity(1_000_000)
        for index in 0..<1_000_000 {
          tokens.append(counter.observe(\.value, changeHandler: handler))
          if index % 100_000 == 0 { counter.value = index }
        }
        for token in tokens { token.invalidate() }
      }
      // The heap reaches its working size over two rounds (the allocator
      // cannot reuse every freed block at once); a leak would then add about
      // 100 MB per round.
      round()
      round()
      let baseline = resident()
      round()
      let growth = resident() - baseline
      // Margin: one page per 4,096 observations (1 MB for the million).
      if growth > 1 << 20 || !counter.observationInfo.entries.isEmpty { exit(1) }

      // A thousand objects observed and released are all freed.
      weak var last: Counter?
      var survivors = 0
      for _ in 0..<1_000 {
        weak var weakObject: Counter?
        do {
          let object = Counter()
          weakObject = object
          last = object
          let token = object.observe(\.value, options: [.old, .new]) { _, _ in }
          object.value = 1
          withExtendedLifetime(token) {}
        }
        if weakObject != nil { survivors += 1 }
      }
      if survivors != 0 || last != nil { exit(2) }
    }
  }
}

@Suite struct TeardownLeakTests {
  final class Capture {}

  @Test func anObjectThatGoesAfterDeliveringReleasesItsObservationsHandlers() {
    weak var weakCapture: Capture?
    var token: ObservationToken?
    do {
      let counter = Counter()
      let capture = Capture()
      weakCapture = capture
      token = counter.observe(\.value) { _, _ in withExtendedLifetime(capture) {} }
      counter.value = 1  // builds and caches the delivery plan
    }
    token = nil
    #expect(weakCapture == nil)
    _ = token
  }
}

@Suite struct OwnerBindingSweepTests {
  final class Owner {}
  final class Capture {}

  @Test func observationsOfOwnersThatWentAreSweptEvenIfTheObjectNeverChanges() {
    let counter = Counter()
    weak var weakCapture: Capture?
    do {
      let capture = Capture()
      weakCapture = capture
      let owner = Owner()
      counter.observe(\.value, owner: owner) { _, _ in withExtendedLifetime(capture) {} }
    }
    // The counter never changes again; registering for enough other owners
    // to reach the next sweep removes the bindings of owners that are gone.
    var owners: [Owner] = []
    let table = _OwnerBinding.tableSize
    let needed = max(0, table.sweepAt - table.count) + 200
    for _ in 0..<needed {
      let owner = Owner()
      owners.append(owner)
      counter.observe(\.label, owner: owner) { _, _ in }
    }
    #expect(weakCapture == nil)
    #expect(counter.observationInfo.entries.count == needed)
    withExtendedLifetime(owners) {}
  }
}
