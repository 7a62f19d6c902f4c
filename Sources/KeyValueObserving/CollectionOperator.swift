/// The collection operators of key paths, as in Cocoa: `@count`, `@sum`, `@avg`, `@min`,
/// `@max`, `@unionOfObjects` and `@distinctUnionOfObjects`, applied to a collection (an
/// array, a set, or a ``KeyValueCollection``) and the key path to their right; and
/// `@unionOfArrays`, `@distinctUnionOfArrays`, `@unionOfSets` and `@distinctUnionOfSets`,
/// applied to a collection of collections.
///
///     try bank.value(forKeyPath: "transactions.@count")          // Int
///     try bank.value(forKeyPath: "transactions.@sum.amount")     // Double
///     try bank.value(forKeyPath: "transactions.@max.date")       // the latest date
///     try bank.value(forKeyPath: "transactions.@distinctUnionOfObjects.payee")
///     try bank.value(forKeyPath: "amounts.@sum.self")            // an array of numbers
///
/// As in Cocoa, `@sum` and `@avg` count a `nil` value as 0 and a Boolean as 1 or 0 (a `BOOL`
/// is an `NSNumber` to key-value coding: `"tasks.@sum.done"` counts the tasks done), and
/// `@min` and `@max` skip a `nil` and compare a Boolean as that number; the unions skip a
/// `nil` too, where Cocoa raises an exception (a library does not trap its
/// user's process over a value its model accepts). `@sum` of no values is 0; `@avg`, `@min`
/// and `@max` of no values are `nil`. `@sum` and `@avg` coerce values to `Double` as
/// ``KeyValueCoercible`` does; `@min` and `@max` compare numbers as numbers, as `NSNumber`
/// orders them (integers exactly at any magnitude, an `Int` with a `Double`, the infinities
/// beyond every other number; a NaN is skipped, as `nil` is), and otherwise values of one
/// `Comparable` type (strings, dates), and return the original value. The unions return
/// arrays, the distinct ones in first-seen order, objects that are not `Hashable` told apart by
/// identity, as NSObject's `isEqual:` tells them.
public enum CollectionOperator: String, Sendable, CaseIterable {
  /// The number of elements.
  case count = "@count"
  /// The sum of the values, as a `Double`.
  case sum = "@sum"
  /// The mean of the values, as a `Double`: finite for finite values, even where their sum
  /// overflows.
  case avg = "@avg"
  /// The smallest value.
  case min = "@min"
  /// The largest value.
  case max = "@max"
  /// Every value, in order.
  case unionOfObjects = "@unionOfObjects"
  /// The distinct values, in first-seen order.
  case distinctUnionOfObjects = "@distinctUnionOfObjects"
  /// Every value of every inner collection, in order.
  case unionOfArrays = "@unionOfArrays"
  /// The distinct values of every inner collection, in first-seen order.
  case distinctUnionOfArrays = "@distinctUnionOfArrays"
  /// Every value of every inner collection (Cocoa's for sets of sets, which `NSArray`
  /// implements keeping duplicates), in order.
  case unionOfSets = "@unionOfSets"
  /// The distinct values of every inner collection (Cocoa's for sets of sets), in
  /// first-seen order.
  case distinctUnionOfSets = "@distinctUnionOfSets"

