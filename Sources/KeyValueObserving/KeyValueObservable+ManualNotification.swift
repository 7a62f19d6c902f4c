extension KeyValueObservable where Self: KeyValueObject {
  /// Announces that the value of `keyPath` is about to change: captures old
  /// values and sends prior notifications for the key and every key that
  /// depends on it.
  ///
  /// Pair each call with ``didChangeValue(for:)``; pairs may nest, and each
  /// `didChangeValue` closes the innermost open change of its key. Use them
  /// for keys declared with ``NotificationMode/manually``, or for properties
  /// that are not `@Observed`:
  ///
  ///     func deposit(_ amount: Double) {
  ///       guard amount != 0 else { return }   // no notification for no change
  ///       willChangeValue(for: \.balance)
  ///       _balance.primitiveValue += amount
  ///       didChangeValue(for: \.balance)
  ///     }
  public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
    willChange(keyPath, _ChangeDescription())
  }

  /// Delivers the change opened by the matching ``willChangeValue(for:)``.
  /// Does nothing when no change of the key is open.
  public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
    didChange(keyPath, newElements: nil)
  }

  /// Announces a change to elements of an array-valued key, reported to its
  /// observers with `kind` and `indexes` (Cocoa's
  /// `willChange:valuesAtIndexes:forKey:`).
  ///
  /// - Parameters:
  ///   - kind: `.insertion`, `.removal` or `.replacement`.
  ///   - indexes: The positions affected: before the change for removals and
  ///     replacements, after it for insertions.
  ///   - keyPath: The array-valued property.
  public func willChange<Element>(
    _ kind: ChangeKind, at indexes: RangeSet<Int>, for keyPath: KeyPath<Self, [Element]>
  ) {
    let change = _ChangeDescription(kind: kind, indexes: indexes)
    if kind != .insertion {
      let elements = self[keyPath: keyPath]
      change.oldElements = indexes.ranges.flatMap { range in
        elements.indices.clamped(to: range).map { elements[$0] }
      }
    }
    willChange(keyPath, change)
  }

  /// Delivers the collection change opened by the matching
  /// ``willChange(_:at:for:)``.
  public func didChange<Element>(
    _ kind: ChangeKind, at indexes: RangeSet<Int>, for keyPath: KeyPath<Self, [Element]>
  ) {
    var inserted: [Element]?
    if kind != .removal {
      let elements = self[keyPath: keyPath]
      inserted = indexes.ranges.flatMap { range in
        elements.indices.clamped(to: range).map { elements[$0] }
      }
    }
    didChange(keyPath, newElements: inserted)
  }

  /// Stores a value without notifying anyone (Core Data's
  /// `setPrimitiveValue:forKey:`).
  ///
  /// For an object that observes itself to keep derived state — a `stale`
  /// flag set whenever other keys change — without notifying itself in a
  /// loop. Inside the class, `_property.primitiveValue = value` does the
  /// same at no cost.
  public func setPrimitiveValue<Value>(
    _ value: Value, for keyPath: ReferenceWritableKeyPath<Self, Value>
  ) {
    guard let state = _existingObservationState else {
      self[keyPath: keyPath] = value
      return
    }
    let key = state.schema.key(for: keyPath, on: self)
    state.performPrimitiveSet(key: key) { self[keyPath: keyPath] = value }
  }

  private func willChange(_ keyPath: AnyKeyPath, _ change: _ChangeDescription) {
    let state = _observationState()
    state.schema.prepare(with: self)
    state.willChange(self, key: state.schema.key(for: keyPath, on: self), change: change)
  }

  private func didChange(_ keyPath: AnyKeyPath, newElements: Any?) {
    guard let state = _existingObservationState else { return }
    state.didChange(self, key: state.schema.key(for: keyPath, on: self), newElements: newElements)
  }
}
