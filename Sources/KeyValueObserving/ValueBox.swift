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
  /// How ``clear()`` destroys the values, learned once, when the box is made. Declared beside
  /// the flags, in the room they leave before the next word: the box is no larger.
  private final let destruction: _ValueDestruction
  /// The positions a change to an array's elements affected; set only in
  /// the box of such a change, which is never shared with other changes.
  @usableFromInline final var indexes: RangeSet<Int>? {
    get { boxedIndexes?.indexes }
    set { boxedIndexes = newValue.map(_BoxedIndexes.init) }
  }
  /// ``indexes``, behind a reference: a `RangeSet<Int>` field would make the run time lay
  /// out every box class when it is first used (its size is not known when the library is
  /// compiled), with a conformance lookup, for a field that only element changes set.
  @exclusivity(unchecked) private final var boxedIndexes: _BoxedIndexes?

  @usableFromInline
  init() {
    destruction = .none
  }

  /// A box of values of `type`.
  @usableFromInline
  init<Value>(of type: Value.Type) {
    // Plain data (a number, a flag) needs no destroying. A string, the common value that
    // does, is destroyed by code compiled for strings: one call, the release of its
    // storage, where the code for any type moves it out and destroys it through the type's
    // value witnesses, four calls more.
    destruction = _isPOD(Value.self) ? .none : Value.self == String.self ? .strings : .anyType
  }

  /// Destroys the stored values. Without a call for plain data and strings: the box's own
  /// code, compiled for any type, would learn what its type is through the type's metadata,
  /// on every delivery.
  @inline(__always)
  final func clear() {
    switch destruction {
    case .none: break
    case .strings:
      // A box of strings is a `_ValueBox<String>`: its storage is theirs.
      let strings = unsafeDowncast(self, to: _ValueBox<String>.self).storage
      if hasOld { _ = (strings + 0).move() }
      if hasNew { _ = (strings + 1).move() }
    case .anyType: destroyValues()
    }
    hasOld = false
    hasNew = false
  }

  /// Destroys the stored values, of a type ``clear()`` knows nothing of.
  func destroyValues() {}

  /// Takes the old value of `other`, a box of the same type.
  func copyOld(from other: _ValueBoxBase) {}

  /// Destroys the new value, if the box holds one, keeping the old.
  func emptyNew() {}
}

/// How a box's values are destroyed.
private enum _ValueDestruction: UInt8 {
  /// They need no destroying: plain data.
  case none
  /// As strings.
  case strings
  /// Through their type's value witnesses, by the box's own code.
  case anyType
}

/// The indexes of a change to an array's elements, in a box's field.
private final class _BoxedIndexes {
  let indexes: RangeSet<Int>
  init(_ indexes: RangeSet<Int>) { self.indexes = indexes }
}

/// The box of one value type.
@usableFromInline
final class _ValueBox<Value>: _ValueBoxBase, @unchecked Sendable {
  /// Two values: old at 0, new at 1, initialized where the flags say.
  @usableFromInline let storage: UnsafeMutablePointer<Value>

