import Testing

@testable import LabcolorCommands

@Suite struct PercentageTests {
  @Test func percentagesAndFractions() throws {
    #expect(try Percentage(argument: "30%").fraction == 0.3)
    #expect(try Percentage(argument: "0%").fraction == 0)
    #expect(try Percentage(argument: "100%").fraction == 1)
    #expect(try Percentage(argument: "0.25").fraction == 0.25)
    #expect(try Percentage(argument: "1").fraction == 1)
    #expect(Percentage(fraction: 0.5).argumentDescription == "50%")
    for text in ["30", "101%", "-1%", "1.5", "nan%", "%", "", "30 %", "inf"] {
      #expect(
        throws: ArgumentValueError.invalid(
          reason: "expected a percentage from 0% to 100%, or a fraction from 0 to 1")
      ) { try Percentage(argument: text) }
    }
  }
}
