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
