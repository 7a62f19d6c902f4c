extension _ObservationState {
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
}
