import KeyValueObserving
import Testing

final class Transaction: KeyValueObject {
  @Observed var payee: String
  @Observed var amount: Double
  @Observed var date: String

  init(_ payee: String, _ amount: Double, _ date: String) {
    self.payee = payee
    self.amount = amount
    self.date = date
  }

  override class var keyTable: KeyTable {
    KeyTable(Transaction.self) {
      Key("payee", \.payee)
      Key("amount", \.amount)
      Key("date", \.date)
    }
  }
}

final class Bank: KeyValueObject {
  @Observed var transactions: [Transaction] = []
  var primeReads = 0

  /// The n-th prime, computed on demand (the KVC article's example).
  func prime(at index: Int) -> Int {
    primeReads += 1
    var found = -1
    var candidate = 1
    while found < index {
      candidate += 1
      if (2..<candidate).allSatisfy({ candidate % $0 != 0 }) { found += 1 }
    }
    return candidate
  }

  override class var keyTable: KeyTable {
    KeyTable(Bank.self) {
      Key("transactions", \.transactions)
      Key("primes", count: { _ in 1_000_000 }, element: { bank, index in bank.prime(at: index) })
    }
  }
}

@Suite struct CollectionOperatorTests {
  let bank: Bank = {
    let bank = Bank()
    bank.transactions = [
      Transaction("Acme", 60, "2016-12-01"),
      Transaction("Bolt", 25.5, "2016-11-02"),
      Transaction("Acme", 14.5, "2017-01-15"),
    ]
    return bank
  }()

  @Test func countSumAvgMinMax() throws {
    #expect(try bank.value(forKeyPath: "transactions.@count") as? Int == 3)
    #expect(try bank.value(forKeyPath: "transactions.@sum.amount") as? Double == 100)
    #expect(try bank.value(forKeyPath: "transactions.@avg.amount") as? Double == 100.0 / 3)
    #expect(try bank.value(forKeyPath: "transactions.@min.amount") as? Double == 14.5)
    #expect(try bank.value(forKeyPath: "transactions.@max.amount") as? Double == 60)
    #expect(try bank.value(forKeyPath: "transactions.@max.date") as? String == "2017-01-15")
    #expect(try bank.value(forKeyPath: "transactions.@min.payee") as? String == "Acme")
  }

  @Test func distinctUnionAndPlainKeysOverArrays() throws {
    let payees = try bank.value(forKeyPath: "transactions.@distinctUnionOfObjects.payee") as? [Any]
    #expect(payees?.compactMap { $0 as? String } == ["Acme", "Bolt"])
    let amounts = try bank.value(forKeyPath: "transactions.amount") as? [Any?]
    #expect(amounts?.compactMap { $0 as? Double } == [60, 25.5, 14.5])
    #expect(try bank.transactions.value(forKeyPath: "@avg.amount") as? Double == 100.0 / 3)
  }

  @Test func emptyCollections() throws {
    let empty = Bank()
    #expect(try empty.value(forKeyPath: "transactions.@count") as? Int == 0)
    #expect(try empty.value(forKeyPath: "transactions.@sum.amount") as? Double == 0)
    #expect(try empty.value(forKeyPath: "transactions.@avg.amount") == nil)
    #expect(try empty.value(forKeyPath: "transactions.@max.amount") == nil)
  }

