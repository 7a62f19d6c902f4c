import KeyValueObserving
import Testing

@Suite struct KeyValueObservableTests {
  @Test func aKeyPathSetReportsWhichKeyChanged() {
    let person = Person()
    var changed: [String] = []
    let token = person.observe([\.firstName, \.age], options: [.new]) { _, keyPath, change in
      changed.append("\(keyPath == \Person.firstName ? "firstName" : "age")=\(change.newValue!)")
    }
    person.firstName = "Ada"
    person.age = 36
    person.lastName = "Lovelace"  // not observed
    #expect(changed == ["firstName=Ada", "age=36"])
    withExtendedLifetime(token) {}
  }
}
