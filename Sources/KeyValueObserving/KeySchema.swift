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
/// on, or, for a path through relationships, the key it starts with and the
/// relationship path to follow from there. Probing runs getters, so it
/// never happens under a lock.
final class _KeySchema: @unchecked Sendable {
  /// The class.
  let type: KeyValueObject.Type
  /// The class's name, for messages (described when asked: it costs a metadata lookup).
  var typeName: String { String(describing: type) }
  /// Bumped whenever keys are added, so per-object caches can tell.
  let version = Atomic<Int>(0)
  /// Whether any key stands for a relationship path; until one does,
  /// registration has no followers to count.
  let hasRelationships = Atomic<Bool>(false)
  let tables: _Locked<Tables>

  struct Record {
    var declaration: _KeyDeclaration?
    /// `nil` for collection keys reachable by name alone, for stored keys
    /// seen only through their setters, and for relationship paths.
    var keyPath: AnyKeyPath?
    /// What the key is called in messages when it has neither a name nor a
    /// key path: the relationship path it stands for.
    var label: String?
    /// The keys this key depends on, on the same object.
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
    /// The dependencies through relationships, by number.
    var relationships: [_RelationshipDependency] = []
    /// The keys that stand for relationship paths observed directly.
    var pathKeys: [_RelationshipPath: Int] = [:]
    /// The dependencies that could not be honoured, in the order found.
    var refusals: [RefusedDependency] = []
    var graph: DependencyGraph?
    var isPrepared = false
  }

  private init(type: KeyValueObject.Type, table: KeyTable) {
    self.type = type
    var tables = Tables()
    tables.caseInsensitive = table.caseInsensitive
    // Every array and dictionary made at its final size: this runs at the start of a process,
    // where each table grown one key at a time was rehashed several times.
    var keyPathCount = 0
    var nameCount = 0
    for declaration in table.declarations {
      keyPathCount += declaration.keyPaths.count
      nameCount += (declaration.name == nil ? 0 : 1) + declaration.aliases.count
    }
    tables.records.reserveCapacity(table.declarations.count)
    tables.byKeyPath.reserveCapacity(keyPathCount)
    tables.byName.reserveCapacity(nameCount)
    for declaration in table.declarations {
      let id = tables.records.count
      let keyPaths = declaration.keyPaths
      tables.records.append(Record(declaration: declaration, keyPath: keyPaths.first))
      for path in keyPaths { tables.byKeyPath[path] = id }
      if let name = declaration.name { Self.add(name: name, of: id, to: &tables) }
      for alias in declaration.aliases { Self.add(name: alias, of: id, to: &tables) }
    }
    self.tables = _Locked(tables)
  }

  /// Finds `id` by `name` too, unless an earlier key has that name.
  private static func add(name: String, of id: Int, to tables: inout Tables) {
    let lookup = tables.caseInsensitive ? name.lowercased() : name
    if tables.byName[lookup] == nil { tables.byName[lookup] = id }
  }