  /// "-valueForKey: is invoked with the first key path component … and the method being
  /// invoked is invoked recursively on the result" (NSKeyValueCoding.h): on a collection that
  /// is nil, that is a message to nil, whose result is nil, for an operator as for a key.
  @Test func anOperatorOnANilCollectionGivesNilAsItsObservationDoes() throws {
    let shelf = Shelf()
    #expect(try shelf.value(forKeyPath: "labels.@count") == nil)
    #expect(try shelf.value(forKeyPath: "labels.@max.self") == nil)
    #expect(try shelf.value(forKeyPath: "labels.@distinctUnionOfObjects.self") == nil)
    var counts: [String] = []
    let token = try shelf.observe(keyPath: "labels.@count", options: [.initial, .new]) {
      _, change in counts.append(change.newValue.map { "\($0)" } ?? "nil")
    }
    shelf.labels = ["a", "b"]
    #expect(try shelf.value(forKeyPath: "labels.@count") as? Int == 2)
    shelf.labels = nil
    token.invalidate()
    #expect(counts == ["nil", "2", "nil"])
    // An unknown operator is still told, whatever the collection holds.
    #expect(
      throws: KeyValueCodingError.invalidKeyPath(
        keyPath: "labels.@median", reason: "unknown collection operator @median")
    ) { try shelf.value(forKeyPath: "labels.@median") }
  }

  /// The distinct unions keep one of each equal value, and NSObject's `isEqual:` is identity
  /// (the *Key-Value Coding Programming Guide*: `@distinctUnionOfObjects` "returns an array
  /// containing the distinct objects"): the distinct customers of some orders are each
  /// customer once, another customer of the same name included, where they were refused as
  /// not hashable.
  @Test func distinctUnionsKeepEachObjectOnce() throws {
    final class Batches: KeyValueObject {
      @Observed var batches: [[Order]] = []
      override class var keyTable: KeyTable { KeyTable(Batches.self) { Key("batches", \.batches) } }
    }
    let ada = Customer(name: "Ada")
    let grace = Customer(name: "Grace")
    let otherAda = Customer(name: "Ada")
    let orders = [ada, grace, ada, otherAda, grace].map { customer in
      let order = Order()
      order.customer = customer
      return order
    }
    let distinct = [ada, grace, otherAda].map(ObjectIdentifier.init)
    let customers = try orders.value(forKeyPath: "@distinctUnionOfObjects.customer") as? [Any]
    #expect(customers?.compactMap { ($0 as? Customer).map(ObjectIdentifier.init) } == distinct)
    let batches = Batches()
    batches.batches = [Array(orders.prefix(2)), Array(orders.dropFirst(2))]
    for keyPath in [
      "batches.@distinctUnionOfArrays.customer", "batches.@distinctUnionOfSets.customer",
    ] {
      let union = try batches.value(forKeyPath: keyPath) as? [Any]
      #expect(union?.compactMap { ($0 as? Customer).map(ObjectIdentifier.init) } == distinct)
    }
  }

  /// A Boolean is a number to the numeric operators, 1 or 0, as key-value coding wraps a
  /// `BOOL` in an `NSNumber` (the *Key-Value Coding Programming Guide*, "Representing
  /// Non-Object Values") whose double value `@sum` and `@avg` add: `"@sum.done"` counts the
  /// tasks done, and `@max` and `@min` tell whether any or all are, where each threw
  /// invalidKeyPath (`@sum needs numbers, found true`).
  @Test func booleansCountAsOneOrZero() throws {
    final class Task: KeyValueObject {
      @Observed var done: Bool
      init(done: Bool) { self.done = done }
      override class var keyTable: KeyTable { KeyTable(Task.self) { Key("done", \.done) } }
    }
    let tasks = [true, false, true, true].map(Task.init(done:))
    #expect(try tasks.value(forKeyPath: "@sum.done") as? Double == 3)
    #expect(try tasks.value(forKeyPath: "@avg.done") as? Double == 0.75)
    #expect(try tasks.value(forKeyPath: "@max.done") as? Bool == true)
    #expect(try tasks.value(forKeyPath: "@min.done") as? Bool == false)
    #expect(try tasks.filter(\.done).value(forKeyPath: "@min.done") as? Bool == true)
  }

  @Test func operatorErrors() {
    #expect(
      throws: KeyValueCodingError.invalidKeyPath(
        keyPath: "transactions.@median.amount", reason: "unknown collection operator @median")
    ) { try bank.value(forKeyPath: "transactions.@median.amount") }
    #expect(
      throws: KeyValueCodingError.invalidKeyPath(
        keyPath: "transactions.@sum.payee", reason: "@sum needs numbers, found \"Acme\"")
    ) { try bank.value(forKeyPath: "transactions.@sum.payee") }
    #expect(throws: KeyValueCodingError.self) { try bank.value(forKeyPath: "@count") }
  }

  @Test func aLazyCollectionIsNeverMaterializedForCountOrLast() throws {
    let primes = try #require(try bank.value(forKey: "primes") as? KeyValueCollection<Int>)
    #expect(bank.primeReads == 0)
    #expect(primes.count == 1_000_000)
    #expect(try bank.value(forKeyPath: "primes.@count") as? Int == 1_000_000)
    #expect(bank.primeReads == 0)
    #expect(primes[9] == 29)
    #expect(Array(primes.prefix(5)) == [2, 3, 5, 7, 11])
    #expect(bank.primeReads == 6)
    let small = KeyValueCollection(count: { 4 }, element: { bank.prime(at: $0) })
    #expect(small.last == 7)
    #expect(bank.primeReads == 7)  // `last` read one element
  }
}

