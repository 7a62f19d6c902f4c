/// The collection operators of key paths: `@count`, `@sum`, `@avg`, `@min`,
/// `@max` and `@distinctUnionOfObjects`, applied to an array (or a
/// ``KeyValueCollection``) and the key path to their right.
///
///     try bank.value(forKeyPath: "transactions.@count")          // Int
///     try bank.value(forKeyPath: "transactions.@sum.amount")     // Double
///     try bank.value(forKeyPath: "transactions.@max.date")       // the latest date
///     try bank.value(forKeyPath: "transactions.@distinctUnionOfObjects.payee")
///
/// `nil` values are skipped. `@sum` of no values is 0; `@avg`, `@min` and
/// `@max` of no values are `nil`. `@sum` and `@avg` coerce values to
/// `Double` as ``KeyValueCoercible`` does; `@min` and `@max` compare
/// numbers as numbers and strings as strings, and return the original value.
public enum CollectionOperator: String, Sendable, CaseIterable {
  /// The number of elements.
  case count = "@count"
  /// The sum of the values, as a `Double`.
  case sum = "@sum"
  /// The mean of the values, as a `Double`.
  case avg = "@avg"
  /// The smallest value.
  case min = "@min"
  /// The largest value.
  case max = "@max"
  /// The distinct values, in first-seen order.
  case distinctUnionOfObjects = "@distinctUnionOfObjects"

  /// Applies the operator to `elements`, reading `path` (the rest of the key
  /// path) from each.
  func apply(to elements: _ElementSource, path: [Substring], fullPath: String)
    throws(KeyValueCodingError)
    -> Any?
  {
    if self == .count { return elements.count }
    var values: [Any] = []
    for index in 0..<elements.count {
      if let value = try _KeyPathEvaluator.evaluate(
        path, on: elements.element(index), fullPath: fullPath)
      {
        values.append(value)
      }
    }
    switch self {
    case .count:
      return values.count
    case .sum, .avg:
      var sum = 0.0
      for value in values {
        do {
          sum += try Double.coerce(value)
        } catch {
          throw .invalidKeyPath(
            keyPath: fullPath,
            reason: "\(rawValue) needs numbers, found \(KeyValueCodingError.describe(value))")
        }
      }
      if self == .sum { return sum }
      return values.isEmpty ? nil : sum / Double(values.count)
    case .min, .max:
      return try extreme(values, fullPath: fullPath)
    case .distinctUnionOfObjects:
      var seen = Set<AnyHashable>()
      var result: [Any] = []
      for value in values {
        guard let hashable = value as? AnyHashable else {
          throw .invalidKeyPath(keyPath: fullPath, reason: "\(rawValue) needs hashable values")
        }
        if seen.insert(hashable).inserted { result.append(value) }
      }
      return result
    }
  }

  private func extreme(_ values: [Any], fullPath: String) throws(KeyValueCodingError) -> Any? {
    guard let first = values.first else { return nil }
    let wantsMax = self == .max
    if values.allSatisfy({ $0 is String }) {
      return values.max { lhs, rhs in
        let (l, r) = (lhs as? String ?? "", rhs as? String ?? "")
        return wantsMax ? l < r : l > r
      }
    }
    var best = first
    var bestNumber = Double.nan
    for value in values {
      guard let number = try? Double.coerce(value), !(value is String) else {
        throw .invalidKeyPath(
          keyPath: fullPath,
          reason:
            "\(rawValue) needs numbers or strings, found \(KeyValueCodingError.describe(value))")
      }
      if bestNumber.isNaN || (wantsMax ? number > bestNumber : number < bestNumber) {
        best = value
        bestNumber = number
      }
    }
    return best
  }
}

/// The elements of an array or a ``KeyValueCollection``, counted and read
/// one at a time.
struct _ElementSource {
  let count: Int
  let element: (Int) -> Any?

  /// The elements of `value`, if it is a collection key-value coding knows.
  init?(_ value: Any?) {
    if let collection = value as? any _KeyValueCollectionProtocol {
      count = collection._count
      element = { collection._element(at: $0) }
    } else if let array = value as? [Any] {
      count = array.count
      element = { array[$0] }
    } else {
      return nil
    }
  }
}

/// Lets key-value coding read a ``KeyValueCollection`` of any element type
/// without materializing it.
protocol _KeyValueCollectionProtocol {
  var _count: Int { get }
  func _element(at index: Int) -> Any?
}

extension KeyValueCollection: _KeyValueCollectionProtocol {
  var _count: Int { count }
  func _element(at index: Int) -> Any? { self[index] }
}