  /// Applies the operator to `elements`, reading `path` (the rest of the key
  /// path) from each.
  func apply(to elements: _ElementSource, path: [Substring], fullPath: String)
    throws(KeyValueCodingError)
    -> Any?
  {
    if self == .count { return elements.count }
    var values: [Any] = []
    // The values of `path` on the elements of `source`, `nil` ones left out.
    func collect(_ source: _ElementSource) throws(KeyValueCodingError) {
      for index in 0..<source.count {
        if let value = try _KeyPathEvaluator.evaluate(
          path, on: source.element(index), fullPath: fullPath)
        {
          values.append(value)
        }
      }
    }
    switch self {
    case .unionOfArrays, .distinctUnionOfArrays, .unionOfSets, .distinctUnionOfSets:
      // Each element is a collection: the values of all their elements.
      for index in 0..<elements.count {
        guard let inner = elements.element(index) else { continue }
        guard let innerElements = _ElementSource(inner) else {
          throw .invalidKeyPath(
            keyPath: fullPath,
            reason: "\(rawValue) needs a collection of collections, found "
              + KeyValueCodingError.describe(inner))
        }
        try collect(innerElements)
      }
    default:
      try collect(elements)
    }
    switch self {
    case .count:
      return values.count
    case .sum, .avg:
      // A Boolean is 1 or 0, as Cocoa's `BOOL` in an `NSNumber`: `@sum.done` counts.
      func number(_ value: Any) throws(KeyValueCodingError) -> Double {
        if let bool = value as? Bool { return bool ? 1 : 0 }
        do {
          return try Double.coerce(value)
        } catch {
          throw .invalidKeyPath(
            keyPath: fullPath,
            reason: "\(rawValue) needs numbers, found \(KeyValueCodingError.describe(value))")
        }
      }
      var sum = 0.0
      for value in values { sum += try number(value) }
      if self == .sum { return sum }
      // A nil counts as 0, as in Cocoa: the mean is over every element.
      guard elements.count > 0 else { return nil }
      let count = Double(elements.count)
      if sum.isFinite { return sum / count }
      // Values whose sum overflows (two of 1e308): the sum of each one's share of the mean,
      // which is finite where they are.
      var mean = 0.0
      for value in values { mean += try number(value) / count }
      return mean
    case .min, .max:
      return try extreme(values, fullPath: fullPath)
    case .unionOfObjects, .unionOfArrays, .unionOfSets:
      return values
    case .distinctUnionOfObjects, .distinctUnionOfArrays, .distinctUnionOfSets:
      var seen = Set<AnyHashable>()
      var result: [Any] = []
      for value in values {
        guard let hashable = Self.distinctness(of: value) else {
          throw .invalidKeyPath(keyPath: fullPath, reason: "\(rawValue) needs hashable values")
        }
        if seen.insert(hashable).inserted { result.append(value) }
      }
      return result
    }
  }

  /// What tells `value` from the others in a distinct union: the value itself when it is
  /// hashable, otherwise, for an object, its identity, as NSObject's `isEqual:` compares
  /// objects; `nil` for any other value.
  private static func distinctness(of value: Any) -> AnyHashable? {
    if let hashable = value as? AnyHashable { return hashable }
    guard type(of: value) is AnyClass else { return nil }
    return AnyHashable(ObjectIdentifier(value as AnyObject))
  }

  private func extreme(_ values: [Any], fullPath: String) throws(KeyValueCodingError) -> Any? {
    guard let first = values.first else { return nil }
    let wantsMax = self == .max
    // Numbers as numbers, whatever their types (an Int and a Double compare), as
    // `NSNumber`'s `compare:` orders them: integers exactly, at any magnitude, and the
    // infinities beyond every other number. A NaN has no place in that order: it is left out,
    // as `nil` is (IEEE 754's minNum and maxNum treat it as missing too).
    if _ComparedNumber(first) != nil {
      var best: (value: Any, number: _ComparedNumber)?
      for value in values {
        guard let number = _ComparedNumber(value) else { throw mixed(value, fullPath: fullPath) }
        if number.isNaN { continue }
        if let current = best?.number,
          !(wantsMax ? current.isLess(than: number) : number.isLess(than: current))
        {
          continue
        }
        best = (value, number)
      }
      return best?.value
    }
    // Otherwise values of one Comparable type: strings, dates, …
    guard let comparable = first as? any Comparable else { throw mixed(first, fullPath: fullPath) }
    var best: any Comparable = comparable
    for value in values.dropFirst() {
      guard let candidate = value as? any Comparable,
        let isLess = Self.isLess(candidate, than: best),
        let isGreater = Self.isLess(best, than: candidate)
      else { throw mixed(value, fullPath: fullPath) }
      if wantsMax ? isGreater : isLess { best = candidate }
    }
    return best
  }

  /// Whether `value` is less than `other`, when both are of `other`'s type; `nil` otherwise.
  private static func isLess(_ value: Any, than other: any Comparable) -> Bool? {
    func compare<T: Comparable>(_ other: T) -> Bool? {
      guard let value = value as? T else { return nil }
      return value < other
    }
    return compare(other)
  }

  private func mixed(_ value: Any, fullPath: String) -> KeyValueCodingError {
    .invalidKeyPath(
      keyPath: fullPath,
      reason: "\(rawValue) needs numbers, or values of one comparable type, found "
        + KeyValueCodingError.describe(value))
  }
}

/// A number `@min` and `@max` compare: an integer of any width, compared exactly with
/// another (two timestamps in nanoseconds, which a `Double` cannot tell apart, still
/// differ), or a floating-point value.
enum _ComparedNumber {
  case integer(any BinaryInteger)
  case floatingPoint(Double)

