extension _ObservationRegistry {
  // MARK: - Setting

  /// The first half of a set of the `@Observed` property whose storage is
  /// at `offset`, before the store: finds the plan and, when it needs them,
  /// captures old values and sends prior notifications. `nil` when there is
  /// nothing more to do after the store.
  ///
  /// The common cases cost one lock round trip for the plan: nobody to
  /// notify, and observers that want no values (the store, then the
  /// notification loop). Old and new values go into the plan's reusable
  /// boxes, so a set allocates nothing for values of up to three words.
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
    let plan = _registrations.cachedPlan(offset: offset, schema)
    guard !plan.isPlain else {
      lock.unlock()
      guard plan.notifiesAutomatically, !plan.isEmpty else { return nil }
      return _SetFrame(plan: plan)
    }
    // A plan that is not plain is not empty.
    guard plan.notifiesAutomatically else {
      lock.unlock()
      return nil
    }
    let lent = plan.lendKeptBoxesLocked()
    lock.unlock()
    return willSetDelivering(object, plan, lentBoxes: lent)
  }

  /// The second half of a set, after the store: new values and the
  /// notifications proper.
  @usableFromInline
  func didSet(_ object: KeyValueObject, _ frame: _SetFrame) {
    guard frame.plan.isPlain else {
      didSetDelivering(object, frame)
      return
    }
    _ChangeDelivery.deliverPlain(object, frame.plan)
  }

  /// The first half of a set whose delivery needs values, a prior phase or
  /// links. `lentBoxes`: whether the plan's kept boxes were lent to this set,
  /// under the lock (``_ValueBoxCache/lendLocked()``).
  @inline(never)
  private func willSetDelivering(
    _ object: KeyValueObject, _ plan: __owned _DeliveryPlan, lentBoxes: Bool
  ) -> _SetFrame {
    guard plan.links.isEmpty else {
      // It reaches other objects: a change they can join, once per cause,
      // open until the second half closes it.
      _ = beginChange(
        object, key: plan.key, change: .setting, cause: _ChangeDelivery.newCause(), plan: plan)
      return _SetFrame(plan: plan)
    }
    guard
      let (boxes, owned) = plan.heldBoxCache?._withUnsafeGuaranteedRef({
        $0.boxes(lent: lentBoxes, for: plan)
      })
    else {
      if plan.hasPrior { _ChangeDelivery.announce(object, plan, .setting, nil) }
      return _SetFrame(plan: plan)
    }
    if plan.needsOld || plan.hasPrior {
      _ChangeDelivery.announce(object, plan, .setting, heldBoxes: boxes)
    }
    return _SetFrame(plan: plan, boxes: boxes, ownedBoxes: owned)
  }

  @inline(never)
  private func didSetDelivering(_ object: KeyValueObject, _ frame: _SetFrame) {
    // The frame holds the plan until the set ends.
    Unmanaged.passUnretained(frame.plan)._withUnsafeGuaranteedRef { plan in
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
  }

  /// The first half of a set while the object is in a batch, has silenced
  /// keys, or is being torn down.
  @inline(never)
  private func willSetCarefully(_ object: KeyValueObject, offset: Int) -> _SetFrame? {
    enum Action {
      case silent
      case deliver(_DeliveryPlan, lentBoxes: Bool)
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
      return .deliver(plan, lentBoxes: plan.lendKeptBoxesLocked())
    }
    switch action {
    case .silent:
      return nil
    case .batched(let key):
      batchWillChange(object, key: key, change: .setting)
      return nil
    case .deliver(let plan, let lent):
      return plan.isPlain
        ? _SetFrame(plan: plan) : willSetDelivering(object, plan, lentBoxes: lent)
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
  let plan: _DeliveryPlan
  /// The boxes of the delivery: the plan's kept ones, which the plan holds,
  /// or `ownedBoxes`.
  var boxes: Unmanaged<_ValueBoxes>? = nil
  /// Boxes made for this delivery alone, when the kept ones were lent.
  var ownedBoxes: _ValueBoxes? = nil
}
