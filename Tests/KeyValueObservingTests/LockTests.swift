import Dispatch
import Foundation
import Synchronization
import Testing

@testable import KeyValueObserving

/// A count several threads raise under the library's locks; unguarded, the threads'
/// increments would overwrite one another.
final class GuardedCount: @unchecked Sendable {
  let lock = _Lock()
  var value = 0
  let locked = _Locked(0)

  /// `seen` plus one, computed slowly: a critical section long enough that two threads
  /// let in at once would overlap in it and lose rounds.
  static func increment(_ seen: Int) -> Int {
    var next = seen
    for step in 0..<64 { next = next &+ (step & 1) &- (step & 1) }
    return next + 1
  }
}

@Suite struct LockTests {
  static let threads = 2
  static let rounds = 200_000

  /// Runs `body` on `threads` threads of their own, all started before any begins.
  static func together(_ body: @escaping @Sendable () -> Void) {
    let arrived = Atomic<Int>(0)
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<threads {
      Thread {
        arrived.wrappingAdd(1, ordering: .acquiringAndReleasing)
        while arrived.load(ordering: .acquiring) < threads {}
        body()
        done.signal()
      }.start()
    }
    for _ in 0..<threads { done.wait() }
  }

  @Test func theHotLockLetsOneThreadAtATimeIntoItsCriticalSection() {
    let count = GuardedCount()
    Self.together {
      for _ in 0..<Self.rounds {
        count.lock.lock()
        count.value = GuardedCount.increment(count.value)
        count.lock.unlock()
      }
    }
    #expect(count.value == 400_000)
  }

  @Test func theGuardedValueIsChangedByOneThreadAtATime() {
    let count = GuardedCount()
    Self.together {
      for _ in 0..<Self.rounds {
        count.locked.withLock { value in value = GuardedCount.increment(value) }
      }
    }
    #expect(count.locked.withLock { $0 } == 400_000)
  }
}
