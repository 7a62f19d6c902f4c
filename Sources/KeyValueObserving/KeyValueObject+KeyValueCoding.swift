/// Key-value coding: a ``KeyValueObject``'s declared keys, reached by name.
///
/// Names come from the class's ``KeyValueObject/keyTable`` (with aliases,
/// and optionally regardless of case). A value set by name goes through the
/// same setter as a typed assignment, so it notifies exactly the same
/// observers in the same order.
extension KeyValueObject {
  /// The value of the key named `key`; `nil` for an optional that is `nil`.
  ///
  /// - Throws: ``KeyValueCodingError/undefinedKey(key:type:)`` (from
  ///   ``value(forUndefinedKey:)``) for a name the class does not declare.
  public func value(forKey key: String) throws(KeyValueCodingError) -> Any? {
    guard let coding = coding(forKey: key) else { return try value(forUndefinedKey: key) }
    return coding.read(self)
  }

  /// Sets the key named `key` to a value of exactly its type, without
  /// validation. `nil` for a non-optional key goes to
  /// ``setNilValue(forKey:)``.
  ///
  /// - Throws: ``KeyValueCodingError`` for an undefined or read-only key or
  ///   a value of another type; the object is then unchanged.
  public func setValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) {
    guard let coding = coding(forKey: key) else {
      try setValue(value, forUndefinedKey: key)
      return
    }
    guard let store = coding.store else { throw .readOnlyKey(key: key) }
    if value == nil, !coding.allowsNil {
      try setNilValue(forKey: key)
      return
    }
    guard store(self, value) else {
      throw .typeMismatch(
        key: key, value: KeyValueCodingError.describe(value), expected: coding.typeName)
    }
  }

  /// Checks a value for the key named `key` with the key's validator and
  /// returns what would be stored: the value, coerced or post-formatted.
  /// Changes nothing.
  ///
  /// - Throws: ``KeyValueCodingError/invalidValue(key:value:reason:)``
  ///   naming the key, the value and the validator's reason;
  ///   ``KeyValueCodingError/nilValue(key:)`` for `nil` where the type does
  ///   not allow it.
  public func validateValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Any? {
    guard let coding = coding(forKey: key) else {
      throw .undefinedKey(key: key, type: String(describing: type(of: self)))
    }
    guard let validate = coding.validate else { throw .readOnlyKey(key: key) }
    do {
      return try validate(value)
    } catch  where error == .nilNotAllowed {
      throw .nilValue(key: key)
    } catch {
      throw .invalidValue(
        key: key, value: KeyValueCodingError.describe(value), reason: error.reason)
    }
  }

  /// Validates a value for the key named `key` and stores the result: one
  /// call for coerced, checked setting.
  ///
  ///     try station.setValidatedValue("$3.50", forKey: "price")   // price == 3.5
  ///
  /// A rejected value leaves the object and its observers untouched. `nil`
  /// that the validator refuses goes to ``setNilValue(forKey:)``.
  ///
  /// - Throws: ``KeyValueCodingError`` naming the key, the value and why.
  public func setValidatedValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) {
    guard let coding = coding(forKey: key) else {
      try setValue(value, forUndefinedKey: key)
      return
    }
    guard let validate = coding.validate, let store = coding.store else {
      throw .readOnlyKey(key: key)
    }
    let validated: Any?
    do {
      validated = try validate(value)
    } catch  where error == .nilNotAllowed {
      try setNilValue(forKey: key)
      return
    } catch {
      throw .invalidValue(
        key: key, value: KeyValueCodingError.describe(value), reason: error.reason)
    }
    guard store(self, validated) else {
      throw .typeMismatch(
        key: key, value: KeyValueCodingError.describe(validated), expected: coding.typeName)
    }
  }

  /// Sets several keys from a dictionary, as parsed from JSON.
  ///
  /// With `validating` (the default) each value goes through its key's
  /// validator. All values are checked before any is stored: if one is
  /// rejected, nothing is set and the error lists every rejected key.
  /// Names the class does not declare go to
  /// ``setValue(_:forUndefinedKey:)`` (which throws unless overridden), and
  /// refused `nil`s to ``setNilValue(forKey:)``, after the checks and before
  /// the stores. Keys are stored in sorted order, so notifications are
  /// reproducible.
  ///
  /// - Throws: ``KeyValueCodingError``, or
  ///   ``KeyValueCodingError/multiple(_:)`` when several keys fail.
  public func setValuesForKeys(_ values: [String: Any?], validating: Bool = true)
    throws(KeyValueCodingError)
  {
    var accepted: [(String, _KeyCoding, Any?)] = []
    var undefined: [(String, Any?)] = []
    var refusedNil: [String] = []
    var errors: [KeyValueCodingError] = []
    for key in values.keys.sorted() {
      let value = values[key] ?? nil
      guard let coding = coding(forKey: key) else {
        undefined.append((key, value))
        continue
      }
      guard let validate = coding.validate, coding.store != nil else {
        errors.append(.readOnlyKey(key: key))
        continue
      }
      if !validating {
        if value == nil && !coding.allowsNil {
          refusedNil.append(key)
        } else {
          accepted.append((key, coding, value))
        }
        continue
      }
      do {
        accepted.append((key, coding, try validate(value)))
      } catch  where error == .nilNotAllowed {
        refusedNil.append(key)
      } catch {
        errors.append(
          .invalidValue(key: key, value: KeyValueCodingError.describe(value), reason: error.reason))
      }
    }
    if !validating {
      for (key, coding, value) in accepted where !(value.map(coding.isOfType) ?? true) {
        errors.append(
          .typeMismatch(
            key: key, value: KeyValueCodingError.describe(value), expected: coding.typeName))
      }
    }
    if errors.count == 1, let error = errors.first { throw error }
    if errors.count > 1 { throw .multiple(errors) }
    for (key, value) in undefined { try setValue(value, forUndefinedKey: key) }
    for key in refusedNil { try setNilValue(forKey: key) }
    for (_, coding, value) in accepted { _ = coding.store?(self, value) }
  }

  /// The values of several keys, by name; keys that are `nil` map to `nil`.
  ///
  /// - Throws: ``KeyValueCodingError`` for a name the class does not
  ///   declare.
  public func dictionaryWithValues(forKeys keys: [String]) throws(KeyValueCodingError) -> [String:
    Any?]
  {
    var result: [String: Any?] = [:]
    for key in keys { result[key] = .some(try value(forKey: key)) }
    return result
  }

  /// The names of the class's declared keys, in declaration order.
  public static var keyNames: [String] { _KeySchema.schema(for: self).names }

  /// The declared name of the key that key-value coding finds for `name`: the name itself,
  /// or the key `name` is an alias of, regardless of case when the table is
  /// case-insensitive; `nil` when no declared key goes by `name`.
  ///
  ///     LabColor.keyName(for: "L*")    // "lComponent"
  ///     LabColor.keyName(for: "HEX")   // "hex"
  public static func keyName(for name: String) -> String? {
    let schema = _KeySchema.schema(for: self)
    return schema.key(named: name).flatMap(schema.name(of:))
  }

  /// The aliases declared for the key named `name`, in declaration order; empty for a key
  /// with none or a name the class does not declare.
  public static func aliases(ofKey name: String) -> [String] {
    _KeySchema.schema(for: self).aliases(ofKey: name)
  }

  func coding(forKey key: String) -> _KeyCoding? {
    let schema = _schema
    return schema.key(named: key).flatMap(schema.coding(of:))
  }
}
