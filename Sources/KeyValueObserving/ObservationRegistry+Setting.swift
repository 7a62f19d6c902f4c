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
    if _changes.needsCare || _registrations.needsCare {
      lock.unlock()
      return willSetCarefully(object, offset: offset)
    }
    guard let plan = _registrations.cachedPlan(offset: offset, schema) else {
      lock.unlock()
      return nil
    }
    return willSet(object, of: plan)
  }

  /// ``willSet(_:offset:)`` once it has found the plan, with the lock held; releases it.
  ///
  /// A set that borrows the plan's kept boxes (most sets with values: those of a plan that
  /// reaches no other object, on one thread at a time) is begun here, without a call of
  /// ``willSetDelivering(_:_:)``, out of line. The plan is read through small closures, each inlined: one
  /// closure around all of this was compiled as a function of its own, its frame returned
  /// through memory.
  @inline(__always)
  private func willSet(_ object: KeyValueObject, of found: Unmanaged<_DeliveryPlan>)
    -> _SetFrame?
  {
    guard found._withUnsafeGuaranteedRef({ $0.notifiesAutomatically && !$0.isEmpty }) else {
      lock.unlock()
      return nil
    }
    let held = found._withUnsafeGuaranteedRef { _registrations.beginSet($0) }
    guard !found._withUnsafeGuaranteedRef({ $0.isPlain }) else {
      lock.unlock()
      return _SetFrame(plan: held, delivery: .plain)
    }
    guard let lent = found._withUnsafeGuaranteedRef({ $0.lendKeptBoxesLocked() }) else {
      lock.unlock()
      return willSetDelivering(object, held)
    }
    lock.unlock()
    return willSetDelivering(object, held, lent: lent)
  }

  /// The first half of a set whose delivery has borrowed the plan's kept boxes, `lent`,
  /// after the lock: old values and prior notifications, if the plan needs them.
  @inline(__always)
  private func willSetDelivering(
    _ object: KeyValueObject, _ held: Unmanaged<_DeliveryPlan>, lent: Unmanaged<_ValueBoxes>
  ) -> _SetFrame {
    if held._withUnsafeGuaranteedRef({ $0.needsOld || $0.hasPrior }) {
      held._withUnsafeGuaranteedRef {
        _ChangeDelivery.announce(object, $0, .setting, heldBoxes: lent)
      }
    }
    return _SetFrame(plan: held, boxes: lent, delivery: .lentBoxes)
  }

  /// The second half of a set, after the store: new values and the
  /// notifications proper.
  ///
  /// Inlined into the setter (`Observed._observedSet`), which calls the half the frame
  /// says (``_SetFrame/delivery``), with one test of a register: a set that borrowed the
  /// plan's kept boxes goes straight to ``didSetWithLentBoxes(_:_:_:)``, without a frame
  /// of this function's own around it, which saved and restored five registers, and a
  /// plain set does not read again whether its plan is plain.
  @inlinable @inline(__always)
  func didSet(_ object: KeyValueObject, _ frame: _SetFrame) {
    switch frame.delivery {
    case .plain: didSetPlain(object, frame.plan)
    case .lentBoxes:
      // A frame whose boxes are lent has them.
      frame.plan._withUnsafeGuaranteedRef {
        didSetWithLentBoxes(object, $0, frame.boxes.unsafelyUnwrapped)
      }
    case .general: didSetGenerally(object, frame)
    }
  }

  /// ``didSet(_:_:)`` of a set whose plan is plain: the path of most notifications.
  @usableFromInline
  func didSetPlain(_ object: KeyValueObject, _ held: Unmanaged<_DeliveryPlan>) {
    held._withUnsafeGuaranteedRef { _ChangeDelivery.deliverPlain(object, $0) }
    endSet(held)
  }

  /// ``didSet(_:_:)`` of a set that is neither plain nor delivered with the plan's kept
  /// boxes: its delivery has boxes of its own, none, or reaches other objects.
  @usableFromInline
  func didSetGenerally(_ object: KeyValueObject, _ frame: _SetFrame) {
    frame.plan._withUnsafeGuaranteedRef { didSetDelivering(object, $0, frame) }
    endSet(frame.plan)
  }

  /// ``didSet(_:_:)`` of a set whose delivery borrowed the plan's kept boxes, `lent`: the
  /// delivery, the boxes given back, and the set ended. Out of line, and an
  /// assignment's alone: a plan of one entry, the common plan with values, is delivered
  /// here, with no call of the general delivery and none of its tests of a collection
  /// change.
  @usableFromInline @inline(never)
  func didSetWithLentBoxes(
    _ object: KeyValueObject, _ plan: _DeliveryPlan, _ lent: Unmanaged<_ValueBoxes>
  ) {
    if let entry = plan.soleEntry {
      _ChangeDelivery.deliverToSoleEntry(object, plan, entry, .setting, lent)
    } else {
      _ChangeDelivery.deliver(object, plan, .setting, heldBoxes: lent)
    }
    plan.giveBackKeptBoxes()
    endSet(Unmanaged.passUnretained(plan))
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
  /// links, and has not borrowed the plan's kept boxes: it reaches other
  /// objects, its plan keeps no boxes, or another delivery has them.
  @inline(never)
  private func willSetDelivering(_ object: KeyValueObject, _ held: Unmanaged<_DeliveryPlan>)
    -> _SetFrame
  {
    held._withUnsafeGuaranteedRef { plan in
      guard plan.links.isEmpty else {
        // It reaches other objects: a change they can join, once per cause,
        // open until the second half closes it.
        _ = beginChange(
          object, key: plan.key, change: .setting, cause: _ChangeDelivery.newCause(),
          plan: plan)
        return _SetFrame(plan: held, delivery: .general)
      }
      guard plan.boxCache != nil else {
        if plan.hasPrior { _ChangeDelivery.announce(object, plan, .setting, nil) }
        return _SetFrame(plan: held, delivery: .general)
      }
      // Boxes of its own, which the frame holds until the second half.
      let boxes = Unmanaged.passRetained(_ValueBoxes(for: plan))
      if plan.needsOld || plan.hasPrior {
        _ChangeDelivery.announce(object, plan, .setting, heldBoxes: boxes)
      }
      return _SetFrame(plan: held, boxes: boxes, delivery: .general)
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
    boxes.release()
  }

  /// The first half of a set while the object is in a batch, has silenced
  /// keys, or is being torn down.
  @inline(never)
  private func willSetCarefully(_ object: KeyValueObject, offset: Int) -> _SetFrame? {
    enum Action {
      case silent
      case deliver(Unmanaged<_DeliveryPlan>, lentBoxes: Unmanaged<_ValueBoxes>?)
      case batched(Int)
    }
    let action = withLocked { registrations, changes -> Action in
      guard !registrations.isTornDown else { return .silent }
      noteChange()
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
      guard
        let late = batchWillChange(
          object, key: key, change: .setting, cause: _ChangeDelivery.newCause(), isManual: false)
      else { return nil }
      return frame(closing: late)
    case .deliver(let held, let lent):
      if held._withUnsafeGuaranteedRef({ $0.isPlain }) {
        return _SetFrame(plan: held, delivery: .plain)
      }
      guard let lent else { return willSetDelivering(object, held) }
      return willSetDelivering(object, held, lent: lent)
    }
  }

  /// The frame of a set whose change a batch took in and then ended without, while it was
  /// announced (``batchWillChange(_:key:change:cause:isManual:)``): its second half delivers
  /// `late` after the store. The plan is no plan of the cache; the set holds it as one the
  /// cache retired, which the set's end releases.
  private func frame(closing late: _PendingChange) -> _SetFrame {
    let plan = late.plan
    let held = withLocked { registrations, changes -> Unmanaged<_DeliveryPlan> in
      // A plan that reaches other objects is closed as a change (`closeSet`).
      if !plan.links.isEmpty { changes.open.append(late) }
      let held = registrations.beginSet(plan)
      _Registrations.retire(plan)
      return held
    }
    let boxes = plan.links.isEmpty ? late.values.map { Unmanaged.passRetained($0) } : nil
    return _SetFrame(plan: held, boxes: boxes, delivery: .general)
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

/// A set between its two halves: the plan, the value boxes holding the old values, and how
/// the second half delivers.
@usableFromInline
struct _SetFrame {
  /// The plan, counted in (``_Registrations/beginSet(_:)``) rather than retained.
  @usableFromInline let plan: Unmanaged<_DeliveryPlan>
  /// The boxes of the delivery: the plan's kept ones, lent to this set, which the plan
  /// holds, or boxes made for this delivery alone, retained until the second half releases
  /// them. Unmanaged either way, so that the frame needs no destroying.
  @usableFromInline var boxes: Unmanaged<_ValueBoxes>? = nil
  /// How the second half delivers, as the first half found it.
  @usableFromInline var delivery: _SetDelivery
}

/// How the second half of a set delivers (``_ObservationRegistry/didSet(_:_:)``).
@usableFromInline
enum _SetDelivery: UInt8 {
  /// The plan is plain: no values, no prior phase, no links.
  case plain
  /// With the plan's kept boxes, lent to the set (the frame's ``_SetFrame/boxes``), given
  /// back when the delivery ends.
  case lentBoxes
  /// Any other way: with boxes of the delivery's own, with none, or reaching other objects.
  case general
}
