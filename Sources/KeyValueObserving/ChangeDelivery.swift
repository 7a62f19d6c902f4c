import Synchronization

/// The one path every notification takes.
///
/// A change is delivered in two phases around the store, whatever made it
/// (an assignment, a manual `willChangeValue`/`didChangeValue` pair, a
/// collection proxy, the end of a batch, or a change forwarded from a
/// related object):
///
/// 1. ``announce(_:_:_:_:)``, before the store: captures the old value of
///    every value group that asked for `.old` (once per group), sends the
///    prior notifications, in plan order.
/// 2. ``deliver(_:_:_:_:)``, after the store: captures the new value of
///    every group that asked for `.new` (once per group, all before the
///    first handler runs), then notifies every entry in plan order; if the
///    object changed meanwhile (a handler set it), the entries still to be
///    notified get their new values captured again.
///
/// Each entry is notified by ``notify(_:_:_:endsOnce:)``, the only place
/// that applies the rules: an ended observation is skipped, one whose owner
/// or target is gone ends silently, `.once` ends after its first change.
/// The changed key's entries see a collection change's kind, indexes and
/// elements; every other key sees `.setting` and its own values.
///
/// Links of relationship dependencies are not notified: before the change
/// ``forwardWillChange(_:_:cause:)`` opens the dependent keys' changes on the
/// objects that depend on this one; after it, ``refollow(_:)`` moves the
/// links where an intermediate object was replaced, and
/// ``forwardDidChange(_:)`` closes what was opened. Dependents are thus
/// notified after the changed key, depth-first.
enum _ChangeDelivery {
  private static let causes = Atomic<UInt64>(0)

  /// A new cause, for a change that may reach other objects.
  static func newCause() -> UInt64 {
    causes.wrappingAdd(1, ordering: .relaxed).newValue
  }

  // MARK: - The phases

  /// Before the change: old values and prior notifications.
  static func announce(
    _ object: KeyValueObject, _ plan: _DeliveryPlan, _ change: _ChangeDescription,
    _ boxes: _ValueBoxes?
  ) {
    announce(object, plan, change, heldBoxes: boxes.map { Unmanaged.passUnretained($0) })
  }

  /// ``announce(_:_:_:_:)`` with boxes the caller holds for the whole delivery (or none):
  /// passed on unmanaged, with no retain.
  static func announce(
    _ object: KeyValueObject, _ plan: _DeliveryPlan, _ change: _ChangeDescription,
    heldBoxes: Unmanaged<_ValueBoxes>?
  ) {
    if plan.needsOld, let heldBoxes {
      if let entry = plan.soleEntry {
        // One entry, in the one group: as ``capture(old:_:_:_:_:)`` with no loop.
        if let box = heldBoxes._withUnsafeGuaranteedRef({ $0.unretained(0) }) {
          capture(
            old: true, object, plan, change, from: entry, into: box, through: plan.soleCapture)
        }
      } else {
        capture(old: true, object, plan, change, heldBoxes)
      }
    }
    guard plan.hasPrior else { return }
    plan.forEachEntry { index, entry in
      guard entry._withUnsafeGuaranteedRef({ $0.options.contains(.prior) }) else { return }
      notify(
        entry, object,
        heldBoxes?._withUnsafeGuaranteedRef { $0.unretained(plan.group(of: index)) }, plan,
        change, isPrior: true)
    }
  }

  /// After the change: new values and the notifications proper.
  static func deliver(
    _ object: KeyValueObject, _ plan: _DeliveryPlan, _ change: _ChangeDescription,
    _ boxes: _ValueBoxes?
  ) {
    guard let boxes else {
      guard change.kind == .setting else {
        deliverWithoutValues(object, plan, change)
        return
      }
      deliverPlain(object, plan)
      return
    }
    deliver(object, plan, change, heldBoxes: Unmanaged.passUnretained(boxes))
  }

