/// Observation from the observer's side: target/action observations,
/// observations over several objects, and removal by owner.
///
/// Target/action keeps the target weakly and calls one of its methods, so
/// there is no `[weak self]` dance and the handler is an ordinary method:
///
///     token = KeyValueObserver.observe(color, \.hex, target: self,
///                                      action: SwatchView.hexDidChange)
///
/// When the target is gone the observation ends silently. No observation
/// ever retains the object it observes.
public enum KeyValueObserver {
  /// Observes `keyPath` of `object` and calls `action` on `target` for each
  /// change, for as long as the token lives and the target exists.
  ///
  /// - Parameters:
  ///   - object: The object to observe.
  ///   - keyPath: The property to observe.
  ///   - options: What to deliver.
  ///   - target: The object whose method is called, held weakly.
  ///   - action: The method, unapplied: `Target.method` taking the object
  ///     and the change.
  /// - Returns: The token that keeps the observation alive.
  public static func observe<Object: KeyValueObject, Value, Target: AnyObject>(
    _ object: Object, _ keyPath: KeyPath<Object, Value>, options: ObservationOptions = [],
    target: Target, action: @escaping (Target) -> (Object, ObservedChange<Value>) -> Void
  ) -> ObservationToken {
    ObservationToken(
      object._register(keyPath, options: options) { state, key in
        _TargetActionObservation(
          state: state, key: key, keyPath: keyPath, options: options, target: target,
          action: action)
      })
  }

  /// Observes `keyPath` of `object` and calls a method of `target` that
  /// takes no arguments, as Cocoa's selector-based observers do.
  ///
  /// - Parameters:
  ///   - object: The object to observe.
  ///   - keyPath: The property to observe.
  ///   - options: What to deliver (only `.initial`, `.prior` and `.once`
  ///     change anything for an action without arguments).
  ///   - target: The object whose method is called, held weakly.
  ///   - action: The method, unapplied: `Target.method`.
  /// - Returns: The token that keeps the observation alive.
  public static func observe<Object: KeyValueObject, Value, Target: AnyObject>(
    _ object: Object, _ keyPath: KeyPath<Object, Value>, options: ObservationOptions = [],
    target: Target, action: @escaping (Target) -> () -> Void
  ) -> ObservationToken {
    observe(object, keyPath, options: options, target: target) { target in
      { _, _ in action(target)() }
    }
  }

  /// Observes the same keys of several objects with one handler, which
  /// learns which object and which key changed.
  ///
  /// - Parameters:
  ///   - objects: The objects to observe.
  ///   - keyPaths: The properties to observe on each.
  ///   - options: What to deliver; values arrive as `Any`.
  ///   - changeHandler: Called with the object, the key path and the change.
  /// - Returns: One token for every object and key.
  public static func observe<Object: KeyValueObject>(
    _ objects: [Object], keyPaths: [PartialKeyPath<Object>], options: ObservationOptions = [],
    changeHandler: @escaping (Object, PartialKeyPath<Object>, ObservedChange<Any>) -> Void
  ) -> ObservationToken {
    let group = _ObservationGroup([])
    for object in objects {
      group.add(object.observeGroup(keyPaths, options: options, binding: nil, changeHandler))
    }
    return ObservationToken(group)
  }

  /// Observes the same keys of several objects on behalf of `owner`.
  ///
  /// - Parameters:
  ///   - objects: The objects to observe.
  ///   - keyPaths: The properties to observe on each.
  ///   - options: What to deliver; values arrive as `Any`.
  ///   - owner: The object the observations belong to, held weakly.
  ///   - changeHandler: Called with the object, the key path and the change.
  public static func observe<Object: KeyValueObject>(
    _ objects: [Object], keyPaths: [PartialKeyPath<Object>], options: ObservationOptions = [],
    owner: AnyObject,
    changeHandler: @escaping (Object, PartialKeyPath<Object>, ObservedChange<Any>) -> Void
  ) {
    let binding = _OwnerBinding.binding(for: owner)
    for object in objects {
      _ = object.observeGroup(keyPaths, options: options, binding: binding, changeHandler)
    }
  }

  /// Removes observations bound to `owner`, optionally only those of one
  /// object and one key (MAKVONotificationCenter's
  /// `removeObserver:object:keyPath:` with wildcards).
  ///
  /// - Parameters:
  ///   - owner: The owner the observations were registered for.
  ///   - object: Only observations of this object; `nil` for every object.
  ///   - keyPath: Only observations of this key; `nil` for every key.
  public static func removeObservations(
    ownedBy owner: AnyObject, on object: KeyValueObject? = nil, keyPath: AnyKeyPath? = nil
  ) {
    guard let binding = _OwnerBinding.existingBinding(for: owner) else { return }
    for observation in binding.all {
      if let object, observation.state !== object._existingObservationState { continue }
      if let keyPath {
        // Every key path observed has been resolved, so no object is needed to probe.
        guard let key = observation.state.schema.knownKey(for: keyPath), key == observation.key
        else { continue }
      }
      observation.invalidate()
    }
  }
}
