import Synchronization

/// Something a token can end: one observation, or a group of them.
class _Cancellable: @unchecked Sendable {
  /// Ends it; idempotent, safe from any thread and from inside a handler.
  func invalidate() {}
  /// Whether it still delivers.
  var isActive: Bool { false }
  /// Whether it still delivers and everything it depends on is alive.
  var isLive: Bool { isActive }
}

/// One registered observation of one key of one object.
///
/// Subclasses hold the typed key path and the handler. The registry keeps
/// an observation while it is active; the observation never retains the
/// observed object (the object owns the registry, not the reverse).
class _Observation: _Cancellable, @unchecked Sendable {
  /// The registry of the observed object.
  final let state: _ObservationState
  final let key: Int32
  /// The position in the key's bucket; guarded by the registry's lock.
  final var slot: Int32 = -1
  final let options: ObservationOptions
  private final let flags = Atomic<UInt8>(1)
  /// The owner the observation is bound to, if any.
  final let binding: _OwnerBinding?

  init(state: _ObservationState, key: Int, options: ObservationOptions, binding: _OwnerBinding?) {
    self.state = state
    self.key = Int32(truncatingIfNeeded: key)
    self.options = options
    self.binding = binding
  }

  final override var isActive: Bool { flags.load(ordering: .acquiring) & 1 != 0 }

  final override var isLive: Bool { isActive && !dependsOnReleasedObject }

  final override func invalidate() {
    guard end() else { return }
    state.remove(self)
    binding?.remove(self)
  }

  /// Marks the observation ended; `true` if it was active. Never called
  /// with a lock held: it runs ``didEnd()``.
  final func end() -> Bool {
    guard flags.bitwiseAnd(~1, ordering: .acquiringAndReleasing).oldValue & 1 != 0 else {
      return false
    }
    didEnd()
    return true
  }

  /// Called once when the observation ends, however it ends.
  func didEnd() {}

  /// Whether the owner or target this observation depends on is gone.
  var dependsOnReleasedObject: Bool { binding.map { $0.owner == nil } ?? false }

  /// Reads the observed value, boxed, for `.old` and `.new`.
  func read(_ object: KeyValueObject) -> Any? { nil }

  /// Calls the handler.
  func deliver(_ object: KeyValueObject, _ change: borrowing _RawChange) {}

  /// What the handler is, for ``KeyValueObject/observationInfo``.
  var kindDescription: String { "observation" }
}

/// An observation whose handler receives the typed value.
final class _BlockObservation<Root: KeyValueObject, Value>: _Observation, @unchecked Sendable {
  let keyPath: KeyPath<Root, Value>
  let handler: (Root, ObservedChange<Value>) -> Void

  init(
    state: _ObservationState, key: Int, keyPath: KeyPath<Root, Value>, options: ObservationOptions,
    binding: _OwnerBinding?, handler: @escaping (Root, ObservedChange<Value>) -> Void
  ) {
    self.keyPath = keyPath
    self.handler = handler
    super.init(state: state, key: key, options: options, binding: binding)
  }

  override func read(_ object: KeyValueObject) -> Any? {
    unsafeDowncast(object, to: Root.self)[keyPath: keyPath]
  }

  override func deliver(_ object: KeyValueObject, _ change: borrowing _RawChange) {
    handler(unsafeDowncast(object, to: Root.self), change.typed(as: Value.self))
  }

  override var kindDescription: String { "block" }
}

/// An observation of one of several keys, whose handler learns the key.
final class _KeyedObservation<Root: KeyValueObject>: _Observation, @unchecked Sendable {
  let keyPath: PartialKeyPath<Root>
  let handler: (Root, PartialKeyPath<Root>, ObservedChange<Any>) -> Void

  init(
    state: _ObservationState, key: Int, keyPath: PartialKeyPath<Root>, options: ObservationOptions,
    binding: _OwnerBinding?,
    handler: @escaping (Root, PartialKeyPath<Root>, ObservedChange<Any>) -> Void
  ) {
    self.keyPath = keyPath
    self.handler = handler
    super.init(state: state, key: key, options: options, binding: binding)
  }