  /// ``deliver(_:_:_:_:)`` with values. The caller holds the boxes, and the
  /// plan its entries, for the whole delivery: unmanaged references, which
  /// need no retain.
  static func deliver(
    _ object: KeyValueObject, _ plan: _DeliveryPlan, _ change: _ChangeDescription,
    heldBoxes: Unmanaged<_ValueBoxes>
  ) {
    if let entry = plan.soleEntry {
      deliverToSoleEntry(object, plan, entry, change, heldBoxes)
      return
    }
    guard plan.needsNew, let registry = object._existingRegistry else {
      notifyEach(object, plan, change, heldBoxes)
      return
    }
    // A handler may change the object (or another thread may) before the entries after it
    // are notified: those then get the new values the object has by then, captured again,
    // as Cocoa reads each observer's new value just before notifying it, so that an
    // observer's last notification carries the value the object ends with.
    var serial = registry.watchNestedChanges()
    defer { registry.stopWatchingNestedChanges() }
    capture(old: false, object, plan, change, heldBoxes)
    plan.forEachEntry { index, entry in
      let now = registry.changeSerial.load(ordering: .relaxed)
      if now != serial {
        serial = now
        recaptureNew(from: index, object, plan, change, heldBoxes)
      }
      notify(
        entry, object,
        heldBoxes._withUnsafeGuaranteedRef { $0.unretained(plan.group(of: index)) }, plan,
        change, isPrior: false)
    }
  }

  /// Notifies every entry of `plan`, in order, with its group's values from `heldBoxes`.
  private static func notifyEach(
    _ object: KeyValueObject, _ plan: _DeliveryPlan, _ change: _ChangeDescription,
    _ heldBoxes: Unmanaged<_ValueBoxes>
  ) {
    plan.forEachEntry { index, entry in
      notify(
        entry, object,
        heldBoxes._withUnsafeGuaranteedRef { $0.unretained(plan.group(of: index)) }, plan,
        change, isPrior: false)
    }
  }

  /// Captures again the new values of the groups of the entries from `first` on, after the
  /// object changed while the entries before them were notified. A box an entry before them
  /// kept (in a change its handler copied) is replaced, not refilled.
  @inline(never)
  private static func recaptureNew(
    from first: Int, _ object: KeyValueObject, _ plan: _DeliveryPlan,
    _ change: _ChangeDescription, _ heldBoxes: Unmanaged<_ValueBoxes>
  ) {
    heldBoxes._withUnsafeGuaranteedRef { boxes in
      plan.forEachEntry { index, _ in
        let group = plan.group(of: index)
        guard index >= first, group >= 0, plan.groupNeedsNew[group] else { return }
        boxes.emptyNew(group, for: plan)
      }
    }
    plan.forEachEntry { index, entry in
      let group = plan.group(of: index)
      guard index >= first, group >= 0, plan.groupNeedsNew[group],
        let box = heldBoxes._withUnsafeGuaranteedRef({ $0.unretained(group) })
      else { return }
      capture(old: false, object, plan, change, from: entry, into: box)
    }
  }

  /// ``deliver(_:_:_:heldBoxes:)`` to a plan of one entry, the common plan of a set with
  /// values: its new value captured, if it asked for it, then the entry notified, without
  /// either loop. Each loop's bookkeeping (a group looked up, bounds checked, registers
  /// saved around a call) cost more than the one entry's own work.
  @inline(__always)
  static func deliverToSoleEntry(
    _ object: KeyValueObject, _ plan: _DeliveryPlan, _ entry: Unmanaged<_Observation>,
    _ change: _ChangeDescription, _ heldBoxes: Unmanaged<_ValueBoxes>
  ) {
    // The one entry is in group 0 if the plan has a group at all: it has one only for an
    // entry that asked for values. Known without reading the entry's group from the plan.
    let box =
      plan.groupCount == 0 ? nil : heldBoxes._withUnsafeGuaranteedRef { $0.unretained(0) }
    if plan.needsNew, let box {
      capture(old: false, object, plan, change, from: entry, into: box, through: plan.soleCapture)
    }
    notify(entry, object, box, plan, change, isPrior: false)
  }

  /// ``deliver(_:_:_:_:)`` of a collection change nobody asked values of:
  /// the changed key's entries still learn its kind and indexes.
  private static func deliverWithoutValues(
    _ object: KeyValueObject, _ plan: _DeliveryPlan, _ change: _ChangeDescription
  ) {
    plan.forEachEntry { _, entry in
      notify(entry, object, nil, plan, change, isPrior: false)
    }
  }

