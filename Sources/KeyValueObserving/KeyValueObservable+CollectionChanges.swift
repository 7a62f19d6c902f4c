/// Changes to the elements of collection-valued properties, reported with
/// their kind (and, for arrays, their indexes), as Cocoa's
/// `willChange:valuesAtIndexes:forKey:` and
/// `willChangeValueForKey:withSetMutation:usingObjects:` report them.
///
/// Three ways to make such a change, from the most to the least automatic:
///
/// - Through a proxy: ``mutableArray(for:)`` and ``mutableSet(for:)`` edit
///   the property and report each edit.
/// - In one call around the mutation, from the class's own methods:
///
///       func insert(_ item: String, at index: Int) {
///         changeElements(.insertion, at: RangeSet(index..<index + 1), of: \.items) {
///           items.insert(item, at: index)
///         }
///       }
///
///   The assignment inside the closure notifies nobody by itself; the
///   change is reported once, with its kind and indexes.
/// - With a will/did pair around the mutation, for changes spread over
///   several calls: ``willChange(_:at:for:)`` and ``didChange(_:at:for:)``.
extension KeyValueObservable where Self: KeyValueObject {
  // MARK: - Arrays

  /// Announces a change to elements of an array-valued key, reported to its
  /// observers with `kind` and `indexes` (Cocoa's
  /// `willChange:valuesAtIndexes:forKey:`).
  ///
  /// With `.old`, observers receive the elements at `indexes` now
  /// (removals and replacements).
  ///
  /// - Parameters:
  ///   - kind: `.insertion`, `.removal` or `.replacement`.
  ///   - indexes: The positions affected: before the change for removals and
  ///     replacements, after it for insertions.
  ///   - keyPath: The array-valued property.
  public func willChange<Element>(
    _ kind: ChangeKind, at indexes: RangeSet<Int>, for keyPath: KeyPath<Self, [Element]>
  ) {
    let (registry, key) = _manualKey(keyPath)
    let change = _ChangeDescription.collection(kind, indexes: indexes)
    if kind == .removal || kind == .replacement {
      change.collection?.removed = Self.elements(of: self[keyPath: keyPath], at: indexes)
    }
    registry.willChangeManually(self, key: key, change: change)
  }

  /// Delivers the collection change opened by the matching
  /// ``willChange(_:at:for:)``; with `.new`, observers receive the elements
  /// at `indexes` now (insertions and replacements).
  public func didChange<Element>(
    _ kind: ChangeKind, at indexes: RangeSet<Int>, for keyPath: KeyPath<Self, [Element]>
  ) {
    guard let registry = _existingRegistry else { return }
    registry.didChangeManually(self, key: registry.schema.key(for: keyPath, on: self)) { change in
      guard kind == .insertion || kind == .replacement else { return }
      change.collection?.inserted = Self.elements(of: self[keyPath: keyPath], at: indexes)
    }
  }

  /// Makes a change to elements of an array-valued property in `mutate` and
  /// reports it once, with `kind` and `indexes`: ``willChange(_:at:for:)``
  /// before, ``didChange(_:at:for:)`` after, and no notification for the
  /// assignments `mutate` makes.
  ///
  /// - Parameters:
  ///   - kind: `.insertion`, `.removal` or `.replacement`.
  ///   - indexes: The positions affected: before the change for removals and
  ///     replacements, after it for insertions.
  ///   - keyPath: The array-valued property.
  ///   - mutate: Changes the property.
  /// - Returns: What `mutate` returns.
  @discardableResult
  public func changeElements<Element, Result>(
    _ kind: ChangeKind, at indexes: RangeSet<Int>,
    of keyPath: ReferenceWritableKeyPath<Self, [Element]>, _ mutate: () throws -> Result
  ) rethrows -> Result {
    willChange(kind, at: indexes, for: keyPath)
    defer { didChange(kind, at: indexes, for: keyPath) }
    return try withoutNotifying(keyPath, mutate)
  }

  private static func elements<Element>(of array: [Element], at indexes: RangeSet<Int>)
    -> [Element]
  {
    indexes.ranges.flatMap { range in array.indices.clamped(to: range).map { array[$0] } }
  }

  // MARK: - Sets

  /// Announces a mutation of a set-valued key with `objects`, reported to
  /// its observers as ``SetMutation`` describes (Cocoa's
  /// `willChangeValueForKey:withSetMutation:usingObjects:`).
  ///
  /// - Parameters:
  ///   - mutation: The operation about to be performed.
  ///   - objects: The set it is performed with.
  ///   - keyPath: The set-valued property.
  public func willChange<Element>(
    _ mutation: SetMutation, using objects: Set<Element>, for keyPath: KeyPath<Self, Set<Element>>
  ) {
    let (registry, key) = _manualKey(keyPath)
    let change = _ChangeDescription.collection(mutation.changeKind, indexes: nil)
    let (removed, added) = mutation.difference(self[keyPath: keyPath], objects)
    if mutation != .union { change.collection?.removed = removed }
    if mutation == .union || mutation == .set { change.collection?.inserted = added }
    registry.willChangeManually(self, key: key, change: change)
  }

  /// Delivers the set mutation opened by the matching
  /// ``willChange(_:using:for:)``.
  public func didChange<Element>(
    _ mutation: SetMutation, using objects: Set<Element>, for keyPath: KeyPath<Self, Set<Element>>
  ) {
    guard let registry = _existingRegistry else { return }
    registry.didChangeManually(self, key: registry.schema.key(for: keyPath, on: self))
  }

  /// Performs a mutation of a set-valued property and reports it once, as
  /// ``SetMutation`` describes.
  ///
  /// - Parameters:
  ///   - mutation: The operation.
  ///   - objects: The set it is performed with.
  ///   - keyPath: The set-valued property.
  public func changeElements<Element>(
    _ mutation: SetMutation, using objects: Set<Element>,
    of keyPath: ReferenceWritableKeyPath<Self, Set<Element>>
  ) {
    willChange(mutation, using: objects, for: keyPath)
    defer { didChange(mutation, using: objects, for: keyPath) }
    withoutNotifying(keyPath) {
      self[keyPath: keyPath] = mutation.applied(to: self[keyPath: keyPath], with: objects)
    }
  }

  // MARK: - Proxies

  /// The property at `keyPath` as a ``KeyValueMutableArray``, whose edits
  /// are reported with their kind and indexes (Cocoa's
  /// `mutableArrayValueForKey:`).
  public func mutableArray<Element>(
    for keyPath: ReferenceWritableKeyPath<Self, [Element]>
  ) -> KeyValueMutableArray<Self, Element> {
    KeyValueMutableArray(object: self, keyPath: keyPath)
  }

  /// The property at `keyPath` as a ``KeyValueMutableSet``, whose edits are
  /// reported with their ``SetMutation`` (Cocoa's `mutableSetValueForKey:`).
  public func mutableSet<Element>(
    for keyPath: ReferenceWritableKeyPath<Self, Set<Element>>
  ) -> KeyValueMutableSet<Self, Element> {
    KeyValueMutableSet(object: self, keyPath: keyPath)
  }
}
