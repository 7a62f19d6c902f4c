extension _ObservationRegistry {
  // MARK: - Setting

  /// Sets the `@Observed` property whose storage is at `offset`: `store`
  /// writes the new value, between the two phases of the delivery.
  ///
  /// The common cases cost one lock round trip for the plan: nobody to
  /// notify (store only), and observers that want no values (store, then
  /// the notification loop). Old and new values are captured into slots on
  /// the stack, so a set allocates nothing for values of up to three words.
  @usableFromInline
  func set(_ object: KeyValueObject, offset: Int, _ store: () -> Void) {
    lock.lock()
    if _registrations.isEmpty && _changes.batch == nil {
      lock.unlock()
      store()
      return
    }
    if _changes.needsCare || _registrations.isTornDown {
      lock.unlock()
      setCarefully(object, offset: offset, store)
      return
    }
    let plan = _registrations.cachedPlan(offset: offset, schema)
    lock.unlock()
    guard plan.notifiesAutomatically, !plan.isEmpty else {
      store()
      return
    }
    guard plan.isPlain else {
      setDelivering(object, plan, store)
      return
    }
    store()
    _ChangeDelivery.deliverPlain(object, plan)
  }

  /// A set whose delivery needs values, a prior phase or links.
  @inline(never)
  private func setDelivering(_ object: KeyValueObject, _ plan: _DeliveryPlan, _ store: () -> Void) {
    guard plan.links.isEmpty else {
      // It reaches other objects: a change they can join, once per cause.
      let change = beginChange(
        object, key: plan.key, change: .setting, cause: _ChangeDelivery.newCause(), plan: plan)
      store()
      if let change { endChange(object, change) }
      return
    }
    let boxes = plan.boxCache.map { $0.take(for: plan) }
    _ChangeDelivery.announce(object, plan, .setting, boxes)
    store()
    _ChangeDelivery.deliver(object, plan, .setting, boxes)
    if let boxes { plan.boxCache?.giveBack(boxes) }
  }

  /// A set while the object is in a batch, has silenced keys, or is being
  /// torn down.
  @inline(never)
  private func setCarefully(_ object: KeyValueObject, offset: Int, _ store: () -> Void) {
    enum Action {
      case silent
      case deliver(_DeliveryPlan)
      case batched(Int)
    }
    let action = withLocked { registrations, changes -> Action in
      guard !registrations.isTornDown else { return .silent }
      let key = registrations.key(offset: offset, schema)
      if changes.silenced[key] != nil { return .silent }
      guard schema.notifiesAutomatically(key) else { return .silent }
      if changes.batch != nil { return .batched(key) }
      return .deliver(registrations.plan(for: key, schema))
    }
    switch action {
    case .silent:
      store()
    case .batched(let key):
      batchWillChange(object, key: key, change: .setting)
      store()
    case .deliver(let plan):
      guard !plan.isEmpty else {
        store()
        return
      }
      setDelivering(object, plan, store)
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