  /// ``deliver(_:_:_:_:)`` of an assignment whose plan needs neither
  /// values nor a prior phase: the path of most notifications, with nothing
  /// to capture or copy.
  static func deliverPlain(_ object: KeyValueObject, _ plan: _DeliveryPlan) {
    plan.forEachEntry { _, entry in
      entry._withUnsafeGuaranteedRef { entry in
        notify(entry, object, _Notification(), endsOnce: true)
      }
    }
  }

  /// The `.initial` notification of a new observation.
  static func deliverInitial(_ entry: _Observation, _ object: KeyValueObject) {
    guard entry.options.contains(.initial) else { return }
    let wantsNew = entry.options.contains(.new)
    let box = entry.makeBox()
    if wantsNew, entry.isActive { entry.capture(object, into: box, old: false) }
    notify(
      entry, object, ownBox: box,
      _Notification(present: wantsNew ? ObservationOptions.new.rawValue : 0), endsOnce: false)
  }

  // MARK: - The rules

  /// Notifies one entry: the only place the rules of delivery live.
  @inline(__always)
  static func notify(
    _ entry: _Observation, _ object: KeyValueObject, _ notification: _Notification,
    endsOnce: Bool
  ) {
    guard entry.isActive else { return }
    // The rare paths marked so, for the compiler to lay the common one out straight.
    if _slowPath(entry.hasWeakDependency), entry.dependsOnReleasedObject {
      end(entry)
      return
    }
    // A `.once` observation ends before its handler runs, so that a change the handler
    // makes is not delivered to it as well; and only the delivery that ends it notifies it:
    // another thread's delivery of the same plan (a change of another object it depends on)
    // may have found it active too. The plan holds the entry until the delivery ends.
    if endsOnce, _slowPath(entry.options.contains(.once)), !endOnce(entry) { return }
    entry.deliver(object, notification)
  }

  /// Ends `entry`. Out of line: inlined, the removal from its registry made every delivery
  /// loop save and restore registers around each notification for a path few take.
  @inline(never)
  private static func end(_ entry: _Observation) {
    entry.invalidate()
  }

  /// Ends `entry`, a `.once` observation about to be notified: `true` if this call ended it,
  /// `false` if something else did since the delivery found it active. Out of line, as
  /// ``end(_:)``.
  @inline(never)
  private static func endOnce(_ entry: _Observation) -> Bool {
    entry.endAndRemove()
  }

  /// Notifies `entry` of a prior notification or of the change itself,
  /// with the values in `box`, its group's box (`nil` for an entry in no
  /// group). The plan holds the entry, and the delivery's boxes the box, for
  /// the whole delivery: neither is retained.
  ///
  /// What the entry is told: the changed key's entries get the kind, indexes and elements of
  /// a collection change; every entry gets the values it asked for, from `box`.
  @inline(__always)
  private static func notify(
    _ entry: Unmanaged<_Observation>, _ object: KeyValueObject, _ box: Unmanaged<_ValueBoxBase>?,
    _ plan: _DeliveryPlan, _ change: _ChangeDescription, isPrior: Bool
  ) {
    entry._withUnsafeGuaranteedRef { entry in
      // The values it asked for: its options' bits of `.old` and, but before the change,
      // `.new`, which are a notification's bits of the values present.
      let present = entry.options.intersection(isPrior ? .old : [.old, .new]).rawValue
      guard let collection = change.collection, entry.key == plan.key else {
        notify(
          entry, object, _Notification(isPrior: isPrior, present: present, values: box),
          endsOnce: !isPrior)
        return
      }
      notifyOfElements(
        entry, object, collection, kind: change.kind, isPrior: isPrior, present: present)
    }
  }

  /// Notifies one of the changed key's entries of a collection change: its elements, as the
  /// entry's type, and the indexes, in a box of its own.
  @inline(never)
  private static func notifyOfElements(
    _ entry: _Observation, _ object: KeyValueObject, _ collection: _CollectionChange,
    kind: ChangeKind, isPrior: Bool, present: UInt8
  ) {
    let values = ObservationOptions(rawValue: present)
    let box = entry.makeBox(
      old: values.contains(.old) ? collection.removed : nil,
      new: values.contains(.new) ? collection.inserted : nil)
    box.indexes = collection.indexes
    notify(
      entry, object, ownBox: box, _Notification(kind: kind, isPrior: isPrior, present: present),
      endsOnce: !isPrior)
  }

