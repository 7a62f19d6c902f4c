extension KeyValueObservable where Self: KeyValueObject {
  /// The values of a key as an asynchronous sequence: the current value,
  /// then the value after each change.
  ///
  ///     for await hex in color.values(for: \.hex) {
  ///       print(hex)
  ///     }
  ///
  /// The sequence ends when the object is deallocated; the observation ends
  /// when the consuming task is cancelled or stops iterating. Values are
  /// buffered by `bufferingPolicy` while the consumer is busy (all of them
  /// by default; `.bufferingNewest(1)` keeps only the latest).
  ///
  /// - Parameters:
  ///   - keyPath: The property to observe.
  ///   - bufferingPolicy: What to keep while the consumer is busy.
  /// - Returns: The sequence of values.
  public func values<Value: Sendable>(
    for keyPath: KeyPath<Self, Value>,
    bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Value.self, bufferingPolicy: bufferingPolicy)
    let observation = _register(keyPath, options: [.initial, .new]) { registry, key in
      _StreamObservation(
        registry: registry, key: key, keyPath: keyPath, yield: { continuation.yield($0) },
        finish: { continuation.finish() })
    }
    let token = ObservationToken(observation)
    continuation.onTermination = { _ in token.invalidate() }
    return stream
  }
}
