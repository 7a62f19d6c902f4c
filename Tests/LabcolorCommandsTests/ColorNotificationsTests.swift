import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ColorNotificationsTests {
  @Test func nothingIsPassedOnAtRegistration() throws {
    let color = LabColor(l: 50, a: 20, b: 0)
    var changes: [String] = []
    let notifications = try ColorNotifications(color: color, keys: LabColor.allKeys) {
      changes.append($0.key)
    }
    #expect(changes.isEmpty)
    withExtendedLifetime(notifications) {}
  }

  @Test func changesArePassedOnInDeliveryOrder() throws {
    let color = LabColor()
    var changes: [String] = []
    let notifications = try ColorNotifications(color: color, keys: LabColor.allKeys.reversed()) {
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
    // L* 50 gray is #777777; lab(50 20 0) relative to D65 is #986b78 (ColorAide).
    #expect(changes.contains("hex #777777 #986b78"))
    withExtendedLifetime(notifications) {}
  }

  @Test func onlyTheChosenKeysArePassedOn() throws {
    let color = LabColor()
    var changes: [String] = []
    let notifications = try ColorNotifications(color: color, keys: ["hex", "y"]) {
      changes.append($0.key)
    }
    color.bComponent = 10
    #expect(changes == ["hex"])
    withExtendedLifetime(notifications) {}
  }

  @Test func anUndeclaredKeyIsRefused() {
    #expect(throws: (any Error).self) {
      try ColorNotifications(color: LabColor(), keys: ["hue"]) { _ in }
    }
  }

  @Test func observationsEndWithTheInstance() throws {
    let color = LabColor()
    var count = 0
    var notifications: ColorNotifications? = try ColorNotifications(color: color, keys: ["hex"]) {
      _ in count += 1
    }
    color.aComponent = 1
    withExtendedLifetime(notifications) {}
    notifications = nil
    color.aComponent = 2
    #expect(count == 1)
  }
}
