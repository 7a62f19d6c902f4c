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
