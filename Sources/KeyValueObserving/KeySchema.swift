import Synchronization

/// Everything the library knows about the keys of one class: the declared
/// table, the keys discovered since, and the dependency graph resolved from
/// them — built once per class and shared by all its instances.
///
/// Keys are numbered from 0. An `@Observed` property is identified by its
/// storage's offset in the object — what its setter reports, the same for
/// every key path that reaches it, whatever class the path is rooted at.
/// Key paths are mapped to keys by equality; one the table does not list is
/// identified by probing: the `@Observed` getters it runs name the stored
/// key behind it, or, for a computed property, the stored keys it depends
/// on. Probing runs getters, so it never happens under a lock.
final class _KeySchema: @unchecked Sendable {
  /// The class.
  let type: KeyValueObject.Type
  /// The class's name, for messages (described when asked: it costs a metadata lookup).
  var typeName: String { String(describing: type) }
  /// Bumped whenever keys are added, so per-object caches can tell.
  let version = Atomic<Int>(0)
  let tables: _Locked<Tables>

  struct Record {
    var declaration: _KeyDeclaration?
    /// `nil` only for collection keys reachable by name alone.
    var keyPath: AnyKeyPath?
    var dependencies: [Int] = []
    var dependenciesResolved = false
    var isInferred = false
    /// Whether probing has told if (and where) the key is stored.
    var offsetKnown = false
    var name: String? { declaration?.name }
    var notifiesAutomatically: Bool { declaration?.notifiesAutomatically ?? true }
  }

  struct Tables: @unchecked Sendable {
    var records: [Record] = []
    var byKeyPath: [AnyKeyPath: Int] = [:]
    var byOffset: [Int: Int] = [:]
    var byName: [String: Int] = [:]
    var caseInsensitive = false
    var graph: DependencyGraph?
    var isPrepared = false
  }

  private init(type: KeyValueObject.Type, table: KeyTable) {
    self.type = type
    var tables = Tables()
    tables.caseInsensitive = table.caseInsensitive
    for declaration in table.declarations {
      let id = tables.records.count
      tables.records.append(Record(declaration: declaration, keyPath: declaration.keyPaths.first))
      for path in declaration.keyPaths { tables.byKeyPath[path] = id }
      for name in [declaration.name].compactMap({ $0 }) + declaration.aliases {
        let lookup = table.caseInsensitive ? name.lowercased() : name
        if tables.byName[lookup] == nil { tables.byName[lookup] = id }
      }
    }
    self.tables = _Locked(tables)
  }

  // MARK: - The schema of each class

  private static let schemas = _Locked<[ObjectIdentifier: _KeySchema]>([:])

  /// The schema of `type`, built from its key table on first use.
  static func schema(for type: KeyValueObject.Type) -> _KeySchema {
    let id = ObjectIdentifier(type)
    if let existing = schemas.withLock({ $0[id] }) { return existing }
    // The table is user code: build it outside the lock.
    let candidate = _KeySchema(type: type, table: type.keyTable)
    return schemas.withLock { schemas in
      if let existing = schemas[id] { return existing }
      schemas[id] = candidate
      return candidate
    }
  }

  // MARK: - Keys

  /// The key of a key path, identifying undeclared ones by probing `object`.
  ///
  /// Runs getters of `object` for an unknown key path; never holds a lock
  /// while it does.
  func key(for keyPath: AnyKeyPath, on object: KeyValueObject) -> Int {
    if let id = tables.withLock({ $0.byKeyPath[keyPath] }) { return id }
    let reads = _AccessTracking.reads(of: object, through: keyPath)
    return tables.withLock { tables in
      if let id = tables.byKeyPath[keyPath] { return id }
      let id: Int
      if reads.count == 1 {
        // The getter of one stored property: the key path names that property.
        id = Self.storedKey(offset: reads[0], in: &tables)
      } else {
        // A computed property nobody declared: it depends on what it read.
        id = tables.records.count
        var record = Record(declaration: nil, keyPath: keyPath)
        record.dependencies = reads.map { Self.storedKey(offset: $0, in: &tables) }
        record.dependenciesResolved = true
        record.isInferred = true
        tables.records.append(record)
      }
      tables.byKeyPath[keyPath] = id
      invalidateGraph(&tables)
      return id
    }
  }

  /// The key of the `@Observed` property whose storage is at `offset`,
  /// added on first sight when no declaration names it. Never runs user
  /// code.
  func storedKey(offset: Int) -> Int {
    tables.withLock { tables in
      if let id = tables.byOffset[offset] { return id }
      let id = Self.storedKey(offset: offset, in: &tables)
      invalidateGraph(&tables)
      return id
    }
  }

  private static func storedKey(offset: Int, in tables: inout Tables) -> Int {
    if let id = tables.byOffset[offset] { return id }
    let id = tables.records.count
    var record = Record(declaration: nil, keyPath: nil)
    record.dependenciesResolved = true
    tables.records.append(record)
    tables.byOffset[offset] = id
    return id
  }

  private func invalidateGraph(_ tables: inout Tables) {
    tables.graph = nil
    version.wrappingAdd(1, ordering: .releasing)
  }

  /// The key of a key path already seen (declared, or resolved on some
  /// instance); `nil` for one never seen. Never probes.
  func knownKey(for keyPath: AnyKeyPath) -> Int? {
    tables.withLock { $0.byKeyPath[keyPath] }
  }

  /// The key with this name or alias.
  func key(named name: String) -> Int? {
    tables.withLock { tables in
      tables.byName[tables.caseInsensitive ? name.lowercased() : name]
    }
  }

  /// The declared name of a key, if it has one.
  func name(of key: Int) -> String? {
    tables.withLock { tables in
      tables.records.indices.contains(key) ? tables.records[key].name : nil
    }
  }

