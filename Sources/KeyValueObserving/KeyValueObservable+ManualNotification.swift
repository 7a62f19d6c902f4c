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
    let (registry, key) = _manualKey(keyPath)
    registry.willChangeManually(self, key: key, change: .setting)
  }

  /// Delivers the change opened by the matching ``willChangeValue(for:)``.
  /// Does nothing when no change of the key is open.
  public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
    guard let registry = _existingRegistry else { return }
    registry.didChangeManually(self, key: registry.schema.key(for: keyPath, on: self))
  }

  /// ``willChangeValue(for:)`` of the key named `key` (Cocoa's `willChangeValueForKey:`), for
  /// names that arrive at run time or code ported from Cocoa. Pair it with
  /// ``didChangeValue(forKey:)`` or ``didChangeValue(for:)``: both close the same change.
  ///
  /// - Throws: ``KeyValueCodingError/undefinedKey(key:type:)`` for a name the class does not
  ///   declare (nor alias); nothing is announced.
  public func willChangeValue(forKey key: String) throws(KeyValueCodingError) {
    let registry = _observationRegistry()
    registry.schema.prepare(with: self)
    registry.willChangeManually(
      self, key: try declaredKey(named: key, in: registry.schema), change: .setting)
  }

  /// ``didChangeValue(for:)`` of the key named `key` (Cocoa's `didChangeValueForKey:`):
  /// delivers the change the matching `willChangeValue` opened; does nothing when none is
  /// open.
  ///
  /// - Throws: ``KeyValueCodingError/undefinedKey(key:type:)`` for a name the class does not
  ///   declare (nor alias).
  public func didChangeValue(forKey key: String) throws(KeyValueCodingError) {
    let number = try declaredKey(named: key, in: _schema)
    _existingRegistry?.didChangeManually(self, key: number)
  }

  /// The number of the key named `key` in `schema`, for the by-name manual notification.
  ///
  /// - Throws: ``KeyValueCodingError/undefinedKey(key:type:)`` for a name the class does not
  ///   declare (nor alias).
  private func declaredKey(
    named key: String, in schema: _KeySchema
  ) throws(KeyValueCodingError) -> Int {
    guard let number = schema.key(named: key) else {
      throw .undefinedKey(key: key, type: String(describing: type(of: self)))
    }
    return number
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
    withoutNotifying(keyPath) { self[keyPath: keyPath] = value }
  }

  /// Runs `body` while assignments of `keyPath` notify nobody.
  func withoutNotifying<Result>(_ keyPath: AnyKeyPath, _ body: () throws -> Result) rethrows
    -> Result
  {
    guard let registry = _existingRegistry else { return try body() }
    let key = registry.schema.key(for: keyPath, on: self)
    return try registry.performPrimitiveSet(key: key, body)
  }

  /// The registry and the key of `keyPath`, with the class's dependencies
  /// resolved.
  func _manualKey(_ keyPath: AnyKeyPath) -> (_ObservationRegistry, Int) {
    let registry = _observationRegistry()
    registry.schema.prepare(with: self)
    return (registry, registry.schema.key(for: keyPath, on: self))
  }
}
