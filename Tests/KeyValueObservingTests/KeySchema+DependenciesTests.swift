import KeyValueObserving
import Testing

/// Declared dependencies as the key schema resolves them: stored keys that
/// declare dependencies, and dependencies the library cannot honour.
@Suite struct KeySchemaDependenciesTests {
  @Test func aStoredKeyWithDependenciesIsNotifiedOnAssignmentAndOnItsDependencies() {
    let order = Order()
    var changes: [ObservedChange<Int>] = []
    let token = order.observe(\.revision, options: [.old, .new]) { _, change in
      changes.append(change)
    }
    order.revision = 1
    order.subtotal = 50
    #expect(
      changes == [
        ObservedChange(oldValue: 0, newValue: 1), ObservedChange(oldValue: 1, newValue: 1),
      ])
    withExtendedLifetime(token) {}
  }

  @Test func refusedDependenciesAreReportedWithClassKeyAndPath() {
    let misdeclared = Misdeclared()
    let token = misdeclared.observe(\.counted) { _, _ in }
    let refused = Misdeclared.refusedDependencies
    #expect(refused.map(\.key) == ["throughLines", "undefined", "unobservable", "summed"])
    #expect(refused.allSatisfy { $0.typeName == "Misdeclared" })
    #expect(
      refused[0].description
        == "KeyValueObserving: Misdeclared.throughLines depends on \"lines.length\", which cannot "
        + "be followed: lines is a collection, and a key path cannot go through a to-many "
        + "relationship; observe lines.@count, or each element, instead")
    #expect(refused[1].path == "customer.zip")
    #expect(refused[1].reason == "Customer has no key \"zip\"")
    #expect(refused[2].path.hasPrefix("\\Misdeclared."))
    #expect(
      refused[2].reason
        == "reading it reads no @Observed property, so no change of it can be seen; make the "
        + "properties it reads @Observed")
    #expect(refused[3].reason == "only @count, at the end, can be observed; @sum cannot")
    withExtendedLifetime(token) {}
  }

  @Test func theRestOfADeclarationStillWorksWhenOneDependencyIsRefused() {
    let misdeclared = Misdeclared()
    var undefined = 0
    var counted: [ObservedChange<Int>] = []
    let tokens = [
      misdeclared.observe(\.undefined) { _, _ in undefined += 1 },
      misdeclared.observe(\.counted, options: [.old, .new]) { _, change in counted.append(change) },
    ]
    misdeclared.count = 1  // "count", the honoured half of `undefined`'s declaration
    misdeclared.lines = ["a", "b"]  // "lines.@count"
    #expect(undefined == 1)
    #expect(
      counted == [
        ObservedChange(oldValue: 0, newValue: 1), ObservedChange(oldValue: 1, newValue: 3),
      ])
    withExtendedLifetime(tokens) {}
  }
}

/// Keys whose getters are read only when someone needs their values.
@Suite struct ComputedKeyReadingTests {
  /// A read-only key that declares dependencies never stands for a stored property, so
  /// registering an observer does not read it to find out; it is read when delivered.
  @Test func aComputedKeyIsNotReadUntilItIsObserved() {
    let tally = ReadCountingTally()
    let token = tally.observe(\.count) { _, _ in }
    tally.count = 1
    #expect(tally.doubledReads == 0)
    var delivered: [Int?] = []
    let doubled = tally.observe(\.doubled, options: [.new]) { _, change in
      delivered.append(change.newValue)
    }
    tally.count = 2
    #expect(delivered == [4])
    #expect(tally.doubledReads >= 1)
    withExtendedLifetime((token, doubled)) {}
  }
}

/// A stored count and a key computed from it whose getter counts its reads.
private final class ReadCountingTally: KeyValueObject, @unchecked Sendable {
  @Observed var count = 0
  var doubledReads = 0
  var doubled: Int {
    doubledReads += 1
    return count * 2
  }

  override class var keyTable: KeyTable {
    KeyTable(ReadCountingTally.self) {
      Key("count", \.count)
      Key("doubled", \.doubled, dependsOn: \.count)
    }
  }
}

/// A queue whose declared `first` is valid only while it holds something: a getter of the
/// kind Cocoa code has, which observing the class must not run unasked.
final class WaitingLine: KeyValueObject {
  @Observed var people: [String] = []
  var first: String { people[0] }

  override class var keyTable: KeyTable {
    KeyTable(WaitingLine.self) {
      Key("people", \.people)
      Key("first", \.first)
    }
  }
}

/// Starting to observe a class, or changing a collection through its proxy, reads the getters
/// of assignable keys only (to learn which are stored properties), never those of read-only
/// keys nobody observes: `first` traps on an empty line, and neither test may run it.
@Suite struct ReadOnlyGettersAreNotRunUnaskedTests {
  @Test func observingAnotherKeyDoesNotRunAReadOnlyGetter() {
    let line = WaitingLine()
    var counts: [Int] = []
    let token = line.observe(\.people, options: [.new]) { _, change in
      counts.append(change.newValue?.count ?? -1)
    }
    line.people = ["Ada"]
    line.people = []
    #expect(counts == [1, 0])
    withExtendedLifetime(token) {}
  }

  @Test func aProxyOnAnObjectNobodyObservesDoesNotRunAReadOnlyGetter() {
    let line = WaitingLine()
    line.mutableArray(for: \.people).append("Grace")
    #expect(line.people == ["Grace"])
    #expect(line.first == "Grace")
  }
}
