/// Records which `@Observed` properties a piece of code reads, on one object
/// and on the objects its properties lead to.
///
/// Used to identify the key behind a key path (an inherited property seen
/// through a subclass's key path), to infer the dependencies of undeclared
/// computed properties, to take a key path through relationships apart
/// (`\.address?.city` reads `address` of the object, then `city` of the
/// address it returned), and by ``DependencyAudit``. Recording is per
/// thread (a task-local value) and per object: getters check their own
/// object's recording count, so objects nobody records pay one relaxed
/// atomic load, and reads made elsewhere at the same time are never
/// attributed to the recording.
enum _AccessTracking {
  /// The recorder of the current thread or task, if any.
  @TaskLocal static var recorder: _AccessRecorder?

  /// One read: the object, the storage offset of the property, the
  /// property's type, whether it is a to-one relationship (a
  /// ``KeyValueObject`` or an optional one), and the object it leads to
  /// now, if any.
  struct Read {
    let object: KeyValueObject
    let offset: Int
    let valueType: Any.Type
    let isRelationship: Bool
    let leadsTo: KeyValueObject?
  }

  /// The reads `body` makes of `object` and, when `following`, of every
  /// object a recorded read returned, in first-read order, each once.
  static func trace(
    _ object: KeyValueObject, following: Bool = true, during body: () -> Void
  ) -> [Read] {
    let registry = object._observationRegistry()
    registry.recordingCount.wrappingAdd(1, ordering: .relaxed)
    let recorder = _AccessRecorder(root: object, following: following)
    defer {
      registry.recordingCount.wrappingSubtract(1, ordering: .relaxed)
      recorder.stopFollowing()
    }
    $recorder.withValue(recorder) { body() }
    return recorder.reads
  }

  /// Reads `keyPath` on `object` and returns every read it made.
  static func trace(_ object: KeyValueObject, through keyPath: AnyKeyPath) -> [Read] {
    trace(object) { _ = object[keyPath: keyPath] }
  }

  /// The reads of the `@Observed` properties of `object` itself that
  /// reading `keyPath` made.
  static func reads(of object: KeyValueObject, through keyPath: AnyKeyPath) -> [Read] {
    trace(object, following: false) { _ = object[keyPath: keyPath] }
  }
}

/// The reads collected on one thread.
final class _AccessRecorder: @unchecked Sendable {
  let root: KeyValueObject
  private let following: Bool
  private(set) var reads: [_AccessTracking.Read] = []
  /// The registries of the objects reached, whose recording counts this
  /// recorder raised.
  private var followed: [_ObservationRegistry] = []

  init(root: KeyValueObject, following: Bool) {
    self.root = root
    self.following = following
  }

  func record<Value>(_ object: KeyValueObject, offset: Int, value: Value) {
    guard object === root || (following && isFollowed(object)) else { return }
    guard !reads.contains(where: { $0.object === object && $0.offset == offset }) else { return }
    let related = following ? _relatedObject(value) : nil
    reads.append(
      _AccessTracking.Read(
        object: object, offset: offset, valueType: Value.self,
        isRelationship: _ValueKind.isObject(Value.self), leadsTo: related))
    guard let related, related !== root, !isFollowed(related) else { return }
    let registry = related._observationRegistry()
    registry.recordingCount.wrappingAdd(1, ordering: .relaxed)
    followed.append(registry)
  }

  private func isFollowed(_ object: KeyValueObject) -> Bool {
    followed.contains { $0 === object._existingRegistry }
  }

  /// Lowers the recording counts this recorder raised.
  func stopFollowing() {
    for registry in followed { registry.recordingCount.wrappingSubtract(1, ordering: .relaxed) }
    followed = []
  }
}

/// The object a value is, or wraps in optionals; `nil` for anything else.
func _relatedObject<Value>(_ value: Value) -> KeyValueObject? {
  if let object = value as? KeyValueObject { return object }
  if let optional = value as? any _OptionalFlattening {
    return optional._flattened as? KeyValueObject
  }
  return nil
}
