import Synchronization

/// How a change is described to the observations of the changed key:
/// `.setting` for assignments; for collection changes the kind, the indexes
/// and the removed and inserted elements.
struct _ChangeDescription {
  var kind: ChangeKind = .setting
  /// The indexes and elements of a collection change; `nil` for `.setting`,
  /// so an ordinary set carries nothing to copy or destroy.
  private var collection: _CollectionChange?

  init() {}

  init(kind: ChangeKind, indexes: RangeSet<Int>) {
    self.kind = kind
    collection = _CollectionChange(indexes: indexes)
  }

  var indexes: RangeSet<Int>? { collection?.indexes }

  var oldElements: Any? {
    get { collection?.oldElements }
    nonmutating set { collection?.oldElements = newValue }
  }

  var newElements: Any? {
    get { collection?.newElements }
    nonmutating set { collection?.newElements = newValue }
  }
}

/// The indexes and elements of one collection change.
final class _CollectionChange {
  let indexes: RangeSet<Int>
  var oldElements: Any?
  var newElements: Any?

  init(indexes: RangeSet<Int>) {
    self.indexes = indexes
  }
}

/// A change opened by `willChangeValue` and not yet closed.
struct _OpenChange {
  var key: Int
  var plan: _DeliveryPlan
  var change: _ChangeDescription
  var oldValues: ContiguousArray<Any?>
}

/// A set in progress between its will- and did-change halves.
@usableFromInline
struct _ChangeFrame {
  let plan: _DeliveryPlan
  /// Old values by plan entry; only when an entry asked for them.
  var oldValues: ContiguousArray<Any?>?
}

/// The changes of a batch in progress.
struct _Batch {
  var depth = 0
  /// Keys changed so far, each once.
  var pending: Set<Int> = []
  /// Delivery rank of each pending key.
  var rank: [Int: Int] = [:]
  /// The value before the batch, per observation that asked for `.old`.
  var oldValues: [ObjectIdentifier: Any?] = [:]
}

/// What a set must do, decided under the registry's lock.
enum _SetAction {
  case silent
  case deliver(_DeliveryPlan)
  case batched(_DeliveryPlan, newKeys: Set<Int>)
}

/// The registry proper, guarded by the state's lock.
struct _Registry: @unchecked Sendable {
  var buckets: [Int: _Bucket] = [:]
  /// Delivery plans by key, built on demand; cleared on every registration
  /// change, so a plan only ever holds registered observations.
  var plans: [_DeliveryPlan?] = []
  var planVersion = -1
  /// Storage offsets seen by setters, with their keys.
  var offsetCache: [(offset: Int, key: Int)] = []
  var openChanges: [_OpenChange] = []
  var batch: _Batch?
  var primitiveDepth: [Int: Int] = [:]
  var isTornDown = false
  /// The storage offset and plan of the last set, while the plans hold.
  var lastOffset = -1
  var lastPlan: _DeliveryPlan?

  /// Forgets every plan, after a registration change.
  mutating func invalidatePlans() {
    plans.removeAll(keepingCapacity: true)
    lastPlan = nil
  }

  mutating func actionForSet(offset: Int, _ schema: _KeySchema) -> _SetAction {
    guard !isTornDown, !buckets.isEmpty || batch != nil else { return .silent }
    let key = cachedKey(offset: offset, schema)
    if !primitiveDepth.isEmpty, primitiveDepth[key] != nil { return .silent }
    guard let plan = plan(for: key, schema), plan.notifiesAutomatically, !plan.isEmpty else {
      return .silent
    }
    guard batch != nil else { return .deliver(plan) }
    let graph = schema.graph()
    var newKeys = Set<Int>()
    for affected in graph.affected(by: key) where batch?.pending.insert(affected).inserted == true {
      newKeys.insert(affected)
      batch?.rank[affected] =
        graph.rank.indices.contains(affected) ? graph.rank[affected] : affected
    }
    return .batched(plan, newKeys: newKeys)
  }

  private mutating func cachedKey(offset: Int, _ schema: _KeySchema) -> Int {
    for entry in offsetCache where entry.offset == offset { return entry.key }
    let key = schema.storedKey(offset: offset)
    offsetCache.append((offset, key))
    return key
  }

  /// The plan for a set of the storage at `offset`: the common case, the
  /// plan of the last key set, costs two comparisons.
  @inline(__always)
  mutating func cachedPlan(offset: Int, _ schema: _KeySchema) -> _DeliveryPlan {
    if offset == lastOffset, let plan = lastPlan,
      planVersion == schema.version.load(ordering: .acquiring)
    {
      return plan
    }
    return planForSet(offset: offset, schema)
  }

  @inline(never)
  private mutating func planForSet(offset: Int, _ schema: _KeySchema) -> _DeliveryPlan {
    let key = cachedKey(offset: offset, schema)
    let plan =
      plan(for: key, schema) ?? _DeliveryPlan(key: key, entries: [], notifiesAutomatically: false)
    lastOffset = offset
    lastPlan = plan
    return plan
  }

  /// The delivery plan of `key`; `nil` only for a negative key.
  mutating func plan(for key: Int, _ schema: _KeySchema) -> _DeliveryPlan? {
    guard key >= 0 else { return nil }
    let version = schema.version.load(ordering: .acquiring)
    if version != planVersion {
      invalidatePlans()
      planVersion = version
    }
    if key >= plans.count {
      plans.append(contentsOf: repeatElement(nil, count: key - plans.count + 1))
    }
    if let plan = plans[key] { return plan }
    var entries = ContiguousArray<_Observation>()
    if !buckets.isEmpty {
      for affected in schema.graph().affected(by: key) {
        if let bucket = buckets[affected] { entries.append(contentsOf: bucket.live) }
      }
    }
    let plan = _DeliveryPlan(
      key: key, entries: entries, notifiesAutomatically: schema.notifiesAutomatically(key))
    plans[key] = plan
    return plan
  }
}
