/// A read-only collection whose elements are computed on demand from a
/// count and an element-at-index function — what key-value coding returns
/// for a key declared with ``Key/init(_:count:element:aliases:)`` (Cocoa's
/// `countOf<Key>` / `objectIn<Key>AtIndex:` accessors).
///
/// Nothing is materialized: `count`, `last`, `@count` and a subscript each
/// compute only what they touch, so a collection of every prime below a
/// billion costs nothing until elements are read.
public struct KeyValueCollection<Element>: RandomAccessCollection {
  private let countFunction: () -> Int
  private let elementFunction: (Int) -> Element

  /// Creates the collection from its count and its elements.
  ///
  /// - Parameters:
  ///   - count: The number of elements; read whenever the bounds are.
  ///   - element: The element at an index in `0..<count()`.
  public init(count: @escaping () -> Int, element: @escaping (Int) -> Element) {
    countFunction = count
    elementFunction = element
  }

  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// The number of elements.
  public var endIndex: Int { countFunction() }
  /// The element at `position`, computed now.
  public subscript(position: Int) -> Element { elementFunction(position) }
}

extension Key {
  /// Declares a collection-valued key computed one element at a time: its
  /// value is a ``KeyValueCollection`` built from `count` and `element`.
  ///
  ///     Key("primes", count: { $0.primeCount }, element: { $0.prime(at: $1) })
  ///
  /// The key is reachable through key-value coding only (it has no key
  /// path), and it is read-only.
  ///
  /// - Parameters:
  ///   - name: The key's name for key-value coding.
  ///   - count: The number of elements, for an object.
  ///   - element: The element at an index, for an object.
  ///   - aliases: Other names key-value coding accepts for this key.
  public init<Element>(
    _ name: String, count: @escaping (Root) -> Int, element: @escaping (Root, Int) -> Element,
    aliases: [String] = []
  ) {
    declaration = _KeyDeclaration(
      name: name, keyPaths: [], dependencies: [], aliases: aliases, notifiesAutomatically: true,
      coding: _KeyCoding(collectionCount: count, element: element))
  }
}
