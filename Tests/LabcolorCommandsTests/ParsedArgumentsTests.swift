import Testing

@testable import LabcolorCommands

@Suite struct ParsedArgumentsTests {
  /// `demo paint --l 60 a=5 --trace --l 70 -t --format json b=1`, parsed.
  private let parsed: ParsedArguments = {
    let words = [
      "paint", "--l", "60", "a=5", "--trace", "--l", "70", "-t", "--format", "json", "b=1",
    ]
    guard case .run(_, let parsed) = try? ArgumentParser.parse(words, root: Demo.root) else {
      Issue.record("the demo command line does not parse")
      return ParsedArguments()
    }
    return parsed
  }()

  @Test func elementsKeepTheWordsInCommandLineOrder() {
    #expect(
      parsed.elements == [
        .option(name: "l", value: "60"), .argument(name: "assignment", value: "a=5"),
        .flag(name: "trace"), .option(name: "l", value: "70"), .flag(name: "trace"),
        .option(name: "format", value: "json"), .argument(name: "assignment", value: "b=1"),
      ])
  }

  @Test func valuesOfAnOptionAreTypedAndInOrder() {
    #expect(parsed.values(of: Demo.lightness) == [60, 70])
  }

  @Test func theLastValueWins() {
    #expect(parsed.value(of: Demo.lightness) == 70)
    #expect(parsed.value(of: Demo.format) == .json)
  }

  @Test func anAbsentOptionHasItsDefault() {
    let empty = ParsedArguments()
    #expect(empty.value(of: Demo.lightness) == 50)
    #expect(empty.value(of: Demo.format) == .text)
    #expect(empty.values(of: Demo.lightness).isEmpty)
  }

  @Test func anAbsentOptionWithoutDefaultIsNil() {
    #expect(parsed.value(of: Demo.label) == nil)
    #expect(parsed.values(of: Demo.label).isEmpty)
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

  @Test func valuesOfOneTypeAcrossKindsAreInCommandLineOrder() {
    #expect(parsed.values(as: Double.self) == [60, 70])
    #expect(parsed.values(as: String.self) == ["a=5", "b=1"])
    #expect(parsed.values(as: Demo.Format.self) == [.json])
  }

  @Test func elementWords() {
    #expect(ParsedArguments.Element.option(name: "l", value: "-2.5").value == "-2.5")
    #expect(ParsedArguments.Element.argument(name: "x", value: "word").value == "word")
    #expect(ParsedArguments.Element.flag(name: "trace").value == nil)
  }
}
