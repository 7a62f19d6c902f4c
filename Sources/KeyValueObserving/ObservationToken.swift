import Synchronization

/// Keeps an observation alive; ends it when invalidated or deinitialized.
///
///     final class ColorView {
///       private var token: ObservationToken?
///       init(color: LabColor) {
///         token = color.observe(\.hex, options: [.initial, .new]) { _, change in … }
///       }
///     }   // the observation ends with the view
///
/// ``invalidate()`` is idempotent and safe from any thread, including from
/// inside the observation's own handler (the "observe once" idiom): no
/// change made after it returns on the same thread is delivered. The token
/// holds neither the observed object nor the observer.
///
/// A handler that captures its own token forms a cycle through the token;
/// invalidating the token breaks it.
public final class ObservationToken: Sendable {
  /// The observation's address, with bit 0 set while a reader looks at it;
  /// 0 once invalidated.
  private let bits: Atomic<UInt>

  @usableFromInline
  init(_ observation: _Cancellable) {
    bits = Atomic(UInt(bitPattern: Unmanaged.passRetained(observation).toOpaque()))
  }

  deinit {
    invalidate()
  }

  /// Ends the observation. Calling it again does nothing.
  public func invalidate() {
    while true {
      let current = bits.load(ordering: .acquiring)
      if current == 0 { return }
      if current & 1 != 0 { continue }  // a reader is looking; it is brief
      if bits.compareExchange(expected: current, desired: 0, ordering: .acquiringAndReleasing)
        .exchanged
      {
        guard let pointer = UnsafeRawPointer(bitPattern: current) else { return }
        let observation = Unmanaged<_Cancellable>.fromOpaque(pointer).takeRetainedValue()
        observation.invalidate()
        return
      }
    }
  }

  /// Whether the observation still delivers: not invalidated, and neither
  /// the observed object nor a weakly held owner or target is gone.
  public var isValid: Bool {
    while true {
      let current = bits.load(ordering: .acquiring)
      if current == 0 { return false }
      if current & 1 != 0 { continue }
      if bits.compareExchange(expected: current, desired: current | 1, ordering: .acquiring)
        .exchanged
      {
        defer { bits.store(current, ordering: .releasing) }
        guard let pointer = UnsafeRawPointer(bitPattern: current) else { return false }
        let observation = Unmanaged<_Cancellable>.fromOpaque(pointer).takeUnretainedValue()
        return observation.isLive
      }
    }
  }
}
