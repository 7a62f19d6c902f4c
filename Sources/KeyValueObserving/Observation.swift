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
/// The delivery (``_ChangeDelivery``) asks an observation for two things:
/// to ``capture(_:into:)`` its key's value into a slot, and to
/// ``deliver(_:_:)`` a notification, reading the slots as its own value
/// type. Everything else — whether it is still active, whether what it
/// depends on is alive, `.once` — the delivery decides, in one place.
@usableFromInline
class _Observation: _Cancellable, @unchecked Sendable {
  /// The registry of the observed object.
  final let registry: _ObservationRegistry
  /// The observed key. Sixteen bits, so that the fields after the registry
  /// take one word: a class has at most 65,536 keys.
  private final let keyIndex: UInt16
  /// What the observation asked for.
  @usableFromInline final let options: ObservationOptions
  /// Bit 0: active. Bit 1: delivery depends on a weakly held object.
  /// Bit 2: a link of a relationship dependency, not an observer.
  private final let flags: Atomic<UInt8>
  /// The position in the key's bucket; guarded by the registry's lock.
  final var slot: UInt32 = 0

  init(
    registry: _ObservationRegistry, key: Int, options: ObservationOptions,
    hasWeakDependency: Bool, isLink: Bool = false
  ) {
    self.registry = registry
    keyIndex = UInt16(truncatingIfNeeded: key)
    self.options = options
    flags = Atomic(1 | (hasWeakDependency ? 2 : 0) | (isLink ? 4 : 0))
  }

  /// The observed key.
  final var key: Int { Int(keyIndex) }

  final override var isActive: Bool { flags.load(ordering: .acquiring) & 1 != 0 }

  final override var isLive: Bool { isActive && !dependsOnReleasedObject }

  /// Whether delivery depends on an owner or target held weakly.
  final var hasWeakDependency: Bool { flags.load(ordering: .relaxed) & 2 != 0 }

  /// Whether this is a link of a relationship dependency
  /// (``_DependencyLink``) rather than an observer.
  final var isLink: Bool { flags.load(ordering: .relaxed) & 4 != 0 }

  final override func invalidate() {
    _ = endAndRemove()
  }

  /// Ends the observation and removes it from its registry and its owner's binding; `true`
  /// if this call ended it, `false` if it had ended already (from another thread, perhaps).
  final func endAndRemove() -> Bool {
    guard end() else { return false }
    registry.remove(self)
    binding?.remove(self)
    return true
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

  /// A box for values of the observation's type, empty, or holding `old`
  /// and `new` when they are of that type.
  func makeBox(old: Any? = nil, new: Any? = nil) -> _ValueBoxBase { _ValueBoxBase() }

  /// Reads the observed value into `box` (made by ``makeBox(old:new:)`` of
  /// an observation of the same group), as its old or its new value.
  func capture(_ object: KeyValueObject, into box: _ValueBoxBase, old: Bool) {}

  /// What ``capture(_:into:old:)`` calls in the end, when that is a key's declared getter
  /// (``_DirectCapture/call``): a plan of this one entry calls it itself. `nil` for an
  /// observation that reads its value otherwise.
  var directCapture: _DirectCapture? { nil }

  /// Which observations may share a captured value: equal groups read the
  /// same value as the same type. `nil` for an observation that never
  /// reads values.
  var valueGroup: _ValueGroup? { nil }

  /// Calls the handler.
  func deliver(_ object: KeyValueObject, _ notification: _Notification) {}

  /// The owner the observation is bound to, if any.
  var binding: _OwnerBinding? { nil }

  /// Whether the owner or target this observation depends on is gone.
  var dependsOnReleasedObject: Bool { binding.map { $0.owner == nil } ?? false }

  /// Called once when the observation ends, however it ends.
  func didEnd() {}

  /// What the handler is, for ``KeyValueObject/observationInfo``.
  var kindDescription: String { "block" }
}

/// An observation whose handler receives values of its key as `Value`.
///
/// Subclasses say how the value is read and how the handler is called;
/// this class turns captured slots into an ``ObservedChange``.
@usableFromInline
class _ValueObservation<Root: KeyValueObject, Value>: _Observation, @unchecked Sendable {
  /// The observed value of `root`.
  func read(_ root: Root) -> Value {
    preconditionFailure("_ValueObservation.read is abstract")
  }

  /// What identifies the value read, for sharing it: the key path, or the
  /// key of a relationship path.
  var valueSource: _ValueSource { .key(key) }

  /// Calls the handler with the change.
  func handle(_ root: Root, _ change: ObservedChange<Value>) {}

