extension KeyValueObservable where Self: KeyValueObject {
  /// Makes several changes and notifies once per affected key, at the end.
  ///
  ///     color.batchChanges { color in
  ///       color.lComponent = 60
  ///       color.aComponent = -5
  ///     }   // observers of hex are notified once, not twice
  ///
  /// Each key affected by the changes is delivered once when the outermost
  /// batch ends, in dependency order, as a `.setting` change whose
  /// `oldValue` is the value before the batch's first change and whose
  /// `newValue` is the value at its end. Prior notifications go out at each
  /// key's first change. Batches nest; only the outermost one delivers.
  /// Changes made by other threads to the same object during a batch are
  /// batched too.
  ///
  /// An observation registered inside the body is told of the changes made
  /// after it, in one of two ways: on an object nobody observed when the
  /// batch began (no batch is opened on it, so that it keeps costing one
  /// word), each change as it is made; on one observed already, once at the
  /// end, with no old value for a key changed before the observation was
  /// registered.
  ///
  /// - Parameter body: Makes the changes; receives the object.
  /// - Returns: What `body` returns.
  public func batchChanges<Result>(_ body: (Self) throws -> Result) rethrows -> Result {
    guard let registry = _existingRegistry else { return try body(self) }
    registry.schema.prepare(with: self)
    registry.beginBatch()
    defer { registry.endBatch(self) }
    return try body(self)
  }
}
