/// How key-value coding reads, checks and writes one key, with the key's
/// types erased.
struct _KeyCoding {
  /// The declared value type, for messages.
  let typeName: String
  /// Reads the value; `nil` for a `nil` optional.
  let read: (KeyValueObject) -> Any?
  /// Runs the key's validator; `nil` for a read-only key.
  let validate: ((Any?) throws(ValidationError) -> Any)?
  /// Stores a value that is already of the key's type (as `validate`
  /// returns it); `nil` for a read-only key.
  let write: ((KeyValueObject, Any) -> Void)?
  /// Whether `value` is already of the key's type, for unvalidated sets.
  let accepts: (Any?) -> Bool
  /// The key's primitive storage writer, bypassing notification.
  let writePrimitive: ((KeyValueObject, Any) -> Void)?

  init<Root: KeyValueObject, Value>(readOnly keyPath: KeyPath<Root, Value>) {
    typeName = String(describing: Value.self)
    read = { object in _KeyCoding.flatten(object as? Root, keyPath) }
    validate = nil
    write = nil
    accepts = { $0 is Value }
    writePrimitive = nil
  }

  init<Root: KeyValueObject, Value>(
    _ keyPath: ReferenceWritableKeyPath<Root, Value>, validator: Validator<Value>
  ) {
    typeName = String(describing: Value.self)
    read = { object in _KeyCoding.flatten(object as? Root, keyPath) }
    validate = { value throws(ValidationError) in try validator.validate(value) }
    write = { object, value in
      guard let root = object as? Root, let typed = value as? Value else { return }
      root[keyPath: keyPath] = typed
    }
    accepts = { value in
      if let value { return value is Value }
      return (try? Validator<Value>.nilValue()) != nil
    }
    writePrimitive = { object, value in
      guard let root = object as? Root, let typed = value as? Value else { return }
      root.setPrimitiveValue(typed, for: keyPath)
    }
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