/// A ledger with what Cocoa's collection operators also take: optional values, plain numbers
/// (read with `self`), a set, a collection of collections, and values of a `Comparable` type
/// that is neither a number nor a string.
final class Ledger: KeyValueObject {
  /// A day, comparable, as a date is.
  struct Day: Comparable, Hashable {
    var number: Int
    static func < (lhs: Day, rhs: Day) -> Bool { lhs.number < rhs.number }
  }

  final class Entry: KeyValueObject {
    @Observed var amount: Double?
    @Observed var day: Day
    init(_ amount: Double?, day: Int) {
      self.amount = amount
      self.day = Day(number: day)
    }
    override class var keyTable: KeyTable {
      KeyTable(Entry.self) {
        Key("amount", \.amount)
        Key("day", \.day)
      }
    }
  }

  @Observed var entries: [Entry] = [Entry(1, day: 3), Entry(nil, day: 9), Entry(3, day: 5)]
  @Observed var numbers: [Int] = [3, 1, 2]
  @Observed var tags: Set<String> = ["a", "b"]
  @Observed var pages: [[Int]] = [[1, 2], [2, 3], []]

  override class var keyTable: KeyTable {
    KeyTable(Ledger.self) {
      Key("entries", \.entries)
      Key("numbers", \.numbers)
      Key("tags", \.tags)
      Key("pages", \.pages)
    }
  }
}

/// The collection operators as Apple's Key-Value Coding Programming Guide ("Using Collection
/// Operators") describes them.
@Suite struct CocoaCollectionOperatorTests {
  let ledger = Ledger()

  /// "converts it to a double (substituting 0 for nil values)": @sum and @avg count a nil as
  /// 0, so the mean of 1, nil and 3 is 4 / 3; @min and @max skip it.
  @Test func nilCountsAsZeroForSumAndAverage() throws {
    #expect(try ledger.value(forKeyPath: "entries.@sum.amount") as? Double == 4)
    #expect(try ledger.value(forKeyPath: "entries.@avg.amount") as? Double == 4.0 / 3)
    #expect(try ledger.value(forKeyPath: "entries.@min.amount") as? Double == 1)
  }

  @Test func selfIsTheValueItself() throws {
    #expect(try ledger.value(forKeyPath: "numbers.@sum.self") as? Double == 6)
    #expect(try ledger.value(forKeyPath: "numbers.@max.self") as? Int == 3)
    #expect(try ledger.value(forKeyPath: "self.numbers.@count") as? Int == 3)
  }

  @Test func operatorsApplyToSets() throws {
    #expect(try ledger.value(forKeyPath: "tags.@count") as? Int == 2)
    #expect(try ledger.value(forKeyPath: "tags.@max.self") as? String == "b")
  }

