extension KeyValueObject {
  /// Removes observations bound to `owner`, optionally only those of one
  /// object and one key (MAKVONotificationCenter's
  /// `removeObserver:object:keyPath:` with wildcards).
  ///
  ///     KeyValueObject.removeObservations(ownedBy: self)                     // everything
  ///     KeyValueObject.removeObservations(ownedBy: self, on: person)         // one object
  ///     KeyValueObject.removeObservations(ownedBy: self, keyPath: \Person.age)  // one key
  ///
  /// Removing observations that do not exist (or no longer exist) does
  /// nothing.
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
      if let object, observation.registry !== object._existingRegistry { continue }
      if let keyPath {
        // Every key path observed has been resolved, so no object is needed to probe.
        guard let key = observation.registry.schema.knownKey(for: keyPath),
          key == observation.key
        else { continue }
      }
      observation.invalidate()
    }
  }
}
