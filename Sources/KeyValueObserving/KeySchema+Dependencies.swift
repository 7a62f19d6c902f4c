extension _KeySchema {
  // MARK: - Resolving the declared dependencies

  /// Resolves the declared dependencies against `object` (probing where a
  /// dependency's key path is not declared), once per class; cheap
  /// afterwards.
  ///
  /// Nothing here traps: a cycle is tolerated (and listed by the graph), a
  /// dependency that cannot be honoured is left out and recorded in
  /// ``refusals``.
  func prepare(with object: KeyValueObject) {
    if tables.withLock({ $0.isPrepared }) { return }
    resolveDependencies(with: object)
  }

  /// Learns which declared keys are `@Observed` properties and where they
  /// are stored, by probing `object`'s getters once per class. Called when
  /// an object's registry is made, before any setter reports an offset.
  ///
  /// A declared key that can be assigned (an `@Observed` property always can, where its class
  /// declares it) and whose getter reads exactly one stored property of its own type stands
  /// for that property's storage (a stored key may declare dependencies too); unless another
  /// key already stands for it, in which case it follows that key.
  ///
  /// A key that cannot be assigned never stands for storage, so its getter is not run: it is
  /// a value computed from others, which may be valid only in some states (`items[0]`), and
  /// nobody may be observing it. Only the getters of assignable keys run here.
  func learnStoredKeys(with object: KeyValueObject) {
    let undeclaredOffsets: [(Int, AnyKeyPath)] = tables.withLock { tables in
      guard !tables.isPrepared else { return [] }
      var probed: [(Int, AnyKeyPath)] = []
      for id in tables.records.indices {
        let record = tables.records[id]
        guard let declaration = record.declaration, !record.offsetKnown,
          let keyPath = record.keyPath
        else { continue }
        if declaration.isWritable {
          probed.append((id, keyPath))
        } else {
          tables.records[id].offsetKnown = true
        }
      }
      return probed
    }
    for (id, keyPath) in undeclaredOffsets {
      let reads = _AccessTracking.reads(of: object, through: keyPath)
      let isStorage =
        reads.count == 1 && reads[0].valueType == Swift.type(of: keyPath).valueType
      tables.withLock { tables in
        tables.records[id].offsetKnown = true
        guard isStorage else { return }
        let offset = reads[0].offset
        if let existing = tables.byOffset[offset], existing != id {
          // Another key already stands for that storage: this one follows it.
          if let storedKeyPath = tables.records[existing].keyPath {
            tables.records[id].declaration?.dependencies.append(.keyPath(storedKeyPath))
          }
        } else {
          tables.byOffset[offset] = id
        }
        invalidateGraph(&tables)
      }
    }
  }

  /// Resolves every declaration not yet resolved, recording refusals.
  func resolveDependencies(with object: KeyValueObject) {
    learnStoredKeys(with: object)
    // A declaration whose dependencies are all key paths of keys already known (the usual
    // case: keys of the same class, declared in its table) is resolved at once, under one
    // lock; only the others take a lock, and maybe a probe, per dependency.
    let pending: [(Int, [_DependencySpec])] = tables.withLock { tables in
      var pending: [(Int, [_DependencySpec])] = []
      var resolvedAny = false
      for id in tables.records.indices where !tables.records[id].dependenciesResolved {
        let specs = tables.records[id].declaration?.dependencies ?? []
        if let keys = Self.knownKeys(of: specs, in: tables) {
          tables.records[id].dependencies = keys
          tables.records[id].dependenciesResolved = true
          resolvedAny = true
        } else {
          pending.append((id, specs))
        }
      }
      if resolvedAny { invalidateGraph(&tables) }
      return pending
    }
    for (id, specs) in pending {
      let resolved = specs.map { ($0, resolve($0, on: object)) }
      tables.withLock { tables in
        var keys: [Int] = []
        for (spec, result) in resolved {
          switch result {
          case .key(let key):
            keys.append(key)
          case .refused(let reason):
            Self.refuse(
              key: Self.describe(id, in: tables), path: spec.text, reason: reason, type: typeName,
              in: &tables)
          }
        }
        tables.records[id].dependencies = keys
        tables.records[id].dependenciesResolved = true
        invalidateGraph(&tables)
      }
    }
    tables.withLock { $0.isPrepared = true }
  }

  /// The keys of `specs` when each is a key path already known, in order; `nil` otherwise.
  private static func knownKeys(of specs: [_DependencySpec], in tables: Tables) -> [Int]? {
    var keys: [Int] = []
    keys.reserveCapacity(specs.count)
    for spec in specs {
      guard case .keyPath(let keyPath) = spec, let key = tables.byKeyPath[keyPath] else {
        return nil
      }
      keys.append(key)
    }
    return keys
  }

  /// The key a declared dependency stands for: a key of this class, or the
  /// key of a relationship path; or why it cannot be honoured.
  private func resolve(_ spec: _DependencySpec, on object: KeyValueObject) -> Resolution {
    switch spec {
    case .keyPath(let keyPath):
      if let known = knownKey(for: keyPath) { return .key(known) }
      let reads = _AccessTracking.trace(object, through: keyPath)
      let shape = _KeyPathShape(reads, root: object, keyPath: keyPath)
      if case .nothing = shape {
        return .refused(
          Refusal(
            "reading it reads no @Observed property, so no change of it can be seen; "
              + "make the properties it reads @Observed"))
      }
      return .key(key(for: keyPath, shape: shape, label: Self.pathLabel(reads, from: object)))
    case .names(let text):
      return resolve(names: text)
    }
  }

  /// Resolves a dotted key path of names: one key of this class, `key.@count`
  /// (the collection `key`), or a relationship followed by name on each
  /// object it reaches.
  private func resolve(names text: String) -> Resolution {
    let components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if let problem = checkNamePath(components) { return .refused(Refusal(problem.reason)) }
    guard let first = components.first, let firstKey = key(named: first) else {
      return .refused(Refusal("\(typeName) has no key \"\(text)\""))
    }
    let rest = components.dropFirst()
    if rest.isEmpty || rest == [CollectionOperator.count.rawValue] { return .key(firstKey) }
    let segments = components.map { name in
      name == CollectionOperator.count.rawValue ? _PathSegment.count : .name(name)
    }
    return .key(pathKey(for: .segments(segments), label: text, rootKeys: [firstKey]))
  }

  /// Checks a dotted key path of names against the declared keys of the
  /// classes it passes through: every name declared, only to-one
  /// relationships before the last key, `@count` only at the end and after
  /// a collection. `nil` when it can be followed.
  ///
  /// With `root`, an object of this schema's class, each name after a relationship is
  /// looked up on the object the relationship holds now, as key-value coding reads it, and
  /// on the class the relationship declares only where it holds none: a key that a subclass
  /// of the declared class adds (`"pet.breed"` of a `pet: Pet?` holding a `Dog`) is
  /// declared on the object the path reaches. Without it, on the declared classes alone.
  func checkNamePath(_ components: [String], from root: KeyValueObject? = nil)
    -> NamePathProblem?
  {
    let count = CollectionOperator.count.rawValue
    for (index, name) in components.enumerated() where name.hasPrefix("@") {
      guard name == count, index == components.count - 1 else {
        return .invalid("only @count, at the end, can be observed; \(name) cannot")
      }
      // `@count` alone counts nothing: it needs the collection it counts before it.
      guard index > 0 else {
        return .invalid("@count needs the key of a collection before it, as in \"items.@count\"")
      }
    }
    var schema = self
    var object = root
    for (index, name) in components.enumerated() {
      let isLast = index == components.count - 1
      if name == count { return nil }
      guard let key = schema.key(named: name) else {
        return .undefinedKey(name, type: schema.typeName, index: index)
      }
      if isLast { return nil }
      let coding = schema.coding(of: key)
      let next = components[index + 1]
      let countIsNext =
        next == CollectionOperator.count.rawValue && index + 1 == components.count - 1
      switch coding?.valueKind ?? .other {
      case .object:
        guard let related = coding?.relatedType else { return nil }
        if countIsNext { return .invalid("\(name) is not a collection") }
        object = object.flatMap { coding?.read($0) }.flatMap(_relatedObject)
        schema = object?._schema ?? _KeySchema.schema(for: related)
      case .collection:
        if countIsNext { return nil }
        let prefix = components[...index].joined(separator: ".")
        return .invalid(
          "\(name) is a collection, and a key path cannot go through a to-many relationship; "
            + "observe \(prefix).@count, or each element, instead")
      case .other:
        return .invalid(
          countIsNext ? "\(name) is not a collection" : "\(name) is not an object with keys")
      }
    }
    return nil
  }

  /// `components`, a dotted key path of names, spelt as the classes along it declare them:
  /// each name, or alias, in whatever case a case-insensitive table accepts, becomes the
  /// declared name of its key, looked up as ``checkNamePath(_:from:)`` looks it up (on the
  /// object a relationship holds from `root`, or on the class it declares where it holds
  /// none). A name no class on the way declares, and every name after it, is kept as given.
  func declaredSpelling(of components: [String], from root: KeyValueObject) -> String {
    var schema: _KeySchema? = self
    var object: KeyValueObject? = root
    var names: [String] = []
    for name in components {
      guard let current = schema, let key = current.key(named: name),
        let declared = current.name(of: key)
      else {
        names.append(name)
        schema = nil
        continue
      }
      names.append(declared)
      let coding = current.coding(of: key)
      guard coding?.valueKind == .object, let related = coding?.relatedType else {
        schema = nil
        continue
      }
      object = object.flatMap { coding?.read($0) }.flatMap(_relatedObject)
      schema = object?._schema ?? _KeySchema.schema(for: related)
    }
    return names.joined(separator: ".")
  }

  /// Why a key path of names cannot be followed.
  enum NamePathProblem: Error {
    /// The name at `index` of the path, which `type` does not declare.
    case undefinedKey(String, type: String, index: Int)
    case invalid(String)

    var reason: String {
      switch self {
      case .undefinedKey(let key, let type, _): return "\(type) has no key \"\(key)\""
      case .invalid(let reason): return reason
      }
    }
  }

  /// Why a dependency cannot be honoured.
  struct Refusal {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// What a declared dependency resolves to: a key, or a refusal. (Not a `Result`: its
  /// type would need the run time to look up `Refusal`'s conformance to `Error` when
  /// a class's keys are first prepared.)
  enum Resolution {
    case key(Int)
    case refused(Refusal)
  }

  private static func refuse(
    key: String, path: String, reason: Refusal, type: String, in tables: inout Tables
  ) {
    let refusal = RefusedDependency(typeName: type, key: key, path: path, reason: reason.reason)
    if !tables.refusals.contains(refusal) { tables.refusals.append(refusal) }
  }

  /// Records that the relationship dependency of `key` along `path` could
  /// not be followed on some object; found while following it.
  func refuse(key: Int, path: String, reason: String) {
    tables.withLock { tables in
      Self.refuse(
        key: Self.describe(key, in: tables), path: path, reason: Refusal(reason), type: typeName,
        in: &tables)
    }
  }

  /// The dependencies refused so far, in the order found.
  var refusals: [RefusedDependency] { tables.withLock { $0.refusals } }

  // MARK: - The graph

  /// The dependency graph of the keys known now.
  func graph() -> DependencyGraph {
    tables.withLock { tables in
      if let graph = tables.graph { return graph }
      let graph = DependencyGraph(
        dependencies: tables.records.map(\.dependencies),
        relationships: tables.relationships.map(\.dependent))
      tables.graph = graph
      return graph
    }
  }

  /// The relationship dependency with this number.
  func relationship(_ number: Int) -> _RelationshipDependency? {
    tables.withLock { $0.relationships.indices.contains(number) ? $0.relationships[number] : nil }
  }

  /// The cycles of the graph, by key name.
  var cycles: [DependencyCycle] {
    let cycles = graph().cycles
    return tables.withLock { tables in
      cycles.map { DependencyCycle(names: $0.map { Self.describe($0, in: tables) }) }
    }
  }

  /// The declared keys with their resolved dependencies, for the audit.
  func declaredKeys() -> [(key: Int, keyPath: AnyKeyPath, dependencies: [Int])] {
    tables.withLock { tables in
      tables.records.indices.compactMap { id in
        let record = tables.records[id]
        guard record.declaration != nil, let keyPath = record.keyPath else { return nil }
        return (id, keyPath, record.dependencies)
      }
    }
  }

  /// The relationship path a key stands for, if it stands for one.
  func relationshipPath(of key: Int) -> _RelationshipPath? {
    tables.withLock { $0.relationships.first { $0.dependent == key }?.path }
  }
}

extension _DependencySpec {
  /// The dependency as messages show it.
  var text: String {
    switch self {
    case .keyPath(let keyPath): return String(describing: keyPath)
    case .names(let names): return names
    }
  }
}
