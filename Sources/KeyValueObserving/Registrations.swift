/// The observations registered on one object, by key, with the delivery
/// plans built from them and the followers of relationship dependencies
/// they need. Guarded by the registry's lock.
struct _Registrations: @unchecked Sendable {
  // The fields a set reads come first, beside the registry's lock (see `_ObservationRegistry`).

  /// The storage offset and plan of the last set, while the plans hold.
  private var lastOffset = -1
  private var lastPlan: _DeliveryPlan?
  /// The schema's ``_KeySchema/version`` the plans were made at: keys added since may
  /// change what a key affects, and drop them.
  private var planVersion = -1
  /// How many sets are delivering one of this object's plans now, holding it without a
  /// retain: while there are any, a plan the cache drops is retired rather than released.
  private var setsInFlight = 0
  /// Whether a set needs more than a plan lookup, as far as the registrations tell: the
  /// object is gone (bit 0), or deliveries watch for changes made while they run (two for
  /// each, ``watchNestedChanges()``). One word, so that a set tests both at once.
  private var careState: UInt32 = 0

  /// Set once the object is gone: nothing registers or delivers afterwards.
  var isTornDown: Bool {
    get { careState & 1 != 0 }
    set { careState = newValue ? careState | 1 : careState & ~1 }
  }

  /// Whether a set must take the careful path: the object is gone, or a delivery watches for
  /// the changes made while it runs.
  @inline(__always)
  var needsCare: Bool { careState != 0 }

  /// Counts a delivery that watches for changes made while its handlers run; every set then
  /// takes the careful path, which counts it (``_ObservationRegistry/changeSerial``).
  mutating func watchNestedChanges() { careState &+= 2 }

  /// Ends what ``watchNestedChanges()`` began.
  mutating func stopWatchingNestedChanges() {
    // A registry torn down meanwhile has forgotten its watchers.
    if careState >= 2 { careState &-= 2 }
  }
  var buckets: [Int: _Bucket] = [:]
  /// Delivery plans by key, built on demand; cleared on every registration
  /// change, so a plan only ever holds registered observations.
  private var plans: [_DeliveryPlan?] = []
  /// Storage offsets seen by setters, with their keys.
  private var offsetCache: [(offset: Int, key: Int)] = []
  /// The followers of relationship dependencies, by dependency number, with
  /// the number of registered observations that need each.
  var followers: [Int: (count: Int, follower: _DependencyFollower)] = [:]

  mutating func add(_ observation: _Observation) {
    buckets[observation.key, default: _Bucket()].append(observation)
    invalidatePlans()
  }

  /// Removes an observation; returns it if it was registered.
  mutating func remove(_ observation: _Observation) -> _Observation? {
    let key = observation.key
    let removed = buckets[key]?.remove(observation)
    if buckets[key]?.liveCount == 0 { buckets[key] = nil }
    invalidatePlans()
    return removed
  }

  /// Forgets every plan, after a registration change.
  mutating func invalidatePlans() {
    if setsInFlight > 0 {
      for index in plans.indices {
        if let plan = plans[index] { Self.retire(plan) }
      }
      if let lastPlan { Self.retire(lastPlan) }
    }
    plans.removeAll(keepingCapacity: true)
    lastPlan = nil
  }

  /// Keeps `plan`, which the cache is dropping (or never held), alive while sets deliver it:
  /// they hold it without a retain, and the last of them releases it (``endSet(_:)``).
  static func retire(_ plan: _DeliveryPlan) {
    guard plan.setsInFlight > 0, !plan.isRetired else { return }
    plan.isRetired = true
    _ = Unmanaged.passRetained(plan)
  }

  /// Counts a set that delivers `plan`, a non-empty plan of this cache (only an empty plan
  /// is made outside it), until ``endSet(_:)``. The cache holds the plan meanwhile, or, if it
  /// drops it, the plan holds itself: the set needs no retain.
  @inline(__always)
  mutating func beginSet(_ plan: _DeliveryPlan) -> Unmanaged<_DeliveryPlan> {
    plan.setsInFlight &+= 1
    setsInFlight &+= 1
    return Unmanaged.passUnretained(plan)
  }

