import KeyValueObserving
import LabColor
import Testing

@Suite struct LabColorReplacementTests {
  @Test func eachKeyIsNotifiedOnceWithTheValuesAroundTheWholeChange() throws {
    let color = LabColor()
    var changes: [String] = []
    var tokens: [ObservationToken] = []
    for key in LabColor.allKeys {
      tokens.append(
        try color.observe(keyPath: key, options: [.old, .new]) { _, change in
          changes.append(key)
          if key == "hex" {
            #expect(change.oldValue as? String == "#777777")
            #expect(change.newValue as? String == "#986b78")
          }
        })
    }
    try color.replaceComponents(with: Lab(l: 50, a: 20, b: 0))
    #expect(changes == LabColor.allKeys)
    #expect(color.lab == Lab(l: 50, a: 20, b: 0))
    withExtendedLifetime(tokens) {}
  }

  @Test func aRefusedColorChangesNothing() throws {
    let color = LabColor(l: 40, a: 1, b: 2)
    var count = 0
    let token = color.observe(\.lComponent) { _, _ in count += 1 }
    #expect(
      throws: ReplacementFailure(reason: "L* must be between 0 and 100 (got 100.5)")
    ) {
      try color.replaceComponents(with: Lab(l: 100.5, a: 0, b: 0))
    }
    #expect(throws: ReplacementFailure(reason: "not a finite number")) {
      try color.replaceComponents(with: Lab(l: 50, a: .nan, b: 0))
    }
    #expect(throws: ReplacementFailure(reason: "the color is too far out of range to convert")) {
      try color.replaceComponents(with: Lab(l: 50, a: 1e300, b: 0), refusingOverflow: true)
    }
    #expect(color.lab == Lab(l: 40, a: 1, b: 2))
    #expect(count == 0)
    withExtendedLifetime(token) {}
  }

  /// A refusal prints its reason, as a parse error prints its message: `print(error)` showed
  /// `ReplacementFailure(reason: "…")`.
  @Test func aRefusalPrintsItsReason() {
    let color = LabColor(l: 40, a: 1, b: 2)
    do {
      try color.replaceComponents(with: Lab(l: 120, a: 0, b: 0))
      Issue.record("L* 120 was not refused")
    } catch {
      #expect(String(describing: error) == "L* must be between 0 and 100 (got 120)")
      #expect("\(error)" == "L* must be between 0 and 100 (got 120)")
    }
  }

  @Test func overflowIsJudgedWithOneComponentReplaced() {
    let color = LabColor(l: 50, a: 0, b: 0)
    #expect(color.convertsFinitely(setting: "aComponent", to: 1e100))
    #expect(!color.convertsFinitely(setting: "aComponent", to: 1e300))
    #expect(!color.convertsFinitely(setting: "bComponent", to: -1e300))
    #expect(!color.convertsFinitely(setting: "lComponent", to: .infinity))
  }
}
