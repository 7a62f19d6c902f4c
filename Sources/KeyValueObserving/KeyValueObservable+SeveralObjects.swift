extension KeyValueObservable where Self: KeyValueObject {
  /// Observes the same keys of several objects with one handler, which
  /// learns which object and which key changed.
  ///
  ///     let token = Counter.observe([first, second], keyPaths: [\.value]) { counter, keyPath, change in
  ///       …
  ///     }
  ///
  /// - Parameters:
  ///   - objects: The objects to observe.
  ///   - keyPaths: The properties to observe on each.
  ///   - options: What to deliver; values arrive as `Any`.
  ///   - changeHandler: Called with the object, the key path and the change.
  /// - Returns: One token for every object and key.
  public static func observe(
    _ objects: [Self], keyPaths: [PartialKeyPath<Self>], options: ObservationOptions = [],
    changeHandler: @escaping (Self, PartialKeyPath<Self>, ObservedChange<Any>) -> Void
  ) -> ObservationToken {
    let group = _ObservationGroup([])
    for object in objects {
      group.add(object.observeGroup(keyPaths, options: options, binding: nil, changeHandler))
    }
    return ObservationToken(group)
  }

  /// Observes the same keys of several objects on behalf of `owner`, until
  /// the owner goes or the observations are removed with
  /// ``KeyValueObject/removeObservations(ownedBy:on:keyPath:)``.
  ///
  /// - Parameters:
  ///   - objects: The objects to observe.
  ///   - keyPaths: The properties to observe on each.
  ///   - options: What to deliver; values arrive as `Any`.
  ///   - owner: The object the observations belong to, held weakly.
  ///   - changeHandler: Called with the object, the key path and the change.
  public static func observe(
    _ objects: [Self], keyPaths: [PartialKeyPath<Self>], options: ObservationOptions = [],
    owner: AnyObject,
    changeHandler: @escaping (Self, PartialKeyPath<Self>, ObservedChange<Any>) -> Void
  ) {
    let binding = _OwnerBinding.binding(for: owner)
    for object in objects {
      _ = object.observeGroup(keyPaths, options: options, binding: binding, changeHandler)
    }
  }
}
