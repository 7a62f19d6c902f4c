/// One step of a path through relationships: a typed key path, a key name
/// looked up in the key table of the object reached, or the `@count` of the
/// collection reached.
enum _PathSegment: Hashable {
  case keyPath(AnyKeyPath)
  case name(String)
  case count

  /// The key this step stands for on `object`; `nil` for a name the
  /// object's class does not declare.
  func key(on object: KeyValueObject) -> Int? {
    switch self {
    case .keyPath(let keyPath): return object._schema.key(for: keyPath, on: object)
    case .name(let name): return object._schema.key(named: name)
    case .count: return nil
    }
  }

  /// This step's value on `object`, optionals flattened.
  func value(on object: KeyValueObject) -> Any? {
    switch self {
    case .keyPath(let keyPath):
      return _flattened(object[keyPath: keyPath] as Any)
    case .name(let name):
      let schema = object._schema
      return schema.key(named: name).flatMap(schema.coding(of:))?.read(object)
    case .count:
      return nil
    }
  }

  /// The step as messages show it.
  var text: String {
    switch self {
    case .keyPath(let keyPath): return String(describing: keyPath)
    case .name(let name): return name
    case .count: return CollectionOperator.count.rawValue
    }
  }
}

/// How a value is reached through relationships from an object.
///
/// - `segments`: one step per object, as typed key paths
///   (`observe(\.address, \.city)`) or names (`"address.city"`,
///   `"owner.items.@count"`).
/// - `probed`: one composed key path (`\.address?.city`), taken apart by
///   reading it and recording which `@Observed` properties of which objects
///   it read.
enum _RelationshipPath: Hashable {
  case segments([_PathSegment])
  case probed(AnyKeyPath)

  /// The objects the path passes through from `root` as they are now, with
  /// the keys to observe on each; and why it stops early, when it cannot
  /// be followed further.
  func follow(from root: KeyValueObject) -> (levels: [_FollowedLevel], problem: String?) {
    switch self {
    case .segments(let segments):
      return Self.follow(segments.filter { $0 != .count }, from: root)
    case .probed(let keyPath):
      var levels: [_FollowedLevel] = []
      for read in _AccessTracking.trace(root, through: keyPath) {
        let key = read.object._schema.storedKey(offset: read.offset)
        let step = _FollowedLevel.Key(key: key, refollows: read.isRelationship)
        if let index = levels.firstIndex(where: { $0.object === read.object }) {
          levels[index].keys.append(step)
        } else {
          levels.append(
            _FollowedLevel(object: read.object, keys: [step], forwards: read.object !== root))
        }
      }
      return (levels, nil)
    }
  }

  private static func follow(
    _ steps: [_PathSegment], from root: KeyValueObject
  ) -> (levels: [_FollowedLevel], problem: String?) {
    var levels: [_FollowedLevel] = []
    var current: KeyValueObject? = root
    for (index, step) in steps.enumerated() {
      guard let object = current else { break }
      let isLast = index == steps.count - 1
      guard let key = step.key(on: object) else {
        return (levels, "\(type(of: object)) has no key \"\(step.text)\"")
      }
      levels.append(
        _FollowedLevel(
          object: object, keys: [.init(key: key, refollows: !isLast)], forwards: index > 0))
      if isLast { break }
      let value = step.value(on: object)
      current = _relatedObject(value)
      if current == nil, let value {
        let kind =
          _collectionCount(value) != nil
          ? "a collection, and a key path cannot go through a to-many relationship"
          : "not an object with keys"
        return (levels, "\(step.text) of \(type(of: object)) is \(kind) (\(type(of: value)))")
      }
    }
    return (levels, nil)
  }

  /// Whether the path's value is the collection at its last step, named or typed
  /// (`"list.items"`, `observe(\.list, \.items)`), so that a change to that collection's
  /// elements is the path's change too. Not for `@count`, whose observers are told counts,
  /// nor for a composed key path (`\.list?.items`), whose reads do not tell whether its
  /// value is the collection or something computed from it (`\.list?.items.count`).
  var endsAtElements: Bool {
    guard case .segments(let segments) = self, let last = segments.last else { return false }
    return last != .count
  }

  /// The value at the end of the path from `root`; `nil` if a relationship
  /// on the way is `nil`. For segments only.
  func leafValue(from root: KeyValueObject) -> Any? {
    guard case .segments(let segments) = self else { return nil }
    var current: Any? = root
    for segment in segments {
      if segment == .count { return _collectionCount(current) }
      guard let object = current.flatMap(_relatedObject) else { return nil }
      current = segment.value(on: object)
    }
    return current
  }
}

/// One object a relationship path passes through, and the keys observed on
/// it.
struct _FollowedLevel {
  /// A key observed on the object.
  struct Key: Hashable {
    var key: Int
    /// Whether a change of the key can change which objects the path
    /// passes through beyond it.
    var refollows: Bool
  }

  let object: KeyValueObject
  var keys: [Key]
  /// Whether changes of the keys change the dependent key: true for every
  /// object but the first, whose keys the dependency graph covers.
  let forwards: Bool
}

/// A key that stands for a path through relationships, and the path.
struct _RelationshipDependency {
  /// The key whose observers are notified of changes along the path.
  let dependent: Int
  let path: _RelationshipPath
  /// The path as messages show it.
  let text: String
}

/// The number of elements of a collection value; `nil` for anything else.
func _collectionCount(_ value: Any?) -> Int? {
  guard let value else { return nil }
  if let elements = _ElementSource(value) { return elements.count }
  if value is any StringProtocol { return nil }
  if let collection = value as? any Collection { return collection.count }
  return nil
}

/// `value` with any optionals around it removed; `nil` for an empty one.
func _flattened(_ value: Any) -> Any? {
  if let optional = value as? any _OptionalFlattening { return optional._flattened }
  return value
}
