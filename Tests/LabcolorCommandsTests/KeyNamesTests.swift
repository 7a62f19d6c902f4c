import KeyValueObserving
import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct KeyNamesTests {
  @Test func everyKeyByItsNameInAnyCase() {
    for key in LabColor.allKeys {
      #expect(KeyNames.key(named: key) == key)
      #expect(KeyNames.key(named: key.uppercased()) == key)
    }
    #expect(KeyNames.key(named: "nope") == nil)
    #expect(KeyNames.key(named: "") == nil)
  }

  @Test func theComponentsGoByTheAliasesOfTheModel() throws {
    let expected: [(alias: String, key: String)] = [
      ("l", "lComponent"), ("lightness", "lComponent"), ("L*", "lComponent"),
      ("a", "aComponent"), ("a*", "aComponent"), ("b", "bComponent"), ("b*", "bComponent"),
    ]
    for (alias, key) in expected {
      #expect(KeyNames.key(named: alias) == key, "\(alias)")
      #expect(KeyNames.key(named: alias.uppercased()) == key, "\(alias)")
      let color = LabColor(l: 10, a: 20, b: 30)
      try color.setValidatedValue(42, forKey: alias)
      #expect(try color.value(forKey: key) as? Double == 42, "\(alias)")
    }
    #expect(KeyNames.key(named: "lComp") == nil)
  }

  @Test func onlyTheComponentsAreStored() {
    #expect(LabColor.allKeys.filter(KeyNames.isStored) == LabColor.componentKeys)
  }

  @Test func suggestionsIgnoreCaseAndKeepTheirSpelling() {
    #expect(KeyNames.suggestion(for: "lightnes") == "lightness")
    #expect(KeyNames.suggestion(for: "INGAMT") == "inGamut")
    #expect(KeyNames.suggestion(for: "hexx") == "hex")
    #expect(KeyNames.suggestion(for: "q") == nil)
  }
}
