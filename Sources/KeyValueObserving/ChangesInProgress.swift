/// How a change is described to the observations of the changed key:
/// `.setting` for assignments; for collection changes the kind, the indexes
/// (of an array) and the removed and inserted elements.
///
/// The collection part lives in a class (`RangeSet` is a resilient type,
/// whose layout is only known at run time), so that a description, and
/// every notification made from it, has a fixed layout: the plain path of a
/// set copies two words and needs no run-time type information.
struct _ChangeDescription {
  var kind: ChangeKind = .setting
  var collection: _CollectionChange?

  /// An assignment.
  static var setting: _ChangeDescription { _ChangeDescription() }

  /// A change to the elements of a collection.
  static func collection(_ kind: ChangeKind, indexes: RangeSet<Int>?) -> _ChangeDescription {
    _ChangeDescription(kind: kind, collection: _CollectionChange(indexes: indexes))
  }
}

/// The indexes and elements of one collection change.
final class _CollectionChange: @unchecked Sendable {
  /// The positions affected, for an array.
  let indexes: RangeSet<Int>?
  /// The elements removed, when the kind removes any.
  var removed: Any?
  /// The elements inserted, when the kind inserts any.
  var inserted: Any?

  init(indexes: RangeSet<Int>?) {
    self.indexes = indexes
  }
}

/// A change between its will- and did-change halves when they are separate
/// calls: a manual `willChangeValue`/`didChangeValue` pair, a change
/// forwarded from a related object, or a set that reaches other objects.
final class _PendingChange: @unchecked Sendable {
  let key: Int
  /// The keys it delivers: `key` and the keys its change affects, but for
  /// those another change with the same cause delivers already.
  let keys: [Int]
  let plan: _DeliveryPlan
  let change: _ChangeDescription
  /// What set the change off, shared by every change it causes on other
  /// objects, so that a key reached twice (a diamond through two
  /// relationships, or a cycle) is changed once; 0 for none.
  let cause: UInt64
  /// Whether `willChangeValue` opened it, so that `didChangeValue` closes it.
  let isManual: Bool
  /// The old values, and later the new ones: made with the change, or given by a caller that
  /// has captured the old ones already.
  let values: _ValueBoxes?
  /// The changes this one opened on the objects that depend on it.
  var forwarded: [_ForwardedChange] = []

  init(
    key: Int, keys: [Int], plan: _DeliveryPlan, change: _ChangeDescription, cause: UInt64,
    isManual: Bool, values: _ValueBoxes? = nil
  ) {
    self.key = key
    self.keys = keys
    self.plan = plan
    self.change = change
    self.cause = cause
    self.isManual = isManual
    self.values = values ?? (plan.groupCount > 0 ? _ValueBoxes(for: plan) : nil)
  }
}

/// A change opened on an object that depends, through a relationship, on a
/// change in progress elsewhere.
struct _ForwardedChange {
  let object: KeyValueObject
  let change: _PendingChange
}

/// The changes of a batch in progress. A class, so that the changes in progress hold it in
/// one word and a set tests it beside the registry's lock (see `_ObservationRegistry`).
final class _Batch {
  var depth = 0
  /// Keys changed so far, each once, in the order of their first change.
  var pending: [Int] = []
  var isPending: Set<Int> = []
  /// Keys whose first change is being announced, on a thread that has not yet stored their
  /// old values.
  var announcing: Set<Int> = []
  /// The value before the batch, by value group: the boxes holding it and
  /// the group's index there.
  var oldValues: [_ValueGroup: (_ValueBoxes, Int)] = [:]
  /// The changes opened on dependent objects, closed when the batch ends.
  var forwarded: [_ForwardedChange] = []
}

/// The changes in progress on one object: open will/did halves, the batch,
/// and the keys being set without notification. Guarded by the registry's
/// lock.
struct _ChangesInProgress: @unchecked Sendable {
  // The fields of ``needsCare``, which every set tests, first.
  var batch: _Batch?
  /// Keys being set primitively, with the depth of nested primitive sets.
  var silenced: [Int: Int] = [:]
  var open: [_PendingChange] = []

  /// Whether a set needs more than a plan lookup.
  var needsCare: Bool { batch != nil || !silenced.isEmpty }

  /// The keys that open changes caused by `cause` deliver already: a
  /// change that reaches this object again (through a diamond of
  /// relationships, or a cycle) delivers only the others.
  func keysDelivered(for cause: UInt64) -> Set<Int> {
    guard cause != 0 else { return [] }
    return open.reduce(into: Set<Int>()) { keys, change in
      if change.cause == cause { keys.formUnion(change.keys) }
    }
  }
}
