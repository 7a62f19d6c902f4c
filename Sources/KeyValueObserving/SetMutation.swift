/// How a set-valued property (an unordered to-many relationship) changes:
/// Cocoa's `NSKeyValueSetMutationKind`, named after the `Set` operation it
/// performs with a given set of objects.
///
/// Observers of the property receive the change as Cocoa reports it:
///
/// | mutation | `Set` operation | ``ChangeKind`` | `oldValue` | `newValue` |
/// | --- | --- | --- | --- | --- |
/// | ``union`` | `formUnion(objects)` | ``ChangeKind/insertion`` | — | the objects added |
/// | ``minus`` | `subtract(objects)` | ``ChangeKind/removal`` | the objects removed | — |
/// | ``intersect`` | `formIntersection(objects)` | ``ChangeKind/removal`` | the objects removed | — |
/// | ``set`` | `= objects` | ``ChangeKind/replacement`` | the objects removed | the objects added |
///
/// "Added" and "removed" count only what actually changes: a union with
/// objects already in the set adds nothing (and is still reported, with an
/// empty set, as Cocoa does). Keys that depend on the property receive
/// ``ChangeKind/setting``.
public enum SetMutation: Sendable, Hashable, CaseIterable {
  /// Adds the objects.
  case union
  /// Removes the objects.
  case minus
  /// Keeps only the objects.
  case intersect
  /// Replaces the contents with the objects.
  case set

  /// The kind of change observers of the property receive.
  public var changeKind: ChangeKind {
    switch self {
    case .union: return .insertion
    case .minus, .intersect: return .removal
    case .set: return .replacement
    }
  }

  /// The result of the mutation of `current` with `objects`.
  public func applied<Element>(to current: Set<Element>, with objects: Set<Element>) -> Set<
    Element
  > {
    switch self {
    case .union: return current.union(objects)
    case .minus: return current.subtracting(objects)
    case .intersect: return current.intersection(objects)
    case .set: return objects
    }
  }

  /// The elements the mutation removes from `current` and adds to it.
  func difference<Element>(_ current: Set<Element>, _ objects: Set<Element>) -> (
    removed: Set<Element>, added: Set<Element>
  ) {
    let result = applied(to: current, with: objects)
    return (current.subtracting(result), result.subtracting(current))
  }
}
