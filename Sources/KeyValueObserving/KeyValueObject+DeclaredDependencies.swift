/// One declared key and the keys it depends on, by name.
public struct KeyDependencies: Sendable, Hashable {
  /// The key's name.
  public var key: String
  /// The names of the keys it is declared to depend on, in declaration
  /// order; empty for a stored key.
  public var dependencies: [String]

  /// Creates an entry.
  public init(key: String, dependencies: [String]) {
    self.key = key
    self.dependencies = dependencies
  }
}

extension KeyValueObject {
  /// The class's named keys with their declared dependencies, in
  /// declaration order — the dependency graph as the key table states it.
  ///
  ///     for entry in LabColor.declaredDependencies {
  ///       print(entry.key, "←", entry.dependencies.joined(separator: ", "))
  ///     }
  ///
  /// A dependency the table does not name is shown by its key path.
  public static var declaredDependencies: [KeyDependencies] {
    _KeySchema.schema(for: self).declaredDependencyNames()
  }
}

extension _KeySchema {
  /// Each named declared key with the names of its declared dependencies.
  func declaredDependencyNames() -> [KeyDependencies] {
    tables.withLock { tables in
      tables.records.compactMap { record in
        guard let declaration = record.declaration, let name = declaration.name else { return nil }
        let dependencies = declaration.dependencies.map { path in
          tables.byKeyPath[path].flatMap { tables.records[$0].name } ?? String(describing: path)
        }
        return KeyDependencies(key: name, dependencies: dependencies)
      }
    }
  }
}
