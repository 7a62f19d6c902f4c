import Synchronization

/// The observation registry of one object, made on first use and owned by
/// the object (one word in every ``KeyValueObject``, `nil` until then).
///
/// Registration, removal and the lookups of a set take the registry's lock
/// briefly; no lock is held while user code runs (handlers, getters read
/// for `.old`/`.new`, or the release of a handler's captures).
@usableFromInline
final class _ObservationState: @unchecked Sendable {
  let schema: _KeySchema
  /// How many access recordings target this object; getters check it.
  @usableFromInline let recordingCount = Atomic<Int>(0)
  private let ownsObservations = Atomic<Bool>(false)
  let lock = _Lock()
  @exclusivity(unchecked) var _registry = _Registry()

  /// Runs `body` with exclusive access to the registry. `body` must not run
  /// user code.
  @inline(__always)
  func withRegistry<Result>(_ body: (inout _Registry) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&_registry)
  }

  init(schema: _KeySchema) {
    self.schema = schema
  }

  /// Whether the object owns observations of other objects.
  var isOwner: Bool {
    get { ownsObservations.load(ordering: .acquiring) }
    set { ownsObservations.store(newValue, ordering: .releasing) }
  }

  // MARK: - Registration

  /// Adds an observation; `false` if the object is already gone.
  @discardableResult
  func register(_ observation: _Observation) -> Bool {
    let registered = withRegistry { registry in
      guard !registry.isTornDown else { return false }
      registry.buckets[observation.key, default: _Bucket()].append(observation)
      registry.invalidatePlans()
      return true
    }
    if registered { observation.binding?.add(observation) } else { _ = observation.end() }
    return registered
  }

  /// Removes an ended observation from its bucket.
  func remove(_ observation: _Observation) {
    let removed = withRegistry { registry -> _Observation? in
      guard !registry.isTornDown else { return nil }
      let key = observation.key
      let removed = registry.buckets[key]?.remove(observation)
      if registry.buckets[key]?.liveCount == 0 { registry.buckets[key] = nil }
      registry.invalidatePlans()
      return removed
    }
    // Released here, outside the lock: the handler's captures may run deinit code.
    withExtendedLifetime(removed) {}
  }

  /// The live observations that `isMatch` selects.
  func observations(where isMatch: (_Observation) -> Bool) -> [_Observation] {
    withRegistry { registry in
      registry.buckets.keys.sorted().flatMap { key in
        registry.buckets[key].map { Array($0.live.filter(isMatch)) } ?? []
      }
    }
  }

  /// Ends every observation of the object as it deinitializes.
  func objectDidDeinit(_ object: ObjectIdentifier) {
    let all = withRegistry { registry -> [_Observation] in
      registry.isTornDown = true
      let all = registry.buckets.values.flatMap { Array($0.live) }
      registry.buckets = [:]
      registry.invalidatePlans()
      registry.openChanges = []
      registry.batch = nil
      return all
    }
    for observation in all where observation.end() { observation.binding?.remove(observation) }
    if isOwner { _OwnerBinding.ownerDidDeinit(object) }
  }
}