  /// Counts the end of a set begun by ``beginSet(_:)``: `true` if it was the last set
  /// delivering a retired plan, which the caller then releases, outside the lock.
  @inline(__always)
  mutating func endSet(_ plan: Unmanaged<_DeliveryPlan>) -> Bool {
    setsInFlight &-= 1
    return plan._withUnsafeGuaranteedRef { plan in
      plan.setsInFlight &-= 1
      return plan.isRetired && plan.setsInFlight == 0
    }
  }

  /// The key of the storage at `offset`.
  mutating func key(offset: Int, _ schema: _KeySchema) -> Int {
    for entry in offsetCache where entry.offset == offset { return entry.key }
    let key = schema.storedKey(offset: offset)
    offsetCache.append((offset, key))
    return key
  }

  /// The plan for a set of the storage at `offset`, `nil` when nobody observes the object:
  /// the common case, the plan of the last key set, costs two comparisons, and reads
  /// nothing but the fields beside the lock (an object nobody observes has no cached plan).
  /// Unretained: the cache holds the plan until the lock is next released (a set that goes
  /// on delivering it counts itself in it first, ``beginSet(_:)``).
  @inline(__always)
  mutating func cachedPlan(offset: Int, _ schema: _KeySchema) -> Unmanaged<_DeliveryPlan>? {
    // The version first: a plan bound before the atomic load was retained around it.
    if offset == lastOffset, planVersion == schema.version.load(ordering: .acquiring),
      let plan = lastPlan
    {
      return Unmanaged.passUnretained(plan)
    }
    return planForSet(offset: offset, schema).map { Unmanaged.passUnretained($0) }
  }

  @inline(never)
  private mutating func planForSet(offset: Int, _ schema: _KeySchema) -> _DeliveryPlan? {
    guard !buckets.isEmpty else { return nil }
    let plan = plan(for: key(offset: offset, schema), schema)
    lastOffset = offset
    lastPlan = plan
    return plan
  }

  /// The delivery plan of `key`: its observations and those of every key
  /// it affects, in delivery order.
  mutating func plan(for key: Int, _ schema: _KeySchema) -> _DeliveryPlan {
    let version = schema.version.load(ordering: .acquiring)
    if version != planVersion {
      invalidatePlans()
      planVersion = version
    }
    guard key >= 0 else { return plan(forKeys: [], key: key, schema) }
    if key >= plans.count {
      plans.append(contentsOf: repeatElement(nil, count: key - plans.count + 1))
    }
    if let plan = plans[key] { return plan }
    let plan = plan(
      forKeys: buckets.isEmpty ? [] : schema.graph().affected(by: key), key: key, schema)
    plans[key] = plan
    return plan
  }

  /// A plan over the observations of `keys`, in that order; not cached.
  func plan(forKeys keys: [Int], key: Int, _ schema: _KeySchema) -> _DeliveryPlan {
    _DeliveryPlan(
      key: key, buckets: keys.compactMap { buckets[$0] },
      notifiesAutomatically: key < 0 || schema.notifiesAutomatically(key))
  }

  /// Every live observation, by key, then in registration order.
  var all: [_Observation] {
    buckets.keys.sorted().flatMap { key in buckets[key].map { Array($0.live) } ?? [] }
  }

  // MARK: - Followers

  /// Counts one more observation needing `dependency`; returns the follower
  /// to start when it is the first, or when it has not finished its first follow yet (on
  /// the thread that registered the first): the new observation's registration follows
  /// the path too, so that the links are in place when it returns.
  mutating func retainFollower(
    _ number: Int, of object: KeyValueObject, _ schema: _KeySchema
  ) -> _DependencyFollower? {
    if let existing = followers[number] {
      followers[number] = (existing.count + 1, existing.follower)
      return existing.follower.awaitsFirstFollow ? existing.follower : nil
    }
    guard let dependency = schema.relationship(number) else { return nil }
    let follower = _DependencyFollower(object: object, dependency: dependency)
    followers[number] = (1, follower)
    return follower
  }

  /// Counts one observation fewer needing `dependency`; returns the
  /// follower to end when it was the last.
  mutating func releaseFollower(_ number: Int) -> _DependencyFollower? {
    guard let existing = followers[number] else { return nil }
    guard existing.count > 1 else {
      followers[number] = nil
      return existing.follower
    }
    followers[number] = (existing.count - 1, existing.follower)
    return nil
  }
}
