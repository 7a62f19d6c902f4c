import KeyValueObserving
import Testing

/// Dependencies through relationships, as Cocoa's
/// `keyPathsForValuesAffecting<Key>` returning `"customer.discount"`:
/// observers of the dependent key are told when the related property
/// changes, when the related object is replaced, becomes `nil` or stops
/// being `nil`, with the dependent key's own old and new values.
@Suite struct DependencyFollowerTests {
  /// "old -> new" of every change an observation of `keyPath` delivers.
  final class Log<Root: KeyValueObject, Value> {
    var entries: [String] = []
    var token: ObservationToken?

    init(_ root: Root, _ keyPath: KeyPath<Root, Value>, options: ObservationOptions = [.old, .new])
    {
      token = root.observe(keyPath, options: options) { [unowned self] _, change in
        let old = change.oldValue.map { "\($0)" } ?? "∅"
        let new = change.newValue.map { "\($0)" } ?? "∅"
        entries.append(change.isPrior ? "prior \(old)" : "\(old) -> \(new)")
      }
    }
  }

  @Test func aChangeOfTheRelatedPropertyNotifiesTheDependentKeyOnce() {
    let order = Order()
    let customer = Customer(name: "Ada")
    order.customer = customer
    let total = Log(order, \.total)
    customer.discount = 0.1
    #expect(total.entries == ["100.0 -> 90.0"])
    customer.name = "Grace"  // not a dependency of total
    #expect(total.entries == ["100.0 -> 90.0"])
  }

  @Test func replacingTheRelatedObjectNotifiesAndFollowsTheNewOne() {
    let order = Order()
    let first = Customer(name: "A", discount: 0.1)
    let second = Customer(name: "B", discount: 0.2)
    order.customer = first
    let total = Log(order, \.total)
    order.customer = second
    #expect(total.entries == ["90.0 -> 80.0"])
    first.discount = 0.5  // no longer followed
    #expect(total.entries.count == 1)
    #expect(first.observationInfo.entries.isEmpty)
    second.discount = 0.25
    #expect(total.entries == ["90.0 -> 80.0", "80.0 -> 75.0"])
  }

  @Test func aRelationshipThatBecomesNilAndStopsBeingNil() {
    let order = Order()
    let customer = Customer(name: "A", discount: 0.1)
    let total = Log(order, \.total)
    order.customer = customer
    order.customer = nil
    customer.discount = 0.3  // detached
    order.customer = customer
    #expect(total.entries == ["100.0 -> 90.0", "90.0 -> 100.0", "100.0 -> 70.0"])
  }

