import Synchronization

/// One step of a key-path chain: a typed key path, or a key name looked up
/// in each object's key table.
enum _ChainSegment {
  case keyPath(AnyKeyPath)
  case name(String)
}

/// An observation of a value reached through relationships —
/// `person.address.city` — that follows the intermediate objects.
///
/// Link `i` observes segment `i` on the `i`-th object of the chain. When an
/// intermediate object is replaced, the links after it move to the new
/// objects, and the observer is told the leaf's old and new value; a `nil`
/// intermediate makes the leaf `nil`. No object of the chain is retained.
final class _KeyPathChain: _Cancellable, @unchecked Sendable {
  private let segments: [_ChainSegment]
  private let options: ObservationOptions
  private let handler: (KeyValueObject, _RawChange) -> Void
  private weak var root: KeyValueObject?
  private let links: _Locked<[_Observation?]>
  private let pendingOldValues = _Locked(_PendingValues())
  private let ended = Atomic<Bool>(false)

  /// Starts observing `segments` from `root`.
  init(
    root: KeyValueObject, segments: [_ChainSegment], options: ObservationOptions,
    handler: @escaping (KeyValueObject, _RawChange) -> Void
  ) {
    self.root = root
    self.segments = segments
    self.options = options
    self.handler = handler
    links = _Locked(Array(repeating: nil, count: segments.count))
    super.init()
    relink(from: 0, startingAt: root)
    if options.contains(.initial) {
      let value = options.contains(.new) ? Self.readLeaf(segments, from: root) : nil
      handler(
        root,
        _RawChange(
          kind: .setting, oldValue: nil, newValue: value, indexes: nil, isPrior: false,
          isInitial: true))
    }
  }

  override func invalidate() {
    guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
    let old = links.withLock { links in
      let old = links
      links = Array(repeating: nil, count: links.count)
      return old
    }
    for link in old { link?.invalidate() }
  }

  override var isActive: Bool { !ended.load(ordering: .acquiring) && root != nil }

  // MARK: - Links

  /// Observes segments `level...` starting at `object`, replacing the links
  /// there.
  private func relink(from level: Int, startingAt object: KeyValueObject?) {
    var fresh: [_Observation?] = []
    var current = object
    for index in level..<segments.count {
      guard let target = current, !ended.load(ordering: .acquiring) else {
        fresh.append(nil)
        current = nil
        continue
      }
      fresh.append(link(index, on: target))
      current =
        index + 1 < segments.count
        ? Self.value(of: segments[index], on: target) as? KeyValueObject : nil
    }
    let old = links.withLock { links -> [_Observation?] in
      let old = Array(links[level...])
      links.replaceSubrange(level..., with: fresh)
      return old
    }
    for link in old { link?.invalidate() }
    if ended.load(ordering: .acquiring) { invalidate() }
  }

  private func link(_ index: Int, on object: KeyValueObject) -> _Observation? {
    guard let keyPath = Self.keyPath(of: segments[index], on: object) else { return nil }
    let isLeaf = index == segments.count - 1
    let wantsOld = !options.isDisjoint(with: [.old, .prior])
    let linkOptions: ObservationOptions =
      isLeaf ? options.intersection([.old, .new, .prior]) : (wantsOld ? [.prior] : [])
    return object._register(keyPath, options: linkOptions) { [weak self] state, key in
      _CallbackObservation(
        state: state, key: key, options: linkOptions,
        read: { object in Self.flatten(object[keyPath: keyPath]) },
        handler: { [weak self] object, change in
          guard let self else { return }
          if isLeaf {
            self.leafChanged(change)
          } else {
            self.intermediateChanged(index, on: object, change)
          }
        })
    }
  }

  private func leafChanged(_ change: _RawChange) {
    guard let root, !ended.load(ordering: .acquiring) else { return }
    handler(root, change)
    if !change.isPrior, options.contains(.once) { invalidate() }
  }

  private func intermediateChanged(_ index: Int, on object: KeyValueObject, _ change: _RawChange) {
    guard let root, !ended.load(ordering: .acquiring) else { return }
    if change.isPrior {
      let old = options.contains(.old) ? Self.readLeaf(segments, from: root) : nil
      pendingOldValues.withLock { $0.values.append(old) }
      if options.contains(.prior) {
        handler(
          root,
          _RawChange(kind: .setting, oldValue: old, newValue: nil, indexes: nil, isPrior: true))
      }
      return
    }
    let old = pendingOldValues.withLock { $0.values.popLast() } ?? nil
    relink(
      from: index + 1, startingAt: Self.value(of: segments[index], on: object) as? KeyValueObject)
    let new = options.contains(.new) ? Self.readLeaf(segments, from: root) : nil
    handler(
      root, _RawChange(kind: .setting, oldValue: old, newValue: new, indexes: nil, isPrior: false))
    if options.contains(.once) { invalidate() }
  }

  // MARK: - Reading

  /// The key path a segment stands for on `object`.
  static func keyPath(of segment: _ChainSegment, on object: KeyValueObject) -> AnyKeyPath? {
    switch segment {
    case .keyPath(let keyPath):
      return keyPath
    case .name(let name):
      let schema = object._schema
      return schema.key(named: name).flatMap(schema.keyPath(of:))
    }
  }

  /// The value of one segment on `object`, optionals flattened.
  static func value(of segment: _ChainSegment, on object: KeyValueObject) -> Any? {
    guard let keyPath = keyPath(of: segment, on: object) else { return nil }
    return flatten(object[keyPath: keyPath])
  }

  /// The value at the end of the chain, `nil` if any link is `nil`.
  static func readLeaf(_ segments: [_ChainSegment], from root: KeyValueObject) -> Any? {
    var current: Any? = root
    for segment in segments {
      guard let object = current as? KeyValueObject else { return nil }
      current = value(of: segment, on: object)
    }
    return current
  }

  static func flatten(_ value: Any?) -> Any? {
    guard let value else { return nil }
    if let optional = value as? any _OptionalFlattening { return optional._flattened }
    return value
  }
}

/// Old leaf values captured before intermediate changes, awaiting their
/// did-change notifications (a stack, for nested changes).
struct _PendingValues: @unchecked Sendable {
  var values: [Any?] = []
}

extension KeyValueObject {
  /// The key schema of the object's class.
  var _schema: _KeySchema {
    _existingObservationState?.schema ?? _KeySchema.schema(for: type(of: self))
  }
}
