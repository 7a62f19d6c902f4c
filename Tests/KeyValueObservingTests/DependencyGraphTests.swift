import KeyValueObserving
import Testing

@testable import KeyValueObserving

/// A class whose declared dependencies form a cycle: a two-way
/// conversion, each side declared as depending on the other.
final class Thermostat: KeyValueObject {
  @Observed var celsius = 20.0
  var fahrenheit: Double { celsius * 9 / 5 + 32 }

  override class var keyTable: KeyTable {
    KeyTable(Thermostat.self) {
      Key("celsius", \.celsius, dependsOn: \.fahrenheit)
      Key("fahrenheit", \.fahrenheit, dependsOn: \.celsius)
    }
  }
}

@Suite struct DependencyGraphTests {
  @Test func affectedKeysAreTransitiveOnceEachAndInDependencyOrder() {
    // 0 base; 1 left ← 0; 2 right ← 0; 3 top ← 1, 2; 4 unrelated
    let graph = DependencyGraph(dependencies: [[], [0], [0], [1, 2], []])
    #expect(graph.affected(by: 0) == [0, 1, 2, 3])
    #expect(graph.affected(by: 1) == [1, 3])
    #expect(graph.affected(by: 4) == [4])
    #expect(graph.order == [0, 1, 2, 3, 4])
  }

  @Test func declarationOrderBreaksTies() {
    // Keys declared dependents-first still come after what they depend on.
    let graph = DependencyGraph(dependencies: [[2], [2], []])
    #expect(graph.order == [2, 0, 1])
    #expect(graph.affected(by: 2) == [2, 0, 1])
  }

  @Test func aCycleIsToleratedAndListedWithTheKeysThatFormIt() {
    // 0 base; 1 ← 2, 0; 2 ← 1; 3 ← 2
    let graph = DependencyGraph(dependencies: [[], [2, 0], [1], [2]])
    #expect(graph.cycles == [[1, 2, 1]])
    #expect(graph.affected(by: 0) == [0, 1, 2, 3])
    #expect(graph.affected(by: 1) == [1, 2, 3])
    #expect(graph.affected(by: 2) == [2, 1, 3])
    #expect(graph.order == [0, 1, 2, 3])
    let selfLoop = DependencyGraph(dependencies: [[0]])
    #expect(selfLoop.cycles == [[0, 0]])
    #expect(selfLoop.affected(by: 0) == [0])
  }

  @Test func aDiamondIsNotifiedOncePerChange() {
    let diamond = Diamond()
    var tops: [Int] = []
    let token = diamond.observe(\.top, options: [.new]) { _, change in tops.append(change.newValue!)
    }
    diamond.base = 10
    #expect(tops == [23])
    withExtendedLifetime(token) {}
  }

  @Test func notificationsFollowTheGraphOrder() {
    let diamond = Diamond()
    var order: [String] = []
    let token = diamond.observe([\.top, \.right, \.left, \.base]) { _, keyPath, _ in
      let names: [PartialKeyPath<Diamond>: String] = [
        \.base: "base", \.left: "left", \.right: "right", \.top: "top",
      ]
      order.append(names[keyPath] ?? "?")
    }
    diamond.base = 2
    #expect(order == ["base", "left", "right", "top"])
    withExtendedLifetime(token) {}
  }

  @Test func subclassesExtendDependencies() {
    let employee = Employee()
    employee.firstName = "Grace"
    employee.lastName = "Hopper"
    var names: [String] = []
    let token = employee.observe(\.fullName, options: [.new]) { _, change in
      names.append(change.newValue ?? "")
    }
    employee.title = "Rear Admiral"  // the subclass's dependency
    employee.firstName = "G."  // the inherited ones still work
    #expect(names == ["Rear Admiral Grace Hopper", "Rear Admiral G. Hopper"])
    withExtendedLifetime(token) {}
  }

  @Test func inheritedKeysObservedThroughTheBaseClassKeyPath() {
    let employee = Employee()
    let person: Person = employee
    var count = 0
    let token = person.observe(\.fullName) { _, _ in count += 1 }
    employee.title = "Dr."
    employee.lastName = "Curie"
    #expect(count == 2)
    withExtendedLifetime(token) {}
  }

  @Test func aCycleNotifiesEachAffectedKeyOnceAndEnds() {
    let thermostat = Thermostat()
    var events: [String] = []
    let celsius = thermostat.observe(\.celsius, options: [.old, .new]) { _, change in
      events.append("celsius \(change.oldValue!) -> \(change.newValue!)")
    }
    let fahrenheit = thermostat.observe(\.fahrenheit, options: [.old, .new]) { _, change in
      events.append("fahrenheit \(change.oldValue!) -> \(change.newValue!)")
    }
    thermostat.celsius = 25
    #expect(events == ["celsius 20.0 -> 25.0", "fahrenheit 68.0 -> 77.0"])
    // A change announced on the other key reaches the first once, after it.
    events = []
    thermostat.willChangeValue(for: \.fahrenheit)
    thermostat.setPrimitiveValue(100, for: \.celsius)
    thermostat.didChangeValue(for: \.fahrenheit)
    #expect(events == ["fahrenheit 77.0 -> 212.0", "celsius 25.0 -> 100.0"])
    #expect(
      Thermostat.dependencyCycles == [DependencyCycle(names: ["celsius", "fahrenheit", "celsius"])])
    withExtendedLifetime((celsius, fahrenheit)) {}
  }
}
