/// Who to notify, in which order, when one key changes: the observations of
/// the key and of every key it affects, flattened once and reused until the
/// registrations change.
///
/// Immutable, so a delivery in progress keeps the plan it started with:
/// observations added meanwhile wait for the next change, and removed ones
/// are skipped by their own `isActive` flag.
final class _DeliveryPlan: @unchecked Sendable {
  /// The key whose change this plan delivers.
  let key: Int
  /// The observations to call, by affected key in delivery order, then by
  /// registration.
  let entries: ContiguousArray<_Observation>
  /// Whether any entry wants `.prior` or `.old`, which must run before the
  /// change.
  let needsWillPhase: Bool
  /// Whether any entry wants `.new`.
  let needsNewValues: Bool
  /// Whether the changed key notifies by itself when assigned.
  let notifiesAutomatically: Bool

  init(key: Int, entries: ContiguousArray<_Observation>, notifiesAutomatically: Bool) {
    self.key = key
    self.entries = entries
    self.notifiesAutomatically = notifiesAutomatically
    var needsWillPhase = false
    var needsNewValues = false
    for entry in entries {
      if !entry.options.isDisjoint(with: [.prior, .old]) { needsWillPhase = true }
      if entry.options.contains(.new) { needsNewValues = true }
    }
    self.needsWillPhase = needsWillPhase
    self.needsNewValues = needsNewValues
  }

  var isEmpty: Bool { entries.isEmpty }

  /// Delivers an ordinary set to every entry when no entry wants values:
  /// the path of most notifications, free of allocation and of copies.
  func deliverSetting(to object: KeyValueObject) {
    entries.withUnsafeBufferPointer { entries in
      for entry in entries {
        guard entry.isActive else { continue }
        if entry.hasWeakDependency, entry.dependsOnReleasedObject {
          entry.invalidate()
          continue
        }
        entry.deliver(object, _RawChange(kind: .setting, isPrior: false))
        if entry.options.contains(.once) { entry.invalidate() }
      }
    }
  }
}

/// The observations of one key, in registration order, with holes where
/// observations were removed (filled in when they outnumber the rest).
struct _Bucket {
  private(set) var entries: ContiguousArray<_Observation?> = []
  private(set) var liveCount = 0

  mutating func append(_ observation: _Observation) {
    observation.slot = UInt32(truncatingIfNeeded: entries.count)
    entries.append(observation)
    liveCount += 1
  }

  /// Removes `observation`; returns it if it was here.
  mutating func remove(_ observation: _Observation) -> _Observation? {
    let slot = Int(observation.slot)
    guard entries.indices.contains(slot), entries[slot] === observation else { return nil }
    entries[slot] = nil
    liveCount -= 1
    if entries.count > 16 && liveCount * 2 < entries.count { compact() }
    return observation
  }

  private mutating func compact() {
    var compacted = ContiguousArray<_Observation?>()
    compacted.reserveCapacity(liveCount)
    for case let observation? in entries {
      observation.slot = UInt32(truncatingIfNeeded: compacted.count)
      compacted.append(observation)
    }
    entries = compacted
  }

  var live: some Sequence<_Observation> { entries.lazy.compactMap { $0 } }
}
