/// An error from key-value coding: a key that does not exist, a value that
/// cannot be used, or a path that does not lead anywhere.
///
/// Every case names the key, and the cases about a value name the value and
/// the reason, so a caller can report exactly what went wrong:
///
///     do { try color.setValidatedValue("hot", forKey: "l") }
///     catch { print(error) }   // Invalid value "hot" for key "l": not a number.
public enum KeyValueCodingError: Error, Hashable, Sendable {
  /// No key of that name (or alias) exists on the type.
  case undefinedKey(key: String, type: String)
  /// `nil` was given for a non-optional value and the type's nil hook
  /// refused it.
  case nilValue(key: String)
  /// The value has the wrong type for an unvalidated set.
  case typeMismatch(key: String, value: String, expected: String)
  /// A validator rejected the value.
  case invalidValue(key: String, value: String, reason: String)
  /// The key cannot be set.
  case readOnlyKey(key: String)
  /// A key path is malformed or runs through a value that has no keys.
  case invalidKeyPath(keyPath: String, reason: String)
  /// Several keys of one `setValuesForKeys` call failed; nothing was set.
  case multiple([KeyValueCodingError])

  /// The key the error is about (the first one, for ``multiple(_:)``).
  public var key: String {
    switch self {
    case .undefinedKey(let key, _), .nilValue(let key), .typeMismatch(let key, _, _),
      .invalidValue(let key, _, _), .readOnlyKey(let key):
      return key
    case .invalidKeyPath(let keyPath, _):
      return keyPath
    case .multiple(let errors):
      return errors.first?.key ?? ""
    }
  }

  /// The offending value, described, when the error is about a value.
  public var value: String? {
    switch self {
    case .typeMismatch(_, let value, _), .invalidValue(_, let value, _): return value
    case .nilValue: return "nil"
    default: return nil
    }
  }

  /// Why the key or value was refused.
  public var reason: String {
    switch self {
    case .undefinedKey(_, let type): return "\(type) has no such key"
    case .nilValue: return "nil is not allowed"
    case .typeMismatch(_, _, let expected): return "expected \(expected)"
    case .invalidValue(_, _, let reason): return reason
    case .readOnlyKey: return "the key is read-only"
    case .invalidKeyPath(_, let reason): return reason
    case .multiple(let errors): return errors.map(\.description).joined(separator: " ")
    }
  }

  /// Describes a value the way error messages quote it: strings (and substrings, which key
  /// coding reads as text too) in quotes, everything else as Swift prints it.
  static func describe(_ value: Any?) -> String {
    guard let value else { return "nil" }
    if let string = value as? String { return String(reflecting: string) }
    if let substring = value as? Substring { return String(reflecting: String(substring)) }
    return String(describing: value)
  }
}

extension KeyValueCodingError: CustomStringConvertible {
  /// A one-sentence, user-facing message.
  public var description: String {
    switch self {
    case .undefinedKey(let key, let type):
      return "Undefined key \"\(key)\" for \(type)."
    case .nilValue(let key):
      return "Nil is not allowed for key \"\(key)\"."
    case .typeMismatch(let key, let value, let expected):
      return "Value \(value) for key \"\(key)\" is not of type \(expected)."
    case .invalidValue(let key, let value, let reason):
      return "Invalid value \(value) for key \"\(key)\": \(reason)."
    case .readOnlyKey(let key):
      return "Key \"\(key)\" is read-only."
    case .invalidKeyPath(let keyPath, let reason):
      return "Invalid key path \"\(keyPath)\": \(reason)."
    case .multiple(let errors):
      return errors.map(\.description).joined(separator: " ")
    }
  }
}
