/// The kind of change a notification reports.
///
/// Matches Cocoa's `NSKeyValueChange`: a property that is assigned reports
/// ``setting``; changes made through a ``KeyValueMutableArray`` report
/// ``insertion``, ``removal`` or ``replacement`` with the affected indexes,
/// and changes made through a ``KeyValueMutableSet`` report the same kinds
/// without indexes (see ``SetMutation``), to the observers of the property and
/// of a key path that ends at it (`"list.items"`). Keys that depend on a
/// collection always report ``setting``.
public enum ChangeKind: Sendable, Hashable {
  /// The value was assigned as a whole.
  case setting
  /// Elements were inserted (at the change's indexes, for an array).
  case insertion
  /// Elements were removed (from the change's indexes, for an array).
  case removal
  /// Elements were replaced (at the change's indexes, for an array).
  case replacement
}

/// One notification: what changed, how, and (if asked for) the values.
///
/// `oldValue` is set when the observation asked for ``ObservationOptions/old``
/// and the notification is not an initial one; `newValue` when it asked for
/// ``ObservationOptions/new`` and the notification is not a prior one.
/// For collection changes (``ChangeKind/insertion``, ``ChangeKind/removal``,
/// ``ChangeKind/replacement``) they hold the removed and the inserted
/// elements, as Cocoa's change dictionaries do: `oldValue` for removals and
/// replacements, `newValue` for insertions and replacements. For an array,
/// ``indexes`` names their positions (before the change for removals, after
/// it for insertions).
///
/// The values travel in a box shared by every observation that asked for
/// them, reused from one change to the next while nobody keeps a copy, so a
/// change has one layout for every value type: delivering one allocates
/// nothing and needs no run-time type lookup, and reading ``oldValue`` or
/// ``newValue`` needs no cast.
public struct ObservedChange<Value> {
  /// How the value changed.
  public var kind: ChangeKind
  /// `true` for the notification sent before the change (`.prior`).
  public var isPrior: Bool
  /// Bit 1: the old value is part of the change; bit 0: the new one (the bits of
  /// ``ObservationOptions/old`` and ``ObservationOptions/new``).
  @usableFromInline var _present: UInt8
  /// The values and the indexes; `nil` for a change that has neither.
  @usableFromInline var _values: _ValueBoxBase?

  /// Creates a change.
  public init(
    kind: ChangeKind = .setting, oldValue: Value? = nil, newValue: Value? = nil,
    indexes: RangeSet<Int>? = nil, isPrior: Bool = false
  ) {
    self.kind = kind
    self.isPrior = isPrior
    _present = (oldValue == nil ? 0 : 2) | (newValue == nil ? 0 : 1)
    if _present != 0 || indexes != nil {
      let box = _ValueBox<Value>(oldValue: oldValue, newValue: newValue)
      box.indexes = indexes
      _values = box
    } else {
      _values = nil
    }
  }

  /// The change `notification` describes, with its values in `values`, the notification's
  /// box.
  @inline(__always)
  init(_ notification: _Notification, values: _ValueBoxBase?) {
    kind = notification.kind
    isPrior = notification.isPrior
    _values = values
    _present = notification.present
  }

  @inlinable
  var _box: _ValueBox<Value>? {
    _values.map { unsafeDowncast($0, to: _ValueBox<Value>.self) }
  }

  /// The value before the change, when requested with `.old`.
  public var oldValue: Value? {
    @inlinable get { _present & 2 != 0 ? _box?.old : nil }
    set {
      self = ObservedChange(
        kind: kind, oldValue: newValue, newValue: self.newValue, indexes: indexes, isPrior: isPrior)
    }
  }

  /// The value after the change, when requested with `.new`.
  public var newValue: Value? {
    @inlinable get { _present & 1 != 0 ? _box?.new : nil }
    set {
      self = ObservedChange(
        kind: kind, oldValue: oldValue, newValue: newValue, indexes: indexes, isPrior: isPrior)
    }
  }

  /// The positions affected by a change to an array's elements; `nil` for
  /// `.setting` and for changes to a set.
  public var indexes: RangeSet<Int>? {
    @inlinable get { _values?.indexes }
    set {
      self = ObservedChange(
        kind: kind, oldValue: oldValue, newValue: self.newValue, indexes: newValue,
        isPrior: isPrior)
    }
  }
}

extension ObservedChange: Equatable where Value: Equatable {
  /// Equal kinds, indexes, prior flags and values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && lhs.indexes == rhs.indexes && lhs.isPrior == rhs.isPrior
      && lhs.oldValue == rhs.oldValue && lhs.newValue == rhs.newValue
  }
}

extension ObservedChange: CustomStringConvertible {
  /// The kind, the values present and the indexes, as in
  /// `setting old: 1.0 new: 2.0`.
  public var description: String {
    var parts = [isPrior ? "prior \(kind)" : "\(kind)"]
    if let oldValue { parts.append("old: \(oldValue)") }
    if let newValue { parts.append("new: \(newValue)") }
    if let indexes {
      parts.append(
        "indexes: \(indexes.ranges.map { "\($0.lowerBound)..<\($0.upperBound)" }.joined(separator: ", "))"
      )
    }
    return parts.joined(separator: " ")
  }
}

extension ObservedChange: @unchecked Sendable where Value: Sendable {}

/// A notification as the delivery hands it to one observation, whatever
/// its value type: the box of its value group, and which of the box's
/// values it asked for.
///
/// The box is unretained: whoever makes the notification holds the box until the handler
/// returns, and the handler borrows it inside the change
/// (``_ValueObservation/withChange(_:_:)``), so that handing over a change costs no retain and
/// release of the box, two atomic operations. A handler that keeps the change copies it,
/// which retains the box as any copy does.
struct _Notification {
  var kind: ChangeKind = .setting
  var isPrior = false
  /// Bit 1: old, bit 0: new: the bits of ``ObservationOptions/old`` and
  /// ``ObservationOptions/new``, so that the values an observation asked for are its
  /// options' bits, with no shuffling of bits for each notification.
  var present: UInt8 = 0
  /// The box of the entry's value group (or, for a collection change, of
  /// the entry itself, with the indexes), held by the caller.
  var values: Unmanaged<_ValueBoxBase>? = nil
}
