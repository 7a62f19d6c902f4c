extension KeyValueObservable where Self: KeyValueObject {
  /// Removes observations of this object: all of them, those of one key,
  /// those bound to one owner, or those of one key bound to one owner.
  ///
  /// Token-held observations end too; their tokens report
  /// ``ObservationToken/isValid`` `false` afterwards.
  ///
  /// - Parameters:
  ///   - keyPath: Only observations of this key; `nil` for every key.
  ///   - owner: Only observations bound to this owner; `nil` for any.
  public func removeObservations(
    for keyPath: PartialKeyPath<Self>? = nil, ownedBy owner: AnyObject? = nil
  ) {
    guard let registry = _existingRegistry else { return }
    let key = keyPath.map { registry.schema.key(for: $0, on: self) }
    let matching = registry.observations { observation in
      if observation.isLink { return false }
      if let key, observation.key != key { return false }
      if let owner, observation.binding?.owner !== owner { return false }
      return true
    }
    for observation in matching { observation.invalidate() }
  }
}
