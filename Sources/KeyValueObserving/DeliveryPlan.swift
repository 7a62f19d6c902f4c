/// Who to notify, in which order, and which values to capture, when one
/// key changes: the observations of the key and of every key it affects,
/// flattened once and reused until the registrations change.
///
/// Immutable, so a delivery in progress keeps the plan it started with:
/// observations added meanwhile wait for the next change, and removed ones
/// are skipped by their own active flag.
///
/// Observations that read the same value as the same type (the same key
/// path, or the same relationship path) form a *value group*: the delivery
/// captures the group's old value once before the change and its new value
/// once after it, and every member reads those. Links of relationship
/// dependencies (``_DependencyLink``) are kept apart: they forward the
/// change to the objects that depend on it rather than notify anyone.
@usableFromInline
final class _DeliveryPlan: @unchecked Sendable {
  // The fields a set reads come first, so that a set of an object whose plan is not in the
  // processor's cache (one of many objects, each observed once) finds them on one or two
  // cache lines: those of a plain plan in the first 24 bytes, those of a plan of one entry
  // with values in the first 64.

  /// How many sets are delivering the plan now. They hold it without a retain (see
  /// ``_ObservationRegistry/willSet(_:offset:)``). Guarded by the lock of the registry that
  /// made the plan.
  @exclusivity(unchecked) final var setsInFlight = 0
  /// Whether the registry dropped the plan while sets were delivering it. The plan then
  /// holds one retain of its own, which the last of those sets releases. Guarded like
  /// ``setsInFlight``.
  @exclusivity(unchecked) final var isRetired = false
  /// Whether any entry wants `.old`.
  let needsOld: Bool
  /// Whether any entry wants `.new`.
  let needsNew: Bool
  /// Whether any entry wants `.prior`.
  let hasPrior: Bool
  /// Whether the changed key notifies by itself when assigned.
  let notifiesAutomatically: Bool
  /// Whether delivery needs neither values, nor a prior phase, nor links:
  /// the path of most notifications, free of allocation and of copies.
  let isPlain: Bool
  /// Whether nobody is notified and nothing is forwarded.
  let isEmpty: Bool
  /// The entry of a plan that has exactly one, unretained (the plan holds it in
  /// ``entries``); `nil` for any other plan. Kept beside the flags, so that a set of a plan
  /// of one entry does not read the entries' array.
  let soleEntry: Unmanaged<_Observation>?
  /// How the value of a plan of one entry in a value group is captured, when the entry reads
  /// it through its key's declared getter (``_Observation/directCapture``): the delivery
  /// calls the getter's capture itself, where the entry's `capture(_:into:old:)` took a call
  /// through the entry's class, a switch over how it reads, and then that call. `nil` for
  /// any other plan.
  ///
  /// Unretained: the entry holds its reader, and the plan its entries, for as long as the
  /// plan lives. A reference the plan held would be retained around every call, with the
  /// closure's context, four atomic operations.
  let soleCapture: Unmanaged<_DirectCapture>?
  /// The value boxes kept between deliveries; `nil` when no entry asks for
  /// values.
  let boxCache: _ValueBoxCache?
  /// The observers to call, by affected key in delivery order, then by
  /// registration.
  let entries: ContiguousArray<_Observation>
  /// The links of relationship dependencies among the affected keys' observations, nearest
  /// first (by ``_DependencyLink/distance``, then in plan order): a key that depends through
  /// a relationship on a related object's key is followed through to what that key reads,
  /// so a change there must reach the nearer object's key before the farther one's, for the
  /// keys to be notified in dependency order across objects.
  let links: ContiguousArray<_DependencyLink>
  /// The number of value groups.
  let groupCount: Int
  /// The key whose change this plan delivers; `-1` for a plan over several
  /// keys (the end of a batch).
  let key: Int
  /// The value group of each entry, or `-1` for an entry that asked for no
  /// values; empty when no entry asked for values.
  let groups: ContiguousArray<Int32>
  /// Whether each group needs its old value, by group.
  let groupNeedsOld: ContiguousArray<Bool>
  /// Whether each group needs its new value, by group.
  let groupNeedsNew: ContiguousArray<Bool>
  /// The first entry of each group, by group.
  let groupLeaders: ContiguousArray<Int>

