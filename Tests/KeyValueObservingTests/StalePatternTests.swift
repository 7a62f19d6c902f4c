import KeyValueObserving
import Testing

/// The Core Data "stale since last sync" pattern: an object observes its
/// own `boo` and `moo` and keeps a `stale` flag with a primitive set, so
/// flagging causes no notification and no loop.
final class SyncedItem: KeyValueObject {
  @Observed var boo = 0
  @Observed var moo = ""
  @Observed var stale = false
  var flagCount = 0

  override init() {
    super.init()
    observe([\.boo, \.moo], owner: self) { item, _, _ in
      item.flagCount += 1
      item.setPrimitiveValue(true, for: \.stale)
    }
  }

  func didSync() {
    stale = false
  }
}

@Suite struct StalePatternTests {
  @Test func changingBooSetsStaleExactlyOnceWithoutALoop() {
    let item = SyncedItem()
    var staleNotifications = 0
    let token = item.observe(\.stale) { _, _ in staleNotifications += 1 }
    item.boo = 1
    #expect(item.stale)
    #expect(item.flagCount == 1)
    #expect(staleNotifications == 0)  // a primitive set notifies nobody
    item.didSync()
    #expect(!item.stale)
    #expect(staleNotifications == 1)
    item.moo = "x"
    #expect(item.stale)
    #expect(item.flagCount == 2)
    withExtendedLifetime(token) {}
  }

  @Test func selfObservationDoesNotKeepTheObjectAlive() {
    weak var weakItem: SyncedItem?
    do {
      let item = SyncedItem()
      weakItem = item
      item.boo = 1
    }
    #expect(weakItem == nil)
  }
}
