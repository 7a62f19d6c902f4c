import Synchronization

/// The observation registry of one object: who observes which key
/// (``_Registrations``) and which changes are in progress
/// (``_ChangesInProgress``). Made on first use and owned by the object (one
/// word in every ``KeyValueObject``, `nil` until then).
///
/// Registration, removal and the lookups of a set take the registry's lock
/// briefly; no lock is held while user code runs (handlers, getters read
/// for `.old`/`.new`, or the release of a handler's captures).
@usableFromInline
final class _ObservationRegistry: @unchecked Sendable {
  // In the order a set reads them: the lock, the schema's version, whether the changes in
  // progress need care, the cached plan. Those fields take the registry's first 73 bytes,
  // two cache lines wherever the allocator places it, so that a set of an object out of the
  // processor's cache (one of many objects, each observed once) waits for two lines of it
  // rather than three or four.
  let lock = _Lock()
  let schema: _KeySchema
  @exclusivity(unchecked) var _changes = _ChangesInProgress()
  @exclusivity(unchecked) var _registrations = _Registrations()
  /// How many access recordings target this object; getters check it.
  @usableFromInline let recordingCount = Atomic<Int>(0)
  private let ownsObservations = Atomic<Bool>(false)
  /// Counts the changes begun on the object while a delivery watches for them
  /// (``watchNestedChanges()``): written under the lock, read by that delivery without it.
  let changeSerial = Atomic<UInt32>(0)

  init(schema: _KeySchema) {
    self.schema = schema
  }

  /// Runs `body` with exclusive access to the registrations and the changes
  /// in progress. `body` must not run user code.
  @inline(__always)
  func withLocked<Result>(
    _ body: (inout _Registrations, inout _ChangesInProgress) -> Result
  ) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&_registrations, &_changes)
  }

  /// Starts watching for changes begun on the object, by its handlers or on other threads,
  /// while a delivery runs; returns the serial to compare ``changeSerial`` with. Every set
  /// takes the careful path meanwhile, which counts it.
  func watchNestedChanges() -> UInt32 {
    withLocked { registrations, _ in
      registrations.watchNestedChanges()
      return changeSerial.load(ordering: .relaxed)
    }
  }

  /// Ends what ``watchNestedChanges()`` began.
  func stopWatchingNestedChanges() {
    withLocked { registrations, _ in registrations.stopWatchingNestedChanges() }
  }

  /// Counts a change begun on the object, for the deliveries watching (under the lock: a
  /// load and a store, not an atomic increment).
  @inline(__always)
  func noteChange() {
    changeSerial.store(changeSerial.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
  }

  /// Whether the object owns observations of other objects.
  var isOwner: Bool {
    get { ownsObservations.load(ordering: .acquiring) }
    set { ownsObservations.store(newValue, ordering: .releasing) }
  }

  // MARK: - Registration

  /// Adds an observation of `object`; `false` if the object is already
  /// gone. Starts following the relationship dependencies the observed
  /// key needs, if nobody needed them yet.
  @discardableResult
  func register(_ observation: _Observation, on object: KeyValueObject) -> Bool {
    // The followers to start, `nil` for none: the common case returns no
    // array to release.
    let (registered, started) = withLocked {
      registrations, _ -> (Bool, [_DependencyFollower]?) in
      guard !registrations.isTornDown else { return (false, nil) }
      registrations.add(observation)
      guard schema.hasRelationships.load(ordering: .acquiring) else { return (true, nil) }
      var started: [_DependencyFollower]?
      for number in schema.followedDependencies(of: observation.key) {
        if let follower = registrations.retainFollower(number, of: object, schema) {
          started = (started ?? []) + [follower]
        }
      }
      return (true, started)
    }
    if registered { observation.binding?.add(observation) } else { _ = observation.end() }
    if let started { for follower in started { follower.follow() } }
    return registered
  }

  /// Removes an ended observation from its bucket, and ends the followers
  /// nobody needs any more.
  func remove(_ observation: _Observation) {
    let (removed, ended) = withLocked {
      registrations, _ -> (_Observation?, [_DependencyFollower]?) in
      guard !registrations.isTornDown, let removed = registrations.remove(observation) else {
        return (nil, nil)
      }
      guard schema.hasRelationships.load(ordering: .acquiring) else { return (removed, nil) }
      let numbers = schema.followedDependencies(of: observation.key)
      guard !numbers.isEmpty else { return (removed, nil) }
      return (removed, numbers.compactMap { registrations.releaseFollower($0) })
    }
    if let ended { for follower in ended { follower.end() } }
    // Released here, outside the lock: the handler's captures may run deinit code.
    withExtendedLifetime(removed) {}
  }

  /// The live observations that `isMatch` selects.
  func observations(where isMatch: (_Observation) -> Bool) -> [_Observation] {
    withLocked { registrations, _ in registrations.all.filter(isMatch) }
  }

  /// Ends every observation of the object, and everything it follows, as
  /// it deinitializes.
  func objectDidDeinit(_ object: ObjectIdentifier) {
    let (all, followers) = withLocked {
      registrations, changes -> ([_Observation], [_DependencyFollower]) in
      registrations.isTornDown = true
      let all = registrations.all
      let followers = registrations.followers.values.map(\.follower)
      registrations.invalidatePlans()
      registrations = _Registrations()
      registrations.isTornDown = true
      changes = _ChangesInProgress()
      return (all, followers)
    }
    for observation in all where observation.end() { observation.binding?.remove(observation) }
    for follower in followers { follower.end() }
    if isOwner { _OwnerBinding.ownerDidDeinit(object) }
  }

  /// Notes a read of an `@Observed` property for the current recorder.
  @usableFromInline
  func noteAccess<Value>(_ object: KeyValueObject, offset: Int, value: Value) {
    _AccessTracking.recorder?.record(object, offset: offset, value: value)
  }
}
