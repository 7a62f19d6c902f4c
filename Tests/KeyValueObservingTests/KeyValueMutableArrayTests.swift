import KeyValueObserving
import Testing

@Suite struct KeyValueMutableArrayTests {
  @Test func insertionRemovalAndReplacementReportKindIndexesAndElements() {
    let list = ShoppingList()
    list.items = ["eggs", "milk"]
    var changes: [ObservedChange<[String]>] = []
    let token = list.observe(\.items, options: [.old, .new]) { _, change in changes.append(change) }
    let items = list.mutableArray(for: \.items)

    items.append("bread")
    #expect(
      changes.last
        == ObservedChange(kind: .insertion, newValue: ["bread"], indexes: RangeSet(2..<3)))
    items.remove(at: 0)
    #expect(
      changes.last == ObservedChange(kind: .removal, oldValue: ["eggs"], indexes: RangeSet(0..<1)))
    items[1] = "rye"
    #expect(
      changes.last
        == ObservedChange(
          kind: .replacement, oldValue: ["bread"], newValue: ["rye"], indexes: RangeSet(1..<2)))
    items.insert(contentsOf: ["a", "b"], at: 0)
    #expect(changes.last?.indexes == RangeSet(0..<2))
    #expect(list.items == ["a", "b", "milk", "rye"])
    #expect(Array(items) == list.items)
    #expect(changes.count == 4)
    withExtendedLifetime(token) {}
  }

  /// ObservingCollections: every operation is one notification but a replacement by a
  /// different number of elements, which is a removal and then an insertion (an indexed
  /// replacement pairs each old element with a new one at its index).
  @Test func aReplacementByAnotherCountIsARemovalThenAnInsertion() {
    let list = ShoppingList()
    list.items = ["a", "b", "c", "d"]
    var changes: [ObservedChange<[String]>] = []
    let token = list.observe(\.items, options: [.old, .new]) { _, change in changes.append(change) }
    let items = list.mutableArray(for: \.items)
    items.replaceSubrange(1..<3, with: ["x", "y"])
    #expect(
      changes == [
        ObservedChange(
          kind: .replacement, oldValue: ["b", "c"], newValue: ["x", "y"], indexes: RangeSet(1..<3))
      ])
    changes = []
    items.replaceSubrange(0..<2, with: ["p", "q", "r"])
    #expect(
      changes == [
        ObservedChange(kind: .removal, oldValue: ["a", "x"], indexes: RangeSet(0..<2)),
        ObservedChange(kind: .insertion, newValue: ["p", "q", "r"], indexes: RangeSet(0..<3)),
      ])
    #expect(list.items == ["p", "q", "r", "y", "d"])
    withExtendedLifetime(token) {}
  }

  @Test func dependentKeysSeeASetting() {
    let list = ShoppingList()
    var counts: [ObservedChange<Int>] = []
    let token = list.observe(\.itemCount, options: [.new]) { _, change in counts.append(change) }
    list.mutableArray(for: \.items).append("tea")
    #expect(counts == [ObservedChange(kind: .setting, newValue: 1)])
    withExtendedLifetime(token) {}
  }

  @Test func assigningTheWholeArrayIsASetting() {
    let list = ShoppingList()
    var kinds: [ChangeKind] = []
    let token = list.observe(\.items) { _, change in kinds.append(change.kind) }
    list.items = ["x"]
    list.mutableArray(for: \.items).removeAll()
    #expect(kinds == [.setting, .removal])
    withExtendedLifetime(token) {}
  }
}
