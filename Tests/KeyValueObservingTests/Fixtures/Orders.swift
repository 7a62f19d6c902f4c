import KeyValueObserving

/// A customer: the related object of ``Order``'s relationship dependencies.
final class Customer: KeyValueObject {
  @Observed var name: String
  @Observed var discount = 0.0
  @Observed var address: Address?

  /// A key of the customer that depends on the customer's own keys and on
  /// its address's city.
  var label: String { name + " (" + (address?.city ?? "-") + ")" }

  init(name: String, discount: Double = 0, address: Address? = nil) {
    self.name = name
    self.discount = discount
    self.address = address
  }

  override class var keyTable: KeyTable {
    KeyTable(Customer.self) {
      Key("name", \.name)
      Key("discount", \.discount)
      Key("address", \.address)
      Key("label", \.label, dependsOn: \.name, \.address?.city)
    }
  }
}

/// A shop an order always has: a relationship that is never `nil`.
final class Shop: KeyValueObject {
  @Observed var name: String

  init(name: String) {
    self.name = name
  }

  override class var keyTable: KeyTable {
    KeyTable(Shop.self) { Key("name", \.name) }
  }
}

/// An order whose keys depend on its customers' properties, at every
/// depth, in every form a declaration can take.
final class Order: KeyValueObject {
  @Observed var subtotal = 100.0
  @Observed var customer: Customer?
  @Observed var billing: Customer?
  @Observed var shop = Shop(name: "Main Street")
  /// A stored key that also declares a dependency.
  @Observed var revision = 0
  @Observed var lines: [String] = []

  /// Through an optional relationship (`\.customer?.discount`).
  var total: Double { subtotal * (1 - (customer?.discount ?? 0)) }
  /// Two relationships deep (`\.customer?.address?.city`).
  var city: String { customer?.address?.city ?? "-" }
  /// The same, declared by name (`"customer.address.city"`).
  var cityByName: String { city }
  /// A related object's own dependent key (`\.customer?.label`).
  var customerLabel: String { customer?.label ?? "-" }
  /// Two paths that can reach the same address (a diamond).
  var route: String { (billing?.address?.city ?? "-") + " → " + city }
  /// Through a relationship that is never `nil` (`\.shop.name`).
  var shopName: String { shop.name }
  /// The number of lines, declared as `"lines.@count"`.
  var lineCount: Int { lines.count }

  override class var keyTable: KeyTable {
    KeyTable(Order.self) {
      Key("subtotal", \.subtotal)
      Key("customer", \.customer)
      Key("billing", \.billing)
      Key("shop", \.shop)
      Key("lines", \.lines)
      Key("revision", \.revision, dependsOn: \.subtotal)
      Key("total", \.total, dependsOn: \.subtotal, \.customer?.discount)
      Key("city", \.city, dependsOn: \.customer?.address?.city)
      Key("cityByName", \.cityByName, dependsOnKeyPaths: "customer.address.city")
      Key("customerLabel", \.customerLabel, dependsOn: \.customer?.label)
      Key("route", \.route, dependsOn: \.billing?.address?.city, \.customer?.address?.city)
      Key("shopName", \.shopName, dependsOn: \.shop.name)
      Key("lineCount", \.lineCount, dependsOnKeyPaths: "lines.@count")
    }
  }
}

/// Two objects whose keys depend on each other's: a cycle across a
/// relationship.
final class Twin: KeyValueObject {
  @Observed var value = 0
  @Observed var other: Twin?
  /// The sum of both values, declared to depend on the other's sum.
  var sum: Int { value + (other?.value ?? 0) }

  override class var keyTable: KeyTable {
    KeyTable(Twin.self) {
      Key("value", \.value)
      Key("other", \.other)
      Key("sum", \.sum, dependsOn: \.value, \.other?.sum)
    }
  }
}

/// A class whose declarations cannot all be honoured.
final class Misdeclared: KeyValueObject {
  @Observed var lines: [String] = []
  @Observed var customer: Customer?
  @Observed var count = 0
  var plain = 0

  var throughLines: Int { lines.count }
  var undefined: Int { 0 }
  var unobservable: Int { plain }
  var summed: Int { lines.count }
  var counted: Int { lines.count + count }

  override class var keyTable: KeyTable {
    KeyTable(Misdeclared.self) {
      Key("lines", \.lines)
      Key("customer", \.customer)
      Key("count", \.count)
      Key("throughLines", \.throughLines, dependsOnKeyPaths: "lines.length")
      Key("undefined", \.undefined, dependsOnKeyPaths: "customer.zip", "count")
      Key("unobservable", \.unobservable, dependsOn: \.plain)
      Key("summed", \.summed, dependsOnKeyPaths: "lines.@sum")
      Key("counted", \.counted, dependsOnKeyPaths: "lines.@count", "count")
    }
  }
}

/// A cart holding an order: `order.lines.@count` is a count through a
/// to-one relationship.
final class Cart: KeyValueObject {
  @Observed var order: Order?

  override class var keyTable: KeyTable {
    KeyTable(Cart.self) { Key("order", \.order) }
  }
}

/// A photo with an unordered to-many property.
final class Photo: KeyValueObject {
  @Observed var tags: Set<String> = []
  var tagCount: Int { tags.count }

  /// Adds tags, reported as one union, from the class's own code.
  func tag(_ newTags: Set<String>) {
    changeElements(.union, using: newTags, of: \.tags)
  }

  override class var keyTable: KeyTable {
    KeyTable(Photo.self) {
      Key("tags", \.tags)
      Key("tagCount", \.tagCount, dependsOn: \.tags)
    }
  }
}

/// An album with a cover photo: `cover.tags` is a set behind a to-one relationship.
final class Album: KeyValueObject {
  @Observed var cover: Photo?

  override class var keyTable: KeyTable {
    KeyTable(Album.self) { Key("cover", \.cover) }
  }
}
