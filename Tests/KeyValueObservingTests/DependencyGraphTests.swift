import KeyValueObserving
import Testing

@testable import KeyValueObserving

/// A class whose declared dependencies form a cycle: a two-way
/// conversion, each side declared as depending on the other.
final class Thermostat: KeyValueObject {
  @Observed var celsius = 20.0
  var fahrenheit: Double { celsius * 9 / 5 + 32 }

  override class var keyTable: KeyTable {
    KeyTable(Thermostat.self) {
      Key("celsius", \.celsius, dependsOn: \.fahrenheit)
      Key("fahrenheit", \.fahrenheit, dependsOn: \.celsius)
    }
  }
}

/// A class whose declared dependencies form a cycle of three keys, one link of it
/// declared by name, and whose cycle is asked for before any instance is observed.
final class Relay: KeyValueObject {
  @Observed var source = 1
  var first: Int { source + 1 }
  var second: Int { first * 2 }
  var third: Int { second + 1 }

  override class var keyTable: KeyTable {
    KeyTable(Relay.self) {
      Key("source", \.source)
      Key("first", \.first, dependsOn: \.source, \.third)
      Key("second", \.second, dependsOnKeyPaths: "first")
      Key("third", \.third, dependsOn: \.second)
    }
  }
}

@Suite struct DependencyGraphTests {
  @Test func affectedKeysAreTransitiveOnceEachAndInDependencyOrder() {
    // 0 base; 1 left ← 0; 2 right ← 0; 3 top ← 1, 2; 4 unrelated
    let graph = DependencyGraph(dependencies: [[], [0], [0], [1, 2], []])
    #expect(graph.affected(by: 0) == [0, 1, 2, 3])
    #expect(graph.affected(by: 1) == [1, 3])
    #expect(graph.affected(by: 4) == [4])
    #expect(graph.order == [0, 1, 2, 3, 4])
  }

  @Test func declarationOrderBreaksTies() {
    // Keys declared dependents-first still come after what they depend on.
    let graph = DependencyGraph(dependencies: [[2], [2], []])
    #expect(graph.order == [2, 0, 1])
    #expect(graph.affected(by: 2) == [2, 0, 1])
  }

  @Test func aCycleIsToleratedAndListedWithTheKeysThatFormIt() {
    // 0 base; 1 ← 2, 0; 2 ← 1; 3 ← 2
    let graph = DependencyGraph(dependencies: [[], [2, 0], [1], [2]])
    #expect(graph.cycles == [[1, 2, 1]])
    #expect(graph.affected(by: 0) == [0, 1, 2, 3])
    #expect(graph.affected(by: 1) == [1, 2, 3])
    #expect(graph.affected(by: 2) == [2, 1, 3])
    #expect(graph.order == [0, 1, 2, 3])
    let selfLoop = DependencyGraph(dependencies: [[0]])
    #expect(selfLoop.cycles == [[0, 0]])
    #expect(selfLoop.affected(by: 0) == [0])
  }

  @Test func aDiamondIsNotifiedOncePerChange() {
    let diamond = Diamond()
    var tops: [Int] = []
    let token = diamond.observe(\.top, options: [.new]) { _, change in tops.append(change.newValue!)
    }
    diamond.base = 10
    #expect(tops == [23])
    withExtendedLifetime(token) {}
  }

  @Test func notificationsFollowTheGraphOrder() {
    let diamond = Diamond()
    var order: [String] = []
    let token = diamond.observe([\.top, \.right, \.left, \.base]) { _, keyPath, _ in
      let names: [PartialKeyPath<Diamond>: String] = [
        \.base: "base", \.left: "left", \.right: "right", \.top: "top",
      ]
      order.append(names[keyPath] ?? "?")
    }
    diamond.base = 2
    #expect(order == ["base", "left", "right", "top"])
    withExtendedLifetime(token) {}
  }

