/// The typed observation API of ``KeyValueObject``, with key paths rooted
/// at the object's own type.
///
/// ``KeyValueObject`` adopts it; there is no reason to adopt it elsewhere.
/// It exists so that `\.hex` in `color.observe(\.hex)` is checked by the
/// compiler against the type of `color`.
public protocol KeyValueObservable: AnyObject {}

extension KeyValueObject: KeyValueObservable {}

extension KeyValueObservable where Self: KeyValueObject {
  /// Observes one key, for as long as the returned token lives.
  ///
  ///     let token = color.observe(\.hex, options: [.old, .new]) { color, change in
  ///       print("\(change.oldValue!) -> \(change.newValue!)")
  ///     }
  ///
  /// The handler runs synchronously on the thread that makes the change,
  /// after the store, once per change of the key or of any key it depends
  /// on. It receives the object, so it need not capture it.
  ///
  /// - Parameters:
  ///   - keyPath: The property to observe: `@Observed`, declared in the
  ///     class's ``KeyValueObject/keyTable``, or computed from `@Observed`
  ///     properties.
  ///   - options: What to deliver; see ``ObservationOptions``.
  ///   - changeHandler: Called with the object and the change.
  /// - Returns: The token that keeps the observation alive.
  @inlinable
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: ObservationOptions = [],
    changeHandler: @escaping (Self, ObservedChange<Value>) -> Void
  ) -> ObservationToken {
    ObservationToken(
      _register(keyPath, options: options) { registry, key in
        _BlockObservation(
          registry: registry, key: key, keyPath: keyPath, options: options,
          handler: changeHandler)
      })
  }

  /// Observes one key on behalf of `owner`, until the owner goes, the
  /// object goes, or the observation is removed.
  ///
  /// The owner is held weakly. This is the form for an object that observes
  /// itself (pass `self` as both) or for observers that remove their
  /// observations together with
  /// ``KeyValueObject/removeObservations(ownedBy:on:keyPath:)``.
  ///
  /// - Parameters:
  ///   - keyPath: The property to observe.
  ///   - options: What to deliver.
  ///   - owner: The object the observation belongs to.
  ///   - changeHandler: Called with the object and the change.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: ObservationOptions = [], owner: AnyObject,
    changeHandler: @escaping (Self, ObservedChange<Value>) -> Void
  ) {
    let binding = _OwnerBinding.binding(for: owner)
    _ = _register(keyPath, options: options) { registry, key in
      _OwnedBlockObservation(
        registry: registry, key: key, keyPath: keyPath, options: options, binding: binding,
        handler: changeHandler)
    }
  }

  /// Observes several keys with one handler, which learns which key
  /// changed.
  ///
  /// A change that affects several of the keys (through dependencies) calls
  /// the handler once for each of them.
  ///
  /// - Parameters:
  ///   - keyPaths: The properties to observe.
  ///   - options: What to deliver; values arrive as `Any`.
  ///   - changeHandler: Called with the object, the key path and the change.
  /// - Returns: One token for all the keys.
  public func observe(
    _ keyPaths: [PartialKeyPath<Self>], options: ObservationOptions = [],
    changeHandler: @escaping (Self, PartialKeyPath<Self>, ObservedChange<Any>) -> Void
  ) -> ObservationToken {
    ObservationToken(observeGroup(keyPaths, options: options, binding: nil, changeHandler))
  }

  /// Observes several keys with one handler on behalf of `owner`.
  ///
  /// - Parameters:
  ///   - keyPaths: The properties to observe.
  ///   - options: What to deliver; values arrive as `Any`.
  ///   - owner: The object the observations belong to, held weakly.
  ///   - changeHandler: Called with the object, the key path and the change.
  public func observe(
    _ keyPaths: [PartialKeyPath<Self>], options: ObservationOptions = [], owner: AnyObject,
    changeHandler: @escaping (Self, PartialKeyPath<Self>, ObservedChange<Any>) -> Void
  ) {
    _ = observeGroup(
      keyPaths, options: options, binding: _OwnerBinding.binding(for: owner), changeHandler)
  }

  func observeGroup(
    _ keyPaths: [PartialKeyPath<Self>], options: ObservationOptions, binding: _OwnerBinding?,
    _ handler: @escaping (Self, PartialKeyPath<Self>, ObservedChange<Any>) -> Void
  ) -> _ObservationGroup {
    let group = _ObservationGroup([])
    for keyPath in keyPaths {
      group.add(
        _register(keyPath, options: options) { registry, key in
          _KeyedObservation(
            registry: registry, key: key, keyPath: keyPath, options: options, binding: binding,
            handler: handler)
        })
    }
    return group
  }

  /// Registers the observation `make` builds for the key of `keyPath`, then
  /// sends its initial notification if it asked for one.
  @usableFromInline
  func _register(
    _ keyPath: AnyKeyPath, options: ObservationOptions,
    _ make: (_ObservationRegistry, Int) -> _Observation
  ) -> _Observation {
    let registry = _observationRegistry()
    registry.schema.prepare(with: self)
    return _register(key: registry.schema.key(for: keyPath, on: self), registry, make)
  }

  /// Registers the observation `make` builds for `key`, then sends its
  /// initial notification if it asked for one.
  func _register(
    key: Int, _ registry: _ObservationRegistry,
    _ make: (_ObservationRegistry, Int) -> _Observation
  ) -> _Observation {
    let observation = make(registry, key)
    if registry.register(observation, on: self) {
      _ChangeDelivery.deliverInitial(observation, self)
    }
    return observation
  }
}

extension KeyValueObject {
  /// The key schema of the object's class.
  var _schema: _KeySchema {
    _existingRegistry?.schema ?? _KeySchema.schema(for: type(of: self))
  }
}
