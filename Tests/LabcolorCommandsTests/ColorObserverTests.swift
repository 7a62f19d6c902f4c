import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ColorObserverTests {
  @Test func initialValuesAreRecordedButNotPassedOn() throws {
    let color = LabColor(l: 50, a: 20, b: 0)
    var changes: [String] = []
    let observer = try ColorObserver(color: color, keys: LabColor.allKeys) {
      changes.append($0.key)
    }
    #expect(changes.isEmpty)
    #expect(observer.values["hex"] as? String == "#986b78")
    #expect(observer.values["lComponent"] as? Double == 50)
    #expect(observer.values.count == LabColor.allKeys.count)
  }

  @Test func changesArePassedOnInDeliveryOrderAndRecorded() throws {
    let color = LabColor()
    var changes: [String] = []
    let observer = try ColorObserver(color: color, keys: LabColor.allKeys.reversed()) {
      changes.append(
        "\($0.key) \($0.oldValue.map { "\($0)" } ?? "-") \($0.newValue.map { "\($0)" } ?? "-")")
    }
    color.aComponent = 20
    // Dependency order, whatever the order of registration.
    #expect(
      changes.map { $0.prefix { $0 != " " } } == [
        "aComponent", "x", "red", "green", "blue", "hex", "inGamut",
      ])
    #expect(changes.first == "aComponent 0.0 20.0")
    #expect(changes.contains("hex #777777 #986b78"))
    #expect(observer.values["hex"] as? String == "#986b78")
    #expect(observer.values["aComponent"] as? Double == 20)
  }

  @Test func withoutInitialOnlyChangesAreRecorded() throws {
    let color = LabColor()
    let observer = try ColorObserver(color: color, keys: ["hex", "y"], initial: false)
    #expect(observer.values.isEmpty)
    color.bComponent = 10
    #expect(Set(observer.values.keys) == ["hex"])
  }

  @Test func anUndeclaredKeyIsRefused() {
    #expect(throws: (any Error).self) {
      try ColorObserver(color: LabColor(), keys: ["hue"])
    }
  }

  @Test func observationsEndWithTheObserver() throws {
    let color = LabColor()
    var count = 0
    var observer: ColorObserver? = try ColorObserver(color: color, keys: ["hex"], initial: false) {
      _ in count += 1
    }
    color.aComponent = 1
    withExtendedLifetime(observer) {}
    observer = nil
    color.aComponent = 2
    #expect(count == 1)
  }
}
