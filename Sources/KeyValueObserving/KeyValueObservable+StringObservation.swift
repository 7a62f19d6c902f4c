extension KeyValueObservable where Self: KeyValueObject {
  /// Observes a key or a dotted key path given by name — `"hex"`,
  /// `"address.city"` — following relationships as the typed chains do.
  ///
  /// For names that arrive at run time (a command line, a configuration).
  /// Each key is looked up in the key table of the object it is read on,
  /// with its aliases; values arrive as `Any`.
  ///
  /// - Parameters:
  ///   - keyPath: Declared key names separated by dots.
  ///   - options: What to deliver.
  ///   - changeHandler: Called with this object and the change.
  /// - Returns: The token that keeps the observation alive.
  /// - Throws: ``KeyValueCodingError`` if the first key is not declared or
  ///   the path is malformed or uses a collection operator.
  public func observe(
    keyPath: String, options: ObservationOptions = [],
    changeHandler: @escaping (Self, ObservedChange<Any>) -> Void
  ) throws(KeyValueCodingError) -> ObservationToken {
    let components = try _KeyPathEvaluator.components(keyPath)
    if let operatorKey = components.first(where: { $0.hasPrefix("@") }) {
      throw .invalidKeyPath(keyPath: keyPath, reason: "\(operatorKey) cannot be observed")
    }
    guard let first = components.first, _schema.key(named: String(first)) != nil else {
      throw .undefinedKey(key: String(components.first ?? ""), type: String(describing: Self.self))
    }
    return chain(components.map { .name(String($0)) }, options: options) { root, change in
      changeHandler(root, change.typed(as: Any.self))
    }
  }
}
