import Dispatch
import KeyValueObserving
import Synchronization
import Testing

/// An observable object shared between threads. Each instance is set by one
/// thread at a time; registration and invalidation come from any thread.
final class SharedCounter: KeyValueObject, @unchecked Sendable {
  @Observed var value = 0
  var doubled: Int { value * 2 }

  override class var keyTable: KeyTable {
    KeyTable(SharedCounter.self) {
      Key("value", \.value)
      Key("doubled", \.doubled, dependsOn: \.value)
    }
  }
}

/// A person whose address another thread keeps replacing.
final class SharedPerson: KeyValueObject, @unchecked Sendable {
  @Observed var address: SharedAddress?
  var city: Int { address?.city ?? -1 }

  override class var keyTable: KeyTable {
    KeyTable(SharedPerson.self) {
      Key("address", \.address)
      Key("city", \.city, dependsOn: \.address?.city)
    }
  }
}

final class SharedAddress: KeyValueObject, @unchecked Sendable {
  @Observed var city = 0
}

/// A total of two related objects' values, each object set by a thread of its own.
final class SharedPair: KeyValueObject, @unchecked Sendable {
  @Observed var left = SharedAddress()
  @Observed var right = SharedAddress()
  var total: Int { left.city + right.city }

  override class var keyTable: KeyTable {
    KeyTable(SharedPair.self) {
      Key("left", \.left)
      Key("right", \.right)
      Key("total", \.total, dependsOn: \.left.city, \.right.city)
    }
  }
}

/// An object whose `total` (a related object's value) and `shown` (its own `value`) run
/// `hold` from their getters, once, when it is set: a test holds a change there, while it
/// is announced on one thread, as another thread ends a batch.
final class HeldReads: KeyValueObject, @unchecked Sendable {
  @Observed var left = SharedAddress()
  @Observed var value = 0
  @Observed var other = 0
  let hold = Mutex<(@Sendable () -> Void)?>(nil)
  var total: Int {
    runHold()
    return left.city
  }
  var shown: Int {
    runHold()
    return value
  }

  private func runHold() {
    let hold = hold.withLock { hold in
      defer { hold = nil }
      return hold
    }
    hold?()
  }

  override class var keyTable: KeyTable {
    KeyTable(HeldReads.self) {
      Key("left", \.left)
      Key("value", \.value)
      Key("other", \.other)
      Key("total", \.total, dependsOn: \.left.city)
      Key("shown", \.shown, dependsOn: \.value)
    }
  }

  /// What an observer of `key` with `.old` and `.new` is told while `body` runs, each change
  /// as "old -> new".
  func changes(of key: KeyPath<HeldReads, Int>, during body: () -> Void) -> [String] {
    let seen = Mutex<[String]>([])
    let token = observe(key, options: [.old, .new]) { _, change in
      seen.withLock { $0.append("\(change.oldValue ?? -1) -> \(change.newValue ?? -1)") }
    }
    body()
    withExtendedLifetime(token) {}
    return seen.withLock { $0 }
  }

  /// Makes `change` on another thread while this object is in a batch, and holds it where
  /// it reads `total` or `shown` first (while the batch takes it in and announces it) until
  /// the batch has ended.
  func change(whileABatchEnds change: @escaping @Sendable () -> Void) {
    let inBatch = DispatchSemaphore(value: 0)
    let announcing = DispatchSemaphore(value: 0)
    let batchEnded = DispatchSemaphore(value: 0)
    let changed = DispatchSemaphore(value: 0)
    let hold = { @Sendable in
      announcing.signal()
      _ = batchEnded.wait(timeout: .now() + 10)
    }
    DispatchQueue.global().async { [self] in
      _ = inBatch.wait(timeout: .now() + 10)
      self.hold.withLock { $0 = hold }
      change()
      changed.signal()
    }
    batchChanges { object in
      object.other += 1
      inBatch.signal()
      _ = announcing.wait(timeout: .now() + 10)
    }
    batchEnded.signal()
    _ = changed.wait(timeout: .now() + 10)
  }
}

