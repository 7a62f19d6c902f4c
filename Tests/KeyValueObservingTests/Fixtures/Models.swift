import KeyValueObserving

/// A person with a computed full name, the usual dependent-key example.
class Person: KeyValueObject {
  @Observed var firstName = ""
  @Observed var lastName = ""
  @Observed var address: Address?
  @Observed var age = 0

  var fullName: String { firstName + " " + lastName }

  override class var keyTable: KeyTable {
    KeyTable(Person.self) {
      Key("firstName", \.firstName)
      Key("lastName", \.lastName)
      Key("address", \.address)
      Key("age", \.age)
      Key("fullName", \.fullName, dependsOn: \.firstName, \.lastName)
    }
  }
}

/// A subclass that extends `fullName`'s dependencies with `title`.
final class Employee: Person {
  @Observed var title = ""

  override var fullName: String { title.isEmpty ? super.fullName : title + " " + super.fullName }

  override class var keyTable: KeyTable {
    KeyTable(Employee.self, inheriting: super.keyTable) {
      Key("title", \.title)
      Key("fullName", \.fullName, dependsOn: \.title)
    }
  }
}

/// An address, the intermediate object of `person.address.city`.
final class Address: KeyValueObject {
  @Observed var city: String
  @Observed var street = ""

  init(city: String) {
    self.city = city
  }

  override class var keyTable: KeyTable {
    KeyTable(Address.self) {
      Key("city", \.city)
      Key("street", \.street)
    }
  }
}

/// A team whose lead is declared a `Person` and may be an `Employee`, with the `title` only
/// that subclass declares: a relationship whose objects' classes differ.
final class Team: KeyValueObject {
  @Observed var lead: Person?

  override class var keyTable: KeyTable {
    KeyTable(Team.self) {
      Key("lead", \.lead)
    }
  }
}

/// A class that declares nothing: observation works from key paths alone.
final class Counter: KeyValueObject {
  @Observed var value = 0
  @Observed var label = ""
  var plain = 0
  var doubled: Int { value * 2 }
}

/// A diamond: `top` depends on `left` and `right`, which both depend on `base`.
final class Diamond: KeyValueObject {
  @Observed var base = 1
  var left: Int { base + 1 }
  var right: Int { base + 2 }
  var top: Int { left + right }

  override class var keyTable: KeyTable {
    KeyTable(Diamond.self) {
      Key(\.left, dependsOn: \.base)
      Key(\.right, dependsOn: \.base)
      Key(\.top, dependsOn: \.left, \.right)
    }
  }
}

/// An account whose balance notifies manually, skipping unchanged values.
final class Account: KeyValueObject {
  @Observed var balance = 0.0
  @Observed var owner = ""

  func setBalance(_ newValue: Double) {
    guard newValue != balance else { return }
    willChangeValue(for: \.balance)
    _balance.primitiveValue = newValue
    didChangeValue(for: \.balance)
  }

  override class var keyTable: KeyTable {
    KeyTable(Account.self) {
      Key("balance", \.balance, notifies: .manually)
      Key("owner", \.owner)
    }
  }
}

/// A list with an array-valued property and a key that depends on it.
final class ShoppingList: KeyValueObject {
  @Observed var items: [String] = []
  var itemCount: Int { items.count }

  override class var keyTable: KeyTable {
    KeyTable(ShoppingList.self) {
      Key("items", \.items)
      Key("itemCount", \.itemCount, dependsOn: \.items)
    }
  }
}

/// One link of a chain as long as a test needs: its `value` depends on the previous
/// link's, so a change at the first link reaches every link after it.
final class ChainLink: KeyValueObject {
  @Observed var previous: ChainLink?
  @Observed var value = 0

  override class var keyTable: KeyTable {
    KeyTable(ChainLink.self) {
      Key("previous", \.previous)
      Key("value", \.value, dependsOnKeyPaths: "previous.value")
    }
  }

  /// `count` links, each one's `previous` the one before it; the array keeps them all
  /// alive, so that releasing the chain does not release it link by link recursively.
  static func chain(_ count: Int) -> [ChainLink] {
    var links: [ChainLink] = []
    for _ in 0..<count {
      let link = ChainLink()
      link.previous = links.last
      links.append(link)
    }
    return links
  }
}
