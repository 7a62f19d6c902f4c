import Synchronization

/// Something a token can end: one observation, or a group of them.
@usableFromInline
class _Cancellable: @unchecked Sendable {
  /// Ends it; idempotent, safe from any thread and from inside a handler.
  @usableFromInline
  func invalidate() {}
  /// Whether it still delivers.
  var isActive: Bool { false }
  /// Whether it still delivers and everything it depends on is alive.
  var isLive: Bool { isActive }

  @usableFromInline
  init() {}
}

/// One registered observation of one key of one object.
///
/// The registry keeps an observation while it is active; the observation
/// never retains the observed object (the object owns the registry, not the
/// reverse). Its fields are packed so that a block observation, its token
/// and its registry slot stay within 128 bytes.
///
/// Subclasses deliver through overrides of ``deliver(_:_:)``. A change has
/// the same layout for every value type, so even the unspecialized generic
/// overrides call their handlers without a run-time type lookup.
@usableFromInline
class _Observation: _Cancellable, @unchecked Sendable {
  /// The registry of the observed object.
  final let state: _ObservationState
  private final let keyIndex: UInt16
  /// What the observation asked for.
  @usableFromInline final let options: ObservationOptions
  /// Bit 0: active. Bit 1: delivery depends on a weakly held object.
  private final let flags: Atomic<UInt8>
  /// The position in the key's bucket; guarded by the registry's lock.
  final var slot: UInt32 = 0

  init(state: _ObservationState, key: Int, options: ObservationOptions, hasWeakDependency: Bool) {
    self.state = state
    keyIndex = UInt16(truncatingIfNeeded: key)
    self.options = options
    flags = Atomic(hasWeakDependency ? 3 : 1)
  }

  /// The observed key.
  final var key: Int { Int(keyIndex) }

  final override var isActive: Bool { flags.load(ordering: .acquiring) & 1 != 0 }

  final override var isLive: Bool { isActive && !dependsOnReleasedObject }

  /// Whether delivery depends on an owner or target held weakly.
  final var hasWeakDependency: Bool { flags.load(ordering: .relaxed) & 2 != 0 }

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

  /// Reads the observed value, boxed, for `.old` and `.new`.
  func read(_ object: KeyValueObject) -> Any? { nil }

  /// Calls the handler.
  func deliver(_ object: KeyValueObject, _ change: _RawChange) {}

  /// The owner the observation is bound to, if any.
  var binding: _OwnerBinding? { nil }

  /// Whether the owner or target this observation depends on is gone.
  var dependsOnReleasedObject: Bool { binding.map { $0.owner == nil } ?? false }

  /// Called once when the observation ends, however it ends.
  func didEnd() {}

  /// What the handler is, for ``KeyValueObject/observationInfo``.
  var kindDescription: String { "block" }
}

/// An observation whose handler receives the typed value.
@usableFromInline
class _BlockObservation<Root: KeyValueObject, Value>: _Observation, @unchecked Sendable {
  let keyPath: KeyPath<Root, Value>
  let handler: (Root, ObservedChange<Value>) -> Void

  @usableFromInline
  init(
    state: _ObservationState, key: Int, keyPath: KeyPath<Root, Value>, options: ObservationOptions,
    hasWeakDependency: Bool = false, handler: @escaping (Root, ObservedChange<Value>) -> Void
  ) {
    self.keyPath = keyPath
    self.handler = handler
    super.init(state: state, key: key, options: options, hasWeakDependency: hasWeakDependency)
  }

  override func read(_ object: KeyValueObject) -> Any? {
    unsafeDowncast(object, to: Root.self)[keyPath: keyPath]
  }

  override func deliver(_ object: KeyValueObject, _ change: _RawChange) {
    handler(
      unsafeDowncast(object, to: Root.self),
      ObservedChange(kind: change.kind, isPrior: change.isPrior, values: change.values))
  }
}

/// A block observation bound to an owner.
final class _OwnedBlockObservation<Root: KeyValueObject, Value>: _BlockObservation<Root, Value>,
  @unchecked Sendable
{
  private let ownerBinding: _OwnerBinding

  init(
    state: _ObservationState, key: Int, keyPath: KeyPath<Root, Value>, options: ObservationOptions,
    binding: _OwnerBinding, handler: @escaping (Root, ObservedChange<Value>) -> Void
  ) {
    ownerBinding = binding
    super.init(
      state: state, key: key, keyPath: keyPath, options: options, hasWeakDependency: true,
      handler: handler)
  }

  override var binding: _OwnerBinding? { ownerBinding }
}

/// An observation of one of several keys, whose handler learns the key.
final class _KeyedObservation<Root: KeyValueObject>: _Observation, @unchecked Sendable {
  let keyPath: PartialKeyPath<Root>
  let handler: (Root, PartialKeyPath<Root>, ObservedChange<Any>) -> Void
  private let ownerBinding: _OwnerBinding?

  init(
    state: _ObservationState, key: Int, keyPath: PartialKeyPath<Root>, options: ObservationOptions,
    binding: _OwnerBinding?,
    handler: @escaping (Root, PartialKeyPath<Root>, ObservedChange<Any>) -> Void
  ) {
    self.keyPath = keyPath
    self.handler = handler
    ownerBinding = binding
    super.init(state: state, key: key, options: options, hasWeakDependency: binding != nil)
  }

  override func read(_ object: KeyValueObject) -> Any? {
    unsafeDowncast(object, to: Root.self)[keyPath: keyPath]
  }

  override func deliver(_ object: KeyValueObject, _ change: _RawChange) {
    handler(unsafeDowncast(object, to: Root.self), keyPath, ObservedChange(change))
  }

  override var binding: _OwnerBinding? { ownerBinding }

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
    super.init(state: state, key: key, options: options, hasWeakDependency: true)
  }

  override func read(_ object: KeyValueObject) -> Any? {
    unsafeDowncast(object, to: Root.self)[keyPath: keyPath]
  }

  override func deliver(_ object: KeyValueObject, _ change: _RawChange) {
    guard let target else {
      invalidate()
      return
    }
    action(target)(unsafeDowncast(object, to: Root.self), ObservedChange(change))
  }

  override var dependsOnReleasedObject: Bool { target == nil }

  override var kindDescription: String {
    "target/action, target: " + (target.map { String(describing: type(of: $0)) } ?? "released")
  }
}

/// An observation whose handler receives the change with its values still
/// boxed; the building block of key-path chains and value streams.
final class _CallbackObservation: _Observation, @unchecked Sendable {
  private let reader: (KeyValueObject) -> Any?
  private let handler: (KeyValueObject, _RawChange) -> Void
  private let onEnd: (() -> Void)?

  init(
    state: _ObservationState, key: Int, options: ObservationOptions,
    read reader: @escaping (KeyValueObject) -> Any?,
    handler: @escaping (KeyValueObject, _RawChange) -> Void, onEnd: (() -> Void)? = nil
  ) {
    self.reader = reader
    self.handler = handler
    self.onEnd = onEnd
    super.init(state: state, key: key, options: options, hasWeakDependency: false)
  }

  override func read(_ object: KeyValueObject) -> Any? { reader(object) }

  override func deliver(_ object: KeyValueObject, _ change: _RawChange) { handler(object, change) }

  override func didEnd() { onEnd?() }

  override var kindDescription: String { "key-path chain link" }
}

/// Several observations ended together by one token.
final class _ObservationGroup: _Cancellable, @unchecked Sendable {
  private let members: _Locked<[_Cancellable]>
  private let ended = Atomic<Bool>(false)

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