  /// The number `value` holds (a Boolean 1 or 0, as Cocoa's `BOOL` in an `NSNumber`);
  /// `nil` for anything else, text included.
  init?(_ value: Any) {
    switch value {
    case let integer as any BinaryInteger: self = .integer(integer)
    case let bool as Bool: self = .integer(bool ? 1 : 0)
    case let float as any BinaryFloatingPoint: self = .floatingPoint(Double(float))
    default: return nil
    }
  }

  var isNaN: Bool {
    if case .floatingPoint(let number) = self { return number.isNaN }
    return false
  }

  /// Whether this number is less than `other`; neither is a NaN.
  func isLess(than other: _ComparedNumber) -> Bool {
    switch (self, other) {
    case (.integer(let lhs), .integer(let rhs)): return Self.isLess(lhs, rhs)
    case (.floatingPoint(let lhs), .floatingPoint(let rhs)): return lhs < rhs
    case (.integer(let lhs), .floatingPoint(let rhs)): return Self.compare(lhs, rhs) < 0
    case (.floatingPoint(let lhs), .integer(let rhs)): return Self.compare(rhs, lhs) > 0
    }
  }

  private static func isLess(_ lhs: some BinaryInteger, _ rhs: some BinaryInteger) -> Bool {
    lhs < rhs
  }

  /// -1, 0 or 1 as `integer` is less than, equal to or greater than `number`.
  private static func compare<Integer: BinaryInteger>(_ integer: Integer, _ number: Double)
    -> Int
  {
    // Rounding to a `Double` keeps the order, so numbers that differ after it differ so.
    let rounded = Double(integer)
    if rounded != number { return rounded < number ? -1 : 1 }
    // Equal after rounding: `number` is whole, and compared exactly where the integer's
    // type holds it; where it does not, it lies beyond the type's range.
    guard let exact = Integer(exactly: number) else { return number > 0 ? -1 : 1 }
    return integer < exact ? -1 : integer == exact ? 0 : 1
  }
}

/// The elements of an array or a ``KeyValueCollection``, counted and read
/// one at a time.
struct _ElementSource {
  let count: Int
  let element: (Int) -> Any?

  /// The elements of `value`, if it is a collection key-value coding knows: an array, a
  /// ``KeyValueCollection``, or any other collection but a string (a set, in its order).
  init?(_ value: Any?) {
    if let collection = value as? any _KeyValueCollectionProtocol {
      count = collection._count
      element = { collection._element(at: $0) }
    } else if let array = value as? [Any] {
      count = array.count
      element = { array[$0] }
    } else if let collection = value as? any Collection, !(collection is any StringProtocol) {
      let array = Self.elements(of: collection)
      count = array.count
      element = { array[$0] }
    } else {
      return nil
    }
  }

  private static func elements(of collection: some Collection) -> [Any] {
    collection.map { $0 as Any }
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

  /// The value of `path` on `value`, one key after the other: a loop, not a recursion per
  /// key, so that a path of any length (`"next.next.…"`, thousands of steps) is read without
  /// exhausting the stack.
  static func evaluate(_ path: [Substring], on value: Any?, fullPath: String)
    throws(KeyValueCodingError)
    -> Any?
  {
    var value = value
    for (position, first) in path.enumerated() {
      // `self` is the value itself, as NSObject's `self` is in Cocoa: `numbers.@sum.self`.
      if first == "self" { continue }
      if first.hasPrefix("@") {
        guard let collectionOperator = CollectionOperator(rawValue: String(first)) else {
          throw .invalidKeyPath(keyPath: fullPath, reason: "unknown collection operator \(first)")
        }
        // An operator on a collection that is `nil` gives `nil`, as a message to nil does in
        // Cocoa, and as an observation of the same path reports it.
        guard let value else { return nil }
        guard let elements = _ElementSource(value) else {
          throw .invalidKeyPath(keyPath: fullPath, reason: "\(first) needs a collection")
        }
        return try collectionOperator.apply(
          to: elements, path: Array(path[(position + 1)...]), fullPath: fullPath)
      }
      guard let current = value else { return nil }
      if let object = current as? KeyValueObject {
        value = try object.value(forKey: String(first))
      } else if let elements = _ElementSource(current) {
        var mapped: [Any?] = []
        mapped.reserveCapacity(elements.count)
        for index in 0..<elements.count {
          mapped.append(try evaluate([first], on: elements.element(index), fullPath: fullPath))
        }
        value = mapped
      } else {
        throw .invalidKeyPath(
          keyPath: fullPath, reason: "\(type(of: current)) has no key \"\(first)\"")
      }
    }
    return value
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
