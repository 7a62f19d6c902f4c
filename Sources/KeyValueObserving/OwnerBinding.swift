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

  private static let bindings = _Locked<[ObjectIdentifier: _OwnerBinding]>([:])

  /// The binding of `owner`, made on first use.
  static func binding(for owner: AnyObject) -> _OwnerBinding {
    let id = ObjectIdentifier(owner)
    let binding = bindings.withLock { bindings in
      // An entry whose owner is gone belongs to an earlier object at the same address.
      if let existing = bindings[id], existing.owner === owner { return existing }
      let binding = _OwnerBinding(owner: owner)
      bindings[id] = binding
      return binding
    }
    if let object = owner as? KeyValueObject { object._observationState().isOwner = true }
    return binding
  }

  /// The binding of `owner`, if it ever owned observations.
  static func existingBinding(for owner: AnyObject) -> _OwnerBinding? {
    bindings.withLock { bindings in
      guard let existing = bindings[ObjectIdentifier(owner)], existing.owner === owner else {
        return nil
      }
      return existing
    }
  }

  /// Ends everything the owner with this identity observed; called as a
  /// ``KeyValueObject`` owner deinitializes.
  static func ownerDidDeinit(_ id: ObjectIdentifier) {
    guard let binding = bindings.withLock({ $0.removeValue(forKey: id) }) else { return }
    binding.invalidateAll()
  }
}
