extension KeyValueObservable where Self: KeyValueObject {
  /// Observes a key or a dotted key path given by name — `"hex"`,
  /// `"address.city"`, `"items.@count"` — following relationships as the
  /// typed chains do.
  ///
  /// For names that arrive at run time (a command line, a configuration).
  /// Each key is looked up in the key table of the object it is read on,
  /// with its aliases; values arrive as `Any`, and a `nil` value (an optional
  /// property's `nil`, or a relationship on the way that is `nil`) arrives
  /// as `nil` itself: look at the options asked for to tell it from a value
  /// not asked for. `@count`, at the end, observes the number of
  /// elements of a collection: changed by assignment or through
  /// ``mutableArray(for:)`` and ``mutableSet(for:)``, and reported as a
  /// `.setting` with the old and new counts.
  ///
  /// - Parameters:
  ///   - keyPath: Declared key names separated by dots.
  ///   - options: What to deliver.
  ///   - changeHandler: Called with this object and the change.
  /// - Returns: The token that keeps the observation alive.
  /// - Throws: ``KeyValueCodingError/undefinedKey(key:type:)`` for a key that
  ///   the objects along the path, as they are now, do not declare (past a
  ///   relationship that holds `nil`, the class it declares);
  ///   ``KeyValueCodingError/invalidKeyPath(keyPath:reason:)`` for a
  ///   malformed path, a path that goes through a collection
  ///   (`"items.name"`, which Cocoa refuses too) or through a value that is
  ///   not an object, and a collection operator other than a final
  ///   `@count`.
  public func observe(
    keyPath: String, options: ObservationOptions = [],
    changeHandler: @escaping (Self, ObservedChange<Any>) -> Void
  ) throws(KeyValueCodingError) -> ObservationToken {
    let (components, firstKey, undeclared) = try _checkedNamePath(keyPath)
    if let undeclared { throw undeclared }
    let registry = _observationRegistry()
    let schema = registry.schema
    let key: Int
    let read: (Self) -> Any?
    if components.count == 1 {
      key = firstKey
      read = { $0._schema.coding(of: firstKey)?.read($0) }
    } else {
      let path = _RelationshipPath.segments(
        components.map { $0 == CollectionOperator.count.rawValue ? .count : .name($0) })
      key = schema.pathKey(for: path, label: keyPath, rootKeys: [firstKey])
      read = { path.leafValue(from: $0) }
    }
    return ObservationToken(
      _register(key: key, registry) { registry, key in
        _ReaderObservation(
          registry: registry, key: key, options: options, read: read,
          handler: { root, change in
            changeHandler(
              root,
              ObservedChange(
                kind: change.kind, oldValue: change.oldValue ?? nil,
                newValue: change.newValue ?? nil, indexes: change.indexes,
                isPrior: change.isPrior))
          })
      })
  }
}