  /// Notifies `entry` with its values in `box`, a box made for this notification alone,
  /// held until the handler returns: the notification refers to it unretained.
  private static func notify(
    _ entry: _Observation, _ object: KeyValueObject, ownBox box: _ValueBoxBase,
    _ notification: _Notification, endsOnce: Bool
  ) {
    var notification = notification
    notification.values = .passUnretained(box)
    withExtendedLifetime(box) { notify(entry, object, notification, endsOnce: endsOnce) }
  }

  /// Captures the old or new value of every group that needs it, once, from
  /// the group's first active entry.
  private static func capture(
    old: Bool, _ object: KeyValueObject, _ plan: _DeliveryPlan, _ change: _ChangeDescription,
    _ heldBoxes: Unmanaged<_ValueBoxes>
  ) {
    plan.forEachEntry { index, entry in
      let group = plan.group(of: index)
      guard group >= 0, old ? plan.groupNeedsOld[group] : plan.groupNeedsNew[group],
        let box = heldBoxes._withUnsafeGuaranteedRef({ $0.unretained(group) })
      else { return }
      capture(old: old, object, plan, change, from: entry, into: box)
    }
  }

  /// Captures the old or new value of `entry`'s group into `box`, the group's box, unless
  /// an entry before it did. The caller knows the group needs it. `direct` is the entry's
  /// ``_Observation/directCapture``, when the caller has it at hand: it is then called
  /// directly, not through the entry.
  @inline(__always)
  private static func capture(
    old: Bool, _ object: KeyValueObject, _ plan: _DeliveryPlan, _ change: _ChangeDescription,
    from entry: Unmanaged<_Observation>, into box: Unmanaged<_ValueBoxBase>,
    through direct: Unmanaged<_DirectCapture>? = nil
  ) {
    box._withUnsafeGuaranteedRef { box in
      entry._withUnsafeGuaranteedRef { entry in
        // The first active entry of the group reads; the changed key of
        // a collection change reports elements instead.
        guard !(old ? box.hasOld : box.hasNew), entry.isActive,
          change.collection == nil || entry.key != plan.key
        else { return }
        if let direct {
          direct._withUnsafeGuaranteedRef { $0.call(object, box, old) }
        } else {
          entry.capture(object, into: box, old: old)
        }
      }
    }
  }

  // MARK: - Relationship dependencies

  /// Opens the changes of the keys that depend on this change through
  /// relationships, on their objects.
  ///
  /// A key path that ends at the changed collection (`"list.items"`, observed on the object
  /// that holds `list`) is told the collection change itself — its kind, indexes and
  /// elements — as Cocoa tells the observers of a key path that leads to the key of
  /// `willChange:valuesAtIndexes:forKey:`; every other dependent key is told `.setting`.
  static func forwardWillChange(
    _ plan: _DeliveryPlan, _ change: _ChangeDescription, cause: UInt64
  ) -> [_ForwardedChange] {
    var opened: [_ForwardedChange] = []
    for link in plan.links where link.forwards {
      guard let follower = link.activeFollower, let target = follower.object else { continue }
      let forwarded =
        change.collection != nil && link.key == plan.key && !link.refollows
          && follower.dependency.path.endsAtElements
        ? change : .setting
      if let change = target._observationRegistry().beginChange(
        target, key: follower.dependentKey, change: forwarded, cause: cause)
      {
        opened.append(_ForwardedChange(object: target, change: change))
      }
    }
    return opened
  }

  /// Follows the relationship paths again where a key that leads to the
  /// next object changed, once per follower.
  static func refollow(_ plan: _DeliveryPlan) {
    var followed: Set<ObjectIdentifier> = []
    for link in plan.links where link.refollows {
      guard let follower = link.activeFollower,
        followed.insert(ObjectIdentifier(follower)).inserted
      else { continue }
      follower.follow()
    }
  }

  /// Closes the changes opened by ``forwardWillChange(_:_:cause:)``.
  static func forwardDidChange(_ opened: [_ForwardedChange]) {
    for forwarded in opened {
      forwarded.object._existingRegistry?.endChange(forwarded.object, forwarded.change)
    }
  }
}
