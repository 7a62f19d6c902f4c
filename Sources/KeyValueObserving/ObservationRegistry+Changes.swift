extension _ObservationRegistry {
  // MARK: - Changes whose halves are separate calls

  /// Opens a change of `key`: captures old values, sends prior
  /// notifications, and opens the changes of the keys that depend on it on
  /// other objects. Pair with ``endChange(_:_:)``.
  ///
  /// Returns `nil` when there is nothing to close: the object is gone, the
  /// change is part of a batch (delivered when the batch ends), or changes
  /// with the same cause already deliver every key it affects (the change
  /// reached this object twice, through a diamond of relationships or a
  /// cycle); when they deliver some of them, it delivers the others.
  ///
  /// - Parameters:
  ///   - cause: What set the change off; 0 for a new cause.
  ///   - isManual: Whether `willChangeValue` opens it, so that
  ///     `didChangeValue` finds it.
  ///   - plan: The plan, when the caller already has it.
  func beginChange(
    _ object: KeyValueObject, key: Int, change: _ChangeDescription, cause: UInt64,
    isManual: Bool = false, plan given: _DeliveryPlan? = nil
  ) -> _PendingChange? {
    enum Opening {
      case nothing
      case batched
      case opened(_PendingChange)
    }
    let cause = cause != 0 ? cause : _ChangeDelivery.newCause()
    let opening = withLocked { registrations, changes -> Opening in
      guard !registrations.isTornDown else { return .nothing }
      noteChange()
      let delivered = changes.keysDelivered(for: cause)
      let keys = schema.graph().affected(by: key).filter { !delivered.contains($0) }
      guard !keys.isEmpty else { return .nothing }
      if changes.batch != nil { return .batched }
      let plan =
        delivered.isEmpty
        ? given ?? registrations.plan(for: key, schema)
        : registrations.plan(forKeys: keys, key: key, schema)
      let pending = _PendingChange(
        key: key, keys: keys, plan: plan, change: change, cause: cause, isManual: isManual)
      changes.open.append(pending)
      return .opened(pending)
    }
    switch opening {
    case .nothing:
      return nil
    case .batched:
      // Open after all when the batch ended while it was announced.
      guard
        let late = batchWillChange(
          object, key: key, change: change, cause: cause, isManual: isManual)
      else { return nil }
      withLocked { _, changes in changes.open.append(late) }
      return late
    case .opened(let pending):
      _ChangeDelivery.announce(object, pending.plan, pending.change, pending.values)
      pending.forwarded = _ChangeDelivery.forwardWillChange(
        pending.plan, pending.change, cause: cause)
      return pending
    }
  }

  /// Closes a change opened by ``beginChange(_:key:change:cause:isManual:plan:)``
  /// and delivers it.
  func endChange(_ object: KeyValueObject, _ pending: _PendingChange) {
    withLocked { _, changes in changes.open.removeAll { $0 === pending } }
    deliver(object, pending)
  }

  private func deliver(_ object: KeyValueObject, _ pending: _PendingChange) {
    _ChangeDelivery.refollow(pending.plan)
    _ChangeDelivery.deliver(object, pending.plan, pending.change, pending.values)
    _ChangeDelivery.forwardDidChange(pending.forwarded)
  }

  /// Closes the change the first half of a set of `plan`'s key opened
  /// (a set whose plan reaches other objects), and delivers it.
  func closeSet(_ object: KeyValueObject, of plan: _DeliveryPlan) {
    let pending = withLocked { _, changes -> _PendingChange? in
      guard
        let index = changes.open.lastIndex(where: { !$0.isManual && $0.plan === plan })
      else { return nil }
      return changes.open.remove(at: index)
    }
    if let pending { deliver(object, pending) }
  }

  // MARK: - Manual notification

  /// Opens a change of `key` announced with `willChangeValue`.
  func willChangeManually(_ object: KeyValueObject, key: Int, change: _ChangeDescription) {
    _ = beginChange(object, key: key, change: change, cause: 0, isManual: true)
  }

  /// Closes the innermost change of `key` opened with `willChangeValue` and
  /// delivers it; `complete` first fills in what only the changed value
  /// tells (a collection change's inserted elements). Does nothing without
  /// a matching `willChangeValue`.
  func didChangeManually(
    _ object: KeyValueObject, key: Int, complete: (_ChangeDescription) -> Void = { _ in }
  ) {
    let pending = withLocked { _, changes -> _PendingChange? in
      guard let index = changes.open.lastIndex(where: { $0.isManual && $0.key == key }) else {
        return nil
      }
      return changes.open.remove(at: index)
    }
    guard let pending else { return }
    complete(pending.change)
    deliver(object, pending)
  }
}
