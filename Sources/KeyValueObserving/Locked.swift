import Synchronization

/// A value guarded by a mutex that ThreadSanitizer can see through.
///
/// `Synchronization.Mutex` on Linux takes its lock in the kernel (a
/// priority-inheriting futex), which ThreadSanitizer does not model, so
/// every access it protects would be reported as a race. Each critical
/// section here also reads (acquiring) and advances (releasing) an atomic
/// counter, which gives the sanitizer the happens-before edge the kernel
/// provides. On x86-64 both are plain moves: the lock costs nothing more.
struct _Locked<Value: ~Copyable>: ~Copyable {
  private let mutex: Mutex<Value>
  private let edge = Atomic<UInt>(0)

  init(_ value: consuming sending Value) {
    mutex = Mutex(value)
  }

  /// Runs `body` with exclusive access to the value.
  borrowing func withLock<Result: ~Copyable, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    try mutex.withLock { (value: inout sending Value) throws(E) -> sending Result in
      let generation = edge.load(ordering: .acquiring)
      defer { edge.store(generation &+ 1, ordering: .releasing) }
      return try body(&value)
    }
  }
}

extension _Locked: @unchecked Sendable where Value: ~Copyable {}

/// A lock for the hottest critical sections: one compare-and-swap to take
/// it and one store to release it when uncontended.
///
/// `Synchronization.Mutex` on Linux also reads the thread's id from
/// thread-local storage on every lock, for its priority-inheriting futex;
/// on the path of every notification that is most of the cost. Here a
/// contended lock queues on such a mutex instead, so only one waiter spins
/// (briefly: the critical sections are a few dozen instructions) while the
/// others sleep. The word's atomics give ThreadSanitizer its
/// happens-before edges.
struct _Lock: ~Copyable {
  private let word = Atomic<UInt32>(0)
  private let queue = Mutex<Void>(())

  init() {}

  /// Takes the lock.
  @inline(__always)
  borrowing func lock() {
    if word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { return }
    lockContended()
  }

  @inline(never)
  private borrowing func lockContended() {
    queue.withLock { _ in
      while !word.weakCompareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {}
    }
  }

  /// Releases the lock.
  @inline(__always)
  borrowing func unlock() {
    word.store(0, ordering: .releasing)
  }
}