  final override func makeBox(old: Any?, new: Any?) -> _ValueBoxBase {
    _ValueBox<Value>(oldValue: old.flatMap { $0 as? Value }, newValue: new.flatMap { $0 as? Value })
  }

  override func capture(_ object: KeyValueObject, into box: _ValueBoxBase, old: Bool) {
    let root = unsafeDowncast(object, to: Root.self)
    _ValueBox<Value>.withTyped(box) { box in
      box.store(old: old) { $0.initialize(to: read(root)) }
    }
  }

  final override var valueGroup: _ValueGroup? {
    _ValueGroup(source: valueSource, type: ObjectIdentifier(Value.self))
  }

  override func deliver(_ object: KeyValueObject, _ notification: _Notification) {
    withChange(notification) { handle(unsafeDowncast(object, to: Root.self), $0) }
  }

  /// `body` called with the change as the handler receives it, borrowed: it refers to the
  /// notification's box without retaining it, since the caller holds the box until `body`
  /// returns. An ``ObservedChange`` has the same layout for every value type, so this
  /// unspecialized code builds it without a run-time type lookup.
  @inline(__always)
  final func withChange<Result>(
    _ notification: _Notification, _ body: (borrowing ObservedChange<Value>) -> Result
  ) -> Result {
    guard let values = notification.values else {
      return body(ObservedChange(notification, values: nil))
    }
    return values._withUnsafeGuaranteedRef { body(ObservedChange(notification, values: $0)) }
  }
}

/// What an observation reads its value from: a key path, or a key of the
/// observed object (a relationship path or a key named at run time).
///
/// A concrete type rather than `AnyHashable`, whose first use of each
/// wrapped type costs a run-time conformance search at start-up.
enum _ValueSource: Hashable {
  /// A key path; equal key paths read the same value.
  case keyPath(AnyKeyPath)
  /// A key of the object's schema, by number.
  case key(Int)
}

/// Observations that read the same value as the same type.
struct _ValueGroup: Hashable {
  var source: _ValueSource
  var type: ObjectIdentifier
}

/// An observation of a key path, read through the key's declared getter when it has one:
/// the block, target/action and async-sequence observations.
@usableFromInline
class _KeyPathObservation<Root: KeyValueObject, Value>: _ValueObservation<Root, Value>,
  @unchecked Sendable
{
  let reader: _KeyPathReader<Root, Value>

  @usableFromInline
  init(
    registry: _ObservationRegistry, key: Int, keyPath: KeyPath<Root, Value>,
    options: ObservationOptions, hasWeakDependency: Bool
  ) {
    reader = _KeyPathReader(keyPath, schema: registry.schema)
    super.init(
      registry: registry, key: key, options: options, hasWeakDependency: hasWeakDependency)
  }

  final override func read(_ root: Root) -> Value { reader.read(root) }

  final override func capture(_ object: KeyValueObject, into box: _ValueBoxBase, old: Bool) {
    reader.capture(object, into: box, old: old)
  }

  final override var directCapture: _DirectCapture? {
    guard case .direct(let direct) = reader else { return nil }
    return direct.capture
  }

  final override var valueSource: _ValueSource { .keyPath(reader.keyPath) }
}

/// An observation whose handler receives the typed value.
@usableFromInline
class _BlockObservation<Root: KeyValueObject, Value>: _KeyPathObservation<Root, Value>,
  @unchecked Sendable
{
  let handler: (Root, ObservedChange<Value>) -> Void

  @usableFromInline
  init(
    registry: _ObservationRegistry, key: Int, keyPath: KeyPath<Root, Value>,
    options: ObservationOptions, hasWeakDependency: Bool = false,
    handler: @escaping (Root, ObservedChange<Value>) -> Void
  ) {
    self.handler = handler
    super.init(
      registry: registry, key: key, keyPath: keyPath, options: options,
      hasWeakDependency: hasWeakDependency)
  }

  override func deliver(_ object: KeyValueObject, _ notification: _Notification) {
    withChange(notification) { handler(unsafeDowncast(object, to: Root.self), $0) }
  }
}

/// A block observation bound to an owner.
final class _OwnedBlockObservation<Root: KeyValueObject, Value>: _BlockObservation<Root, Value>,
  @unchecked Sendable
{
  private let ownerBinding: _OwnerBinding

  init(
    registry: _ObservationRegistry, key: Int, keyPath: KeyPath<Root, Value>,
    options: ObservationOptions, binding: _OwnerBinding,
    handler: @escaping (Root, ObservedChange<Value>) -> Void
  ) {
    ownerBinding = binding
    super.init(
      registry: registry, key: key, keyPath: keyPath, options: options, hasWeakDependency: true,
      handler: handler)
  }

  override var binding: _OwnerBinding? { ownerBinding }
}

/// An observation of one of several keys, whose handler learns the key.
final class _KeyedObservation<Root: KeyValueObject>: _ValueObservation<Root, Any>,
  @unchecked Sendable
{
  let keyPath: PartialKeyPath<Root>
  let handler: (Root, PartialKeyPath<Root>, ObservedChange<Any>) -> Void
  private let ownerBinding: _OwnerBinding?

  init(
    registry: _ObservationRegistry, key: Int, keyPath: PartialKeyPath<Root>,
    options: ObservationOptions, binding: _OwnerBinding?,
    handler: @escaping (Root, PartialKeyPath<Root>, ObservedChange<Any>) -> Void
  ) {
    self.keyPath = keyPath
    self.handler = handler
    ownerBinding = binding
    super.init(registry: registry, key: key, options: options, hasWeakDependency: binding != nil)
  }

  override func read(_ root: Root) -> Any { root[keyPath: keyPath] }

  override var valueSource: _ValueSource { .keyPath(keyPath) }

  override func handle(_ root: Root, _ change: ObservedChange<Any>) {
    handler(root, keyPath, change)
  }

  override var binding: _OwnerBinding? { ownerBinding }

  override var kindDescription: String { "block (key-path set)" }
}

/// A target/action observation: the target is held weakly, and the
/// observation ends silently once it is gone.
final class _TargetActionObservation<Target: AnyObject, Root: KeyValueObject, Value>:
  _KeyPathObservation<Root, Value>, @unchecked Sendable
{
  weak var target: Target?
  let action: (Target) -> (Root, ObservedChange<Value>) -> Void

  init(
    registry: _ObservationRegistry, key: Int, keyPath: KeyPath<Root, Value>,
    options: ObservationOptions, target: Target,
    action: @escaping (Target) -> (Root, ObservedChange<Value>) -> Void
  ) {
    self.target = target
    self.action = action
    super.init(
      registry: registry, key: key, keyPath: keyPath, options: options, hasWeakDependency: true)
  }

  override func handle(_ root: Root, _ change: ObservedChange<Value>) {
    guard let target else {
      invalidate()
      return
    }
    action(target)(root, change)
  }

  override var dependsOnReleasedObject: Bool { target == nil }

  override var kindDescription: String {
    "target/action, target: " + (target.map { String(describing: type(of: $0)) } ?? "released")
  }
}

/// An observation whose value is read by a function rather than a key
/// path: a value reached through relationships (`person.address?.city`), a
/// key named at run time, or a collection's `@count`.
final class _ReaderObservation<Root: KeyValueObject, Value>: _ValueObservation<Root, Value>,
  @unchecked Sendable
{
  private let reader: (Root) -> Value
  private let handler: (Root, ObservedChange<Value>) -> Void

  init(
    registry: _ObservationRegistry, key: Int, options: ObservationOptions,
    read reader: @escaping (Root) -> Value,
    handler: @escaping (Root, ObservedChange<Value>) -> Void
  ) {
    self.reader = reader
    self.handler = handler
    super.init(registry: registry, key: key, options: options, hasWeakDependency: false)
  }

  override func read(_ root: Root) -> Value { reader(root) }

  override func handle(_ root: Root, _ change: ObservedChange<Value>) { handler(root, change) }

  override var kindDescription: String { "block (key path)" }
}

/// The observation behind ``KeyValueObservable/values(for:bufferingPolicy:)``:
/// yields each new value, and finishes the sequence when it ends.
final class _StreamObservation<Root: KeyValueObject, Value>: _KeyPathObservation<Root, Value>,
  @unchecked Sendable
{
  private let yield: (Value) -> Void
  private let finish: () -> Void

  init(
    registry: _ObservationRegistry, key: Int, keyPath: KeyPath<Root, Value>,
    yield: @escaping (Value) -> Void, finish: @escaping () -> Void
  ) {
    self.yield = yield
    self.finish = finish
    super.init(
      registry: registry, key: key, keyPath: keyPath, options: [.initial, .new],
      hasWeakDependency: false)
  }

  override func handle(_ root: Root, _ change: ObservedChange<Value>) {
    if let value = change.newValue { yield(value) }
  }

  override func didEnd() { finish() }

  override var kindDescription: String { "async sequence" }
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
