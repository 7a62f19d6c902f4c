extension _ObservationState {
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
  func batchWillChange(
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
