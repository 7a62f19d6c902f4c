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
public struct ObservedChange<Value> {
  /// How the value changed.
  public var kind: ChangeKind
  /// The value before the change, when requested with `.old`.
  public var oldValue: Value?
  /// The value after the change, when requested with `.new`.
  public var newValue: Value?
  /// The positions affected by a collection change; `nil` for `.setting`.
  public var indexes: RangeSet<Int>?
  /// `true` for the notification sent before the change (`.prior`).
  public var isPrior: Bool

  /// Creates a change.
  public init(
    kind: ChangeKind = .setting, oldValue: Value? = nil, newValue: Value? = nil,
    indexes: RangeSet<Int>? = nil, isPrior: Bool = false
  ) {
    self.kind = kind
    self.oldValue = oldValue
    self.newValue = newValue
    self.indexes = indexes
    self.isPrior = isPrior
  }
}

extension ObservedChange: Equatable where Value: Equatable {}
extension ObservedChange: Sendable where Value: Sendable {}

/// A change as the registry hands it to an observation, values still boxed.
struct _RawChange {
  var kind: ChangeKind
  var oldValue: Any?
  var newValue: Any?
  var indexes: RangeSet<Int>?
  var isPrior: Bool
  /// Whether this is the `.initial` notification.
  var isInitial = false

  func typed<Value>(as _: Value.Type) -> ObservedChange<Value> {
    ObservedChange(
      kind: kind, oldValue: oldValue.flatMap { $0 as? Value },
      newValue: newValue.flatMap { $0 as? Value }, indexes: indexes, isPrior: isPrior)
  }
}