  @Test func twoRelationshipsDeep() {
    let order = Order()
    let paris = Address(city: "Paris")
    let customer = Customer(name: "A", address: paris)
    order.customer = customer
    let city = Log(order, \.city)
    paris.city = "Lyon"
    let rome = Address(city: "Rome")
    customer.address = rome
    paris.city = "Nice"  // no longer followed
    rome.city = "Milan"
    customer.address = nil
    order.customer = Customer(name: "B", address: Address(city: "Oslo"))
    #expect(
      city.entries == [
        "Paris -> Lyon", "Lyon -> Rome", "Rome -> Milan", "Milan -> -", "- -> Oslo",
      ])
    #expect(paris.observationInfo.entries.isEmpty)
  }

  @Test func aDependencyDeclaredByNameIsFollowedTheSameWay() {
    let order = Order()
    let address = Address(city: "Paris")
    order.customer = Customer(name: "A", address: address)
    let byName = Log(order, \.cityByName)
    address.city = "Lyon"
    order.customer?.address = Address(city: "Rome")
    order.customer = nil
    #expect(byName.entries == ["Paris -> Lyon", "Lyon -> Rome", "Rome -> -"])
  }

  @Test func aDependencyOnARelatedObjectsOwnDependentKey() {
    let order = Order()
    let address = Address(city: "Paris")
    let customer = Customer(name: "Ada", address: address)
    order.customer = customer
    let label = Log(order, \.customerLabel)
    customer.name = "Grace"  // label depends on name
    address.city = "Rome"  // label depends on address.city
    customer.discount = 0.5  // label does not depend on it
    #expect(label.entries == ["Ada (Paris) -> Grace (Paris)", "Grace (Paris) -> Grace (Rome)"])
  }

  /// Dependency order holds across relationships: `Order.customerLabel` depends on
  /// `\.customer?.label`, which depends on the address's city, so a change of the city tells
  /// the observers of `label` before those of `customerLabel`, whichever registered first.
  /// The typed path is followed to the city itself, and its link there was served in the
  /// order the links were registered, so `customerLabel` came first.
  @Test func aKeyThroughARelationshipIsNotifiedAfterTheRelatedKeyItDependsOn() {
    let order = Order()
    let address = Address(city: "Paris")
    let customer = Customer(name: "Ada", address: address)
    order.customer = customer
    var events: [String] = []
    let customerLabel = order.observe(\.customerLabel) { _, _ in
      events.append("order.customerLabel")
    }
    let label = customer.observe(\.label) { _, _ in events.append("customer.label") }
    let city = address.observe(\.city) { _, _ in events.append("address.city") }
    address.city = "Rome"
    #expect(events == ["address.city", "customer.label", "order.customerLabel"])
    events = []
    customer.name = "Grace"
    #expect(events == ["customer.label", "order.customerLabel"])
    withExtendedLifetime((customerLabel, label, city)) {}
  }

  @Test func theSameObjectReachedThroughTwoRelationshipsNotifiesOnce() {
    let order = Order()
    let address = Address(city: "Paris")
    let customer = Customer(name: "A", address: address)
    order.customer = customer
    order.billing = customer
    let route = Log(order, \.route)
    address.city = "Rome"
    #expect(route.entries == ["Paris → Paris -> Rome → Rome"])
    // Two customers sharing one address: still one notification per change.
    order.billing = Customer(name: "B", address: address)
    address.city = "Oslo"
    #expect(
      route.entries == [
        "Paris → Paris -> Rome → Rome", "Rome → Rome -> Rome → Rome", "Rome → Rome -> Oslo → Oslo",
      ])
  }

  @Test func eachOfSeveralDependenciesNotifiesItsOwnChanges() {
    let order = Order()
    order.customer = Customer(name: "A")
    let total = Log(order, \.total)
    order.subtotal = 200
    order.customer?.discount = 0.5
    #expect(total.entries == ["100.0 -> 200.0", "200.0 -> 100.0"])
  }

  @Test func aRelationshipThatIsNeverNil() {
    let order = Order()
    let first = order.shop
    let name = Log(order, \.shopName)
    first.name = "High Street"
    order.shop = Shop(name: "Harbour")
    first.name = "Closed"  // no longer followed
    order.shop.name = "Quay"
    #expect(
      name.entries == [
        "Main Street -> High Street", "High Street -> Harbour", "Harbour -> Quay",
      ])
  }

  @Test func priorNotificationsCarryTheDependentKeysOldValue() {
    let order = Order()
    order.customer = Customer(name: "A")
    let total = Log(order, \.total, options: [.prior, .old, .new])
    order.customer?.discount = 0.1
    #expect(total.entries == ["prior 100.0", "100.0 -> 90.0"])
  }

  @Test func theChangedKeyIsNotifiedBeforeTheKeysThatDependOnIt() {
    let order = Order()
    let customer = Customer(name: "A")
    order.customer = customer
    var events: [String] = []
    let dependent = order.observe(\.total) { _, _ in events.append("order.total") }
    let changed = customer.observe(\.discount) { _, _ in events.append("customer.discount") }
    customer.discount = 0.2
    #expect(events == ["customer.discount", "order.total"])
    withExtendedLifetime((dependent, changed)) {}
  }

  @Test func aCycleAcrossRelationshipsNotifiesEachKeyOnceAndEnds() {
    let first = Twin()
    let second = Twin()
    first.other = second
    second.other = first
    let firstSum = Log(first, \.sum)
    let secondSum = Log(second, \.sum)
    first.value = 5
    #expect(firstSum.entries == ["0 -> 5"])
    #expect(secondSum.entries == ["0 -> 5"])
    second.value = 2
    #expect(firstSum.entries == ["0 -> 5", "5 -> 7"])
    #expect(secondSum.entries == ["0 -> 5", "5 -> 7"])
    first.other = nil  // the twins hold each other strongly: a cycle otherwise
  }

  @Test func theLinksEndWithTheLastObservationThatNeedsThem() {
    let order = Order()
    let customer = Customer(name: "A")
    order.customer = customer
    var total: Log<Order, Double>? = Log(order, \.total)
    #expect(!customer.observationInfo.entries.isEmpty)
    total = nil
    #expect(customer.observationInfo.entries.isEmpty)
    _ = total
  }

  @Test func followingRetainsNeitherObject() {
    weak var weakOrder: Order?
    weak var weakCustomer: Customer?
    var token: ObservationToken?
    do {
      let order = Order()
      let customer = Customer(name: "A", address: Address(city: "Paris"))
      order.customer = customer
      weakOrder = order
      weakCustomer = customer
      token = order.observe(\.city) { _, _ in }
      customer.address?.city = "Rome"
    }
    #expect(weakOrder == nil)
    #expect(weakCustomer == nil)
    #expect(token?.isValid == false)
  }
}

/// Random changes along `order.customer.address.city`, checked against an
/// independent model: after each change, the observer of `Order.city` must
/// have been told exactly when the change touched the path (the customer
/// replaced, its address replaced, that address's city set), once, with the
/// city read before and after the change by plain property access.
@Suite struct RandomChangesAlongARelationshipPathTests {
  /// SplitMix64, so a failing run can be replayed from its seed.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test(arguments: [0x5EED_0001, 0x5EED_0002, 0x5EED_0003] as [UInt64])
  func everyChangeThatTouchesThePathIsDeliveredOnceWithTheRightValues(seed: UInt64) {
    var random = Generator(state: seed)
    let cities = ["Oslo", "Rome", "Lima", "Kyiv", "Pune"]
    let addresses = (0..<3).map { _ in Address(city: cities[0]) }
    let customers = (0..<3).map { Customer(name: "c\($0)") }
    let order = Order()
    var delivered: [String] = []
    let token = order.observe(\.city, options: [.old, .new]) { _, change in
      delivered.append("\(change.oldValue ?? "∅") -> \(change.newValue ?? "∅")")
    }
    for step in 0..<400 {
      let before = order.city
      let customer = customers[Int(random.next() % 3)]
      let address = addresses[Int(random.next() % 3)]
      let touches: Bool
      switch random.next() % 5 {
      case 0:
        order.customer = random.next() % 4 == 0 ? nil : customer
        touches = true
      case 1:
        customer.address = random.next() % 4 == 0 ? nil : address
        touches = customer === order.customer
      case 2:
        address.city = cities[Int(random.next() % 5)]
        touches = address === order.customer?.address
      case 3:
        customer.discount = Double(random.next() % 10) / 10
        touches = false
      default:
        address.street = "\(step) Main Street"
        touches = false
      }
      let expected = touches ? ["\(before) -> \(order.city)"] : []
      #expect(delivered == expected, "seed \(seed), step \(step)")
      delivered = []
    }
    withExtendedLifetime(token) {}
  }
}
