import LabColor
import Testing

@Suite("NamedColor")
struct NamedColorTests {
  @Test func thereAreOneHundredFortyEightUniqueLowercaseNames() {
    let names = NamedColor.all.map(\.name)
    #expect(names.count == 148)
    #expect(Set(names).count == 148)
    #expect(names == names.sorted())
    #expect(names.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty })
  }

  @Test func aHandfulMatchTheCSSColor4Table() {
    // CSS Color 4, §6.1 "Named Colors", the table's hex column.
    let fromSpec: [(String, String)] = [
      ("aliceblue", "#f0f8ff"), ("chartreuse", "#7fff00"), ("cornflowerblue", "#6495ed"),
      ("darkgoldenrod", "#b8860b"), ("darkolivegreen", "#556b2f"), ("powderblue", "#b0e0e6"),
      ("purple", "#800080"), ("rebeccapurple", "#663399"), ("red", "#ff0000"),
      ("rosybrown", "#bc8f8f"), ("royalblue", "#4169e1"), ("crimson", "#dc143c"),
    ]
    for (name, hex) in fromSpec {
      #expect(NamedColor(name: name)?.rgb.hex == hex)
    }
  }

  @Test func synonymsShareTheirColor() {
    #expect(NamedColor(name: "gray")?.rgb == NamedColor(name: "grey")?.rgb)
    #expect(NamedColor(name: "aqua")?.rgb == NamedColor(name: "cyan")?.rgb)
    #expect(NamedColor(name: "fuchsia")?.rgb == NamedColor(name: "magenta")?.rgb)
  }

  @Test func lookupIgnoresASCIICase() {
    #expect(NamedColor(name: "RebeccaPurple")?.name == "rebeccapurple")
    #expect(NamedColor(name: "WHITE")?.rgb.hex == "#ffffff")
    #expect(NamedColor(name: "lightGoldenRodYellow")?.rgb.hex == "#fafad2")
  }

  @Test func unknownNamesAndNearMissesAreNotFound() {
    for name in ["", "transparent", "currentcolor", "bluish", "re", "redd", "gray ", "ｒｅｄ"] {
      #expect(NamedColor(name: name) == nil)
    }
  }

  @Test func everyEntryIsFoundByItsOwnName() {
    for color in NamedColor.all {
      #expect(NamedColor(name: color.name) == color)
      #expect(NamedColor(name: color.name.uppercased()) == color)
    }
  }
}
