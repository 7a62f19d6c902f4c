/// A check, for tests, that a class's declared dependencies match what its
/// computed getters actually read.
///
/// Declared dependencies are a promise the compiler cannot check: a getter
/// that starts reading one more property, and observers silently miss its
/// changes. The audit reads every declared key of sample instances while
/// recording which `@Observed` properties each getter touches — on the
/// object itself and on the objects its properties lead to — and compares
/// that with the declared graph:
///
/// - **missing**: the getter read a property that its declared
///   dependencies, followed transitively, do not reach — observers of the
///   key would miss changes of it. A read through a relationship the
///   declaration does not name is reported with its path: `cityName reads
///   address.city`.
/// - **superfluous**: a declared dependency none of whose properties the
///   getter read — observers get notified for nothing.
/// - **refused**: a declared dependency the library cannot honour (see
///   ``RefusedDependency``).
///
/// Cycles in the declarations are reported too (``cycles``); they are
/// tolerated, as in Cocoa, but usually a mistake.
///
///     let audit = DependencyAudit(auditing: LabColor(), LabColor(l: 0, a: 0, b: 0))
///     #expect(audit.isClean, "\(audit)")
///
/// Getters that read different properties depending on the values (a
/// branch) need samples that take each branch; the reads of all samples are
/// combined. Relationships are followed through `@Observed` properties and
/// declared keys: an object reached any other way (a `let` property) is not
/// seen.
public struct DependencyAudit: Sendable, CustomStringConvertible {
  /// One disagreement between declaration and getter.
  public struct Finding: Sendable, Hashable, CustomStringConvertible {
    /// Whether a dependency is undeclared, declared for nothing, or
    /// declared but impossible to honour.
    public enum Kind: Sendable, Hashable {
      /// Read by the getter, not declared.
      case missing
      /// Declared, not read by the getter.
      case superfluous
      /// Declared, but the library cannot follow it.
      case refused
    }

    /// The kind of disagreement.
    public var kind: Kind
    /// The key whose getter was audited.
    public var key: String
    /// The dependency in question: a key, or a path through relationships
    /// (`address.city`).
    public var dependency: String
    /// Why a refused dependency cannot be honoured; empty for the other
    /// kinds.
    public var reason: String

    /// Creates a finding.
    public init(kind: Kind, key: String, dependency: String, reason: String = "") {
      self.kind = kind
      self.key = key
      self.dependency = dependency
      self.reason = reason
    }

    /// `missing: hex reads aComponent, which it does not declare`, and so on.
    public var description: String {
      switch kind {
      case .missing: return "missing: \(key) reads \(dependency), which it does not declare"
      case .superfluous: return "superfluous: \(key) declares \(dependency), which it does not read"
      case .refused:
        return "refused: \(key) depends on \"\(dependency)\", which cannot be followed: \(reason)"
      }
    }
  }

  /// The audited class's name.
  public let typeName: String
  /// The disagreements: refusals, then by key in declaration order.
  public let findings: [Finding]
  /// The cycles in the declared dependencies, each from its lowest key.
  public let cycles: [DependencyCycle]
  /// The number of declared keys whose getters were audited.
  public let auditedKeyCount: Int

  /// Whether declarations and getters agree, every dependency can be
  /// honoured, and there is no cycle.
  public var isClean: Bool { findings.isEmpty && cycles.isEmpty }

  /// The result, one line per cycle and per finding.
  public var description: String {
    if isClean {
      return "\(typeName): \(auditedKeyCount) computed keys, dependencies match their getters"
    }
    let lines =
      cycles.map { "  dependency cycle \($0.path)" } + findings.map { "  " + $0.description }
    return ([typeName + ":"] + lines).joined(separator: "\n")
  }

  /// Audits the class of the samples, reading each declared key of each.
  ///
  /// - Parameter samples: Instances of one class, in states that make the
  ///   getters take their different branches.
  public init<Root: KeyValueObject>(auditing samples: Root...) {
    self.init(samples: samples)
  }