  @Test func subclassesExtendDependencies() {
    let employee = Employee()
    employee.firstName = "Grace"
    employee.lastName = "Hopper"
    var names: [String] = []
    let token = employee.observe(\.fullName, options: [.new]) { _, change in
      names.append(change.newValue ?? "")
    }
    employee.title = "Rear Admiral"  // the subclass's dependency
    employee.firstName = "G."  // the inherited ones still work
    #expect(names == ["Rear Admiral Grace Hopper", "Rear Admiral G. Hopper"])
    withExtendedLifetime(token) {}
  }

  @Test func inheritedKeysObservedThroughTheBaseClassKeyPath() {
    let employee = Employee()
    let person: Person = employee
    var count = 0
    let token = person.observe(\.fullName) { _, _ in count += 1 }
    employee.title = "Dr."
    employee.lastName = "Curie"
    #expect(count == 2)
    withExtendedLifetime(token) {}
  }

  @Test func aCycleNotifiesEachAffectedKeyOnceAndEnds() {
    let thermostat = Thermostat()
    var events: [String] = []
    let celsius = thermostat.observe(\.celsius, options: [.old, .new]) { _, change in
      events.append("celsius \(change.oldValue!) -> \(change.newValue!)")
    }
    let fahrenheit = thermostat.observe(\.fahrenheit, options: [.old, .new]) { _, change in
      events.append("fahrenheit \(change.oldValue!) -> \(change.newValue!)")
    }
    thermostat.celsius = 25
    #expect(events == ["celsius 20.0 -> 25.0", "fahrenheit 68.0 -> 77.0"])
    // A change announced on the other key reaches the first once, after it.
    events = []
    thermostat.willChangeValue(for: \.fahrenheit)
    thermostat.setPrimitiveValue(100, for: \.celsius)
    thermostat.didChangeValue(for: \.fahrenheit)
    #expect(events == ["fahrenheit 77.0 -> 212.0", "celsius 25.0 -> 100.0"])
    #expect(
      Thermostat.dependencyCycles == [DependencyCycle(names: ["celsius", "fahrenheit", "celsius"])])
    withExtendedLifetime((celsius, fahrenheit)) {}
  }

  @Test func cyclesAreListedFromTheKeyTableBeforeAnyInstanceIsObserved() {
    // Each key depends on the next: first on third, third on second, second on first.
    let cycle = DependencyCycle(names: ["first", "third", "second", "first"])
    #expect(Relay.dependencyCycles == [cycle])
    #expect(
      Relay.declaredDependencies == [
        KeyDependencies(key: "source", dependencies: []),
        KeyDependencies(key: "first", dependencies: ["source", "third"]),
        KeyDependencies(key: "second", dependencies: ["first"]),
        KeyDependencies(key: "third", dependencies: ["second"]),
      ])
    // Once an instance is observed, the resolved graph answers, and agrees.
    let relay = Relay()
    var seconds: [Int] = []
    let token = relay.observe(\.second, options: [.new]) { _, change in
      seconds.append(change.newValue ?? 0)
    }
    relay.source = 4
    #expect(seconds == [10])
    #expect(Relay.dependencyCycles == [cycle])
    withExtendedLifetime(token) {}
  }
}

/// Random dependency graphs, cycles and keys out of range included, checked against what
/// the graph promises, each worked out by brute force: the transitive closure by repeated
/// passes over every edge, the delivery order by picking, among the groups left, the one
/// with the lowest key whose other dependencies are all placed.
@Suite struct RandomDependencyGraphTests {
  typealias Generator = RandomChangesAlongARelationshipPathTests.Generator

  /// `closure[a][b]`: `a` depends on `b`, directly or through other keys (or `a == b`).
  static func closure(_ dependencies: [[Int]]) -> [[Bool]] {
    let count = dependencies.count
    var closure = (0..<count).map { key in (0..<count).map { $0 == key } }
    var changed = true
    while changed {
      changed = false
      for key in 0..<count {
        for dependency in dependencies[key] where dependency >= 0 && dependency < count {
          for reached in 0..<count where closure[dependency][reached] && !closure[key][reached] {
            closure[key][reached] = true
            changed = true
          }
        }
      }
    }
    return closure
  }