  /// The direct getter the declaration of exactly `keyPath` gives, if any
  /// (`_KeyDeclaration.reader`): a `_DirectReader<Root, Value>`.
  func reader(for keyPath: AnyKeyPath) -> (any AnyObject & Sendable)? {
    tables.withLock { tables in
      guard let id = tables.byKeyPath[keyPath], let declaration = tables.records[id].declaration,
        declaration.keyPaths.contains(keyPath)
      else { return nil }
      return declaration.reader
    }
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
  /// A key path through relationships (`\.address?.city`) becomes a key of
  /// its own that depends on the relationship it starts with and follows
  /// the rest. Runs getters of `object` for an unknown key path; never holds
  /// a lock while it does.
  func key(for keyPath: AnyKeyPath, on object: KeyValueObject) -> Int {
    if let id = tables.withLock({ $0.byKeyPath[keyPath] }) { return id }
    let reads = _AccessTracking.trace(object, through: keyPath)
    let shape = _KeyPathShape(reads, root: object, keyPath: keyPath)
    return key(for: keyPath, shape: shape, label: Self.pathLabel(reads, from: object))
  }

  /// The key of a key path whose shape probing found; `label` names it in messages when
  /// it is a path through relationships (by default, as Swift describes the key path).
  func key(for keyPath: AnyKeyPath, shape: _KeyPathShape, label: String? = nil) -> Int {
    tables.withLock { tables in
      if let id = tables.byKeyPath[keyPath] { return id }
      let id: Int
      switch shape {
      case .stored(let offset):
        // The getter of one stored property: the key path names that property.
        id = Self.storedKey(offset: offset, in: &tables)
      case .nothing, .computed:
        // A computed property nobody declared: it depends on what it read.
        id = tables.records.count
        var record = Record(declaration: nil, keyPath: keyPath)
        record.dependencies = shape.rootOffsets.map { Self.storedKey(offset: $0, in: &tables) }
        record.dependenciesResolved = true
        record.isInferred = true
        tables.records.append(record)
      case .relationship:
        id = Self.pathKey(
          for: .probed(keyPath), label: label ?? String(describing: keyPath),
          rootKeys: shape.rootOffsets.map { Self.storedKey(offset: $0, in: &tables) },
          in: &tables)
      }
      tables.byKeyPath[keyPath] = id
      invalidateGraph(&tables)
      return id
    }
  }

  /// The key standing for a path through relationships, made on first use:
  /// it depends on `rootKeys` (the keys of this object the path starts
  /// with) and follows the rest of the path.
  func pathKey(for path: _RelationshipPath, label: String, rootKeys: [Int]) -> Int {
    tables.withLock { tables in
      if let id = tables.pathKeys[path] { return id }
      let id = Self.pathKey(for: path, label: label, rootKeys: rootKeys, in: &tables)
      invalidateGraph(&tables)
      return id
    }
  }

  private static func pathKey(
    for path: _RelationshipPath, label: String, rootKeys: [Int], in tables: inout Tables
  ) -> Int {
    if let id = tables.pathKeys[path] { return id }
    let id = tables.records.count
    var record = Record(declaration: nil, keyPath: nil)
    record.label = label
    record.dependencies = rootKeys
    record.dependenciesResolved = true
    record.isInferred = true
    tables.records.append(record)
    tables.pathKeys[path] = id
    tables.relationships.append(_RelationshipDependency(dependent: id, path: path, text: label))
    return id
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

  static func storedKey(offset: Int, in tables: inout Tables) -> Int {
    if let id = tables.byOffset[offset] { return id }
    let id = tables.records.count
    var record = Record(declaration: nil, keyPath: nil)
    record.dependenciesResolved = true
    tables.records.append(record)
    tables.byOffset[offset] = id
    return id
  }

  func invalidateGraph(_ tables: inout Tables) {
    tables.graph = nil
    if !tables.relationships.isEmpty { hasRelationships.store(true, ordering: .releasing) }
    version.wrappingAdd(1, ordering: .releasing)
  }

  /// The relationship dependencies to follow while `key` is observed, by
  /// number; empty without a lookup for a class that has none.
  func followedDependencies(of key: Int) -> [Int] {
    guard hasRelationships.load(ordering: .acquiring) else { return [] }
    return graph().followedDependencies(of: key)
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
    tables.withLock { Self.describe(key, in: $0) }
  }

  static func describe(_ key: Int, in tables: Tables) -> String {
    guard tables.records.indices.contains(key) else { return "#\(key)" }
    let record = tables.records[key]
    return record.name ?? record.label ?? record.keyPath.map { String(describing: $0) }
      ?? "#\(key)"
  }

  /// The name the class declares for the key stored at `offset`, if any; never adds a key.
  func declaredName(offset: Int) -> String? {
    tables.withLock { tables in tables.byOffset[offset].flatMap { tables.records[$0].name } }
  }

  /// The name of a key path of a class, as messages give it: the name the class declares
  /// for it, or else the key path as Swift describes it (which, on Linux, names a computed
  /// property by its address).
  static func describe(keyPath: AnyKeyPath) -> String {
    guard let root = Swift.type(of: keyPath).rootType as? KeyValueObject.Type else {
      return String(describing: keyPath)
    }
    let schema = schema(for: root)
    return schema.knownKey(for: keyPath).flatMap(schema.name(of:)) ?? String(describing: keyPath)
  }

  /// The path a key path took from `root` through relationships, as `reads` (a trace of
  /// reading it) show it, named by declared keys: `address.city`. `nil` unless each read is
  /// of the object the one before led to, each key is declared with a name, and the path
  /// does not stop at a relationship that is `nil` now (where it may go on further).
  static func pathLabel(_ reads: [_AccessTracking.Read], from root: KeyValueObject) -> String? {
    var next: KeyValueObject? = root
    var names: [String] = []
    for read in reads {
      guard read.object === next, let name = read.object._schema.declaredName(offset: read.offset)
      else { return nil }
      names.append(name)
      next = read.leadsTo
    }
    if let last = reads.last, last.isRelationship, last.leadsTo == nil { return nil }
    return names.isEmpty ? nil : names.joined(separator: ".")
  }

  /// The path through relationships `key` stands for, as its declared names spell it
  /// (`address.city`), however it was observed: by name, in steps of typed key paths, or by
  /// one key path (`\.address?.city`), which is read on `object` to name it when a `nil`
  /// relationship on the way kept it from being named when first seen. `nil` for a key that
  /// is not such a path.
  func pathName(of key: Int, on object: KeyValueObject?) -> String? {
    let found = tables.withLock { tables in
      tables.relationships.first { $0.dependent == key }.map { ($0.path, $0.text) }
    }
    guard let (path, text) = found else { return nil }
    if case .probed(let keyPath) = path, text == String(describing: keyPath), let object {
      return Self.pathLabel(_AccessTracking.trace(object, through: keyPath), from: object) ?? text
    }
    return text
  }

  /// The key path a key was declared or first seen with.
  func keyPath(of key: Int) -> AnyKeyPath? {
    tables.withLock { $0.records.indices.contains(key) ? $0.records[key].keyPath ?? nil : nil }
  }

  /// Whether `key` is an `@Observed` property (its setter reports it).
  func isStored(_ key: Int) -> Bool {
    tables.withLock { $0.byOffset.values.contains(key) }
  }

  /// The keys `key` depends on, on the same object.
  func dependencies(of key: Int) -> [Int] {
    tables.withLock { $0.records.indices.contains(key) ? $0.records[key].dependencies : [] }
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
}

/// What reading a key path touched, as probing found it.
enum _KeyPathShape {
  /// No observable property: the value never changes as far as observing
  /// can tell.
  case nothing
  /// Exactly one `@Observed` property of the object, at this offset.
  case stored(Int)
  /// Several `@Observed` properties of the object, at these offsets.
  case computed([Int])
  /// Properties of other objects, reached from the object's properties at
  /// these offsets (none for a relationship that is not observable itself).
  case relationship([Int])

  /// The shape of `keyPath` from what reading it on `root` read.
  ///
  /// A key path that reads an `@Observed` relationship that is `nil` now,
  /// and is not that relationship itself, may go on through it
  /// (`\.address?.city` while `address` is `nil`): it is followed as a
  /// relationship path, which reads it again once the relationship is set.
  /// A key path is the stored property it reads only when it reads one and
  /// has the same type.
  init(_ reads: [_AccessTracking.Read], root: KeyValueObject, keyPath: AnyKeyPath) {
    let rootReads = reads.filter { $0.object === root }
    let rootOffsets = rootReads.map(\.offset)
    let valueType = type(of: keyPath).valueType
    if reads.contains(where: { $0.object !== root })
      || rootReads.contains(where: {
        $0.isRelationship && $0.leadsTo == nil && $0.valueType != valueType
      })
    {
      self = .relationship(rootOffsets)
    } else if rootOffsets.isEmpty {
      self = .nothing
    } else if rootOffsets.count == 1 && rootReads[0].valueType == valueType {
      self = .stored(rootOffsets[0])
    } else {
      self = .computed(rootOffsets)
    }
  }

  /// The offsets of the properties of the object itself.
  var rootOffsets: [Int] {
    switch self {
    case .nothing: return []
    case .stored(let offset): return [offset]
    case .computed(let offsets), .relationship(let offsets): return offsets
    }
  }
}
