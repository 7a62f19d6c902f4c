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
  private let lock = _Lock()
  @exclusivity(unchecked) private var _registry = _Registry()

  /// Runs `body` with exclusive access to the registry. `body` must not run
  /// user code.
  @inline(__always)
  private func withRegistry<Result>(_ body: (inout _Registry) -> Result) -> Result {
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

  // MARK: - Setting

  /// The first half of a set of the `@Observed` property whose storage is
  /// at `offset`: finds who to notify, captures old values and sends prior
  /// notifications. `nil` when there is nothing more to do.
  @usableFromInline
  func willSet(_ object: KeyValueObject, offset: Int) -> _ChangeFrame? {
    lock.lock()
    if _registry.buckets.isEmpty && _registry.batch == nil {
      lock.unlock()
      return nil
    }
    if _registry.batch != nil || _registry.isTornDown || !_registry.primitiveDepth.isEmpty {
      lock.unlock()
      return willSetSlowly(object, offset: offset)
    }
    let plan = _registry.cachedPlan(offset: offset, schema)
    lock.unlock()
    guard plan.notifiesAutomatically, !plan.isEmpty else { return nil }
    guard plan.needsWillPhase else { return _ChangeFrame(plan: plan, oldValues: nil) }
    return willChange(object, plan: plan)
  }

  /// The will-change half of a set that is batched, silenced or races the
  /// object's teardown.
  @inline(never)
  private func willSetSlowly(_ object: KeyValueObject, offset: Int) -> _ChangeFrame? {
    switch withRegistry({ $0.actionForSet(offset: offset, schema) }) {
    case .silent:
      return nil
    case .deliver(let plan):
      return willChange(object, plan: plan)
    case .batched(let plan, let newKeys):
      batchWillChange(object, plan: plan, key: plan.key, newKeys: newKeys)
      return nil
    }
  }

  /// Captures old values and sends prior notifications when the plan needs
  /// them; the frame carries what the did-change half needs. Out of line,
  /// like everything that touches indexes, so that the common path needs no
  /// run-time type layout.
  @inline(never)
  private func willChange(_ object: KeyValueObject, plan: _DeliveryPlan) -> _ChangeFrame {
    guard plan.needsWillPhase else { return _ChangeFrame(plan: plan, oldValues: nil) }
    var oldValues = ContiguousArray<Any?>(repeating: nil, count: plan.entries.count)
    oldValues.withUnsafeMutableBufferPointer { buffer in
      Self.captureOld(
        object, plan.entries, key: plan.key, change: _ChangeDescription(), into: buffer)
      Self.priorPhase(
        object, plan.entries, key: plan.key, change: _ChangeDescription(), oldValues: buffer)
    }
    return _ChangeFrame(plan: plan, oldValues: oldValues)
  }

  /// The second half of a set, after the store: new values and the
  /// notifications proper.
  @usableFromInline
  func didSet(_ object: KeyValueObject, _ frame: _ChangeFrame) {
    let plan = frame.plan
    guard plan.needsNewValues || frame.oldValues != nil else {
      plan.deliverSetting(to: object)
      return
    }
    didSetWithValues(object, frame)
  }

  @inline(never)
  private func didSetWithValues(_ object: KeyValueObject, _ frame: _ChangeFrame) {
    let plan = frame.plan
    let change = _ChangeDescription()
    var newValues: ContiguousArray<Any?>? = nil
    if plan.needsNewValues {
      var values = ContiguousArray<Any?>(repeating: nil, count: plan.entries.count)
      values.withUnsafeMutableBufferPointer { buffer in
        Self.captureNew(object, plan.entries, key: plan.key, change: change, into: buffer)
      }
      newValues = values
    }
    Self.didPhase(
      object, plan.entries, key: plan.key, change: change, oldValues: frame.oldValues,
      newValues: newValues)
  }

  /// Notes a read of an `@Observed` property for the current recorder.
  @usableFromInline
  func noteAccess(_ object: KeyValueObject, offset: Int) {
    _AccessTracking.recorder?.record(object, offset: offset)
  }

  static func captureOld(
    _ object: KeyValueObject, _ entries: ContiguousArray<_Observation>, key: Int,
    change: _ChangeDescription, into values: UnsafeMutableBufferPointer<Any?>
  ) {
    capture(
      .old, object, entries, key: key, change: change, elements: change.oldElements, into: values)
  }

  static func captureNew(
    _ object: KeyValueObject, _ entries: ContiguousArray<_Observation>, key: Int,
    change: _ChangeDescription, into values: UnsafeMutableBufferPointer<Any?>
  ) {
    capture(
      .new, object, entries, key: key, change: change, elements: change.newElements, into: values)
  }

  /// Reads the value of every active entry that asked for `option`; for a
  /// collection change, the changed key's entries get `elements` instead.
  private static func capture(
    _ option: ObservationOptions, _ object: KeyValueObject,
    _ entries: ContiguousArray<_Observation>,
    key: Int, change: _ChangeDescription, elements: Any?,
    into values: UnsafeMutableBufferPointer<Any?>
  ) {
    for index in entries.indices where entries[index].options.contains(option) {
      let entry = entries[index]
      guard entry.isActive else { continue }
      values[index] = entry.key == key && change.kind != .setting ? elements : entry.read(object)
    }
  }

  static func priorPhase(
    _ object: KeyValueObject, _ entries: ContiguousArray<_Observation>, key: Int,
    change: _ChangeDescription, oldValues: UnsafeMutableBufferPointer<Any?>
  ) {
    for index in entries.indices where entries[index].options.contains(.prior) {
      let entry = entries[index]
      guard entry.isActive else { continue }
      let own = entry.key == key
      entry.deliver(
        object,
        _RawChange(
          kind: own ? change.kind : .setting, oldValue: oldValues[index], newValue: nil,
          indexes: own ? change.indexes : nil, isPrior: true))
    }
  }

  static func didPhase(
    _ object: KeyValueObject, _ entries: ContiguousArray<_Observation>, key: Int,
    change: _ChangeDescription, oldValues: ContiguousArray<Any?>?,
    newValues: ContiguousArray<Any?>?
  ) {
    // The plan holds the entries for the whole delivery: no per-entry retain.
    entries.withUnsafeBufferPointer { entries in
      for index in entries.indices {
        Unmanaged.passUnretained(entries[index])._withUnsafeGuaranteedRef { entry in
          guard entry.isActive else { return }
          if entry.hasWeakDependency, entry.dependsOnReleasedObject {
            entry.invalidate()
            return
          }
          let own = entry.key == key
          let raw: _RawChange
          if oldValues == nil && newValues == nil && (!own || change.kind == .setting) {
            raw = _RawChange(kind: .setting, isPrior: false)
          } else {
            raw = _RawChange(
              kind: own ? change.kind : .setting, oldValue: oldValues?[index],
              newValue: newValues?[index], indexes: own ? change.indexes : nil, isPrior: false)
          }
          entry.deliver(object, raw)
          if entry.options.contains(.once) { entry.invalidate() }
        }
      }
    }
  }

  /// Sends the `.initial` notification of a new observation.
  func deliverInitial(_ object: KeyValueObject, _ observation: _Observation) {
    guard observation.isActive else { return }
    let value = observation.options.contains(.new) ? observation.read(object) : nil
    observation.deliver(
      object,
      _RawChange(
        kind: .setting, oldValue: nil, newValue: value, indexes: nil, isPrior: false,
        isInitial: true))
  }

  // MARK: - Manual notification

  /// Opens a change of `key`: captures old values and sends prior
  /// notifications. Pairs with ``didChange(_:key:newElements:)``.
  func willChange(_ object: KeyValueObject, key: Int, change: _ChangeDescription) {
    guard let plan = withRegistry({ $0.plan(for: key, schema) }) else { return }
    var oldValues = ContiguousArray<Any?>(repeating: nil, count: plan.entries.count)
    if plan.needsWillPhase {
      oldValues.withUnsafeMutableBufferPointer { buffer in
        Self.captureOld(object, plan.entries, key: key, change: change, into: buffer)
        Self.priorPhase(object, plan.entries, key: key, change: change, oldValues: buffer)
      }
    }
    let open = _OpenChange(key: key, plan: plan, change: change, oldValues: oldValues)
    withRegistry { $0.openChanges.append(open) }
  }

  /// Closes the innermost open change of `key` and delivers it. Does nothing
  /// without a matching `willChange`.
  func didChange(_ object: KeyValueObject, key: Int, newElements: Any?) {
    let open = withRegistry { registry -> _OpenChange? in
      guard let index = registry.openChanges.lastIndex(where: { $0.key == key }) else { return nil }
      return registry.openChanges.remove(at: index)
    }
    guard let open else { return }
    if let newElements { open.change.newElements = newElements }
    let change = open.change
    let entries = open.plan.entries
    var newValues = ContiguousArray<Any?>(repeating: nil, count: entries.count)
    if open.plan.needsNewValues {
      newValues.withUnsafeMutableBufferPointer { buffer in
        Self.captureNew(object, entries, key: key, change: change, into: buffer)
      }
    }
    Self.didPhase(
      object, entries, key: key, change: change, oldValues: open.oldValues, newValues: newValues)
  }

  /// Sets a value without notifying: `store` runs while the key is silenced.
  func performPrimitiveSet(key: Int, _ store: () -> Void) {
    withRegistry { $0.primitiveDepth[key, default: 0] += 1 }
    defer {
      withRegistry { registry in
        registry.primitiveDepth[key, default: 1] -= 1
        if registry.primitiveDepth[key] == 0 { registry.primitiveDepth[key] = nil }
      }
    }
    store()
  }

  // MARK: - Batching

  func beginBatch() {
    withRegistry { registry in
      registry.batch = registry.batch ?? _Batch()
      registry.batch?.depth += 1
    }
  }

  /// Ends a batch; the outermost end delivers every affected key once, with
  /// the value from before the batch's first change and the current value.
  func endBatch(_ object: KeyValueObject) {
    let finished = withRegistry { registry -> (_Batch, ContiguousArray<_Observation>)? in
      guard var batch = registry.batch else { return nil }
      batch.depth -= 1
      guard batch.depth == 0 else {
        registry.batch = batch
        return nil
      }
      registry.batch = nil
      var entries = ContiguousArray<_Observation>()
      for key in batch.pending.sorted(by: {
        batch.rank[$0, default: 0] < batch.rank[$1, default: 0]
      }) {
        if let bucket = registry.buckets[key] { entries.append(contentsOf: bucket.live) }
      }
      return (batch, entries)
    }
    guard let (batch, entries) = finished, !entries.isEmpty else { return }
    let oldValues = ContiguousArray(entries.map { batch.oldValues[ObjectIdentifier($0)] ?? nil })
    var newValues = ContiguousArray<Any?>(repeating: nil, count: entries.count)
    let change = _ChangeDescription()
    newValues.withUnsafeMutableBufferPointer { buffer in
      Self.captureNew(object, entries, key: -1, change: change, into: buffer)
    }
    Self.didPhase(
      object, entries, key: -1, change: change, oldValues: oldValues, newValues: newValues)
  }

  /// The first change of keys in a batch: captures their old values and
  /// sends their prior notifications now; the rest waits for the batch's end.
  private func batchWillChange(
    _ object: KeyValueObject, plan: _DeliveryPlan, key: Int, newKeys: Set<Int>
  ) {
    let entries = ContiguousArray(plan.entries.filter { newKeys.contains($0.key) })
    guard !entries.isEmpty else { return }
    var oldValues = [Any?](repeating: nil, count: entries.count)
    let change = _ChangeDescription()
    oldValues.withUnsafeMutableBufferPointer { buffer in
      Self.captureOld(object, entries, key: key, change: change, into: buffer)
      Self.priorPhase(object, entries, key: key, change: change, oldValues: buffer)
    }
    withRegistry { registry in
      for (entry, value) in zip(entries, oldValues) where entry.options.contains(.old) {
        registry.batch?.oldValues[ObjectIdentifier(entry)] = value
      }
    }
  }
}

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
