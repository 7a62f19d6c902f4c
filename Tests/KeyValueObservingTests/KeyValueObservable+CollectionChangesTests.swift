import KeyValueObserving
import Testing

/// Collections: `@count`, paths through collections, and changes reported
/// in one call around the mutation.
@Suite struct CollectionChangesTests {
  @Test func countIsObservableByNameWithOldAndNewCounts() throws {
    let order = Order()
    var changes: [String] = []
    let token = try order.observe(keyPath: "lines.@count", options: [.old, .new]) { _, change in
      changes.append("\(change.kind) \(change.oldValue ?? "∅") -> \(change.newValue ?? "∅")")
    }
    order.lines = ["a", "b"]
    order.mutableArray(for: \.lines).append("c")
    order.mutableArray(for: \.lines).remove(at: 0)
    #expect(changes == ["setting 0 -> 2", "setting 2 -> 3", "setting 3 -> 2"])
    withExtendedLifetime(token) {}
  }

  @Test func theCountOfATypedKeyPathIsObservableToo() {
    let order = Order()
    var changes: [ObservedChange<Int>] = []
    let token = order.observe(\.lines.count, options: [.old, .new]) { _, change in
      changes.append(change)
    }
    order.lines = ["a"]
    order.mutableArray(for: \.lines).insert(contentsOf: ["b", "c"], at: 0)
    #expect(
      changes == [
        ObservedChange(oldValue: 0, newValue: 1), ObservedChange(oldValue: 1, newValue: 3),
      ])
    withExtendedLifetime(token) {}
  }

  @Test func countThroughAToOneRelationship() throws {
    let cart = Cart()
    let first = Order()
    first.lines = ["a"]
    cart.order = first
    var byName: [String] = []
    var typed: [ObservedChange<Int?>] = []
    let tokens = [
      try cart.observe(keyPath: "order.lines.@count", options: [.old, .new]) { _, change in
        byName.append("\(change.oldValue ?? "∅") -> \(change.newValue ?? "∅")")
      },
      cart.observe(\.order?.lines.count, options: [.old, .new]) { _, change in
        typed.append(change)
      },
    ]
    first.mutableArray(for: \.lines).append("b")
    let second = Order()
    cart.order = second
    first.lines = []  // no longer followed
    cart.order = nil
    #expect(byName == ["1 -> 2", "2 -> 0", "0 -> ∅"])
    #expect(
      typed == [
        ObservedChange(oldValue: 1, newValue: 2), ObservedChange(oldValue: 2, newValue: 0),
        ObservedChange(oldValue: 0, newValue: .some(nil)),
      ])
    withExtendedLifetime(tokens) {}
  }

  @Test func aKeyPathThroughACollectionIsRefusedWithATypedError() {
    let order = Order()
    #expect(
      throws: KeyValueCodingError.invalidKeyPath(
        keyPath: "lines.count",
        reason:
          "lines is a collection, and a key path cannot go through a to-many relationship; "
          + "observe lines.@count, or each element, instead")
    ) {
      try order.observe(keyPath: "lines.count") { _, _ in }
    }
    #expect(
      throws: KeyValueCodingError.invalidKeyPath(
        keyPath: "lines.@sum", reason: "only @count, at the end, can be observed; @sum cannot")
    ) {
      try order.observe(keyPath: "lines.@sum") { _, _ in }
    }
    #expect(
      throws: KeyValueCodingError.invalidKeyPath(
        keyPath: "@count",
        reason: "@count needs the key of a collection before it, as in \"items.@count\"")
    ) {
      try order.observe(keyPath: "@count") { _, _ in }
    }
    #expect(throws: KeyValueCodingError.undefinedKey(key: "zip", type: "Customer")) {
      try order.observe(keyPath: "customer.zip") { _, _ in }
    }
    #expect(
      throws: KeyValueCodingError.invalidKeyPath(
        keyPath: "subtotal.@count", reason: "subtotal is not a collection")
    ) {
      try order.observe(keyPath: "subtotal.@count") { _, _ in }
    }
  }

  @Test func aClassReportsItsOwnArrayChangeInOneCall() {
    final class Playlist: KeyValueObject {
      @Observed var songs: [String] = ["a", "d"]
      var songCount: Int { songs.count }

      func insert(_ new: [String], at index: Int) {
        changeElements(.insertion, at: RangeSet(index..<index + new.count), of: \.songs) {
          songs.insert(contentsOf: new, at: index)
        }
      }

      override class var keyTable: KeyTable {
        KeyTable(Playlist.self) {
          Key("songs", \.songs)
          Key("songCount", \.songCount, dependsOn: \.songs)
        }
      }
    }
    let playlist = Playlist()
    var events: [String] = []
    let tokens = [
      playlist.observe(\.songs, options: [.old, .new, .prior]) { _, change in
        events.append(
          "\(change.isPrior ? "prior " : "")\(change)")
      },
      playlist.observe(\.songCount, options: [.old, .new]) { _, change in
        events.append("count \(change.oldValue ?? -1) -> \(change.newValue ?? -1)")
      },
    ]
    playlist.insert(["b", "c"], at: 1)
    #expect(playlist.songs == ["a", "b", "c", "d"])
    #expect(
      events == [
        "prior prior insertion indexes: 1..<3",
        "insertion new: [\"b\", \"c\"] indexes: 1..<3",
        "count 2 -> 4",
      ])
    withExtendedLifetime(tokens) {}
  }

  @Test func aKeyPathToAnArrayIsToldTheElementChangesMadeOnTheRelatedObject() throws {
    let cart = Cart()
    let order = Order()
    order.lines = ["a"]
    cart.order = order
    var byName: [String] = []
    var typed: [ObservedChange<[String]?>] = []
    var counts: [String] = []
    var composed: [ChangeKind] = []
    let tokens = [
      try cart.observe(keyPath: "order.lines", options: [.prior, .old, .new]) { _, change in
        byName.append("\(change)")
      },
      cart.observe(\.order, \.lines, options: [.old, .new]) { _, change in typed.append(change) },
      try cart.observe(keyPath: "order.lines.@count", options: [.old, .new]) { _, change in
        counts.append("\(change)")
      },
      // A composed key path cannot tell its collection from a value computed from it.
      cart.observe(\.order?.lines) { _, change in composed.append(change.kind) },
    ]
    let lines = order.mutableArray(for: \.lines)
    lines.append("b")
    lines.remove(at: 0)
    lines[0] = "c"
    cart.order = Order()  // replacing the order is a setting of the whole path
    #expect(
      byName == [
        "prior insertion indexes: 1..<2", "insertion new: [\"b\"] indexes: 1..<2",
        "prior removal old: [\"a\"] indexes: 0..<1", "removal old: [\"a\"] indexes: 0..<1",
        "prior replacement old: [\"b\"] indexes: 0..<1",
        "replacement old: [\"b\"] new: [\"c\"] indexes: 0..<1",
        "prior setting old: [\"c\"]", "setting old: [\"c\"] new: []",
      ])
    #expect(
      typed == [
        ObservedChange(kind: .insertion, newValue: ["b"], indexes: RangeSet(1..<2)),
        ObservedChange(kind: .removal, oldValue: ["a"], indexes: RangeSet(0..<1)),
        ObservedChange(
          kind: .replacement, oldValue: ["b"], newValue: ["c"], indexes: RangeSet(0..<1)),
        ObservedChange(oldValue: ["c"], newValue: []),
      ])
    // `@count` and the keys that depend on the path are told values, as before.
    #expect(
      counts == [
        "setting old: 1 new: 2", "setting old: 2 new: 1", "setting old: 1 new: 1",
        "setting old: 1 new: 0",
      ])
    #expect(composed == [.setting, .setting, .setting, .setting])
    withExtendedLifetime(tokens) {}
  }

  @Test func aKeyPathToASetIsToldTheMutationsMadeOnTheRelatedObject() throws {
    let album = Album()
    let photo = Photo()
    album.cover = photo
    var changes: [String] = []
    let token = try album.observe(keyPath: "cover.tags", options: [.old, .new]) { _, change in
      changes.append("\(change)")
    }
    photo.tag(["sea"])
    photo.mutableSet(for: \.tags).remove("sea")
    #expect(changes == ["insertion new: [\"sea\"]", "removal old: [\"sea\"]"])
    withExtendedLifetime(token) {}
  }
}
