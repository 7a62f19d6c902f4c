import LabColor
import Testing

@testable import labcolor_cli

@Suite struct LabColorReplacementTests {
  @Test func eachKeyIsNotifiedOnceWithTheValuesAroundTheWholeChange() throws {
    let color = LabColor()
    var changes: [String] = []
    let observer = try ColorObserver(color: color, keys: LabColor.allKeys) { change in
      changes.append(change.key)
      if change.key == "hex" {
        #expect(change.oldValue as? String == "#777777")
        #expect(change.newValue as? String == "#986b78")
      }
    }
    try color.replaceComponents(with: Lab(l: 50, a: 20, b: 0))
    #expect(changes == LabColor.allKeys)
    #expect(color.lab == Lab(l: 50, a: 20, b: 0))
    withExtendedLifetime(observer) {}
  }

  @Test func aRefusedColorChangesNothing() throws {
    let color = LabColor(l: 40, a: 1, b: 2)
    var count = 0
    let observer = try ColorObserver(color: color, keys: ["lComponent"], initial: false) { _ in
      count += 1
    }
    #expect(
      throws: ReplacementFailure(reason: "L* must be between 0 and 100 (got 100.5)")
    ) {
      try color.replaceComponents(with: Lab(l: 100.5, a: 0, b: 0))
    }
    #expect(throws: ReplacementFailure(reason: "not a finite number")) {
      try color.replaceComponents(with: Lab(l: 50, a: .nan, b: 0))
    }
    #expect(color.lab == Lab(l: 40, a: 1, b: 2))
    #expect(count == 0)
    withExtendedLifetime(observer) {}
  }
}
