extension KeyValueObservable where Self: KeyValueObject {
  /// Observes a value reached through an optional relationship —
  /// `person.address?.city` — following the intermediate object.
  ///
  ///     let token = person.observe(\.address, \.city, options: [.old, .new]) { person, change in
  ///       // change.newValue: String?? — .some(nil) while person.address is nil
  ///     }
  ///
  /// The handler runs when the leaf changes and when the intermediate object
  /// is replaced, becomes `nil` or stops being `nil` (then with the leaf of
  /// the old and of the new object). A `nil` intermediate makes the leaf
  /// `nil`. Neither object is retained. The same as observing a key
  /// declared with `dependsOn: \.address?.city`.
  ///
  /// - Parameters:
  ///   - first: The relationship, on this object.
  ///   - second: The property, on the related object.
  ///   - options: What to deliver.
  ///   - changeHandler: Called with this object and the leaf's change.
  /// - Returns: The token that keeps the observation alive.
  public func observe<Related: KeyValueObject, Value>(
    _ first: KeyPath<Self, Related?>, _ second: KeyPath<Related, Value>,
    options: ObservationOptions = [],
    changeHandler: @escaping (Self, ObservedChange<Value?>) -> Void
  ) -> ObservationToken {
    observe(
      path: [first, second], options: options, read: { $0[keyPath: first]?[keyPath: second] },
      changeHandler)
  }

  /// Observes a value reached through a relationship that is never `nil`,
  /// following the intermediate object when it is replaced.
  ///
  /// - Parameters:
  ///   - first: The relationship, on this object.
  ///   - second: The property, on the related object.
  ///   - options: What to deliver.
  ///   - changeHandler: Called with this object and the leaf's change.
  /// - Returns: The token that keeps the observation alive.
  public func observe<Related: KeyValueObject, Value>(
    _ first: KeyPath<Self, Related>, _ second: KeyPath<Related, Value>,
    options: ObservationOptions = [], changeHandler: @escaping (Self, ObservedChange<Value>) -> Void
  ) -> ObservationToken {
    observe(
      path: [first, second], options: options, read: { $0[keyPath: first][keyPath: second] },
      changeHandler)
  }

  /// Observes a value two optional relationships away —
  /// `order.customer?.address?.city`.
  ///
  /// - Parameters:
  ///   - first: The first relationship, on this object.
  ///   - second: The second relationship.
  ///   - third: The property at the end.
  ///   - options: What to deliver.
  ///   - changeHandler: Called with this object and the leaf's change.
  /// - Returns: The token that keeps the observation alive.
  public func observe<Related: KeyValueObject, Further: KeyValueObject, Value>(
    _ first: KeyPath<Self, Related?>, _ second: KeyPath<Related, Further?>,
    _ third: KeyPath<Further, Value>, options: ObservationOptions = [],
    changeHandler: @escaping (Self, ObservedChange<Value?>) -> Void
  ) -> ObservationToken {
    observe(
      path: [first, second, third], options: options,
      read: { $0[keyPath: first]?[keyPath: second]?[keyPath: third] }, changeHandler)
  }

  /// Observes the key that stands for a path of typed key paths, one per
  /// object, reading its value with `read`.
  func observe<Value>(
    path: [AnyKeyPath], options: ObservationOptions, read: @escaping (Self) -> Value,
    _ handler: @escaping (Self, ObservedChange<Value>) -> Void
  ) -> ObservationToken {
    let registry = _observationRegistry()
    let schema = registry.schema
    schema.prepare(with: self)
    let rootKey = path.first.map { schema.key(for: $0, on: self) } ?? -1
    let label = ([schema.describe(rootKey)] + path.dropFirst().map(_KeySchema.describe(keyPath:)))
      .joined(separator: ".")
    let key = schema.pathKey(
      for: .segments(path.map(_PathSegment.keyPath)), label: label, rootKeys: [rootKey])
    return ObservationToken(
      _register(key: key, registry) { registry, key in
        _ReaderObservation(
          registry: registry, key: key, options: options, read: read, handler: handler)
      })
  }
}
