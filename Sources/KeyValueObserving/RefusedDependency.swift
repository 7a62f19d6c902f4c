/// A declared dependency that KeyValueObserving cannot honour, and why.
///
/// Cocoa accepts every key path a class returns from
/// `keyPathsForValuesAffecting<Key>` and fails later, if at all; this
/// library checks each one when the class's keys are first used (its first
/// observed instance, or a ``DependencyAudit``), and while following it
/// through the objects it reaches. A dependency it cannot honour is left
/// out of the class's dependency graph — the rest still works — and
/// reported here, in ``KeyValueObject/refusedDependencies`` and as a
/// ``DependencyAudit/Finding`` of kind ``DependencyAudit/Finding/Kind/refused``.
/// It is never silently ignored, and it never stops the program.
///
///     KeyValueObserving: Order.total depends on "items.price", which cannot be followed:
///     items is a collection, and a key path cannot go through a to-many relationship; …
public struct RefusedDependency: Error, Hashable, Sendable, CustomStringConvertible {
  /// The class that declares the dependency.
  public var typeName: String
  /// The key that declares it.
  public var key: String
  /// The dependency as declared: a key path of names, or a typed key path's
  /// description.
  public var path: String
  /// Why it cannot be honoured.
  public var reason: String

  /// Creates a refusal.
  public init(typeName: String, key: String, path: String, reason: String) {
    self.typeName = typeName
    self.key = key
    self.path = path
    self.reason = reason
  }

  /// The refusal as one message naming the class, the key and the path.
  public var description: String {
    "KeyValueObserving: \(typeName).\(key) depends on \"\(path)\", which cannot be followed: "
      + reason
  }
}
