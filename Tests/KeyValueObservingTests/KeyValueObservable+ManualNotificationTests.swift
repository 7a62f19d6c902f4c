import KeyValueObserving
import Testing

@Suite struct ManualNotificationTests {
  @Test func aManualKeyNotifiesOnlyThroughWillAndDid() {
    let account = Account()
    var changes: [ObservedChange<Double>] = []
    let token = account.observe(\.balance, options: [.old, .new]) { _, change in
      changes.append(change)
    }
    account.balance = 5  // declared .manually: no notification
    #expect(changes.isEmpty)
    account.setBalance(10)
    account.setBalance(10)  // equal: skipped by the class
    #expect(changes == [ObservedChange(oldValue: 5, newValue: 10)])
    withExtendedLifetime(token) {}
  }

  @Test func nestedPairsCloseInnermostFirst() {
    let account = Account()
    var events: [String] = []
    let token = account.observe([\.balance, \.owner], options: [.prior, .new]) {
      _, keyPath, change in
      let key = keyPath == \Account.balance ? "balance" : "owner"
      events.append("\(change.isPrior ? "will" : "did") \(key)")
    }
    account.willChangeValue(for: \.balance)
    account.willChangeValue(for: \.owner)
    account.willChangeValue(for: \.balance)
    account.didChangeValue(for: \.balance)
    account.didChangeValue(for: \.owner)
    account.didChangeValue(for: \.balance)
    #expect(
      events == [
        "will balance", "will owner", "will balance", "did balance", "did owner", "did balance",
      ])
    withExtendedLifetime(token) {}
  }

  @Test func anUnmatchedDidChangeDoesNothing() {
    let account = Account()
    var count = 0
    let token = account.observe(\.balance) { _, _ in count += 1 }
    account.didChangeValue(for: \.balance)
    #expect(count == 0)
    withExtendedLifetime(token) {}
  }

  @Test func manualChangesReachDependentKeys() {
    let person = Person()
    var count = 0
    let token = person.observe(\.fullName) { _, _ in count += 1 }
    person.willChangeValue(for: \.firstName)
    person.setPrimitiveValue("Ada", for: \.firstName)
    person.didChangeValue(for: \.firstName)
    #expect(count == 1)
    withExtendedLifetime(token) {}
  }

  /// Cocoa's `willChangeValueForKey:` and `didChangeValueForKey:`, with the key by name: the
  /// same change as with a key path, old and new values and dependent keys included, and
  /// either half may be given by name or by key path.
  @Test func aKeyByNameOpensAndClosesTheSameChange() throws {
    let person = Person()
    var seen: [String] = []
    let token = person.observe(\.fullName, options: [.old, .new]) { _, change in
      seen.append("'\(change.oldValue!)'→'\(change.newValue!)'")
    }
    try person.willChangeValue(forKey: "firstName")
    person.setPrimitiveValue("Ada", for: \.firstName)
    try person.didChangeValue(forKey: "firstName")
    try person.willChangeValue(forKey: "lastName")
    person.setPrimitiveValue("Lovelace", for: \.lastName)
    person.didChangeValue(for: \.lastName)
    #expect(seen == ["' '→'Ada '", "'Ada '→'Ada Lovelace'"])
    withExtendedLifetime(token) {}
  }

  @Test func aNameTheClassDoesNotDeclareIsAnUndefinedKey() {
    let person = Person()
    var count = 0
    let token = person.observe(\.fullName) { _, _ in count += 1 }
    #expect(throws: KeyValueCodingError.undefinedKey(key: "nickname", type: "Person")) {
      try person.willChangeValue(forKey: "nickname")
    }
    #expect(throws: KeyValueCodingError.undefinedKey(key: "nickname", type: "Person")) {
      try person.didChangeValue(forKey: "nickname")
    }
    // A did with no open will, by name as by key path, does nothing.
    #expect(throws: Never.self) { try person.didChangeValue(forKey: "firstName") }
    #expect(count == 0)
    withExtendedLifetime(token) {}
  }
}