  /// The plan over the live observations of `buckets`, in order.
  ///
  /// Takes the buckets rather than any sequence of observations: a process's first set
  /// makes a plan, and the type of a lazily flattened sequence would be built by the run
  /// time there, with a conformance lookup for each of its layers.
  init(key: Int, buckets: [_Bucket], notifiesAutomatically: Bool) {
    self.key = key
    self.notifiesAutomatically = notifiesAutomatically
    var count = 0
    for bucket in buckets { count += bucket.liveCount }
    var entries = ContiguousArray<_Observation>()
    entries.reserveCapacity(count)
    // Filled in only once an entry asks for values.
    var groups = ContiguousArray<Int32>()
    var recordsGroups = false
    var links = ContiguousArray<_DependencyLink>()
    var groupOfValue: [_ValueGroup: Int32] = [:]
    var needsOld = ContiguousArray<Bool>()
    var needsNew = ContiguousArray<Bool>()
    var leaders = ContiguousArray<Int>()
    var hasPrior = false
    for bucket in buckets {
      for case let observation? in bucket.entries {
        if observation.isLink {
          if let link = observation as? _DependencyLink { links.append(link) }
          continue
        }
        let options = observation.options
        if options.contains(.prior) { hasPrior = true }
        var group: Int32 = -1
        if !options.isDisjoint(with: [.old, .new]), let valueGroup = observation.valueGroup {
          if let existing = groupOfValue[valueGroup] {
            group = existing
          } else {
            group = Int32(truncatingIfNeeded: needsOld.count)
            groupOfValue[valueGroup] = group
            needsOld.append(false)
            needsNew.append(false)
            leaders.append(entries.count)
          }
          if options.contains(.old) { needsOld[Int(group)] = true }
          if options.contains(.new) { needsNew[Int(group)] = true }
        }
        if group >= 0 && !recordsGroups {
          recordsGroups = true
          groups.reserveCapacity(count)
          groups.append(contentsOf: repeatElement(-1, count: entries.count))
        }
        if recordsGroups { groups.append(group) }
        entries.append(observation)
      }
    }
    self.entries = entries
    self.groups = groups
    self.links =
      links.count < 2 || zip(links, links.dropFirst()).allSatisfy({ $0.distance <= $1.distance })
      ? links
      : ContiguousArray(
        links.enumerated().sorted {
          ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset)
        }
        .map(\.element))
    groupCount = needsOld.count
    groupNeedsOld = needsOld
    groupNeedsNew = needsNew
    groupLeaders = leaders
    self.needsOld = needsOld.contains(true)
    self.needsNew = needsNew.contains(true)
    self.hasPrior = hasPrior
    boxCache = needsOld.isEmpty ? nil : _ValueBoxCache(leaders: leaders.map { entries[$0] })
    isPlain = !self.needsOld && !self.needsNew && !hasPrior && links.isEmpty
    isEmpty = entries.isEmpty && links.isEmpty
    soleEntry = entries.count == 1 ? Unmanaged.passUnretained(entries[0]) : nil
    soleCapture =
      entries.count == 1 && groups.first == 0
      ? entries[0].directCapture.map { Unmanaged.passUnretained($0) } : nil
  }

  /// ``boxCache``, unretained: the plan holds it.
  var heldBoxCache: Unmanaged<_ValueBoxCache>? {
    @inline(__always) get { boxCache.map { Unmanaged.passUnretained($0) } }
  }

  /// Lends the kept boxes of ``boxCache`` to a set's delivery, if it uses them (it asks for
  /// values and reaches no other object: a delivery that does is opened as a change, with
  /// boxes of its own) and nobody has them: the boxes, or `nil` if it did not lend them.
  /// Called with the registry's lock held, as a set holds it to find the plan; see
  /// ``_ValueBoxCache/lendLocked()``.
  @inline(__always)
  func lendKeptBoxesLocked() -> Unmanaged<_ValueBoxes>? {
    guard links.isEmpty, let cache = heldBoxCache else { return nil }
    return cache._withUnsafeGuaranteedRef { $0.lendLocked() }
  }

  /// Takes back the kept boxes ``lendKeptBoxesLocked()`` lent, emptied; see
  /// ``_ValueBoxCache/giveBack(for:)``.
  @inline(__always)
  func giveBackKeptBoxes() {
    heldBoxCache?._withUnsafeGuaranteedRef { $0.giveBack(for: self) }
  }

  /// Calls `body` with the index of each entry and the entry as an unmanaged reference.
  ///
  /// The plan holds its entries for as long as it lives, and a delivery holds its plan, so
  /// the entries are read without a retain: iterating or subscripting the array would
  /// retain each one, an atomic increment and decrement per entry notified.
  @inline(__always)
  func forEachEntry(_ body: (Int, Unmanaged<_Observation>) -> Void) {
    if let soleEntry {
      body(0, soleEntry)
      return
    }
    entries.withUnsafeBufferPointer { entries in
      guard let first = entries.baseAddress else { return }
      for index in entries.indices { body(index, Self.entry(index, of: first)) }
    }
  }

  /// Entry `index` of the entries at `first`, read as an unmanaged reference: no retain.
  @inline(__always)
  private static func entry(_ index: Int, of first: UnsafePointer<_Observation>)
    -> Unmanaged<_Observation>
  {
    UnsafeRawPointer(first).load(
      fromByteOffset: index &* MemoryLayout<_Observation>.stride, as: Unmanaged<_Observation>.self)
  }

  /// The value group of entry `index`; `-1` for none.
  @inline(__always)
  func group(of index: Int) -> Int {
    groups.isEmpty ? -1 : Int(groups[index])
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