  @usableFromInline
  override init() {
    storage = UnsafeMutablePointer<Value>.allocate(capacity: 2)
    super.init(of: Value.self)
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

  /// Stores `value` as the old value, moved in rather than copied.
  func setOld(_ value: consuming Value) {
    if hasOld { (storage + 0).pointee = value } else { (storage + 0).initialize(to: value) }
    hasOld = true
  }

  /// Stores `value` as the new value, moved in rather than copied.
  func setNew(_ value: consuming Value) {
    if hasNew { (storage + 1).pointee = value } else { (storage + 1).initialize(to: value) }
    hasNew = true
  }

  /// Stores a value as the old or the new value: `initialize` initializes the box's memory
  /// it is given, emptied first if it held a value.
  @inline(__always)
  func store(old: Bool, _ initialize: (UnsafeMutablePointer<Value>) -> Void) {
    prepare(old: old)
    initialize(storage + (old ? 0 : 1))
    didStore(old: old)
  }

  /// Readies the old or the new value's memory for a store: emptied, if it held a value,
  /// before the store reads what it stores (a getter, user code).
  @inlinable @inline(__always)
  func prepare(old: Bool) {
    if old ? hasOld : hasNew { empty(old: old) }
  }

  /// Marks the old or the new value stored, once its memory is initialized.
  @inlinable @inline(__always)
  func didStore(old: Bool) {
    if old { hasOld = true } else { hasNew = true }
  }

  /// Destroys the old or the new value. Out of line: the value moved out needs room on the
  /// stack, of a size known only at run time, which every ``store(old:_:)`` would otherwise
  /// make, though a delivery's boxes are empty.
  @usableFromInline @inline(never)
  func empty(old: Bool) {
    _ = (storage + (old ? 0 : 1)).move()
    if old { hasOld = false } else { hasNew = false }
  }

  /// Destroys the values, each moved out and dropped, where `deinitialize(count:)` would
  /// destroy them in place through the type's value witnesses (the run time's array
  /// destroy). Out of line: the value moved out needs room on the stack, of a size known
  /// only at run time.
  @inline(never)
  override func destroyValues() {
    if hasOld { _ = (storage + 0).move() }
    if hasNew { _ = (storage + 1).move() }
  }

  override func emptyNew() {
    if hasNew { empty(old: false) }
  }

  override func copyOld(from other: _ValueBoxBase) {
    guard let old = Self.withTyped(other, { $0.old }) else { return }
    setOld(old)
  }

  /// `body` applied to `box`, a box of this type, as one, without a retain:
  /// the caller holds `box` meanwhile. A reinterpretation of the reference,
  /// which unlike a checked cast needs no run-time type lookup in
  /// unspecialized code.
  @inline(__always)
  static func withTyped<Result>(_ box: _ValueBoxBase, _ body: (_ValueBox<Value>) -> Result)
    -> Result
  {
    Unmanaged<_ValueBox<Value>>.fromOpaque(Unmanaged.passUnretained(box).toOpaque())
      ._withUnsafeGuaranteedRef(body)
  }
}

/// The boxes of one delivery, one per value group of its plan.
///
/// Kept in memory of their own rather than an array, so that a delivery
/// reaches a box without a retain of the array or of the box: the boxes
/// hold them for the whole delivery.
@usableFromInline
final class _ValueBoxes: @unchecked Sendable {
  /// The boxes, by group; touched only by the thread that took them from
  /// the cache.
  private let boxes: UnsafeMutablePointer<_ValueBoxBase>
  let count: Int

  /// Fresh boxes for the groups of `plan`, each made by the group's first
  /// entry, which knows the value type.
  convenience init(for plan: _DeliveryPlan) {
    self.init(leaders: plan.groupLeaders.map { plan.entries[$0] })
  }

  /// Fresh boxes made by the first entry of each group, in group order.
  init(leaders: [_Observation]) {
    count = leaders.count
    boxes = .allocate(capacity: count)
    for group in 0..<count { (boxes + group).initialize(to: leaders[group].makeBox()) }
  }

  deinit {
    boxes.deinitialize(count: count)
    boxes.deallocate()
  }

  /// Readies the boxes for another delivery: a box nobody else holds is
  /// emptied (its values released now), a box still held by someone (a
  /// handler kept its change) is replaced.
  ///
  /// Inlined where a set gives back the boxes it borrowed, in the out-of-line half of a set
  /// with values (`_ObservationRegistry.didSetWithLentBoxes(_:_:_:)`), so that a set without
  /// values, whose delivery gives back no boxes, still makes no room for this function's
  /// registers. The one box of a plan of one value group (one observer with values, or
  /// several of the same value) is reset there without a loop: the loop's counter and bounds
  /// took registers that the rest of the set's second half then saved on the stack.
  @inline(__always)
  func reset(for plan: _DeliveryPlan) {
    if _fastPath(count == 1) {
      reset(0, for: plan)
    } else {
      resetEach(for: plan)
    }
  }

