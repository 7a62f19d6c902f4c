import LabColor
import Testing

@testable import LabcolorCommands

private func parsed(_ elements: [ParsedArguments.Element]) -> ParsedArguments {
  ParsedArguments(elements: elements)
}

@Suite struct StartingColorTests {
  @Test func theDefaultStartIsMidGrayRelativeToD65() throws {
    let color = try StartingColor.color(parsed([]))
    #expect(color.lab == Lab(l: 50, a: 0, b: 0))
    #expect(color.white == .d65)
    #expect(try StartingColor.color(parsed([.option(name: "white", value: "d50")])).white == .d50)
  }

  @Test func componentOptionsAreValidatedInOrderWithTheModelsReason() {
    #expect(
      throws: CommandError.usage("L* must be between 0 and 100 (got 100.5).")
    ) {
      try StartingColor.validateComponents(
        parsed([.option(name: "a", value: "500"), .option(name: "l", value: "100.5")]))
    }
    #expect(throws: Never.self) {
      try StartingColor.validateComponents(
        parsed([.option(name: "l", value: "0"), .option(name: "l", value: "100")]))
    }
  }

  @Test func applyIfComponentAppliesOnlyComponentOptions() throws {
    let color = LabColor()
    #expect(try StartingColor.applyIfComponent(.option(name: "b", value: "-7.5"), to: color))
    #expect(!(try StartingColor.applyIfComponent(.option(name: "from", value: "5"), to: color)))
    #expect(!(try StartingColor.applyIfComponent(.argument(name: "x", value: "l=1"), to: color)))
    #expect(color.lab == Lab(l: 50, a: 0, b: -7.5))
  }
}
