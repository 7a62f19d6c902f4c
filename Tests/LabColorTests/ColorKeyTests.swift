import KeyValueObserving
import LabColor
import Testing

@Suite struct ColorKeyTests {
  @Test func theKeysAreTheKeyTablesInItsOrder() {
    #expect(ColorKey.allCases.map(\.name) == LabColor.keyNames)
    #expect(LabColor.allKeys == LabColor.keyNames)
    #expect(LabColor.componentKeys == ["lComponent", "aComponent", "bComponent"])
    #expect(ColorKey.allCases.compactMap(\.component) == [.l, .a, .b])
  }

  @Test func eachPathReadsItsKeysValue() {
    // lab(50 20 0) relative to D65: X 0.21463971713282973, #986b78 (ColorAide).
    let color = LabColor(l: 50, a: 20, b: 0)
    guard case .number(let x) = ColorKey.x.path, case .text(let hex) = ColorKey.hex.path,
      case .flag(let inGamut) = ColorKey.inGamut.path,
      case .number(let l) = ColorKey.lComponent.path
    else {
      Issue.record("a key has a path of the wrong type")
      return
    }
    #expect(abs(color[keyPath: x] - 0.21463971713282973) <= 1e-15)
    #expect(color[keyPath: hex] == "#986b78")
    #expect(color[keyPath: inGamut])
    #expect(color[keyPath: l] == 50)
  }

  /// Paths compare and hash as the key paths they hold, so that a user can keep them in a set
  /// or a dictionary.
  @Test func pathsAreEqualWhenTheirKeyPathsAre() {
    #expect(ColorKey.hex.path == .text(\.hex))
    #expect(ColorKey.x.path != ColorKey.y.path)
    #expect(Set(ColorKey.allCases.map(\.path)).count == ColorKey.allCases.count)
  }
}