  @Test func minAndMaxCompareAnyComparableType() throws {
    #expect(
      try ledger.value(forKeyPath: "entries.@max.day") as? Ledger.Day == Ledger.Day(number: 9))
    #expect(
      try ledger.value(forKeyPath: "entries.@min.day") as? Ledger.Day == Ledger.Day(number: 3))
  }

  /// `@min` and `@max` order numbers as `NSNumber`'s `compare:` does: integers exactly, at
  /// any magnitude. Two timestamps in nanoseconds that a `Double` rounds to one value
  /// (1.7e18 lies beyond 2^53) are still told apart, in either order.
  @Test func minAndMaxCompareLargeIntegersExactly() throws {
    ledger.numbers = [1_700_000_000_000_000_000, 1_700_000_000_000_000_001]
    #expect(try ledger.value(forKeyPath: "numbers.@max.self") as? Int == 1_700_000_000_000_000_001)
    #expect(try ledger.value(forKeyPath: "numbers.@min.self") as? Int == 1_700_000_000_000_000_000)
    ledger.numbers = [Int.max, Int.max - 1]
    #expect(try ledger.value(forKeyPath: "numbers.@max.self") as? Int == 9_223_372_036_854_775_807)
    #expect(try ledger.value(forKeyPath: "numbers.@min.self") as? Int == 9_223_372_036_854_775_806)
  }

  /// An integer and a floating-point number compare exactly too: `Int.max` is less than the
  /// `Double` 2^63, which is what `Double(Int.max)` rounds to.
  @Test func minAndMaxCompareAnIntegerWithADoubleExactly() throws {
    final class Readings: KeyValueObject {
      @Observed var values: [Any] = [Int.max, 9_223_372_036_854_775_808.0, Int8(3), 2.5]
      override class var keyTable: KeyTable { KeyTable(Readings.self) { Key("values", \.values) } }
    }
    let readings = Readings()
    #expect(try readings.value(forKeyPath: "values.@max.self") as? Double == 0x1p63)
    #expect(try readings.value(forKeyPath: "values.@min.self") as? Double == 2.5)
    readings.values = [9_223_372_036_854_775_808.0, Int.max]
    #expect(try readings.value(forKeyPath: "values.@min.self") as? Int == 9_223_372_036_854_775_807)
  }

  /// The infinities are numbers, beyond every other: `@max` of 1 and +∞ is +∞ wherever +∞
  /// stands, as `compare:` orders them, where a value after the first that was not finite
  /// was refused as "not a number".
  @Test func minAndMaxOrderTheInfinities() throws {
    ledger.entries = [
      Ledger.Entry(1, day: 1), Ledger.Entry(.infinity, day: 2), Ledger.Entry(-.infinity, day: 3),
    ]
    #expect(try ledger.value(forKeyPath: "entries.@max.amount") as? Double == .infinity)
    #expect(try ledger.value(forKeyPath: "entries.@min.amount") as? Double == -.infinity)
    ledger.entries = [Ledger.Entry(.infinity, day: 1), Ledger.Entry(1, day: 2)]
    #expect(try ledger.value(forKeyPath: "entries.@max.amount") as? Double == .infinity)
    #expect(try ledger.value(forKeyPath: "entries.@min.amount") as? Double == 1)
  }

  /// The mean of finite values is between the least and the greatest of them, even where
  /// their sum overflows: that of 1e308 and 1e308 is 1e308, where it was +∞.
  @Test func theMeanOfValuesWhoseSumOverflowsIsFinite() throws {
    ledger.entries = [Ledger.Entry(1e308, day: 1), Ledger.Entry(1e308, day: 2)]
    #expect(try ledger.value(forKeyPath: "entries.@avg.amount") as? Double == 1e308)
    ledger.entries = [Ledger.Entry(-1.5e308, day: 1), Ledger.Entry(-1.5e308, day: 2)]
    #expect(try ledger.value(forKeyPath: "entries.@avg.amount") as? Double == -1.5e308)
  }

  /// A NaN has no place in the order: it is left out, as a nil is, wherever it stands.
  @Test func minAndMaxLeaveANaNOut() throws {
    ledger.entries = [Ledger.Entry(2, day: 1), Ledger.Entry(.nan, day: 2), Ledger.Entry(1, day: 3)]
    #expect(try ledger.value(forKeyPath: "entries.@max.amount") as? Double == 2)
    #expect(try ledger.value(forKeyPath: "entries.@min.amount") as? Double == 1)
    ledger.entries = [Ledger.Entry(.nan, day: 1), Ledger.Entry(1, day: 2)]
    #expect(try ledger.value(forKeyPath: "entries.@max.amount") as? Double == 1)
    ledger.entries = [Ledger.Entry(.nan, day: 1)]
    #expect(try ledger.value(forKeyPath: "entries.@max.amount") == nil)
  }

  @Test func theUnions() throws {
    #expect(try ledger.value(forKeyPath: "numbers.@unionOfObjects.self") as? [Int] == [3, 1, 2])
    #expect(try ledger.value(forKeyPath: "pages.@unionOfArrays.self") as? [Int] == [1, 2, 2, 3])
    #expect(
      try ledger.value(forKeyPath: "pages.@distinctUnionOfArrays.self") as? [Int] == [1, 2, 3])
    #expect(
      try ledger.value(forKeyPath: "pages.@distinctUnionOfSets.self") as? [Int] == [1, 2, 3])
    // NSKeyValueCoding.h declares NSUnionOfSetsKeyValueOperator beside the distinct one;
    // NSArray's implementation keeps every value, duplicates included.
    #expect(try ledger.value(forKeyPath: "pages.@unionOfSets.self") as? [Int] == [1, 2, 2, 3])
    #expect(throws: KeyValueCodingError.self) {
      try ledger.value(forKeyPath: "numbers.@unionOfArrays.self")
    }
  }
}

/// A collection that may be absent.
final class Shelf: KeyValueObject {
  @Observed var labels: [String]? = nil

  override class var keyTable: KeyTable {
    KeyTable(Shelf.self) {
      Key("labels", \.labels)
    }
  }
}
