import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ColorNotificationsTests {
  @Test func nothingIsPassedOnAtRegistration() {
    let color = LabColor(l: 50, a: 20, b: 0)
    var changes: [String] = []
    let notifications = ColorNotifications(color: color, keys: ColorKey.allCases) {
      changes.append($0.key.name)
    }
    #expect(changes.isEmpty)
    withExtendedLifetime(notifications) {}
  }

  @Test func changesArePassedOnInDeliveryOrder() throws {
    let color = LabColor()
    var changes: [KeyChange] = []
    let notifications = ColorNotifications(color: color, keys: ColorKey.allCases.reversed()) {
      changes.append($0)
    }
    color.aComponent = 20
    // Dependency order, whatever the order of registration.
    #expect(changes.map(\.key) == [.aComponent, .x, .red, .green, .blue, .hex, .inGamut])
    #expect(
      changes.first == KeyChange(key: .aComponent, oldValue: .number(0), newValue: .number(20)))
    // L* 50 gray is #777777; lab(50 20 0) relative to D65 is #986b78 (ColorAide).
    #expect(
      changes.contains(KeyChange(key: .hex, oldValue: .text("#777777"), newValue: .text("#986b78")))
    )
    #expect(
      changes.last == KeyChange(key: .inGamut, oldValue: .flag(true), newValue: .flag(true)))
    withExtendedLifetime(notifications) {}
  }

  @Test func onlyTheChosenKeysArePassedOn() throws {
    let color = LabColor()
    var changes: [String] = []
    let notifications = ColorNotifications(color: color, keys: [.hex, .y]) {
      changes.append($0.key.name)
    }
    color.bComponent = 10
    #expect(changes == ["hex"])
    withExtendedLifetime(notifications) {}
  }

  @Test func observationsEndWithTheInstance() throws {
    let color = LabColor()
    var count = 0
    var notifications: ColorNotifications? = ColorNotifications(color: color, keys: [.hex]) {
      _ in count += 1
    }
    color.aComponent = 1
    withExtendedLifetime(notifications) {}
    notifications = nil
    color.aComponent = 2
    #expect(count == 1)
  }
}
