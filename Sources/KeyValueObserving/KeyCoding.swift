/// How key-value coding reads, checks and writes one key, with the key's
/// types erased.
struct _KeyCoding {
  /// The declared value type.
  let valueType: Any.Type
  /// The declared value type, for messages (described when asked: describing a type costs
  /// a metadata lookup that a class's keys should not pay when they are declared).
  var typeName: String { String(describing: valueType) }
  /// Reads the value; `nil` for a `nil` optional.
  let read: (KeyValueObject) -> Any?
  /// Runs the key's validator; `nil` for a read-only key.
  let validate: ((Any?) throws(ValidationError) -> Any?)?
  /// Stores a value of exactly the key's type (`nil` only for an optional
  /// type) and returns `true`, or returns `false` for any other value;
  /// `nil` for a read-only key.
  let store: ((KeyValueObject, Any?) -> Bool)?
  /// Whether the key's type is optional (asked when needed: the answer takes a dynamic
  /// conformance lookup).
  var allowsNil: Bool { nilValueExists() }
  private let nilValueExists: () -> Bool
  /// Whether a value is of the key's type.
  let isOfType: (Any) -> Bool
  /// What the key's values are: related objects, collections or neither
  /// (asked when needed: the answer takes dynamic casts of the type).
  var valueKind: _ValueKind { _ValueKind(valueType) }
  /// The class of the related objects, for a to-one relationship.
  var relatedType: KeyValueObject.Type? {
    _ValueKind.unwrapped(valueType) as? KeyValueObject.Type
  }

  init<Root: KeyValueObject, Value>(readOnly keyPath: KeyPath<Root, Value>) {
    valueType = Value.self
    read = { object in _KeyCoding.flatten(object as? Root, keyPath) }
    validate = nil
    store = nil
    nilValueExists = { (try? Validator<Value>.nilValue()) != nil }
    isOfType = { $0 is Value }
  }

  init<Root: KeyValueObject, Value>(
    _ keyPath: ReferenceWritableKeyPath<Root, Value>, validator: Validator<Value>
  ) {
    valueType = Value.self
    read = { object in _KeyCoding.flatten(object as? Root, keyPath) }
    validate = { value throws(ValidationError) in try validator.validate(value) }
    store = { object, value in
      guard let root = object as? Root else { return false }
      let typed: Value
      if let value {
        guard let exact = value as? Value else { return false }
        typed = exact
      } else {
        guard let none = try? Validator<Value>.nilValue() else { return false }
        typed = none
      }
      root[keyPath: keyPath] = typed
      return true
    }
    nilValueExists = { (try? Validator<Value>.nilValue()) != nil }
    isOfType = { $0 is Value }
  }

  init<Root: KeyValueObject, Element>(
    collectionCount count: @escaping (Root) -> Int, element: @escaping (Root, Int) -> Element
  ) {
    valueType = KeyValueCollection<Element>.self
    read = { object in
      guard let root = object as? Root else { return nil }
      return KeyValueCollection(count: { count(root) }, element: { element(root, $0) })
    }
    validate = nil
    store = nil
    nilValueExists = { false }
    isOfType = { $0 is KeyValueCollection<Element> }
  }

  /// Reads `keyPath` from `root`, turning an optional's `nil` into a plain
  /// `nil` rather than `Optional(nil)` inside `Any`.
  private static func flatten<Root, Value>(_ root: Root?, _ keyPath: KeyPath<Root, Value>) -> Any? {
    guard let root else { return nil }
    let value: Any = root[keyPath: keyPath]
    if let optional = value as? any _OptionalFlattening { return optional._flattened }
    return value
  }
}

/// What the values of a key are, as far as following a key path through
/// them goes.
enum _ValueKind: Sendable {
  /// A ``KeyValueObject`` (or an optional one): a to-one relationship.
  case object
  /// A collection (other than a string): a to-many relationship.
  case collection
  /// Anything else: an attribute, which has no keys.
  case other

  init(_ valueType: Any.Type) {
    let type = Self.unwrapped(valueType)
    if type is KeyValueObject.Type {
      self = .object
    } else if type is any Collection.Type, !(type is any StringProtocol.Type) {
      self = .collection
    } else {
      self = .other
    }
  }

  /// Whether values of `type` are related objects: a ``KeyValueObject`` or an optional
  /// one. Asks no more than that (not whether `type` is a collection: each question about
  /// a type's protocols costs the run time a search of every conformance record in the
  /// binary the first time it is asked), and asks only an optional type what it wraps: a
  /// schema learns its stored keys through this, at the start of a process.
  static func isObject<Value>(_ type: Value.Type) -> Bool {
    if type is KeyValueObject.Type { return true }
    guard _isOptional(type) else { return false }
    return unwrapped(type) is KeyValueObject.Type
  }

  /// `type` without the optionals around it.
  static func unwrapped(_ type: Any.Type) -> Any.Type {
    guard let optional = type as? any _OptionalType.Type else { return type }
    return unwrapped(optional.wrappedType)
  }
}

/// Lets an optional type name the type it wraps.
protocol _OptionalType {
  static var wrappedType: Any.Type { get }
}

extension Optional: _OptionalType {
  static var wrappedType: Any.Type { Wrapped.self }
}

/// Lets `Any` holding an optional be unwrapped without knowing its type.
protocol _OptionalFlattening {
  var _flattened: Any? { get }
}

extension Optional: _OptionalFlattening {
  var _flattened: Any? {
    switch self {
    case .none: return nil
    case .some(let wrapped):
      if let nested = wrapped as? any _OptionalFlattening { return nested._flattened }
      return wrapped
    }
  }
}