  /// The aliases declared for the key named `name`.
  func aliases(ofKey name: String) -> [String] {
    tables.withLock { tables in
      tables.records.first { $0.name == name }?.declaration?.aliases ?? []
    }
  }

  /// A key's name, or its key path's description when it has none.
  func describe(_ key: Int) -> String {
    tables.withLock { tables in
      guard tables.records.indices.contains(key) else { return "#\(key)" }
      let record = tables.records[key]
      return record.name ?? record.keyPath.map { String(describing: $0) } ?? "#\(key)"
    }
  }

  /// The key path a key was declared or first seen with.
  func keyPath(of key: Int) -> AnyKeyPath? {
    tables.withLock { $0.records.indices.contains(key) ? $0.records[key].keyPath ?? nil : nil }
  }

  /// Whether assigning the key's property notifies by itself.
  func notifiesAutomatically(_ key: Int) -> Bool {
    tables.withLock {
      $0.records.indices.contains(key) ? $0.records[key].notifiesAutomatically : true
    }
  }

  /// How key-value coding reaches a key, if it was declared with a name.
  func coding(of key: Int) -> _KeyCoding? {
    tables.withLock { $0.records.indices.contains(key) ? $0.records[key].declaration?.coding : nil }
  }

  /// The declared keys' names, in declaration order.
  var names: [String] { tables.withLock { $0.records.compactMap(\.name) } }

  // MARK: - Dependencies

  /// Resolves the declared dependencies against `object` (probing where a
  /// dependency's key path is not declared) and checks that they form no
  /// cycle. Runs once per class; cheap afterwards.
  ///
  /// A cycle stops the program with the keys that form it: dependencies are
  /// declarations, and a cyclic declaration is a programming error.
  func prepare(with object: KeyValueObject) {
    if tables.withLock({ $0.isPrepared }) { return }
    do {
      _ = try resolveDependencies(with: object)
    } catch {
      preconditionFailure(
        "KeyValueObserving: the dependencies of \(typeName) form a cycle: \(error.path)")
    }
  }

  /// Resolves the declared dependencies and returns the graph, or the cycle.
  /// Learns which declared keys are `@Observed` properties and where they
  /// are stored, by probing `object`'s getters once per class. Called when
  /// an object's registry is made, before any setter reports an offset.
  func learnStoredKeys(with object: KeyValueObject) {
    let undeclaredOffsets: [(Int, AnyKeyPath)] = tables.withLock { tables in
      tables.isPrepared
        ? []
        : tables.records.indices.compactMap { id in
          let record = tables.records[id]
          guard record.declaration != nil, !record.offsetKnown, let keyPath = record.keyPath else {
            return nil
          }
          return (id, keyPath)
        }
    }
    for (id, keyPath) in undeclaredOffsets {
      let reads = _AccessTracking.reads(of: object, through: keyPath)
      tables.withLock { tables in
        tables.records[id].offsetKnown = true
        let declared = tables.records[id].declaration?.dependencies ?? []
        guard declared.isEmpty, reads.count == 1 else { return }
        if let existing = tables.byOffset[reads[0]], existing != id {
          // Another key already stands for that storage: this one follows it.
          let storedKeyPath = tables.records[existing].keyPath
          tables.records[id].declaration?.dependencies = [storedKeyPath].compactMap { $0 }
        } else {
          tables.byOffset[reads[0]] = id
        }
        invalidateGraph(&tables)
      }
    }
  }

  func resolveDependencies(with object: KeyValueObject) throws(DependencyCycle) -> DependencyGraph {
    learnStoredKeys(with: object)
    let pending: [(Int, [AnyKeyPath])] = tables.withLock { tables in
      tables.records.indices.compactMap { id in
        let record = tables.records[id]
        guard !record.dependenciesResolved else { return nil }
        return (id, record.declaration?.dependencies ?? [])
      }
    }
    for (id, paths) in pending {
      let resolved = paths.map { key(for: $0, on: object) }
      tables.withLock { tables in
        tables.records[id].dependencies = resolved
        tables.records[id].dependenciesResolved = true
        invalidateGraph(&tables)
      }
    }
    let result: Result<DependencyGraph, DependencyCycle> = tables.withLock { tables in
      do throws(DependencyCycle) {
        let graph = try self.currentGraph(&tables)
        tables.isPrepared = true
        return .success(graph)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The dependency graph of the keys known now.
  ///
  /// Only call after ``prepare(with:)``: keys added since are stored or
  /// inferred keys, which cannot close a cycle.
  func graph() -> DependencyGraph {
    tables.withLock { tables in
      do throws(DependencyCycle) {
        return try currentGraph(&tables)
      } catch {
        preconditionFailure(
          "KeyValueObserving: the dependencies of \(typeName) form a cycle: \(error.path)")
      }
    }
  }

  private func currentGraph(_ tables: inout Tables) throws(DependencyCycle) -> DependencyGraph {
    if let graph = tables.graph { return graph }
    do {
      let graph = try DependencyGraph(dependencies: tables.records.map(\.dependencies))
      tables.graph = graph
      return graph
    } catch {
      let records = tables.records
      throw DependencyCycle(
        names: error.keys.map { key in
          guard let index = Int(key), records.indices.contains(index) else { return key }
          return records[index].name ?? records[index].keyPath.map { String(describing: $0) } ?? key
        })
    }
  }

  /// The declared keys with their declared dependencies, for the audit.
  func declaredKeys() -> [(key: Int, keyPath: AnyKeyPath, dependencies: [Int])] {
    tables.withLock { tables in
      tables.records.indices.compactMap { id in
        let record = tables.records[id]
        guard record.declaration != nil, let keyPath = record.keyPath else { return nil }
        return (id, keyPath, record.dependencies)
      }
    }
  }
}
