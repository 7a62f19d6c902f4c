/// The kind of change a notification reports.
///
/// Matches Cocoa's `NSKeyValueChange`: a property that is assigned reports
/// ``setting``; changes made through a ``KeyValueMutableArray`` report
/// ``insertion``, ``removal`` or ``replacement`` with the affected indexes.
/// Keys that depend on a collection always report ``setting``.
public enum ChangeKind: Sendable, Hashable {
  /// The value was assigned as a whole.
  case setting
  /// Elements were inserted at the change's indexes.
  case insertion
  /// Elements were removed from the change's indexes.
  case removal
  /// Elements at the change's indexes were replaced.
  case replacement
}

/// One notification: what changed, how, and (if asked for) the values.
///
/// `oldValue` is set when the observation asked for ``ObservationOptions/old``
/// and the notification is not an initial one; `newValue` when it asked for
/// ``ObservationOptions/new`` and the notification is not a prior one.
/// For collection changes (``ChangeKind/insertion``, ``ChangeKind/removal``,
/// ``ChangeKind/replacement``) they hold the removed and the inserted
/// elements, as Cocoa's change dictionaries do, and ``indexes`` names their
/// positions (before the change for removals, after it for insertions).
///
/// A change without values is two bytes and a `nil` reference: delivering
/// it allocates nothing and needs no type lookup. Values are boxed together
/// in one allocation when present; reading `oldValue` or `newValue` unboxes.
public struct ObservedChange<Value> {
  /// How the value changed.
  public var kind: ChangeKind
  /// `true` for the notification sent before the change (`.prior`).
  public var isPrior: Bool
  @usableFromInline var values: _ChangeValues?

  /// Creates a change.
  public init(
    kind: ChangeKind = .setting, oldValue: Value? = nil, newValue: Value? = nil,
    indexes: RangeSet<Int>? = nil, isPrior: Bool = false
  ) {
    self.kind = kind
    self.isPrior = isPrior
    values = _ChangeValues.make(
      oldValue: oldValue.map { $0 as Any }, newValue: newValue.map { $0 as Any }, indexes: indexes)
  }

  @inline(__always)
  init(kind: ChangeKind, isPrior: Bool, values: _ChangeValues?) {
    self.kind = kind
    self.isPrior = isPrior
    self.values = values
  }

  @inlinable
  init(_ raw: _RawChange) {
    kind = raw.kind
    isPrior = raw.isPrior
    values = raw.values
  }

  /// The value before the change, when requested with `.old`.
  public var oldValue: Value? {
    @inlinable get {
      guard let boxed = values?.oldValue else { return nil }
      return boxed as? Value
    }
    set {
      values = _ChangeValues.make(
        oldValue: newValue.map { $0 as Any }, newValue: values?.newValue, indexes: indexes)
    }
  }

  /// The value after the change, when requested with `.new`.
  public var newValue: Value? {
    @inlinable get {
      guard let boxed = values?.newValue else { return nil }
      return boxed as? Value
    }
    set {
      values = _ChangeValues.make(
        oldValue: values?.oldValue, newValue: newValue.map { $0 as Any }, indexes: indexes)
    }
  }

  /// The positions affected by a collection change; `nil` for `.setting`.
  public var indexes: RangeSet<Int>? {
    @inlinable get { values?.indexes }
    set {
      values = _ChangeValues.make(
        oldValue: values?.oldValue, newValue: values?.newValue, indexes: newValue)
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

/// The values of a change, boxed once and shared by its copies.
@usableFromInline
final class _ChangeValues: @unchecked Sendable {
  @usableFromInline let oldValue: Any?
  @usableFromInline let newValue: Any?
  @usableFromInline let indexes: RangeSet<Int>?

  private init(oldValue: Any?, newValue: Any?, indexes: RangeSet<Int>?) {
    self.oldValue = oldValue
    self.newValue = newValue
    self.indexes = indexes
  }

  /// A box for the values, or `nil` when there are none.
  static func make(oldValue: Any?, newValue: Any?, indexes: RangeSet<Int>?) -> _ChangeValues? {
    if oldValue == nil && newValue == nil && indexes == nil { return nil }
    return _ChangeValues(oldValue: oldValue, newValue: newValue, indexes: indexes)
  }
}

/// A change as the registry hands it to an observation: the layout of every
/// ``ObservedChange``, whatever its value type.
@usableFromInline
struct _RawChange {
  @usableFromInline var kind: ChangeKind
  @usableFromInline var isPrior: Bool
  /// Whether this is the `.initial` notification.
  var isInitial: Bool
  @usableFromInline var values: _ChangeValues?

  init(
    kind: ChangeKind, oldValue: Any?, newValue: Any?, indexes: RangeSet<Int>?, isPrior: Bool,
    isInitial: Bool = false
  ) {
    self.kind = kind
    self.isPrior = isPrior
    self.isInitial = isInitial
    values = _ChangeValues.make(oldValue: oldValue, newValue: newValue, indexes: indexes)
  }

  /// A change without values.
  init(kind: ChangeKind, isPrior: Bool) {
    self.kind = kind
    self.isPrior = isPrior
    isInitial = false
    values = nil
  }

  var oldValue: Any? { values?.oldValue }
  var newValue: Any? { values?.newValue }
  var indexes: RangeSet<Int>? { values?.indexes }

  func typed<Value>(as _: Value.Type) -> ObservedChange<Value> {
    ObservedChange(self)
  }
}