  /// ``reset(for:)`` of any number of boxes.
  @inline(never)
  private func resetEach(for plan: _DeliveryPlan) {
    for group in 0..<count { reset(group, for: plan) }
  }

  /// Readies the box of `group` for another delivery, as ``reset(for:)`` readies them all.
  @inline(__always)
  private func reset(_ group: Int, for plan: _DeliveryPlan) {
    if _fastPath(isKnownUniquelyReferenced(&boxes[group])) {
      Unmanaged.passUnretained(boxes[group])._withUnsafeGuaranteedRef { $0.clear() }
    } else {
      replace(group, for: plan)
    }
  }

  /// Replaces the box of `group`, which someone else holds, with a new one. Out of line:
  /// inlined, making a box (its arguments, values of any type) gave every reset a frame.
  @inline(never)
  private func replace(_ group: Int, for plan: _DeliveryPlan) {
    boxes[group] = plan.entries[plan.groupLeaders[group]].makeBox()
  }

  /// Empties the new value of `group`'s box for another capture, keeping the old: a box
  /// someone else holds (a handler kept its change) is replaced by one holding the old value
  /// alone, so that what they hold does not change.
  func emptyNew(_ group: Int, for plan: _DeliveryPlan) {
    if isKnownUniquelyReferenced(&boxes[group]) {
      boxes[group].emptyNew()
    } else {
      let kept = boxes[group]
      replace(group, for: plan)
      boxes[group].copyOld(from: kept)
    }
  }

  subscript(group: Int) -> _ValueBoxBase? {
    unretained(group)?.takeUnretainedValue()
  }

  /// The box of `group`, unretained: these boxes hold it for the whole
  /// delivery. `nil` for an entry that is in no group.
  @inline(__always)
  func unretained(_ group: Int) -> Unmanaged<_ValueBoxBase>? {
    group >= 0 && group < count ? Unmanaged.passUnretained(boxes[group]) : nil
  }
}

/// A plan's boxes, kept for the next delivery: one set, lent to one
/// delivery at a time. A delivery that finds them lent (a set made by a
/// handler, or on another thread) gets boxes of its own.
///
/// The boxes are lent only under the lock of the registry whose plan keeps
/// them, which every delivery of the plan takes anyway to find it: lending is
/// a load and a store there, not a compare-and-swap, an atomic operation less
/// for each notification with values. They come back without the lock.
final class _ValueBoxCache: @unchecked Sendable {
  private let kept: _ValueBoxes
  private let isLent = Atomic<Bool>(false)

  /// Boxes made by the first entry of each group, in group order.
  init(leaders: [_Observation]) {
    kept = _ValueBoxes(leaders: leaders)
  }

  /// Lends the kept boxes to the caller's delivery, if nobody has them: the boxes, empty,
  /// which the cache holds until ``giveBack(for:)``, or `nil` if another delivery has them
  /// (it then makes boxes of its own). Called with the lock of the registry whose plan keeps
  /// this cache held; every lending is, so two cannot race, and a return only ever turns
  /// the flag off.
  @inline(__always)
  func lendLocked() -> Unmanaged<_ValueBoxes>? {
    // Acquiring: what the delivery that gave them back wrote to the boxes happened before.
    guard !isLent.load(ordering: .acquiring) else { return nil }
    isLent.store(true, ordering: .relaxed)
    return Unmanaged.passUnretained(kept)
  }

  /// Takes back the boxes ``lendLocked()`` lent, emptied for the next
  /// delivery; the values of boxes nobody else holds are released now.
  @inline(__always)
  func giveBack(for plan: _DeliveryPlan) {
    kept.reset(for: plan)
    isLent.store(false, ordering: .releasing)
  }
}
