extension KeyValueObservable where Self: KeyValueObject {
  /// Observes a value reached through an optional relationship —
  /// `person.address?.city` — following the intermediate object.
  ///
  ///     let token = person.observe(\.address, \.city, options: [.old, .new]) { person, change in
  ///       // change.newValue: String?? — .some(nil) while person.address is nil
  ///     }
  ///
  /// The handler runs when the leaf changes and when the intermediate object
  /// is replaced (then with the leaf of the old and of the new object). A
  /// `nil` intermediate makes the leaf `nil`. Neither object is retained.
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
    chain([.keyPath(first), .keyPath(second)], options: options) { root, change in
      changeHandler(root, Self.optionalChange(change, options, as: Value.self))
    }
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
    chain([.keyPath(first), .keyPath(second)], options: options) { root, change in
      changeHandler(root, change.typed(as: Value.self))
    }
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
    chain([.keyPath(first), .keyPath(second), .keyPath(third)], options: options) { root, change in
      changeHandler(root, Self.optionalChange(change, options, as: Value.self))
    }
  }

  func chain(
    _ segments: [_ChainSegment], options: ObservationOptions,
    _ handler: @escaping (Self, _RawChange) -> Void
  ) -> ObservationToken {
    ObservationToken(
      _KeyPathChain(root: self, segments: segments, options: options) { root, change in
        handler(unsafeDowncast(root, to: Self.self), change)
      })
  }

  /// A leaf change where `nil` means "the chain ends in nil" rather than
  /// "not requested".
  static func optionalChange<Value>(
    _ change: _RawChange, _ options: ObservationOptions, as _: Value.Type
  ) -> ObservedChange<Value?> {
    ObservedChange(
      kind: change.kind,
      oldValue: options.contains(.old) && !change.isInitial
        ? .some(change.oldValue as? Value) : nil,
      newValue: options.contains(.new) && !change.isPrior ? .some(change.newValue as? Value) : nil,
      indexes: change.indexes, isPrior: change.isPrior)
  }
}
