import Synchronization

/// The old and new value of one value group during a delivery: captured
/// once, read by every observation of the group, typed.
///
/// The box is a class whose layout does not depend on the value type, so
/// an ``ObservedChange`` that refers to it has one layout for every value
/// type: the unspecialized delivery code builds and releases changes
/// without a run-time type lookup, and the handler reads the values as
/// their own type, without a cast. Boxes are kept by their plan and reused
/// from one delivery to the next while nobody else holds them, so a
/// notification with `.old` and `.new` allocates nothing.
@usableFromInline
class _ValueBoxBase: @unchecked Sendable {
  // A box is only ever touched by the thread delivering its change (or
  // read by the handlers it gives changes to, after it is filled), so its
  // fields need no run-time exclusivity checks.
  @exclusivity(unchecked) @usableFromInline final var hasOld = false
  @exclusivity(unchecked) @usableFromInline final var hasNew = false
  /// The positions a change to an array's elements affected; set only in
  /// the box of such a change, which is never shared with other changes.
  @exclusivity(unchecked) @usableFromInline final var indexes: RangeSet<Int>?

  @usableFromInline
  init() {}

  /// Destroys the stored values.
  func clear() {}

  /// Takes the old value of `other`, a box of the same type.
  func copyOld(from other: _ValueBoxBase) {}
}

/// The box of one value type.
@usableFromInline
final class _ValueBox<Value>: _ValueBoxBase, @unchecked Sendable {
  /// Two values: old at 0, new at 1, initialized where the flags say.
  @usableFromInline let storage: UnsafeMutablePointer<Value>

  @usableFromInline
  override init() {
    storage = UnsafeMutablePointer<Value>.allocate(capacity: 2)
  }

  /// A box holding `oldValue` and `newValue`.
  @usableFromInline
  convenience init(oldValue: Value?, newValue: Value?) {
    self.init()
    if let oldValue { setOld(oldValue) }
    if let newValue { setNew(newValue) }
  }

  deinit {
    clear()
    storage.deallocate()
  }

  @inlinable
  var old: Value? { hasOld ? storage[0] : nil }

  @inlinable
  var new: Value? { hasNew ? storage[1] : nil }

  func setOld(_ value: Value) {
    if hasOld { storage[0] = value } else { (storage + 0).initialize(to: value) }
    hasOld = true
  }

  func setNew(_ value: Value) {
    if hasNew { storage[1] = value } else { (storage + 1).initialize(to: value) }
    hasNew = true
  }

  override func clear() {
    if hasOld { (storage + 0).deinitialize(count: 1) }
    if hasNew { (storage + 1).deinitialize(count: 1) }
    hasOld = false
    hasNew = false
  }

  override func copyOld(from other: _ValueBoxBase) {
    guard let old = Self.typed(other).old else { return }
    setOld(old)
  }

  /// `box`, a box of this type, as one: a reinterpretation of the
  /// reference, which unlike a checked cast needs no run-time type lookup
  /// in unspecialized code.
  @inline(__always)
  static func typed(_ box: _ValueBoxBase) -> _ValueBox<Value> {
    Unmanaged<_ValueBox<Value>>.fromOpaque(Unmanaged.passUnretained(box).toOpaque())
      .takeUnretainedValue()
  }
}

/// The boxes of one delivery, one per value group of its plan.
final class _ValueBoxes: @unchecked Sendable {
  /// Touched only by the thread that took them from the cache.
  @exclusivity(unchecked) var boxes: ContiguousArray<_ValueBoxBase>

  /// Fresh boxes for the groups of `plan`, each made by the group's first
  /// entry, which knows the value type.
  init(for plan: _DeliveryPlan) {
    boxes = ContiguousArray(plan.groupLeaders.map { plan.entries[$0].makeBox() })
  }

  /// Readies the boxes for another delivery: a box still held by someone
  /// (a handler kept its change) is replaced, the others are emptied.
  func reset(for plan: _DeliveryPlan) {
    for index in boxes.indices {
      if isKnownUniquelyReferenced(&boxes[index]) {
        boxes[index].clear()
      } else {
        boxes[index] = plan.entries[plan.groupLeaders[index]].makeBox()
      }
    }
  }

  subscript(group: Int) -> _ValueBoxBase? {
    boxes.indices.contains(group) ? boxes[group] : nil
  }
}

/// A plan's boxes, kept for the next delivery.
final class _ValueBoxCache: @unchecked Sendable {
  private let cached = Atomic<Unmanaged<_ValueBoxes>?>(nil)

  /// The cached boxes, emptied, or new ones; the caller owns them until
  /// ``giveBack(_:)``.
  func take(for plan: _DeliveryPlan) -> _ValueBoxes {
    guard let taken = cached.exchange(nil, ordering: .acquiring) else {
      return _ValueBoxes(for: plan)
    }
    let boxes = taken.takeRetainedValue()
    boxes.reset(for: plan)
    return boxes
  }

  /// Keeps `boxes` for the next delivery, unless boxes are kept already;
  /// the values of the boxes nobody else holds are released now.
  func giveBack(_ boxes: _ValueBoxes) {
    for index in boxes.boxes.indices where isKnownUniquelyReferenced(&boxes.boxes[index]) {
      boxes.boxes[index].clear()
    }
    let candidate = Unmanaged.passRetained(boxes)
    let (exchanged, _) = cached.compareExchange(
      expected: nil, desired: candidate, ordering: .releasing)
    if !exchanged { candidate.release() }
  }

  deinit {
    cached.exchange(nil, ordering: .acquiring)?.release()
  }
}
