/// One declared key and the keys it depends on, by name.
public struct KeyDependencies: Sendable, Hashable {
  /// The key's name.
  public var key: String
  /// The names of the keys it is declared to depend on, in declaration
  /// order (a relationship path as `address.city`); empty for a key with
  /// none.
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

  /// The cycles among the class's declared dependencies, each from its
  /// lowest declared key back to it: `["celsius", "fahrenheit",
  /// "celsius"]` when each depends on the other.
  ///
  /// A cycle is allowed (a change still notifies each affected key once);
  /// this is how a tool shows it (`labcolor graph` would mark these keys).
  /// Computed from the key table alone, so no instance is needed; once an
  /// instance has been observed, dependencies on keys the table does not
  /// declare count too.
  public static var dependencyCycles: [DependencyCycle] {
    _KeySchema.schema(for: self).declaredCycles()
  }

  /// The declared dependencies the library cannot honour, each with the
  /// reason, found so far: when the class's keys were first used (its
  /// first observed instance, or a ``DependencyAudit``), and while
  /// following relationship paths through the objects they reach.
  ///
  /// A refused dependency is left out of the graph; the class's other
  /// dependencies work as declared. See ``RefusedDependency``.
  public static var refusedDependencies: [RefusedDependency] {
    _KeySchema.schema(for: self).refusals
  }
}

extension _KeySchema {
  /// Each named declared key with the names of its declared dependencies.
  func declaredDependencyNames() -> [KeyDependencies] {
    tables.withLock { tables in
      tables.records.compactMap { record in
        guard let declaration = record.declaration, let name = declaration.name else { return nil }
        let dependencies = declaration.dependencies.map { spec in
          switch spec {
          case .keyPath(let path):
            return tables.byKeyPath[path].flatMap { tables.records[$0].name }
              ?? String(describing: path)
          case .names(let names):
            return names
          }
        }
        return KeyDependencies(key: name, dependencies: dependencies)
      }
    }
  }

  /// The cycles of the resolved graph once the class has been prepared;
  /// before, those of the graph the declarations alone describe.
  func declaredCycles() -> [DependencyCycle] {
    if tables.withLock({ $0.isPrepared }) { return cycles }
    return tables.withLock { tables in
      let dependencies = tables.records.map { record in
        (record.declaration?.dependencies ?? []).compactMap { spec -> Int? in
          switch spec {
          case .keyPath(let path):
            return tables.byKeyPath[path]
          case .names(let names):
            let first = names.split(separator: ".").first.map(String.init) ?? names
            return tables.byName[tables.caseInsensitive ? first.lowercased() : first]
          }
        }
      }
      return DependencyGraph(dependencies: dependencies).cycles.map { cycle in
        DependencyCycle(names: cycle.map { Self.describe($0, in: tables) })
      }
    }
  }
}
