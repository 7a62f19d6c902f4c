import Synchronization

/// The observations bound to one owner object, so they can be removed
/// together and end when the owner goes.
///
/// The owner is held weakly. An owner that is a ``KeyValueObject`` ends its
/// observations as it deinitializes; any other owner's observations end the
/// next time they would be delivered after it is gone.
final class _OwnerBinding: @unchecked Sendable {
  weak var owner: AnyObject?
  let ownerID: ObjectIdentifier
  private let observations = _Locked<[ObjectIdentifier: _Observation]>([:])

  private init(owner: AnyObject) {
    self.owner = owner
    ownerID = ObjectIdentifier(owner)
  }

  func add(_ observation: _Observation) {
    observations.withLock { $0[ObjectIdentifier(observation)] = observation }
  }

  func remove(_ observation: _Observation) {
    let removed = observations.withLock { $0.removeValue(forKey: ObjectIdentifier(observation)) }
    withExtendedLifetime(removed) {}
  }

  /// The bound observations still registered.
  var all: [_Observation] { observations.withLock { Array($0.values) } }

  /// Ends every bound observation.
  func invalidateAll() {
    let all = observations.withLock { observations in
      let all = Array(observations.values)
      observations = [:]
      return all
    }
    for observation in all { observation.invalidate() }
  }

  // MARK: - The binding of each owner

  private static let bindings = _Locked(Bindings())

  /// Every owner's binding, and the size at which dead ones are next swept.
  struct Bindings: @unchecked Sendable {
    var byOwner: [ObjectIdentifier: _OwnerBinding] = [:]
    var sweepAt = 64
  }

  /// The binding of `owner`, made on first use.
  ///
  /// Bindings of owners that are gone (owners that are not
  /// ``KeyValueObject``s end no observations as they go) are swept whenever
  /// the table has doubled since the last sweep, so it stays proportional to
  /// the owners alive.
  static func binding(for owner: AnyObject) -> _OwnerBinding {
    let id = ObjectIdentifier(owner)
    let (binding, swept) = bindings.withLock { bindings -> (_OwnerBinding, [_OwnerBinding]) in
      var swept: [_OwnerBinding] = []
      if let existing = bindings.byOwner[id] {
        if existing.owner === owner { return (existing, []) }
        // The entry of an earlier owner at the same address, which is gone.
        swept.append(existing)
      }
      let binding = _OwnerBinding(owner: owner)
      bindings.byOwner[id] = binding
      if bindings.byOwner.count >= bindings.sweepAt {
        for (key, candidate) in bindings.byOwner where candidate.owner == nil {
          bindings.byOwner[key] = nil
          swept.append(candidate)
        }
        bindings.sweepAt = max(64, bindings.byOwner.count * 2)
      }
      return (binding, swept)
    }
    for dead in swept { dead.invalidateAll() }
    if let object = owner as? KeyValueObject { object._observationRegistry().isOwner = true }
    return binding
  }

  /// The number of bindings in the table, and the size that sweeps next.
  static var tableSize: (count: Int, sweepAt: Int) {
    bindings.withLock { ($0.byOwner.count, $0.sweepAt) }
  }

  /// The binding of `owner`, if it ever owned observations.
  static func existingBinding(for owner: AnyObject) -> _OwnerBinding? {
    bindings.withLock { bindings in
      guard let existing = bindings.byOwner[ObjectIdentifier(owner)], existing.owner === owner
      else { return nil }
      return existing
    }
  }

  /// Ends everything the owner with this identity observed; called as a
  /// ``KeyValueObject`` owner deinitializes.
  static func ownerDidDeinit(_ id: ObjectIdentifier) {
    guard let binding = bindings.withLock({ $0.byOwner.removeValue(forKey: id) }) else { return }
    binding.invalidateAll()
  }
}
