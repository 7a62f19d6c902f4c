/// A set-valued property (an unordered to-many relationship), edited so
/// that observers learn what was added and removed (Cocoa's
/// `mutableSetValueForKey:`).
///
///     let tags = photo.mutableSet(for: \.tags)
///     tags.insert("beach")           // observers see .insertion, new: ["beach"]
///     tags.subtract(["old"])         // .removal, old: the tags removed
///     tags.formIntersection(["a"])   // .removal, old: the tags removed
///     tags.replaceAll(with: ["b"])   // .replacement, old: removed, new: added
///
/// Each edit is one ``SetMutation``, reported to observers of the property
/// with the kind and the objects added and removed that the mutation's
/// documentation lists; keys that depend on the property receive
/// `.setting`. Assigning the property as a whole still reports `.setting`.
///
/// A class that edits the set in its own methods reports the same changes
/// with ``KeyValueObservable/changeElements(_:using:of:)`` (or a
/// ``KeyValueObservable/willChange(_:using:for:)`` and
/// ``KeyValueObservable/didChange(_:using:for:)`` pair around the edit).
public struct KeyValueMutableSet<Root: KeyValueObject, Element: Hashable>: Sequence {
  /// The object whose property this edits.
  public let object: Root
  /// The set-valued property.
  public let keyPath: ReferenceWritableKeyPath<Root, Set<Element>>

  /// The number of elements.
  public var count: Int { object[keyPath: keyPath].count }

  /// Whether the set holds no elements.
  public var isEmpty: Bool { object[keyPath: keyPath].isEmpty }

  /// Whether the set holds `element`.
  public func contains(_ element: Element) -> Bool {
    object[keyPath: keyPath].contains(element)
  }

  /// Iterates over the elements as they are when iteration starts.
  public func makeIterator() -> Set<Element>.Iterator {
    object[keyPath: keyPath].makeIterator()
  }

  /// Adds an element: a ``SetMutation/union`` with it.
  public func insert(_ element: Element) {
    formUnion([element])
  }

  /// Removes an element: a ``SetMutation/minus`` with it.
  public func remove(_ element: Element) {
    subtract([element])
  }

  /// Adds the elements: a ``SetMutation/union``.
  public func formUnion(_ elements: Set<Element>) {
    object.changeElements(.union, using: elements, of: keyPath)
  }

  /// Removes the elements: a ``SetMutation/minus``.
  public func subtract(_ elements: Set<Element>) {
    object.changeElements(.minus, using: elements, of: keyPath)
  }

  /// Keeps only the elements also in `elements`: a
  /// ``SetMutation/intersect``.
  public func formIntersection(_ elements: Set<Element>) {
    object.changeElements(.intersect, using: elements, of: keyPath)
  }

  /// Replaces the contents with `elements`: a ``SetMutation/set``.
  public func replaceAll(with elements: Set<Element>) {
    object.changeElements(.set, using: elements, of: keyPath)
  }

  /// Removes every element: a ``SetMutation/set`` with no elements.
  public func removeAll() {
    replaceAll(with: [])
  }
}
