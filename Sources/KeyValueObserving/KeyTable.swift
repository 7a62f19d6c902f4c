/// The keys a ``KeyValueObject`` subclass declares, once, for observation
/// and key-value coding.
///
/// Build a table with the keys of one class, listed in a builder block:
///
///     KeyTable(Contact.self, caseInsensitive: true) {
///       Key("name", \.name, validator: .trimmed)
///       Key("email", \.email)
///     }
///
/// A subclass extends its superclass's table. A key declared again, under
/// the same name or for the same key path, adds dependencies and aliases
/// and replaces the coding and notification mode; a second name for the
/// same key path is an alias of the first:
///
///     override class var keyTable: KeyTable {
///       KeyTable(Employee.self, inheriting: super.keyTable) {
///         Key("title", \.title)
///         Key("fullName", \.fullName, dependsOn: \.title)
///       }
///     }
///
/// Declaration order matters in one place: among keys affected by the same
/// change, and not ordered by their dependencies, observers are notified in
/// the order the keys were declared.
public struct KeyTable {
  var declarations: [_KeyDeclaration]
  var caseInsensitive: Bool

  /// A table with no keys, the default of ``KeyValueObject/keyTable``.
  public static var empty: KeyTable { KeyTable(declarations: [], caseInsensitive: false) }

  init(declarations: [_KeyDeclaration], caseInsensitive: Bool) {
    self.declarations = declarations
    self.caseInsensitive = caseInsensitive
  }

  /// Creates the table of `root`'s keys.
  ///
  /// - Parameters:
  ///   - root: The class whose keys are declared.
  ///   - base: The superclass's table, usually `super.keyTable`.
  ///   - caseInsensitive: Whether key-value coding finds names regardless
  ///     of case (`"FIRSTNAME"` and `"firstname"` find `firstName`). `nil`
  ///     keeps the base table's choice.
  ///   - keys: The key declarations.
  public init<Root: KeyValueObject>(
    _ root: Root.Type, inheriting base: KeyTable = .empty, caseInsensitive: Bool? = nil,
    @KeyTableBuilder<Root> _ keys: () -> [Key<Root>]
  ) {
    var table = base
    table.caseInsensitive = caseInsensitive ?? base.caseInsensitive
    for key in keys() { table.add(key.declaration) }
    self = table
  }

  /// The names of the declared keys, in declaration order (aliases
  /// excluded).
  public var names: [String] { declarations.compactMap(\.name) }

  mutating func add(_ declaration: _KeyDeclaration) {
    if let index = declarations.firstIndex(where: { $0.declaresSameKey(as: declaration) }) {
      declarations[index].merge(declaration)
    } else {
      declarations.append(declaration)
    }
  }
}

/// Collects the ``Key`` declarations of a ``KeyTable``.
@resultBuilder
public enum KeyTableBuilder<Root: KeyValueObject> {
  // The two functions every table calls are inlinable, so that they are made for the class
  // whose table is built: run unspecialized, they had the run time find the metadata of
  // `Key<Root>` and of its arrays at every call, a third of their cost.

  /// One declaration.
  @inlinable
  public static func buildExpression(_ key: Key<Root>) -> [Key<Root>] { [key] }
  /// Several declarations, as from a loop or a helper.
  public static func buildExpression(_ keys: [Key<Root>]) -> [Key<Root>] { keys }
  /// The declarations of a block, in order.
  @inlinable
  public static func buildBlock(_ parts: [Key<Root>]...) -> [Key<Root>] {
    // Loops, not `flatMap` or `+=`: where this runs unspecialized, those would have the
    // run time look up the array's conformances to `Sequence` and `Collection` by a search
    // of every conformance in the process, on first use.
    var count = 0
    for part in parts { count += part.count }
    var keys: [Key<Root>] = []
    keys.reserveCapacity(count)
    for part in parts {
      for key in part { keys.append(key) }
    }
    return keys
  }
  /// Declarations under an `if` without `else`.
  public static func buildOptional(_ part: [Key<Root>]?) -> [Key<Root>] { part ?? [] }
  /// Declarations under the first branch of an `if`/`else`.
  public static func buildEither(first part: [Key<Root>]) -> [Key<Root>] { part }
  /// Declarations under the second branch of an `if`/`else`.
  public static func buildEither(second part: [Key<Root>]) -> [Key<Root>] { part }
  /// Declarations from a `for` loop.
  public static func buildArray(_ parts: [[Key<Root>]]) -> [Key<Root>] { parts.flatMap { $0 } }
}
