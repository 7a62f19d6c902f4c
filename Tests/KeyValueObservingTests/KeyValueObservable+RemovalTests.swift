import KeyValueObserving
import Testing

@Suite struct RemovalTests {
  @Test func removalOnTheObjectByKeyAndByOwner() {
    final class Owner {}
    let owner = Owner()
    let person = Person()
    var calls: [String] = []
    person.observe(\.firstName, owner: owner) { _, _ in calls.append("owned") }
    let token = person.observe(\.firstName) { _, _ in calls.append("token") }
    person.removeObservations(ownedBy: owner)
    person.firstName = "a"
    #expect(calls == ["token"])
    person.removeObservations(for: \.firstName)
    person.firstName = "b"
    #expect(calls == ["token"])
    #expect(!token.isValid)
  }
}
