/// The resolved dependencies of one class's keys: for every key, the keys a
/// change to it affects, in delivery order.
///
/// Keys are numbered `0..<count`. `dependencies[k]` lists the keys whose
/// changes change key `k` (its declared dependencies). The graph turns
/// that around once per class, so a change is never walked per set:
///
/// - ``order`` is a topological order of all keys: every key comes after the
///   keys it depends on; among keys not ordered by dependencies, the lower
///   number (earlier declaration) comes first.
/// - ``affected(by:)`` is the key itself followed by every key that depends on
///   it directly or transitively, each once (a diamond `a → b, c → d`
///   affects `d` once), in ``order``.
///
/// A cycle is refused with the keys that form it.
struct DependencyGraph: Sendable {
  /// Every key, dependencies first.
  let order: [Int]
  /// The position of each key in ``order``.
  let rank: [Int]
  private let affectedKeys: [[Int]]

  /// Resolves `dependencies` (indexed by key) into delivery orders.
  ///
  /// - Throws: ``DependencyCycle`` naming the keys of a cycle, as indexes;
  ///   dependencies on keys outside `0..<dependencies.count` are ignored.
  init(dependencies: [[Int]]) throws(DependencyCycle) {
    let count = dependencies.count
    var dependents = Array(repeating: [Int](), count: count)
    var pending = Array(repeating: 0, count: count)
    for (key, keyDependencies) in dependencies.enumerated() {
      for dependency in Set(keyDependencies) where dependency >= 0 && dependency < count {
        dependents[dependency].append(key)
        pending[key] += 1
      }
    }
    // Kahn's algorithm, always taking the lowest-numbered ready key.
    var ready = (0..<count).filter { pending[$0] == 0 }
    var order: [Int] = []
    order.reserveCapacity(count)
    while let next = ready.min() {
      ready.remove(at: ready.firstIndex(of: next) ?? 0)
      order.append(next)
      for dependent in dependents[next] {
        pending[dependent] -= 1
        if pending[dependent] == 0 { ready.append(dependent) }
      }
    }
    guard order.count == count else {
      throw DependencyCycle(keys: Self.findCycle(dependencies: dependencies, among: pending))
    }
    var rank = Array(repeating: 0, count: count)
    for (position, key) in order.enumerated() { rank[key] = position }
    var affectedKeys: [[Int]] = []
    affectedKeys.reserveCapacity(count)
    for key in 0..<count {
      var seen: Set<Int> = [key]
      var stack = [key]
      while let current = stack.popLast() {
        for dependent in dependents[current] where seen.insert(dependent).inserted {
          stack.append(dependent)
        }
      }
      affectedKeys.append(seen.sorted { rank[$0] < rank[$1] })
    }
    self.order = order
    self.rank = rank
    self.affectedKeys = affectedKeys
  }

  /// The number of keys.
  var count: Int { order.count }

  /// `key` and every key its change affects, each once, in delivery order.
  func affected(by key: Int) -> [Int] {
    key >= 0 && key < affectedKeys.count ? affectedKeys[key] : [key]
  }

  /// A cycle among the keys Kahn's algorithm could not order, as a path
  /// that starts and ends at the same key.
  private static func findCycle(dependencies: [[Int]], among pending: [Int]) -> [Int] {
    let count = dependencies.count
    guard let start = (0..<count).first(where: { pending[$0] > 0 }) else { return [] }
    // Every unordered key has an unordered dependency: walk them until a key repeats.
    var path = [start]
    var position = [start: 0]
    var current = start
    while true {
      guard
        let next = dependencies[current].first(where: {
          $0 >= 0 && $0 < count && pending[$0] > 0
        })
      else { return path }
      if let seenAt = position[next] { return Array(path[seenAt...]) + [next] }
      position[next] = path.count
      path.append(next)
      current = next
    }
  }
}

/// A cycle in declared dependencies: each key depends on the next, and the
/// last is the first again.
///
/// Dependencies must be acyclic, because a change would otherwise have no
/// first notification. The cycle is reported when the class's dependencies
/// are first used (its first observation), with the keys that form it:
///
///     KeyValueObserving: the dependencies of Thermostat form a cycle: celsius → fahrenheit → celsius
public struct DependencyCycle: Error, Hashable, Sendable {
  /// The keys of the cycle, the first repeated at the end, as indexes or,
  /// once named, as key names.
  public var keys: [String]

  init(keys: [Int]) {
    self.keys = keys.map(String.init)
  }

  init(names: [String]) {
    keys = names
  }

  /// The keys joined by arrows: `a → b → a`.
  public var path: String { keys.joined(separator: " → ") }
}