  /// Audits the class of the samples, reading each declared key of each.
  ///
  /// - Parameter samples: Instances of one class.
  public init<Root: KeyValueObject>(samples: [Root]) {
    typeName =
      samples.first.map { String(describing: type(of: $0)) } ?? String(describing: Root.self)
    guard let first = samples.first else {
      findings = []
      cycles = []
      auditedKeyCount = 0
      return
    }
    let schema = first._schema
    schema.prepare(with: first)
    let declared = schema.declaredKeys()
    let dependenciesOf = Dictionary(declared.map { ($0.key, $0.dependencies) }) { a, _ in a }

    // What each declared key's getter reads, and what its declared
    // dependencies reach, over all samples.
    var reads: [Int: Set<[String]>] = [:]
    var reached: [Int: Set<[String]>] = [:]
    for sample in samples {
      let reach = _DependencyReach(schema: schema, sample: sample, dependencies: dependenciesOf)
      for entry in declared {
        reads[entry.key, default: []].formUnion(
          _DependencyReach.paths(
            _AccessTracking.trace(sample, through: entry.keyPath), from: sample))
        for dependency in entry.dependencies {
          reached[dependency, default: []].formUnion(reach.leaves(of: dependency))
        }
      }
    }

    let graph = schema.graph()
    func rank(_ path: [String]) -> Int {
      guard let key = path.first.flatMap(schema.key(named:)) else { return Int.max }
      return graph.rank.indices.contains(key) ? graph.rank[key] : key
    }
    var findings = schema.refusals.map {
      Finding(kind: .refused, key: $0.key, dependency: $0.path, reason: $0.reason)
    }
    var audited = 0
    for entry in declared {
      let actual = reads[entry.key] ?? []
      let ownPath = [schema.describe(entry.key)]
      // A stored property reads itself, whatever it is declared to depend
      // on: nothing to audit.
      if actual == [ownPath] && (entry.dependencies.isEmpty || schema.isStored(entry.key)) {
        continue
      }
      audited += 1
      let covered = entry.dependencies.reduce(into: Set<[String]>()) {
        $0.formUnion(reached[$1] ?? [])
      }
      let missing = actual.subtracting(covered).subtracting([ownPath]).sorted {
        (rank($0), $0.count, $0.joined(separator: ".")) < (
          rank($1), $1.count, $1.joined(separator: ".")
        )
      }
      for path in missing {
        findings.append(
          Finding(
            kind: .missing, key: ownPath[0], dependency: path.joined(separator: ".")))
      }
      for dependency in entry.dependencies
      where (reached[dependency] ?? []).isDisjoint(with: actual) {
        findings.append(
          Finding(kind: .superfluous, key: ownPath[0], dependency: schema.describe(dependency)))
      }
    }
    self.findings = findings
    cycles = schema.cycles
    auditedKeyCount = audited
  }
}

/// What the declared dependencies of keys reach on one sample: paths of key
/// names, from the sample (`["net"]`, `["address", "city"]`).
struct _DependencyReach {
  let schema: _KeySchema
  let sample: KeyValueObject
  let dependencies: [Int: [Int]]

  /// The properties `key` stands for, followed through its dependencies:
  /// a stored key itself, a relationship path's reads, or the leaves of a
  /// computed key's dependencies.
  func leaves(of key: Int, visiting: Set<Int> = []) -> Set<[String]> {
    if let path = schema.relationshipPath(of: key) {
      var result = Set<[String]>()
      switch path {
      case .probed(let keyPath):
        result = Self.paths(_AccessTracking.trace(sample, through: keyPath), from: sample)
      case .segments:
        var prefix: [String] = []
        for level in path.follow(from: sample).levels {
          for step in level.keys {
            result.insert(prefix + [level.object._schema.describe(step.key)])
          }
          if let step = level.keys.first { prefix.append(level.object._schema.describe(step.key)) }
        }
      }
      return result
    }
    let keyDependencies = dependencies[key] ?? schema.dependencies(of: key)
    // A stored key is read from its storage, whatever it depends on.
    var result: Set<[String]> =
      keyDependencies.isEmpty || schema.isStored(key) ? [[schema.describe(key)]] : []
    for dependency in keyDependencies where !visiting.contains(dependency) {
      result.formUnion(leaves(of: dependency, visiting: visiting.union([key])))
    }
    return result
  }

  /// The reads as paths of key names from `root`: a read of the root's own
  /// property is its name; a read of an object a recorded read led to is
  /// that read's path followed by the name.
  static func paths(_ reads: [_AccessTracking.Read], from root: KeyValueObject) -> Set<[String]> {
    var pathOf: [ObjectIdentifier: [String]] = [ObjectIdentifier(root): []]
    var result = Set<[String]>()
    for read in reads {
      guard let prefix = pathOf[ObjectIdentifier(read.object)] else { continue }
      let schema = read.object._schema
      let path = prefix + [schema.describe(schema.storedKey(offset: read.offset))]
      result.insert(path)
      if let next = read.leadsTo, pathOf[ObjectIdentifier(next)] == nil {
        pathOf[ObjectIdentifier(next)] = path
      }
    }
    return result
  }
}
