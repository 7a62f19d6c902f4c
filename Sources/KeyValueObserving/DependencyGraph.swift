/// The resolved dependencies of one class's keys: for every key, the keys a
/// change to it affects, in delivery order.
///
/// Keys are numbered `0..<count`. `dependencies[k]` lists the keys whose
/// changes change key `k` (its declared dependencies, and the keys a
/// relationship dependency of `k` starts with). The graph turns that around
/// once per class, so a change is never walked per set:
///
/// - ``order`` is a delivery order of all keys: every key comes after the
///   keys it depends on; keys that depend on each other (a cycle) come
///   together, by number; otherwise the lower number (earlier declaration)
///   comes first.
/// - ``affected(by:)`` is the key itself followed by every key that depends
///   on it directly or transitively, each once (a diamond `a → b, c → d`
///   affects `d` once; a cycle `a ↔ b` affects each of them once), in
///   ``order``.
///
/// A cycle is tolerated, as Cocoa tolerates it: a change still notifies
/// each affected key once, and ``cycles`` lists the cycles so that
/// ``DependencyAudit`` can report them.
struct DependencyGraph: Sendable {
  /// Every key, dependencies first.
  let order: [Int]
  /// The position of each key in ``order``.
  let rank: [Int]
  /// The cycles, each a path whose keys each depend on the next and whose
  /// last key is its first; one per group of keys that depend on each
  /// other, starting at the group's lowest key.
  let cycles: [[Int]]
  private let affectedKeys: [[Int]]
  private let followedKeys: [[Int]]

  /// Resolves `dependencies` (indexed by key) into delivery orders.
  ///
  /// - Parameters:
  ///   - dependencies: The keys each key depends on; keys outside
  ///     `0..<dependencies.count` are ignored.
  ///   - relationships: The key that each relationship dependency belongs
  ///     to, by dependency number.
  init(dependencies: [[Int]], relationships: [Int] = []) {
    // The edges in flat arrays, each key's run of them at `start[key]..<start[key + 1]`: the
    // graph is built on a class's first observed change, at the start of a process, where an
    // array for each key's dependencies, dependents and search was most of its cost.
    let count = dependencies.count
    let edges = Edges(sortedUniqueOf: dependencies)
    let dependents = edges.reversed()
    let order: [Int]
    let cycles: [[Int]]
    if let acyclic = Self.acyclicOrder(edges, dependents: dependents) {
      // No key depends on itself, directly or not: every group of keys that depend on each
      // other is one key, and there is no cycle to report.
      order = acyclic
      cycles = []
    } else {
      let dependencies = edges.nested()
      let components = Self.stronglyConnectedComponents(dependencies)
      order = Self.condensedOrder(components, dependencies: dependencies)
      var found: [[Int]] = []
      for component in components.members.sorted(by: { ($0.first ?? 0) < ($1.first ?? 0) }) {
        guard let start = component.first else { continue }
        if component.count > 1 || dependencies[start].contains(start) {
          found.append(Self.cycle(from: start, within: Set(component), dependencies))
        }
      }
      cycles = found
    }
    var rank = Array(repeating: 0, count: count)
    for (position, key) in order.enumerated() { rank[key] = position }

    // One search per key, its flags and stack reused, each key's affected keys collected by
    // walking the delivery order.
    var reached = Array(repeating: false, count: count)
    var stack: [Int] = []
    stack.reserveCapacity(count)
    var affectedKeys: [[Int]] = []
    affectedKeys.reserveCapacity(count)
    for key in 0..<count {
      let reachedCount = Self.markReachable(
        from: key, along: dependents, in: &reached, stack: &stack)
      var affected: [Int] = []
      affected.reserveCapacity(reachedCount)
      affected.append(key)
      if reachedCount == 1 {
        reached[key] = false
      } else {
        for other in order where reached[other] {
          reached[other] = false
          if other != key { affected.append(other) }
        }
      }
      affectedKeys.append(affected)
    }
    var followedKeys = Array(repeating: [Int](), count: count)
    if !relationships.isEmpty {
      for key in 0..<count {
        _ = Self.markReachable(from: key, along: edges, in: &reached, stack: &stack)
        followedKeys[key] = relationships.indices.filter {
          reached.indices.contains(relationships[$0]) && reached[relationships[$0]]
        }
        for index in reached.indices { reached[index] = false }
      }
    }
    self.order = order
    self.rank = rank
    self.cycles = cycles
    self.affectedKeys = affectedKeys
    self.followedKeys = followedKeys
  }

  /// `key` and every key its change affects, each once, in delivery order.
  func affected(by key: Int) -> [Int] {
    key >= 0 && key < affectedKeys.count ? affectedKeys[key] : [key]
  }

