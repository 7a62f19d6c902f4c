import Testing

@testable import LabcolorCommands

@Suite struct ParsedArgumentsTests {
  private let parsed = ParsedArguments(elements: [
    .option(name: "l", value: "60"), .argument(name: "assignment", value: "a=5"),
    .flag(name: "trace"), .option(name: "l", value: "70"), .flag(name: "trace"),
    .option(name: "format", value: "json"), .argument(name: "assignment", value: "b=1"),
  ])

  private enum Format: String {
    case text
    case json
  }

  @Test func valuesOfAnOptionAreInOrder() {
    #expect(parsed.values(of: Demo.lightness) == ["60", "70"])
  }

  @Test func theLastValueWins() {
    #expect(parsed.value(of: Demo.lightness) == "70")
    #expect(parsed.number(of: Demo.lightness) == 70)
  }

  @Test func anAbsentOptionHasItsDefault() {
    let empty = ParsedArguments()
    #expect(empty.value(of: Demo.lightness) == "50")
    #expect(empty.number(of: Demo.lightness) == 50)
    #expect(empty.choice(of: Demo.format, as: Format.self) == .text)
  }

  @Test func anAbsentOptionWithoutDefaultIsNil() {
    #expect(parsed.value(of: Demo.label) == nil)
    #expect(parsed.values(of: Demo.label).isEmpty)
  }

  @Test func aChoiceConvertsToItsEnum() {
    #expect(parsed.choice(of: Demo.format, as: Format.self) == .json)
  }

  @Test func flagsAreCounted() {
    #expect(parsed.count(of: Demo.trace) == 2)
    #expect(parsed.contains(Demo.trace))
    #expect(parsed.count(of: Demo.quiet) == 0)
    #expect(!parsed.contains(Demo.quiet))
  }

  @Test func argumentValuesAreInOrder() {
    #expect(parsed.values(of: Demo.assignment) == ["a=5", "b=1"])
    #expect(parsed.value(of: Demo.assignment) == "a=5")
    #expect(parsed.value(of: Demo.first) == nil)
  }

  @Test func elementValues() {
    #expect(ParsedArguments.Element.option(name: "l", value: "-2.5").number == -2.5)
    #expect(ParsedArguments.Element.argument(name: "x", value: "word").value == "word")
    #expect(ParsedArguments.Element.argument(name: "x", value: "word").number == nil)
    #expect(ParsedArguments.Element.flag(name: "trace").value == nil)
  }
}
