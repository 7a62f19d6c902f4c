/// An array-valued property, edited element by element so that observers
/// learn what changed where (Cocoa's `mutableArrayValueForKey:`).
///
///     let items = list.mutableArray(for: \.items)
///     items.append("milk")        // observers see .insertion at [3]
///     items.remove(at: 0)         // .removal at [0]
///     items[1] = "bread"          // .replacement at [1]
///
/// Observers of the property receive the change's ``ChangeKind`` and
/// ``ObservedChange/indexes``; with `.old`/`.new`, the removed and the
/// inserted elements. Keys that depend on the property receive `.setting`
/// (`items.@count` among them). Assigning the property as a whole still
/// reports `.setting`.
///
/// Positions and ranges must be valid for the array as they are for an
/// `Array` (`remove(at: 5)` of three elements, `insert(_:at: -1)`): an
/// invalid one traps, as the same call on the array does.
///
/// A class that edits the array in its own methods reports the same
/// changes with ``KeyValueObservable/changeElements(_:at:of:_:)`` around the
/// edit (or a ``KeyValueObservable/willChange(_:at:for:)`` and
/// ``KeyValueObservable/didChange(_:at:for:)`` pair).
public struct KeyValueMutableArray<Root: KeyValueObject, Element>: RandomAccessCollection {
  /// The object whose property this edits.
  public let object: Root
  /// The array-valued property.
  public let keyPath: ReferenceWritableKeyPath<Root, [Element]>

  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// One past the last position: the array's count.
  public var endIndex: Int { object[keyPath: keyPath].count }

  /// The element at `position`; assigning reports a `.replacement`.
  public subscript(position: Int) -> Element {
    get { object[keyPath: keyPath][position] }
    nonmutating set { replaceSubrange(position..<position + 1, with: CollectionOfOne(newValue)) }
  }

  /// Appends an element, reported as an `.insertion` at the end.
  public func append(_ element: Element) {
    insert(element, at: endIndex)
  }

  /// Inserts an element, reported as an `.insertion`.
  public func insert(_ element: Element, at index: Int) {
    insert(contentsOf: CollectionOfOne(element), at: index)
  }

  /// Inserts elements, reported as one `.insertion` of their positions.
  public func insert(contentsOf elements: some Collection<Element>, at index: Int) {
    guard !elements.isEmpty else { return }
    object.changeElements(.insertion, at: RangeSet(index..<index + elements.count), of: keyPath) {
      object[keyPath: keyPath].insert(contentsOf: elements, at: index)
    }
  }

  /// Removes and returns an element, reported as a `.removal`.
  @discardableResult
  public func remove(at index: Int) -> Element {
    let element = self[index]
    removeSubrange(index..<index + 1)
    return element
  }

  /// Removes a range of elements, reported as one `.removal`.
  public func removeSubrange(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    object.changeElements(.removal, at: RangeSet(range), of: keyPath) {
      object[keyPath: keyPath].removeSubrange(range)
    }
  }

  /// Removes every element, reported as a `.removal` of all positions.
  public func removeAll() {
    removeSubrange(0..<endIndex)
  }

  /// Replaces a range with as many elements, reported as a `.replacement`;
  /// with a different count, as a `.removal` followed by an `.insertion`.
  public func replaceSubrange(_ range: Range<Int>, with elements: some Collection<Element>) {
    guard range.count == elements.count else {
      removeSubrange(range)
      insert(contentsOf: elements, at: range.lowerBound)
      return
    }
    guard !range.isEmpty else { return }
    object.changeElements(.replacement, at: RangeSet(range), of: keyPath) {
      object[keyPath: keyPath].replaceSubrange(range, with: elements)
    }
  }
}