  /// The relationship dependencies that must be followed while `key` is
  /// observed: those of `key` and of every key it depends on, by number.
  func followedDependencies(of key: Int) -> [Int] {
    key >= 0 && key < followedKeys.count ? followedKeys[key] : []
  }

  /// Sets the flag of every key reachable from `start` along `edges`, `start` included, and
  /// returns how many there are; `stack` is left empty. Flags rather than a `Set`: hashing
  /// each key visited cost more than the rest of the graph.
  private static func markReachable(
    from start: Int, along edges: Edges, in reached: inout [Bool], stack: inout [Int]
  ) -> Int {
    reached[start] = true
    stack.append(start)
    var count = 1
    while let current = stack.popLast() {
      for index in edges.start[current]..<edges.start[current + 1] {
        let next = edges.targets[index]
        if reached[next] { continue }
        reached[next] = true
        stack.append(next)
        count += 1
      }
    }
    return count
  }

  /// Every key, dependencies first, the lowest-numbered key first among those ready (Kahn's
  /// algorithm); `nil` if some keys depend on each other, whose groups
  /// ``condensedOrder(_:dependencies:)`` orders instead. Where there is no cycle, each group is
  /// one key, and the two orders are the same.
  private static func acyclicOrder(_ edges: Edges, dependents: Edges) -> [Int]? {
    let count = edges.count
    var pending = Array(repeating: 0, count: count)
    var isReady = Array(repeating: false, count: count)
    var readyCount = 0
    for key in 0..<count {
      pending[key] = edges.start[key + 1] - edges.start[key]
      if pending[key] == 0 {
        isReady[key] = true
        readyCount += 1
      }
    }
    var order: [Int] = []
    order.reserveCapacity(count)
    // No ready key is lower than `lowest`: the key taken was the lowest, and a key made ready
    // lower than it lowers it.
    var lowest = 0
    while readyCount > 0 {
      while !isReady[lowest] { lowest += 1 }
      let next = lowest
      isReady[next] = false
      readyCount -= 1
      order.append(next)
      for index in dependents.start[next]..<dependents.start[next + 1] {
        let dependent = dependents.targets[index]
        pending[dependent] -= 1
        if pending[dependent] == 0 {
          isReady[dependent] = true
          readyCount += 1
          if dependent < lowest { lowest = dependent }
        }
      }
    }
    return order.count == count ? order : nil
  }

  /// The edges of a graph in two flat arrays: the targets of key `k`'s edges are
  /// `targets[start[k]..<start[k + 1]]`.
  struct Edges {
    /// Where each key's run of targets begins, and, last, where the runs end.
    var start: [Int]
    /// The targets of every key's edges, key by key.
    var targets: [Int]

    /// The number of keys.
    var count: Int { start.count - 1 }

    /// The edges of `lists` (indexed by key), each key's in increasing order, each once;
    /// targets outside `0..<lists.count` left out.
    init(sortedUniqueOf lists: [[Int]]) {
      let count = lists.count
      var total = 0
      for list in lists { total += list.count }
      start = []
      start.reserveCapacity(count + 1)
      targets = []
      targets.reserveCapacity(total)
      for list in lists {
        let first = targets.count
        start.append(first)
        for key in list where key >= 0 && key < count {
          // Insertion into the sorted run, skipping a key it holds: runs are a few keys long.
          var position = targets.count
          while position > first && targets[position - 1] > key { position -= 1 }
          if position > first && targets[position - 1] == key { continue }
          targets.insert(key, at: position)
        }
      }
      start.append(targets.count)
    }

    private init(start: [Int], targets: [Int]) {
      self.start = start
      self.targets = targets
    }

    /// The same edges turned around, each key's targets in increasing order.
    func reversed() -> Edges {
      let count = self.count
      var runStart = Array(repeating: 0, count: count + 1)
      for target in targets { runStart[target + 1] += 1 }
      for key in 0..<count { runStart[key + 1] += runStart[key] }
      var next = runStart
      var reversed = Array(repeating: 0, count: targets.count)
      for key in 0..<count {
        for index in start[key]..<start[key + 1] {
          let target = targets[index]
          reversed[next[target]] = key
          next[target] += 1
        }
      }
      return Edges(start: runStart, targets: reversed)
    }

    /// Each key's targets as an array of its own.
    func nested() -> [[Int]] {
      (0..<count).map { key in Array(targets[start[key]..<start[key + 1]]) }
    }
  }