/// Evaluates dotted key paths, with collection operators, over objects and
/// collections.
enum _KeyPathEvaluator {
  /// Splits a key path into its keys; empty keys are an error.
  static func components(_ keyPath: String) throws(KeyValueCodingError) -> [Substring] {
    let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.isEmpty, !parts.contains(where: \.isEmpty) else {
      throw .invalidKeyPath(keyPath: keyPath, reason: "a key path is keys separated by single dots")
    }
    return parts
  }

  static func evaluate(_ path: [Substring], on value: Any?, fullPath: String)
    throws(KeyValueCodingError)
    -> Any?
  {
    guard let first = path.first else { return value }
    let rest = Array(path.dropFirst())
    if first.hasPrefix("@") {
      guard let collectionOperator = CollectionOperator(rawValue: String(first)) else {
        throw .invalidKeyPath(keyPath: fullPath, reason: "unknown collection operator \(first)")
      }
      guard let elements = _ElementSource(value) else {
        throw .invalidKeyPath(keyPath: fullPath, reason: "\(first) needs a collection")
      }
      return try collectionOperator.apply(to: elements, path: rest, fullPath: fullPath)
    }
    guard let value else { return nil }
    if let object = value as? KeyValueObject {
      return try evaluate(rest, on: object.value(forKey: String(first)), fullPath: fullPath)
    }
    if let elements = _ElementSource(value) {
      var mapped: [Any?] = []
      mapped.reserveCapacity(elements.count)
      for index in 0..<elements.count {
        mapped.append(try evaluate([first], on: elements.element(index), fullPath: fullPath))
      }
      return try evaluate(rest, on: mapped, fullPath: fullPath)
    }
    throw .invalidKeyPath(
      keyPath: fullPath, reason: "\(type(of: value)) has no key \"\(first)\"")
  }
}

extension KeyValueObject {
  /// The value at a dotted key path: keys through relationships
  /// (`"address.city"`), arrays (`"people.name"` is every person's name) and
  /// collection operators (`"transactions.@sum.amount"`, see
  /// ``CollectionOperator``). A `nil` on the way makes the result `nil`.
  ///
  /// - Throws: ``KeyValueCodingError`` for an undefined key, a malformed
  ///   path or an operator applied to something else than a collection.
  public func value(forKeyPath keyPath: String) throws(KeyValueCodingError) -> Any? {
    try _KeyPathEvaluator.evaluate(
      _KeyPathEvaluator.components(keyPath), on: self, fullPath: keyPath)
  }

  /// Sets the last key of a dotted key path on the object the rest leads to,
  /// without validation.
  ///
  /// - Throws: ``KeyValueCodingError``, including when the path runs through
  ///   `nil` or through something that is not a ``KeyValueObject``.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) throws(KeyValueCodingError) {
    let (target, key) = try target(ofKeyPath: keyPath)
    try target.setValue(value, forKey: key)
  }

  /// Validates a value for the last key of a dotted key path and stores it.
  ///
  /// - Throws: ``KeyValueCodingError``, as ``setValidatedValue(_:forKey:)``
  ///   and ``setValue(_:forKeyPath:)`` do.
  public func setValidatedValue(_ value: Any?, forKeyPath keyPath: String)
    throws(KeyValueCodingError)
  {
    let (target, key) = try target(ofKeyPath: keyPath)
    try target.setValidatedValue(value, forKey: key)
  }

  private func target(ofKeyPath keyPath: String) throws(KeyValueCodingError) -> (
    KeyValueObject, String
  ) {
    let components = try _KeyPathEvaluator.components(keyPath)
    guard let last = components.last else {
      throw .invalidKeyPath(keyPath: keyPath, reason: "the key path is empty")
    }
    var target: KeyValueObject = self
    for component in components.dropLast() {
      let next = try target.value(forKey: String(component))
      guard let object = next as? KeyValueObject else {
        throw .invalidKeyPath(
          keyPath: keyPath,
          reason: next == nil
            ? "\"\(component)\" is nil" : "\"\(component)\" is not an object with keys")
      }
      target = object
    }
    return (target, String(last))
  }
}

extension Array where Element: KeyValueObject {
  /// The value of a key path over the array: a collection operator
  /// (`"@avg.amount"`) or a key of every element (`"name"`).
  ///
  /// - Throws: ``KeyValueCodingError`` as
  ///   ``KeyValueObject/value(forKeyPath:)`` does.
  public func value(forKeyPath keyPath: String) throws(KeyValueCodingError) -> Any? {
    try _KeyPathEvaluator.evaluate(
      _KeyPathEvaluator.components(keyPath), on: self, fullPath: keyPath)
  }
}