/// A person whose `city` reads its address through `home`, which runs `hold` once, when it
/// is set: a test holds the first follow of that path there, on one thread.
final class HeldPerson: KeyValueObject, @unchecked Sendable {
  @Observed var address = SharedAddress()
  let hold = Mutex<(@Sendable () -> Void)?>(nil)
  var home: SharedAddress {
    let hold = hold.withLock { hold in
      defer { hold = nil }
      return hold
    }
    hold?()
    return address
  }
  var city: Int { home.city }

  override class var keyTable: KeyTable {
    KeyTable(HeldPerson.self) {
      Key("address", \.address)
      Key("city", \.city, dependsOn: \.home.city)
    }
  }
}

/// Counters the handlers of many threads add to.
final class Tally: Sendable {
  let stable = Atomic<Int>(0)
  let churn = Atomic<Int>(0)
  let chain = Atomic<Int>(0)
}

/// Stress: many threads registering, invalidating, setting and replacing
/// intermediate objects at once. Run under ThreadSanitizer by `make test-tsan`.
@Suite struct ConcurrencyTests {
  @Test func registerInvalidateAndSetFromManyThreads() {
    let objects = (0..<4).map { _ in SharedCounter() }
    let tally = Tally()
    let setsPerObject = 2_000
    // Stable observers, registered before the storm: their counts are exact.
    let stableTokens = objects.map { object in
      object.observe(\.doubled) { _, _ in tally.stable.wrappingAdd(1, ordering: .relaxed) }
    }
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      if worker < objects.count {
        // Each object is set by exactly one thread.
        let object = objects[worker]
        for value in 1...setsPerObject { object.value = value }
      } else {
        // The other threads churn observations on every object.
        for round in 0..<300 {
          let object = objects[round % objects.count]
          let token = object.observe(\.value, options: [.old, .new, .prior]) { _, _ in
            tally.churn.wrappingAdd(1, ordering: .relaxed)
          }
          if round % 3 == 0 { _ = token.isValid }
          token.invalidate()
          _ = object.observationInfo
        }
      }
    }
    #expect(tally.stable.load(ordering: .relaxed) == objects.count * setsPerObject)
    // A churning observation sees a prior and a change per set at most.
    #expect(tally.churn.load(ordering: .relaxed) <= 2 * objects.count * setsPerObject)
    for object in objects {
      #expect(object.value == setsPerObject)
      #expect(object.observationInfo.entries.count == 1)  // only the stable observer is left
    }
    withExtendedLifetime(stableTokens) {}
  }

  @Test func tokensInvalidatedFromOtherThreadsWhileDelivering() {
    let object = SharedCounter()
    let tally = Tally()
    let tokens = (0..<64).map { _ in
      object.observe(\.value) { _, _ in tally.churn.wrappingAdd(1, ordering: .relaxed) }
    }
    let box = TokenBox(tokens)
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      if worker == 0 {
        for value in 1...500 { object.value = value }
      } else {
        for index in stride(from: worker - 1, to: 64, by: 3) { box.tokens[index].invalidate() }
      }
    }
    #expect(tokens.allSatisfy { !$0.isValid })
    let delivered = tally.churn.load(ordering: .relaxed)
    object.value = 0
    #expect(tally.churn.load(ordering: .relaxed) == delivered)  // nothing left after invalidation
    #expect(delivered <= 64 * 500)
  }

  @Test func replacingIntermediatesWhileChainsRegister() {
    let person = SharedPerson()
    person.address = SharedAddress()
    let tally = Tally()
    let stable = person.observe(\.address, \.city) { _, _ in
      tally.stable.wrappingAdd(1, ordering: .relaxed)
    }
    DispatchQueue.concurrentPerform(iterations: 3) { worker in
      switch worker {
      case 0:
        // The only thread that changes the person and its addresses.
        for round in 1...300 {
          if round % 2 == 0 {
            person.address = SharedAddress()
          } else {
            person.address?.city = round
          }
        }
      default:
        for _ in 0..<200 {
          let token = person.observe(\.address, \.city) { _, _ in
            tally.chain.wrappingAdd(1, ordering: .relaxed)
          }
          token.invalidate()
        }
      }
    }
    // 150 replacements and 150 city changes, each reported once.
    #expect(tally.stable.load(ordering: .relaxed) == 300)
    withExtendedLifetime(stable) {}
  }

  @Test func followingRelationshipDependenciesWhileObservationsComeAndGo() {
    let person = SharedPerson()
    person.address = SharedAddress()
    let tally = Tally()
    let stable = person.observe(\.city) { _, _ in tally.stable.wrappingAdd(1, ordering: .relaxed) }
    DispatchQueue.concurrentPerform(iterations: 3) { worker in
      if worker == 0 {
        // The only thread that changes the person and its addresses.
        for round in 1...300 {
          if round % 2 == 0 {
            person.address = SharedAddress()
          } else {
            person.address?.city = round
          }
        }
      } else {
        for _ in 0..<200 {
          let token = person.observe(\.city, options: [.old, .new]) { _, _ in
            tally.churn.wrappingAdd(1, ordering: .relaxed)
          }
          token.invalidate()
        }
      }
    }
    // 150 replacements and 150 city changes, each delivered once.
    #expect(tally.stable.load(ordering: .relaxed) == 300)
    withExtendedLifetime(stable) {}
  }

  @Test func plansDroppedWhileAnotherThreadDeliversThemGoWhenItsSetsEnd() {
    final class Released: Sendable { let count = Atomic<Int>(0) }
    /// Captured by each churning handler: it goes only once its observation does, and the
    /// observation only once every plan holding it does.
    final class Tracked: Sendable {
      let released: Released
      init(_ released: Released) { self.released = released }
      deinit { released.count.wrappingAdd(1, ordering: .relaxed) }
    }
    let object = SharedCounter()
    let released = Released()
    let roundsPerThread = 300
    // Every set delivers a plan; the churn below keeps replacing it mid-delivery.
    let stable = object.observe(\.value) { _, _ in }
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      if worker == 0 {
        for value in 1...3_000 { object.value = value }
      } else {
        for _ in 0..<roundsPerThread {
          let tracked = Tracked(released)
          let token = object.observe(\.value, options: [.new]) { _, _ in
            withExtendedLifetime(tracked) {}
          }
          token.invalidate()
        }
      }
    }
    #expect(released.count.load(ordering: .relaxed) == 3 * roundsPerThread)
    withExtendedLifetime(stable) {}
  }

  @Test func onceObservationsAreDeliveredOnceWhenTwoThreadsChangeWhatTheyDependOn() {
    // Two threads change the two objects `total` depends on, each its own, at the same
    // moment: both changes reach the pair and deliver its plan, in step. A `.once`
    // observation must be notified by one of them only.
    final class Fired: Sendable { let count = Atomic<Int>(0) }
    let observers = 32
    var deliveredTwice = 0
    for round in 1...400 {
      let pair = SharedPair()
      let fired = (0..<observers).map { _ in Fired() }
      let tokens = (0..<observers).map { index in
        pair.observe(\.total, options: [.once]) { _, _ in
          fired[index].count.wrappingAdd(1, ordering: .relaxed)
        }
      }
      let (left, right) = (pair.left, pair.right)
      let ready = Atomic<Int>(0)
      DispatchQueue.concurrentPerform(iterations: 2) { worker in
        // Started together when the pool has two threads; one after the other otherwise.
        ready.wrappingAdd(1, ordering: .relaxed)
        for _ in 0..<10_000 where ready.load(ordering: .relaxed) < 2 {}
        if worker == 0 { left.city = round } else { right.city = round }
      }
      deliveredTwice += fired.filter { $0.count.load(ordering: .relaxed) != 1 }.count
      withExtendedLifetime(tokens) {}
    }
    #expect(deliveredTwice == 0)
  }

  @Test func aChangeOfARelatedObjectIsDeliveredWhenTheBatchThatTookItInEndsBeforeItIsMade() {
    // Another thread changes `left.city` during a batch of the object, and the batch takes
    // the change of `total` in; the batch ends while that change is announced, before
    // `left.city` is stored. The change must still be delivered, once, after the store.
    let held = HeldReads()
    let left = held.left
    let seen = held.changes(of: \.total) {
      held.change(whileABatchEnds: { left.city = 5 })
    }
    #expect(seen == ["0 -> 5"])
  }

  @Test func aSetOnAnotherThreadIsDeliveredWhenTheBatchThatTookItInEndsBeforeItIsMade() {
    let held = HeldReads()
    let seen = held.changes(of: \.shown) {
      held.change(whileABatchEnds: { held.value = 5 })
    }
    #expect(seen == ["0 -> 5"])
  }

  @Test func aReplacedRelationshipIsFollowedWhenTheBatchThatTookItInEndsBeforeItIsSet() {
    let held = HeldReads()
    let replacement = SharedAddress()
    replacement.city = 5
    let seen = held.changes(of: \.total) {
      held.change(whileABatchEnds: { held.left = replacement })
      replacement.city = 6
    }
    #expect(seen == ["0 -> 5", "5 -> 6"])
  }

  @Test func anObservationRegisteredWhileAnotherThreadFirstFollowsItsPathSeesTheNextChange() {
    // One thread registers the first observation of `city`, and is held while it follows
    // `home.city` for the first time; meanwhile this thread registers a second one, then
    // changes the address's city. The second observation is registered before that change
    // and must be told of it.
    let person = HeldPerson()
    let warmUp = person.observe(\.city) { _, _ in }  // the schema resolved, then nothing followed
    warmUp.invalidate()
    let following = DispatchSemaphore(value: 0)
    let changed = DispatchSemaphore(value: 0)
    let registered = DispatchSemaphore(value: 0)
    person.hold.withLock {
      $0 = {
        following.signal()
        _ = changed.wait(timeout: .now() + 10)
      }
    }
    let first = Mutex<ObservationToken?>(nil)
    DispatchQueue.global().async {
      let token = person.observe(\.city) { _, _ in }
      first.withLock { $0 = token }
      registered.signal()
    }
    _ = following.wait(timeout: .now() + 10)
    let seen = Mutex<[Int]>([])
    let second = person.observe(\.city, options: [.new]) { _, change in
      seen.withLock { $0.append(change.newValue ?? -1) }
    }
    person.address.city = 5
    changed.signal()
    _ = registered.wait(timeout: .now() + 10)
    #expect(seen.withLock { $0 } == [5])
    first.withLock { $0?.invalidate() }
    withExtendedLifetime(second) {}
  }

  @Test func schemasAreBuiltOnceUnderConcurrentFirstUse() {
    final class Fresh: KeyValueObject, @unchecked Sendable {
      @Observed var a = 0
      var b: Int { a + 1 }
      override class var keyTable: KeyTable {
        KeyTable(Fresh.self) { Key("b", \.b, dependsOn: \.a) }
      }
    }
    let objects = (0..<8).map { _ in Fresh() }
    let tally = Tally()
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let token = objects[index].observe(\.b) { _, _ in
        tally.stable.wrappingAdd(1, ordering: .relaxed)
      }
      objects[index].a = 1
      token.invalidate()
    }
    #expect(tally.stable.load(ordering: .relaxed) == 8)
  }
}

/// Tokens shared with worker threads.
final class TokenBox: Sendable {
  let tokens: [ObservationToken]
  init(_ tokens: [ObservationToken]) { self.tokens = tokens }
}