  /// The groups of keys that depend on each other (Tarjan's algorithm,
  /// without recursion), each sorted, with the group of every key.
  private static func stronglyConnectedComponents(
    _ dependencies: [[Int]]
  ) -> (members: [[Int]], of: [Int]) {
    let count = dependencies.count
    var index = Array(repeating: -1, count: count)
    var lowLink = Array(repeating: 0, count: count)
    var onStack = Array(repeating: false, count: count)
    var stack: [Int] = []
    var members: [[Int]] = []
    var componentOf = Array(repeating: -1, count: count)
    var nextIndex = 0
    // Each frame: a key and the position of the next dependency to visit.
    var frames: [(key: Int, next: Int)] = []
    for root in 0..<count where index[root] < 0 {
      frames.append((root, 0))
      index[root] = nextIndex
      lowLink[root] = nextIndex
      nextIndex += 1
      stack.append(root)
      onStack[root] = true
      while let frame = frames.last {
        let key = frame.key
        if frame.next < dependencies[key].count {
          frames[frames.count - 1].next += 1
          let next = dependencies[key][frame.next]
          if index[next] < 0 {
            index[next] = nextIndex
            lowLink[next] = nextIndex
            nextIndex += 1
            stack.append(next)
            onStack[next] = true
            frames.append((next, 0))
          } else if onStack[next] {
            lowLink[key] = min(lowLink[key], index[next])
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last { lowLink[parent.key] = min(lowLink[parent.key], lowLink[key]) }
        guard lowLink[key] == index[key] else { continue }
        var component: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          componentOf[member] = members.count
          component.append(member)
          if member == key { break }
        }
        members.append(component.count > 1 ? component.sorted() : component)
      }
    }
    return (members, componentOf)
  }

  /// Every key, groups in dependency order, each group's keys by number: the graph of the
  /// groups, which has no cycle, ordered as ``acyclicOrder(_:dependents:)`` orders keys, its
  /// groups numbered by their lowest key so that the ready group with the lowest key comes
  /// first.
  private static func condensedOrder(
    _ components: (members: [[Int]], of: [Int]), dependencies: [[Int]]
  ) -> [Int] {
    let groups = components.members.indices.sorted {
      (components.members[$0].first ?? 0) < (components.members[$1].first ?? 0)
    }
    var number = Array(repeating: 0, count: groups.count)
    for (position, group) in groups.enumerated() { number[group] = position }
    var groupDependencies = Array(repeating: [Int](), count: groups.count)
    for (key, keyDependencies) in dependencies.enumerated() {
      let group = number[components.of[key]]
      for dependency in keyDependencies where number[components.of[dependency]] != group {
        groupDependencies[group].append(number[components.of[dependency]])
      }
    }
    let edges = Edges(sortedUniqueOf: groupDependencies)
    let order = acyclicOrder(edges, dependents: edges.reversed()) ?? []
    return order.flatMap { components.members[groups[$0]] }
  }

  /// A path from `start` back to itself along dependencies, staying within
  /// `group` (a group of keys that depend on each other): the shortest,
  /// preferring lower-numbered keys.
  private static func cycle(from start: Int, within group: Set<Int>, _ dependencies: [[Int]])
    -> [Int]
  {
    var previous: [Int: Int] = [:]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      for next in dependencies[current] where group.contains(next) {
        if next == start {
          var path = [start]
          var step = current
          while step != start {
            path.insert(step, at: 1)
            step = previous[step] ?? start
          }
          return path + [start]
        }
        if previous[next] == nil {
          previous[next] = current
          queue.append(next)
        }
      }
    }
    return [start, start]
  }
}

/// A cycle in declared dependencies: each key depends on the next, and the
/// last is the first again.
///
/// Cocoa accepts such declarations, and so does KeyValueObserving: a change
/// of a key in the cycle notifies every affected key exactly once, and the
/// delivery ends. The cycles are reported by ``DependencyAudit`` and by
/// ``KeyValueObject/dependencyCycles``:
///
///     print(DependencyAudit(auditing: Thermostat()))
///     // Thermostat:
///     //   dependency cycle celsius → fahrenheit → celsius
///     print(Thermostat.dependencyCycles)   // [celsius → fahrenheit → celsius]
public struct DependencyCycle: Hashable, Sendable, CustomStringConvertible {
  /// The keys of the cycle, the first repeated at the end, as indexes or,
  /// once named, as key names.
  public var keys: [String]

  init(keys: [Int]) {
    self.keys = keys.map(String.init)
  }

  /// Creates a cycle from its keys' names, the first repeated at the end.
  public init(names: [String]) {
    keys = names
  }

  /// The keys joined by arrows: `a → b → a`.
  public var path: String { keys.joined(separator: " → ") }

  /// The same as ``path``.
  public var description: String { path }
}
