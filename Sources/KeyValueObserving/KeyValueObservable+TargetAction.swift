extension KeyValueObservable where Self: KeyValueObject {
  /// Observes one key and calls a method of `target` for each change, for
  /// as long as the token lives and the target exists.
  ///
  /// The target is held weakly and the handler is an ordinary method, so
  /// there is no `[weak self]` dance:
  ///
  ///     token = color.observe(\.hex, options: [.new], target: self,
  ///                           action: SwatchView.hexDidChange)
  ///
  /// When the target is gone the observation ends silently, at the latest
  /// at the next change it would have been told about.
  ///
  /// - Parameters:
  ///   - keyPath: The property to observe.
  ///   - options: What to deliver.
  ///   - target: The object whose method is called, held weakly.
  ///   - action: The method, unapplied: `Target.method` taking the object
  ///     and the change.
  /// - Returns: The token that keeps the observation alive.
  public func observe<Value, Target: AnyObject>(
    _ keyPath: KeyPath<Self, Value>, options: ObservationOptions = [], target: Target,
    action: @escaping (Target) -> (Self, ObservedChange<Value>) -> Void
  ) -> ObservationToken {
    ObservationToken(
      _register(keyPath, options: options) { registry, key in
        _TargetActionObservation(
          registry: registry, key: key, keyPath: keyPath, options: options, target: target,
          action: action)
      })
  }

  /// Observes one key and calls a method of `target` that takes no
  /// arguments, as Cocoa's selector-based observers do.
  ///
  /// - Parameters:
  ///   - keyPath: The property to observe.
  ///   - options: What to deliver (only `.initial`, `.prior` and `.once`
  ///     change anything for an action without arguments).
  ///   - target: The object whose method is called, held weakly.
  ///   - action: The method, unapplied: `Target.method`.
  /// - Returns: The token that keeps the observation alive.
  public func observe<Value, Target: AnyObject>(
    _ keyPath: KeyPath<Self, Value>, options: ObservationOptions = [], target: Target,
    action: @escaping (Target) -> () -> Void
  ) -> ObservationToken {
    observe(keyPath, options: options, target: target) { target in
      { _, _ in action(target)() }
    }
  }
}
