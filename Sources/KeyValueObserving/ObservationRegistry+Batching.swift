extension _ObservationRegistry {
  // MARK: - Batching

  func beginBatch() {
    withLocked { _, changes in
      let batch = changes.batch ?? _Batch()
      batch.depth += 1
      changes.batch = batch
    }
  }

  /// A change made during a batch. The first change of each affected key
  /// captures the key's old values and sends its prior notifications now;
  /// the rest waits for the end of the batch.
  ///
  /// Returns the change to close once it is made when the batch ended (on another thread)
  /// while it was announced: the end of the batch left out the keys it took in, and the
  /// change delivers them itself, after the store, with the values it captured. `nil`
  /// otherwise.
  func batchWillChange(
    _ object: KeyValueObject, key: Int, change: _ChangeDescription, cause: UInt64,
    isManual: Bool
  ) -> _PendingChange? {
    let joined = withLocked { registrations, changes -> (_Batch, [Int], _DeliveryPlan)? in
      guard let batch = changes.batch else { return nil }
      let newKeys = schema.graph().affected(by: key).filter { !batch.isPending.contains($0) }
      guard !newKeys.isEmpty else { return nil }
      batch.pending.append(contentsOf: newKeys)
      batch.isPending.formUnion(newKeys)
      let plan = registrations.plan(forKeys: newKeys, key: key, schema)
      guard !plan.isEmpty else { return nil }
      // Until their old values are stored, the end of the batch leaves them out.
      batch.announcing.formUnion(newKeys)
      return (batch, newKeys, plan)
    }
    guard let (batch, keys, plan) = joined else { return nil }
    let values = plan.groupCount > 0 ? _ValueBoxes(for: plan) : nil
    // The batch delivers every key as a `.setting`, with the value from before its first
    // change: announced as one too, a change to a collection's elements (through a proxy)
    // captures the whole old value rather than the elements it removes.
    _ChangeDelivery.announce(object, plan, .setting, values)
    let forwarded = _ChangeDelivery.forwardWillChange(
      plan, .setting, cause: _ChangeDelivery.newCause())
    let isInBatch = withLocked { _, changes -> Bool in
      guard changes.batch === batch else { return false }
      batch.announcing.subtract(keys)
      for group in 0..<plan.groupCount where plan.groupNeedsOld[group] {
        guard let values, let valueGroup = plan.entries[plan.groupLeaders[group]].valueGroup
        else { continue }
        batch.oldValues[valueGroup] = (values, group)
      }
      batch.forwarded.append(contentsOf: forwarded)
      return true
    }
    guard !isInBatch else { return nil }
    let pending = _PendingChange(
      key: key, keys: keys, plan: plan, change: .setting, cause: cause, isManual: isManual,
      values: values)
    pending.forwarded = forwarded
    return pending
  }

  /// Ends a batch; the outermost end delivers every affected key once, in
  /// dependency order, with the value from before the batch's first change
  /// and the current value.
  func endBatch(_ object: KeyValueObject) {
    let finished = withLocked { registrations, changes -> (_Batch, _DeliveryPlan)? in
      guard let batch = changes.batch else { return nil }
      batch.depth -= 1
      guard batch.depth == 0 else { return nil }
      changes.batch = nil
      let rank = schema.graph().rank
      // Keys still announced on another thread are delivered by their change once it is
      // made (``batchWillChange(_:key:change:cause:isManual:)``).
      let keys = batch.pending.filter { !batch.announcing.contains($0) }.sorted {
        (rank.indices.contains($0) ? rank[$0] : $0) < (rank.indices.contains($1) ? rank[$1] : $1)
      }
      return (batch, registrations.plan(forKeys: keys, key: -1, schema))
    }
    guard let (batch, plan) = finished else { return }
    _ChangeDelivery.refollow(plan)
    let values = plan.groupCount > 0 ? _ValueBoxes(for: plan) : nil
    for group in 0..<plan.groupCount where plan.groupNeedsOld[group] {
      guard let valueGroup = plan.entries[plan.groupLeaders[group]].valueGroup,
        let (stored, index) = batch.oldValues[valueGroup], let source = stored[index],
        let box = values?[group]
      else { continue }
      box.copyOld(from: source)
    }
    _ChangeDelivery.deliver(object, plan, .setting, values)
    _ChangeDelivery.forwardDidChange(batch.forwarded)
  }
}
