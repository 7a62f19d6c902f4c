import Synchronization

/// Follows one relationship path from one observed object, for as long as
/// someone observes a key that depends on it: Cocoa's nested observances
/// for `keyPathsForValuesAffecting<Key>` returning `"address.city"`.
///
/// The follower registers a link (``_DependencyLink``) for each key the
/// path reads on each object it passes through. When one of them changes,
/// the delivery of that change forwards it to the observed object as a
/// change of the dependent key (with old and new values read before and
/// after it), and, for a key that leads to the next object, follows the
/// path again so that the links move to the objects it now passes through.
/// Nothing is retained: the links hold the follower weakly, the follower
/// holds the observed object weakly, and links end with the follower.
final class _DependencyFollower: @unchecked Sendable {
  weak var object: KeyValueObject?
  let dependency: _RelationshipDependency
  private let schema: _KeySchema
  private let state = _Locked(State())
  /// Whether a follow has placed its links since the follower was made: until then, an
  /// observation registered needs the path followed before its registration returns.
  private let hasFollowed = Atomic<Bool>(false)

  private struct State: @unchecked Sendable {
    var links: [Signature: _DependencyLink] = [:]
    var generation = 0
    /// The generation of the follow whose links are in place; 0 before the first.
    var placed = 0
    var ended = false
  }

  /// What a link observes, and what it does.
  private struct Signature: Hashable {
    var object: ObjectIdentifier
    var key: Int
    var forwards: Bool
    var refollows: Bool
  }

  init(object: KeyValueObject, dependency: _RelationshipDependency) {
    self.object = object
    self.dependency = dependency
    schema = object._schema
  }

  /// The key notified when something along the path changes.
  var dependentKey: Int { dependency.dependent }

  /// Follows the path from the object as it is now, moving the links to
  /// the objects it passes through. Safe from any thread; of two follows at
  /// once, the later one's links win, and the earlier one's are placed meanwhile if it ends
  /// first, so that the links are in place when any follow returns.
  func follow() {
    guard let root = object else { return }
    let generation: Int? = state.withLock { state in
      guard !state.ended else { return nil }
      state.generation += 1
      return state.generation
    }
    guard let generation else { return }
    let (levels, problem) = dependency.path.follow(from: root)
    if let problem {
      schema.refuse(key: dependency.dependent, path: dependency.text, reason: problem)
    }
    var wanted: [(Signature, KeyValueObject, distance: Int)] = []
    for (distance, level) in levels.enumerated() {
      for step in level.keys {
        let signature = Signature(
          object: ObjectIdentifier(level.object), key: step.key, forwards: level.forwards,
          refollows: step.refollows)
        if !wanted.contains(where: { $0.0 == signature }) {
          wanted.append((signature, level.object, distance))
        }
      }
    }
    let existing = state.withLock { Set($0.links.keys) }
    let missing = wanted.filter { !existing.contains($0.0) }
    var fresh: [Signature: _DependencyLink] = [:]
    for (signature, target, distance) in missing {
      let registry = target._observationRegistry()
      let link = _DependencyLink(
        registry: registry, key: signature.key, follower: self, forwards: signature.forwards,
        refollows: signature.refollows, distance: distance)
      if registry.register(link, on: target) { fresh[signature] = link }
    }
    let (stale, discarded) = state.withLock { state -> ([_DependencyLink], [_DependencyLink]) in
      // A follow that began later and has placed its links already wins; one that began
      // later and has not is overridden when it ends.
      guard !state.ended, generation > state.placed else {
        return ([], Array(fresh.values))
      }
      let keep = Set(wanted.map(\.0))
      var stale: [_DependencyLink] = []
      for (signature, link) in state.links where !keep.contains(signature) {
        stale.append(link)
        state.links[signature] = nil
      }
      var discarded: [_DependencyLink] = []
      for (signature, link) in fresh {
        if state.links[signature] == nil {
          state.links[signature] = link
        } else {
          discarded.append(link)
        }
      }
      state.placed = generation
      hasFollowed.store(true, ordering: .releasing)
      return (stale, discarded)
    }
    for link in stale + discarded { link.invalidate() }
  }

  /// Whether the path still waits for its first follow to place its links (which another
  /// thread may be doing), so that a change made now would not be forwarded.
  var awaitsFirstFollow: Bool { !hasFollowed.load(ordering: .acquiring) }

  /// Ends every link; the follower follows nothing afterwards.
  func end() {
    let links = state.withLock { state in
      state.ended = true
      let links = Array(state.links.values)
      state.links = [:]
      return links
    }
    for link in links { link.invalidate() }
  }
}

/// The observation a ``_DependencyFollower`` registers on each object its
/// path passes through, for one key.
///
/// A link is not an observer: the delivery keeps links apart from the
/// observations it notifies. Before a change of its key, a forwarding link
/// opens a change of the dependent key on the followed object (which
/// captures that key's old values and sends its prior notifications);
/// after the change, the delivery follows the path again where the key
/// leads to the next object, then closes the change it opened.
final class _DependencyLink: _Observation, @unchecked Sendable {
  private weak var follower: _DependencyFollower?
  /// Whether a change of the key changes the dependent key.
  let forwards: Bool
  /// Whether a change of the key can move the path to other objects.
  let refollows: Bool
  /// How many relationships lie between the followed object and the object the link is on:
  /// a delivery forwards a change to nearer objects first (see ``_DeliveryPlan/links``).
  let distance: Int

  init(
    registry: _ObservationRegistry, key: Int, follower: _DependencyFollower, forwards: Bool,
    refollows: Bool, distance: Int
  ) {
    self.follower = follower
    self.forwards = forwards
    self.refollows = refollows
    self.distance = distance
    super.init(
      registry: registry, key: key, options: [], hasWeakDependency: false, isLink: true)
  }

  /// The follower, if it still follows.
  var activeFollower: _DependencyFollower? { isActive ? follower : nil }

  override var kindDescription: String {
    guard let follower, let object = follower.object else { return "dependency (ended)" }
    return "dependency of \(type(of: object)).\(object._schema.describe(follower.dependentKey))"
  }
}