  override func read(_ object: KeyValueObject) -> Any? {
    unsafeDowncast(object, to: Root.self)[keyPath: keyPath]
  }

  override func deliver(_ object: KeyValueObject, _ change: borrowing _RawChange) {
    handler(unsafeDowncast(object, to: Root.self), keyPath, change.typed(as: Any.self))
  }

  override var kindDescription: String { "block (key-path set)" }
}

/// A target/action observation: the target is held weakly, and the
/// observation ends silently once it is gone.
final class _TargetActionObservation<Target: AnyObject, Root: KeyValueObject, Value>: _Observation,
  @unchecked Sendable
{
  let keyPath: KeyPath<Root, Value>
  weak var target: Target?
  let action: (Target) -> (Root, ObservedChange<Value>) -> Void

  init(
    state: _ObservationState, key: Int, keyPath: KeyPath<Root, Value>, options: ObservationOptions,
    target: Target, action: @escaping (Target) -> (Root, ObservedChange<Value>) -> Void
  ) {
    self.keyPath = keyPath
    self.target = target
    self.action = action
    super.init(state: state, key: key, options: options, binding: nil)
  }

  override var dependsOnReleasedObject: Bool { target == nil }

  override func read(_ object: KeyValueObject) -> Any? {
    unsafeDowncast(object, to: Root.self)[keyPath: keyPath]
  }

  override func deliver(_ object: KeyValueObject, _ change: borrowing _RawChange) {
    guard let target else {
      invalidate()
      return
    }
    action(target)(unsafeDowncast(object, to: Root.self), change.typed(as: Value.self))
  }

  override var kindDescription: String {
    "target/action, target: " + (target.map { String(describing: type(of: $0)) } ?? "released")
  }
}

/// An observation whose handler receives the change with its values still
/// boxed; the building block of key-path chains.
final class _CallbackObservation: _Observation, @unchecked Sendable {
  let reader: (KeyValueObject) -> Any?
  let handler: (KeyValueObject, _RawChange) -> Void
  let onEnd: (() -> Void)?

  init(
    state: _ObservationState, key: Int, options: ObservationOptions,
    read reader: @escaping (KeyValueObject) -> Any?,
    handler: @escaping (KeyValueObject, _RawChange) -> Void, onEnd: (() -> Void)? = nil
  ) {
    self.reader = reader
    self.handler = handler
    self.onEnd = onEnd
    super.init(state: state, key: key, options: options, binding: nil)
  }

  override func read(_ object: KeyValueObject) -> Any? { reader(object) }

  override func deliver(_ object: KeyValueObject, _ change: borrowing _RawChange) {
    handler(object, copy change)
  }

  override func didEnd() { onEnd?() }

  override var kindDescription: String { "key-path chain link" }
}

/// Several observations ended together by one token.
final class _ObservationGroup: _Cancellable, @unchecked Sendable {
  private let members: _Locked<[_Cancellable]>

  init(_ members: [_Cancellable]) {
    self.members = _Locked(members)
  }

  /// Adds a member; ends it at once if the group has ended.
  func add(_ member: _Cancellable) {
    let accepted = members.withLock { members -> Bool in
      guard !ended.load(ordering: .acquiring) else { return false }
      members.append(member)
      return true
    }
    if !accepted { member.invalidate() }
  }

  private let ended = Atomic<Bool>(false)

  override func invalidate() {
    ended.store(true, ordering: .releasing)
    let all = members.withLock { members in
      let all = members
      members = []
      return all
    }
    for member in all { member.invalidate() }
  }

  override var isActive: Bool {
    !ended.load(ordering: .acquiring) && members.withLock { $0.contains { $0.isActive } }
  }

  override var isLive: Bool {
    !ended.load(ordering: .acquiring) && members.withLock { $0.contains { $0.isLive } }
  }
}
