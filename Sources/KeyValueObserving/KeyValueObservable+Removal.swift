extension KeyValueObservable where Self: KeyValueObject {
  /// Removes observations of this object: all of them, those of one key,
  /// those bound to one owner, or those of one key bound to one owner.
  ///
  /// Token-held observations end too; their tokens report
  /// ``ObservationToken/isValid`` `false` afterwards. A path through
  /// relationships is one key however it was observed, as Cocoa's
  /// `removeObserver:forKeyPath:` finds it by its dotted name: removing
  /// `\.address?.city` ends observations made with `observe(\.address, \.city)`
  /// and with `observe(keyPath: "address.city")` as well, when each step is a
  /// declared key.
  ///
  /// - Parameters:
  ///   - keyPath: Only observations of this key; `nil` for every key.
  ///   - owner: Only observations bound to this owner; `nil` for any.
  public func removeObservations(
    for keyPath: PartialKeyPath<Self>? = nil, ownedBy owner: AnyObject? = nil
  ) {
    guard let registry = _existingRegistry else { return }
    let schema = registry.schema
    guard let keyPath else {
      return Self.removeObservations(in: registry, ownedBy: owner) { _ in true }
    }
    let key = schema.key(for: keyPath, on: self)
    let path = declaredPathName(of: key, in: schema)
    Self.removeObservations(in: registry, ownedBy: owner) { observed in
      observed == key || (path != nil && declaredPathName(of: observed, in: schema) == path)
    }
  }

  /// Removes the observations of a key or a dotted key path given by name
  /// (`"hex"`, `"address.city"`, `"items.@count"`), optionally only those
  /// bound to `owner`: Cocoa's `removeObserver:forKeyPath:`.
  ///
  /// A key is found by its name or an alias; a path through relationships
  /// ends the observations of that path however they were made (by name, by
  /// one key path such as `\.address?.city`, or in steps), when each step is
  /// a declared key. Removing observations that do not exist does nothing.
  ///
  /// - Parameters:
  ///   - keyPath: Declared key names separated by dots.
  ///   - owner: Only observations bound to this owner; `nil` for any.
  /// - Throws: What ``observe(keyPath:options:changeHandler:)`` throws for the
  ///   same path: ``KeyValueCodingError/undefinedKey(key:type:)`` for a key
  ///   the objects along the path do not declare, and
  ///   ``KeyValueCodingError/invalidKeyPath(keyPath:reason:)`` for a path
  ///   that could not be observed; but not for a name past the first while
  ///   observations of the path remove: the object that declared it when the
  ///   path was observed may have been replaced since by one that does not.
  public func removeObservations(
    forKeyPath keyPath: String, ownedBy owner: AnyObject? = nil
  ) throws(KeyValueCodingError) {
    let (components, firstKey, undeclared) = try _checkedNamePath(keyPath)
    guard let registry = _existingRegistry else {
      if let undeclared { throw undeclared }
      return
    }
    let schema = registry.schema
    guard components.count > 1 else {
      return Self.removeObservations(in: registry, ownedBy: owner) { $0 == firstKey }
    }
    let path = schema.declaredSpelling(of: components, from: self)
    var removedAny = false
    Self.removeObservations(in: registry, ownedBy: owner) { observed in
      let matches = declaredPathName(of: observed, in: schema) == path
      removedAny = removedAny || matches
      return matches
    }
    if let undeclared, !removedAny { throw undeclared }
  }

  /// The path through relationships `key` stands for, as the classes along it declare its
  /// names (`"address.city"` for an observation of `"ADDRESS.city"`, or of an alias of
  /// `address`), so that one path matches however its names were spelt; `nil` for a key
  /// that is not such a path.
  private func declaredPathName(of key: Int, in schema: _KeySchema) -> String? {
    guard let name = schema.pathName(of: key, on: self) else { return nil }
    let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    return schema.declaredSpelling(of: components, from: self)
  }

  /// Ends the observations in `registry` (bound to `owner`, if given) whose key
  /// `isRemoved`, which is asked once per key, outside the registry's lock: it may
  /// read the object's properties.
  private static func removeObservations(
    in registry: _ObservationRegistry, ownedBy owner: AnyObject?, where isRemoved: (Int) -> Bool
  ) {
    let candidates = registry.observations { observation in
      if observation.isLink { return false }
      if let owner, observation.binding?.owner !== owner { return false }
      return true
    }
    var decided: [Int: Bool] = [:]
    for observation in candidates {
      let key = observation.key
      let removed = decided[key] ?? isRemoved(key)
      decided[key] = removed
      if removed { observation.invalidate() }
    }
  }

  /// The components of a dotted key path of names, checked as observing it checks them,
  /// and the key its first component names on this object. A name past the first that
  /// nothing along the path declares now is returned as `undeclared` rather than thrown:
  /// observing throws it, and removing only if nothing observed the path (the object that
  /// declared the name when the path was observed may have been replaced since).
  func _checkedNamePath(
    _ keyPath: String
  ) throws(KeyValueCodingError) -> (
    components: [String], firstKey: Int, undeclared: KeyValueCodingError?
  ) {
    let components = try _KeyPathEvaluator.components(keyPath).map(String.init)
    let schema = _schema
    schema.prepare(with: self)
    var undeclared: KeyValueCodingError?
    switch schema.checkNamePath(components, from: self) {
    case .undefinedKey(let key, let type, let index) where index > 0:
      undeclared = .undefinedKey(key: key, type: type)
    case .undefinedKey(let key, let type, _):
      throw .undefinedKey(key: key, type: type)
    case .invalid(let reason):
      throw .invalidKeyPath(keyPath: keyPath, reason: reason)
    case nil:
      break
    }
    guard let first = components.first, let firstKey = schema.key(named: first) else {
      throw .undefinedKey(key: components.first ?? "", type: String(describing: Self.self))
    }
    return (components, firstKey, undeclared)
  }
}
