extension _ObservationRegistry {
  // MARK: - Setting

  /// The first half of a set of the `@Observed` property whose storage is
  /// at `offset`, before the store: finds the plan and, when it needs them,
  /// captures old values and sends prior notifications. `nil` when there is
  /// nothing more to do after the store.
  ///
  /// A set nobody observes costs one lock round trip; one that notifies, two: one for the
  /// plan, one at its end (observers that want no values: the store, then the notification
  /// loop). Old and new values go into the plan's reusable boxes, so a set allocates
  /// nothing for values of up to three words.
  ///
  /// A set that notifies holds its plan without a retain: it counts itself in the plan
  /// under the lock (``_Registrations/beginSet(_:)``), and a plan dropped from the cache
  /// while counted sets deliver it stays alive until the last of them ends (``endSet(_:)``).
  /// The second lock round trip costs one atomic operation, where a retain and a release
  /// cost two.
  @usableFromInline
  func willSet(_ object: KeyValueObject, offset: Int) -> _SetFrame? {
    lock.lock()
    if _registrations.isEmpty && _changes.batch == nil {
      lock.unlock()
      return nil
    }
    if _changes.needsCare || _registrations.isTornDown {
      lock.unlock()
      return willSetCarefully(object, offset: offset)
    }
    let found = Unmanaged.passUnretained(_registrations.cachedPlan(offset: offset, schema))
    return found._withUnsafeGuaranteedRef { plan in
      guard plan.notifiesAutomatically, !plan.isEmpty else {
        lock.unlock()
        return nil
      }
      let held = _registrations.beginSet(plan)
      guard !plan.isPlain else {
        lock.unlock()
        return _SetFrame(plan: held)
      }
      let lent = plan.lendKeptBoxesLocked()
      lock.unlock()
      return willSetDelivering(object, held, lentBoxes: lent)
    }
  }

  /// The second half of a set, after the store: new values and the
  /// notifications proper.
  @usableFromInline
  func didSet(_ object: KeyValueObject, _ frame: _SetFrame) {
    frame.plan._withUnsafeGuaranteedRef { plan in
      if plan.isPlain {
        _ChangeDelivery.deliverPlain(object, plan)
      } else {
        didSetDelivering(object, plan, frame)
      }
    }
    endSet(frame.plan)
  }

  /// Ends a set begun with ``_Registrations/beginSet(_:)``, releasing its plan if the
  /// cache dropped it meanwhile and this was the last set delivering it.
  @inline(__always)
  private func endSet(_ plan: Unmanaged<_DeliveryPlan>) {
    lock.lock()
    let orphaned = _registrations.endSet(plan)
    lock.unlock()
    // Outside the lock: the plan's observations may go with it, and their handlers'
    // captures run deinit code.
    if orphaned { plan.release() }
  }

  /// The first half of a set whose delivery needs values, a prior phase or
  /// links. `lentBoxes`: whether the plan's kept boxes were lent to this set,
  /// under the lock (``_ValueBoxCache/lendLocked()``).
  @inline(never)
  private func willSetDelivering(
    _ object: KeyValueObject, _ held: Unmanaged<_DeliveryPlan>, lentBoxes: Bool
  ) -> _SetFrame {
    held._withUnsafeGuaranteedRef { plan in
      guard plan.links.isEmpty else {
        // It reaches other objects: a change they can join, once per cause,
        // open until the second half closes it.
        _ = beginChange(
          object, key: plan.key, change: .setting, cause: _ChangeDelivery.newCause(),
          plan: plan)
        return _SetFrame(plan: held)
      }
      guard
        let (boxes, owned) = plan.heldBoxCache?._withUnsafeGuaranteedRef({
          $0.boxes(lent: lentBoxes, for: plan)
        })
      else {
        if plan.hasPrior { _ChangeDelivery.announce(object, plan, .setting, nil) }
        return _SetFrame(plan: held)
      }
      if plan.needsOld || plan.hasPrior {
        _ChangeDelivery.announce(object, plan, .setting, heldBoxes: boxes)
      }
      return _SetFrame(plan: held, boxes: boxes, ownedBoxes: owned)
    }
  }

  @inline(never)
  private func didSetDelivering(_ object: KeyValueObject, _ plan: _DeliveryPlan, _ frame: _SetFrame)
  {
    guard plan.links.isEmpty else {
      closeSet(object, of: plan)
      return
    }
    guard let boxes = frame.boxes else {
      _ChangeDelivery.deliver(object, plan, .setting, nil)
      return
    }
    _ChangeDelivery.deliver(object, plan, .setting, heldBoxes: boxes)
    plan.heldBoxCache?._withUnsafeGuaranteedRef { $0.giveBack(boxes, for: plan) }
  }

  /// The first half of a set while the object is in a batch, has silenced
  /// keys, or is being torn down.
  @inline(never)
  private func willSetCarefully(_ object: KeyValueObject, offset: Int) -> _SetFrame? {
    enum Action {
      case silent
      case deliver(Unmanaged<_DeliveryPlan>, lentBoxes: Bool)
      case batched(Int)
    }
    let action = withLocked { registrations, changes -> Action in
      guard !registrations.isTornDown else { return .silent }
      let key = registrations.key(offset: offset, schema)
      if changes.silenced[key] != nil { return .silent }
      guard schema.notifiesAutomatically(key) else { return .silent }
      if changes.batch != nil { return .batched(key) }
      let plan = registrations.plan(for: key, schema)
      guard !plan.isEmpty else { return .silent }
      return .deliver(registrations.beginSet(plan), lentBoxes: plan.lendKeptBoxesLocked())
    }
    switch action {
    case .silent:
      return nil
    case .batched(let key):
      batchWillChange(object, key: key, change: .setting)
      return nil
    case .deliver(let held, let lent):
      return held._withUnsafeGuaranteedRef { $0.isPlain }
        ? _SetFrame(plan: held) : willSetDelivering(object, held, lentBoxes: lent)
    }
  }

  /// Runs `body` while sets of `key` notify nobody.
  func performPrimitiveSet<Result>(key: Int, _ body: () throws -> Result) rethrows -> Result {
    withLocked { _, changes in changes.silenced[key, default: 0] += 1 }
    defer {
      withLocked { _, changes in
        changes.silenced[key, default: 1] -= 1
        if changes.silenced[key] == 0 { changes.silenced[key] = nil }
      }
    }
    return try body()
  }
}

/// A set between its two halves: the plan, and the value boxes holding the
/// old values.
@usableFromInline
struct _SetFrame {
  /// The plan, counted in (``_Registrations/beginSet(_:)``) rather than retained.
  let plan: Unmanaged<_DeliveryPlan>
  /// The boxes of the delivery: the plan's kept ones, which the plan holds,
  /// or `ownedBoxes`.
  var boxes: Unmanaged<_ValueBoxes>? = nil
  /// Boxes made for this delivery alone, when the kept ones were lent.
  var ownedBoxes: _ValueBoxes? = nil
}
