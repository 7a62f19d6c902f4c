/// Records which `@Observed` properties a piece of code reads on one object.
///
/// Used to identify the key behind a key path (an inherited property seen
/// through a subclass's key path), to infer the dependencies of undeclared
/// computed properties, and by ``DependencyAudit``. Recording is per thread
/// (a task-local value) and per object, so reads made elsewhere at the same
/// time are never attributed to it; getters of objects nobody records pay
/// one relaxed atomic load.
enum _AccessTracking {
  /// The recorder of the current thread or task, if any.
  @TaskLocal static var recorder: _AccessRecorder?

  /// The storage offsets of the `@Observed` properties of `object` whose
  /// getters `body` ran, in first-read order, each once.
  static func reads(of object: KeyValueObject, during body: () -> Void) -> [Int] {
    let state = object._observationState()
    state.recordingCount.wrappingAdd(1, ordering: .relaxed)
    defer { state.recordingCount.wrappingSubtract(1, ordering: .relaxed) }
    let recorder = _AccessRecorder(object: ObjectIdentifier(object))
    $recorder.withValue(recorder) { body() }
    return recorder.reads
  }

  /// Reads `keyPath` on `object` and returns what it read.
  static func reads(of object: KeyValueObject, through keyPath: AnyKeyPath) -> [Int] {
    reads(of: object) { _ = object[keyPath: keyPath] }
  }
}

/// The reads collected for one object on one thread.
final class _AccessRecorder: @unchecked Sendable {
  let object: ObjectIdentifier
  private(set) var reads: [Int] = []

  init(object: ObjectIdentifier) {
    self.object = object
  }

  func record(_ object: KeyValueObject, offset: Int) {
    guard ObjectIdentifier(object) == self.object, !reads.contains(offset) else { return }
    reads.append(offset)
  }
}
