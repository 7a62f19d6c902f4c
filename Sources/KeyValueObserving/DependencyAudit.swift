/// A check, for tests, that a class's declared dependencies match what its
/// computed getters actually read.
///
/// Declared dependencies are a promise the compiler cannot check: a getter
/// that starts reading one more property, and observers silently miss its
/// changes. The audit reads every declared key of sample instances while
/// recording which `@Observed` properties each getter touches, and compares
/// that with the declared graph:
///
/// - **missing**: the getter read a stored key that its declared
///   dependencies, followed transitively, do not reach — observers of the
///   key would miss changes of it.
/// - **superfluous**: a declared dependency none of whose stored keys the
///   getter read — observers get notified for nothing.
///
///     let audit = DependencyAudit(auditing: LabColor(), LabColor(l: 0, a: 0, b: 0))
///     #expect(audit.isClean, "\(audit)")
///
/// Getters that read different properties depending on the values (a
/// branch) need samples that take each branch; the reads of all samples are
/// combined. A cycle in the declarations is reported instead of findings.
public struct DependencyAudit: Sendable, CustomStringConvertible {
  /// One disagreement between declaration and getter.
  public struct Finding: Sendable, Hashable, CustomStringConvertible {
    /// Whether a dependency is undeclared or declared for nothing.
    public enum Kind: Sendable, Hashable {
      /// Read by the getter, not declared.
      case missing
      /// Declared, not read by the getter.
      case superfluous
    }

    /// The kind of disagreement.
    public var kind: Kind
    /// The key whose getter was audited.
    public var key: String
    /// The dependency in question.
    public var dependency: String

    /// Creates a finding.
    public init(kind: Kind, key: String, dependency: String) {
      self.kind = kind
      self.key = key
      self.dependency = dependency
    }

    /// `missing: hex reads aComponent` or `superfluous: x declares bComponent`.
    public var description: String {
      switch kind {
      case .missing: return "missing: \(key) reads \(dependency), which it does not declare"
      case .superfluous: return "superfluous: \(key) declares \(dependency), which it does not read"
      }
    }
  }

  /// The audited class's name.
  public let typeName: String
  /// The disagreements, by key in declaration order.
  public let findings: [Finding]
  /// The cycle in the declared dependencies, if there is one.
  public let cycle: DependencyCycle?
  /// The number of declared keys whose getters were audited.
  public let auditedKeyCount: Int

  /// Whether declarations and getters agree and there is no cycle.
  public var isClean: Bool { findings.isEmpty && cycle == nil }

  /// The result, one line per finding.
  public var description: String {
    if let cycle { return "\(typeName): dependency cycle \(cycle.path)" }
    if findings.isEmpty {
      return "\(typeName): \(auditedKeyCount) computed keys, dependencies match their getters"
    }
    return ([typeName + ":"] + findings.map { "  " + $0.description }).joined(separator: "\n")
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
      cycle = nil
      auditedKeyCount = 0
      return
    }
    let schema = first._schema
    do {
      _ = try schema.resolveDependencies(with: first)
    } catch {
      findings = []
      cycle = error
      auditedKeyCount = 0
      return
    }
    let declared = schema.declaredKeys()
    var declaredDependencies: [Int: [Int]] = [:]
    for entry in declared { declaredDependencies[entry.key] = entry.dependencies }

    // What each declared key's getter reads, over all samples.
    var reads: [Int: Set<Int>] = [:]
    for sample in samples {
      for entry in declared {
        let paths = _AccessTracking.reads(of: sample, through: entry.keyPath)
        reads[entry.key, default: []].formUnion(paths.map { schema.storedKey(offset: $0) })
      }
    }

    /// The stored keys a key's declared dependencies reach.
    func leaves(_ key: Int, _ visiting: Set<Int> = []) -> Set<Int> {
      guard let dependencies = declaredDependencies[key], !dependencies.isEmpty else {
        return [key]
      }
      var result = Set<Int>()
      for dependency in dependencies where !visiting.contains(dependency) {
        result.formUnion(leaves(dependency, visiting.union([key])))
      }
      return result
    }

    let graph = schema.graph()
    func rank(_ key: Int) -> Int { graph.rank.indices.contains(key) ? graph.rank[key] : key }
    var findings: [Finding] = []
    var audited = 0
    for entry in declared {
      let actual = reads[entry.key] ?? []
      // A stored property reads itself; nothing to audit.
      if actual == [entry.key] && entry.dependencies.isEmpty { continue }
      audited += 1
      let reached = entry.dependencies.reduce(into: Set<Int>()) { $0.formUnion(leaves($1)) }
      for missing in actual.subtracting(reached).sorted(by: { rank($0) < rank($1) })
      where missing != entry.key {
        findings.append(
          Finding(
            kind: .missing, key: schema.describe(entry.key), dependency: schema.describe(missing)))
      }
      for dependency in entry.dependencies where leaves(dependency).isDisjoint(with: actual) {
        findings.append(
          Finding(
            kind: .superfluous, key: schema.describe(entry.key),
            dependency: schema.describe(dependency)))
      }
    }
    self.findings = findings
    self.cycle = nil
    self.auditedKeyCount = audited
  }
}