  /// Keys in the order the graph promises: groups of keys that depend on each other, each
  /// placed once every group it depends on is, the group with the lowest key first.
  static func expectedOrder(_ dependencies: [[Int]], _ closure: [[Bool]]) -> [Int] {
    let count = dependencies.count
    var placed = Array(repeating: false, count: count)
    var order: [Int] = []
    while order.count < count {
      for key in 0..<count where !placed[key] {
        let group = (0..<count).filter { closure[key][$0] && closure[$0][key] }
        let ready = (0..<count).allSatisfy { other in
          !closure[key][other] || placed[other] || group.contains(other)
        }
        guard ready else { continue }
        for member in group { placed[member] = true }
        order += group
        break
      }
    }
    return order
  }

  @Test(arguments: [0xD1A6_0001, 0xD1A6_0002, 0xD1A6_0003, 0xD1A6_0004] as [UInt64])
  func everyPromiseHoldsOnRandomGraphs(seed: UInt64) {
    var random = Generator(state: seed)
    for _ in 0..<150 {
      let count = Int.random(in: 1...12, using: &random)
      // Sparse mostly, so that chains and diamonds are as common as cycles.
      let dependencies = (0..<count).map { _ in
        (0..<Int.random(in: 0...3, using: &random)).map { _ in
          Int.random(in: -1...count, using: &random)
        }
      }
      let relationships = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        Int.random(in: -1...count, using: &random)
      }
      let graph = DependencyGraph(dependencies: dependencies, relationships: relationships)
      let closure = Self.closure(dependencies)
      let order = Self.expectedOrder(dependencies, closure)
      #expect(graph.order == order, "\(dependencies)")
      for key in 0..<count {
        #expect(graph.rank[key] == order.firstIndex(of: key), "\(dependencies)")
        let dependents = order.filter { $0 != key && closure[$0][key] }
        #expect(graph.affected(by: key) == [key] + dependents, "\(dependencies)")
        let followed = relationships.indices.filter {
          (0..<count).contains(relationships[$0]) && closure[key][relationships[$0]]
        }
        #expect(graph.followedDependencies(of: key) == followed, "\(dependencies) \(relationships)")
      }
      // One cycle per group of keys that depend on each other (or a key on itself), from
      // its lowest key, along dependencies within the group, as short as any.
      var expectedStarts: [Int] = []
      for key in 0..<count {
        let group = (0..<count).filter { closure[key][$0] && closure[$0][key] }
        let selfLoop = dependencies[key].contains(key)
        if group.first == key && (group.count > 1 || selfLoop) { expectedStarts.append(key) }
      }
      #expect(graph.cycles.map { $0.first ?? -1 } == expectedStarts, "\(dependencies)")
      for cycle in graph.cycles {
        guard let start = cycle.first else { continue }
        #expect(cycle.last == start)
        for (from, to) in zip(cycle, cycle.dropFirst()) {
          #expect(dependencies[from].contains(to), "\(cycle) in \(dependencies)")
          #expect(closure[to][start] && closure[start][to], "\(cycle) in \(dependencies)")
        }
        #expect(cycle.count - 1 == Self.shortestCycleLength(from: start, dependencies))
      }
    }
  }

  /// The number of edges of the shortest path from `start` back to itself, breadth first.
  static func shortestCycleLength(from start: Int, _ dependencies: [[Int]]) -> Int {
    var distance: [Int: Int] = [:]
    var frontier = [start]
    var steps = 0
    while !frontier.isEmpty {
      steps += 1
      var next: [Int] = []
      for key in frontier {
        for dependency in dependencies[key] where dependencies.indices.contains(dependency) {
          if dependency == start { return steps }
          if distance[dependency] == nil {
            distance[dependency] = steps
            next.append(dependency)
          }
        }
      }
      frontier = next
    }
    return -1
  }
}
