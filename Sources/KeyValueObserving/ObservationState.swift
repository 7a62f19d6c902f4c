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
  private let registry = _Locked(_Registry())

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
    let registered = registry.withLock { registry in
      guard !registry.isTornDown else { return false }
      registry.buckets[Int(observation.key), default: _Bucket()].append(observation)
      registry.plans.removeAll(keepingCapacity: true)
      return true
    }
    if registered { observation.binding?.add(observation) } else { _ = observation.end() }
    return registered
  }

  /// Removes an ended observation from its bucket.
  func remove(_ observation: _Observation) {
    let removed = registry.withLock { registry -> _Observation? in
      guard !registry.isTornDown else { return nil }
      let key = Int(observation.key)
      let removed = registry.buckets[key]?.remove(observation)
      if registry.buckets[key]?.liveCount == 0 { registry.buckets[key] = nil }
      registry.plans.removeAll(keepingCapacity: true)
      return removed
    }
    // Released here, outside the lock: the handler's captures may run deinit code.
    withExtendedLifetime(removed) {}
  }

  /// The live observations that `isMatch` selects.
  func observations(where isMatch: (_Observation) -> Bool) -> [_Observation] {
    registry.withLock { registry in
      registry.buckets.keys.sorted().flatMap { key in
        registry.buckets[key].map { Array($0.live.filter(isMatch)) } ?? []
      }
    }
  }

  /// Ends every observation of the object as it deinitializes.
  func objectDidDeinit(_ object: ObjectIdentifier) {
    let all = registry.withLock { registry -> [_Observation] in
      registry.isTornDown = true
      let all = registry.buckets.values.flatMap { Array($0.live) }
      registry.buckets = [:]
      registry.plans = []
      registry.openChanges = []
      registry.batch = nil
      return all
    }
    for observation in all where observation.end() { observation.binding?.remove(observation) }
    if isOwner { _OwnerBinding.ownerDidDeinit(object) }
  }

  // MARK: - Setting

  /// Stores a new value of an `@Observed` property through `store`,
  /// notifying observers of the key and of every key it affects.
  @usableFromInline
  func performSet(_ object: KeyValueObject, _ keyPath: AnyKeyPath, _ store: () -> Void) {
    switch registry.withLock({ $0.actionForSet(keyPath, schema) }) {
    case .silent:
      store()
    case .deliver(let plan, let key):
      deliver(object, plan: plan, key: key, change: _ChangeDescription(), store: store)
    case .batched(let plan, let key, let newKeys):
      batchWillChange(object, plan: plan, key: key, newKeys: newKeys)
      store()
    }
  }

  /// Notes a read of an `@Observed` property for the current recorder.
  @usableFromInline
  func noteAccess(_ object: KeyValueObject, _ keyPath: AnyKeyPath) {
    _AccessTracking.recorder?.record(object, keyPath)
  }

  /// Delivers one change: old values and prior notifications, the store,
  /// new values and the notifications proper.
  func deliver(
    _ object: KeyValueObject, plan: _DeliveryPlan, key: Int, change: _ChangeDescription,
    store: () -> Void
  ) {
    let entries = plan.entries
    guard plan.needsWillPhase || plan.needsNewValues else {
      store()
      Self.didPhase(object, entries, key: key, change: change, oldValues: nil, newValues: nil)
      return
    }
    withUnsafeTemporaryAllocation(of: Any?.self, capacity: entries.count * 2) { buffer in
      guard let base = buffer.baseAddress else { return }
      base.initialize(repeating: nil, count: entries.count * 2)
      defer { base.deinitialize(count: entries.count * 2) }
      let oldValues = UnsafeMutableBufferPointer(start: base, count: entries.count)
      let newValues = UnsafeMutableBufferPointer(start: base + entries.count, count: entries.count)
      if plan.needsWillPhase {
        Self.captureOld(object, entries, key: key, change: change, into: oldValues)
        Self.priorPhase(object, entries, key: key, change: change, oldValues: oldValues)
      }
      store()
      if plan.needsNewValues {
        Self.captureNew(object, entries, key: key, change: change, into: newValues)
      }
      Self.didPhase(
        object, entries, key: key, change: change, oldValues: oldValues, newValues: newValues)
    }
  }

  static func captureOld(
    _ object: KeyValueObject, _ entries: ContiguousArray<_Observation>, key: Int,
    change: _ChangeDescription, into values: UnsafeMutableBufferPointer<Any?>
  ) {
    for index in entries.indices where entries[index].options.contains(.old) {
      let entry = entries[index]
      guard entry.isActive else { continue }
      if Int(entry.key) == key, change.kind != .setting {
        values[index] = change.oldElements
      } else {
        values[index] = entry.read(object)
      }
    }
  }

  static func captureNew(
    _ object: KeyValueObject, _ entries: ContiguousArray<_Observation>, key: Int,
    change: _ChangeDescription, into values: UnsafeMutableBufferPointer<Any?>
  ) {
    for index in entries.indices where entries[index].options.contains(.new) {
      let entry = entries[index]
      guard entry.isActive else { continue }
      if Int(entry.key) == key, change.kind != .setting {
        values[index] = change.newElements
      } else {
        values[index] = entry.read(object)
      }
    }
  }

  static func priorPhase(
    _ object: KeyValueObject, _ entries: ContiguousArray<_Observation>, key: Int,
    change: _ChangeDescription, oldValues: UnsafeMutableBufferPointer<Any?>
  ) {
    for index in entries.indices where entries[index].options.contains(.prior) {
      let entry = entries[index]
      guard entry.isActive else { continue }
      let own = Int(entry.key) == key
      entry.deliver(
        object,
        _RawChange(
          kind: own ? change.kind : .setting, oldValue: oldValues[index], newValue: nil,
          indexes: own ? change.indexes : nil, isPrior: true))
    }
  }

  static func didPhase(
    _ object: KeyValueObject, _ entries: ContiguousArray<_Observation>, key: Int,
    change: _ChangeDescription, oldValues: UnsafeMutableBufferPointer<Any?>?,
    newValues: UnsafeMutableBufferPointer<Any?>?
  ) {
    for index in entries.indices {
      let entry = entries[index]
      guard entry.isActive else { continue }
      if entry.dependsOnReleasedObject {
        entry.invalidate()
        continue
      }
      let own = Int(entry.key) == key
      entry.deliver(
        object,
        _RawChange(
          kind: own ? change.kind : .setting, oldValue: oldValues?[index],
          newValue: newValues?[index], indexes: own ? change.indexes : nil, isPrior: false))
      if entry.options.contains(.once) { entry.invalidate() }
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
    guard let plan = registry.withLock({ $0.plan(for: key, schema) }) else { return }
    var oldValues = [Any?](repeating: nil, count: plan.entries.count)
    if plan.needsWillPhase {
      oldValues.withUnsafeMutableBufferPointer { buffer in
        Self.captureOld(object, plan.entries, key: key, change: change, into: buffer)
        Self.priorPhase(object, plan.entries, key: key, change: change, oldValues: buffer)
      }
    }
    let open = _OpenChange(key: key, plan: plan, change: change, oldValues: oldValues)
    registry.withLock { $0.openChanges.append(open) }
  }

  /// Closes the innermost open change of `key` and delivers it. Does nothing
  /// without a matching `willChange`.
  func didChange(_ object: KeyValueObject, key: Int, newElements: Any?) {
    let open = registry.withLock { registry -> _OpenChange? in
      guard let index = registry.openChanges.lastIndex(where: { $0.key == key }) else { return nil }
      return registry.openChanges.remove(at: index)
    }
    guard var open else { return }
    if let newElements { open.change.newElements = newElements }
    let change = open.change
    let entries = open.plan.entries
    var newValues = [Any?](repeating: nil, count: entries.count)
    newValues.withUnsafeMutableBufferPointer { newBuffer in
      open.oldValues.withUnsafeMutableBufferPointer { oldBuffer in
        if open.plan.needsNewValues {
          Self.captureNew(object, entries, key: key, change: change, into: newBuffer)
        }
        Self.didPhase(
          object, entries, key: key, change: change, oldValues: oldBuffer, newValues: newBuffer)
      }
    }
  }

  /// Sets a value without notifying: `store` runs while the key is silenced.
  func performPrimitiveSet(key: Int, _ store: () -> Void) {
    registry.withLock { $0.primitiveDepth[key, default: 0] += 1 }
    defer {
      registry.withLock { registry in
        registry.primitiveDepth[key, default: 1] -= 1
        if registry.primitiveDepth[key] == 0 { registry.primitiveDepth[key] = nil }
      }
    }
    store()
  }

  // MARK: - Batching

  func beginBatch() {
    registry.withLock { registry in
      registry.batch = registry.batch ?? _Batch()
      registry.batch?.depth += 1
    }
  }

  /// Ends a batch; the outermost end delivers every affected key once, with
  /// the value from before the batch's first change and the current value.
  func endBatch(_ object: KeyValueObject) {
    let finished = registry.withLock { registry -> (_Batch, ContiguousArray<_Observation>)? in
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
    var oldValues = entries.map { batch.oldValues[ObjectIdentifier($0)] ?? nil }
    var newValues = [Any?](repeating: nil, count: entries.count)
    let change = _ChangeDescription()
    newValues.withUnsafeMutableBufferPointer { newBuffer in
      oldValues.withUnsafeMutableBufferPointer { oldBuffer in
        Self.captureNew(object, entries, key: -1, change: change, into: newBuffer)
        Self.didPhase(
          object, entries, key: -1, change: change, oldValues: oldBuffer, newValues: newBuffer)
      }
    }
  }

  /// The first change of keys in a batch: captures their old values and
  /// sends their prior notifications now; the rest waits for the batch's end.
  private func batchWillChange(
    _ object: KeyValueObject, plan: _DeliveryPlan, key: Int, newKeys: Set<Int>
  ) {
    let entries = ContiguousArray(plan.entries.filter { newKeys.contains(Int($0.key)) })
    guard !entries.isEmpty else { return }
    var oldValues = [Any?](repeating: nil, count: entries.count)
    let change = _ChangeDescription()
    oldValues.withUnsafeMutableBufferPointer { buffer in
      Self.captureOld(object, entries, key: key, change: change, into: buffer)
      Self.priorPhase(object, entries, key: key, change: change, oldValues: buffer)
    }
    registry.withLock { registry in
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
  var indexes: RangeSet<Int>? = nil
  var oldElements: Any? = nil
  var newElements: Any? = nil
}

/// A change opened by `willChangeValue` and not yet closed.
struct _OpenChange {
  var key: Int
  var plan: _DeliveryPlan
  var change: _ChangeDescription
  var oldValues: [Any?]
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
  case deliver(_DeliveryPlan, key: Int)
  case batched(_DeliveryPlan, key: Int, newKeys: Set<Int>)
}

/// The registry proper, guarded by the state's lock.
struct _Registry: @unchecked Sendable {
  var buckets: [Int: _Bucket] = [:]
  /// Delivery plans by key, built on demand; cleared on every registration
  /// change, so a plan only ever holds registered observations.
  var plans: [_DeliveryPlan?] = []
  var planVersion = -1
  /// Key paths seen by setters, by identity, with their keys.
  var keyCache: [(path: AnyKeyPath, key: Int)] = []
  var openChanges: [_OpenChange] = []
  var batch: _Batch?
  var primitiveDepth: [Int: Int] = [:]
  var isTornDown = false

  mutating func actionForSet(_ keyPath: AnyKeyPath, _ schema: _KeySchema) -> _SetAction {
    guard !isTornDown, !buckets.isEmpty || batch != nil else { return .silent }
    let key = cachedKey(keyPath, schema)
    if !primitiveDepth.isEmpty, primitiveDepth[key] != nil { return .silent }
    guard let plan = plan(for: key, schema), plan.notifiesAutomatically, !plan.isEmpty else {
      return .silent
    }
    guard batch != nil else { return .deliver(plan, key: key) }
    let graph = schema.graph()
    var newKeys = Set<Int>()
    for affected in graph.affected(by: key) where batch?.pending.insert(affected).inserted == true {
      newKeys.insert(affected)
      batch?.rank[affected] =
        graph.rank.indices.contains(affected) ? graph.rank[affected] : affected
    }
    return .batched(plan, key: key, newKeys: newKeys)
  }

  private mutating func cachedKey(_ keyPath: AnyKeyPath, _ schema: _KeySchema) -> Int {
    for entry in keyCache where entry.path === keyPath { return entry.key }
    let key = schema.storedKey(for: keyPath)
    if keyCache.count >= 32 { keyCache.removeFirst() }
    keyCache.append((keyPath, key))
    return key
  }

  /// The delivery plan of `key`; `nil` only for a negative key.
  mutating func plan(for key: Int, _ schema: _KeySchema) -> _DeliveryPlan? {
    guard key >= 0 else { return nil }
    let version = schema.version.load(ordering: .acquiring)
    if version != planVersion {
      plans.removeAll(keepingCapacity: true)
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
      entries: entries, notifiesAutomatically: schema.notifiesAutomatically(key))
    plans[key] = plan
    return plan
  }
}
