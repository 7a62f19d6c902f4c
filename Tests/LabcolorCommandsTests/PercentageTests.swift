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
    #expect(try Percentage(argument: ".5").fraction == 0.5)
    #expect(try Percentage(argument: "+30.%").fraction == 0.3)
    #expect(try Percentage(argument: "3e1%").fraction == 0.3)
    for text in [
      "30", "101%", "-1%", "1.5", "nan%", "%", "", "30 %", "inf", "0x1p-1", "0x1p5%", "0x.8",
    ] {
      #expect(
        throws: ArgumentValueError.invalid(
          reason: "expected a percentage from 0% to 100%, or a fraction from 0 to 1")
      ) { try Percentage(argument: text) }
    }
  }

  @Test func mixAmountRefusesAHexadecimalFloat() {
    let result = labcolor(["mix", "red", "blue", "--amount", "0x1p-1"])
    #expect(result.status == .usage)
    #expect(
      result.stderr.hasPrefix(
        "Error: The value '0x1p-1' is invalid for '--amount <percentage>': expected a "
          + "percentage from 0% to 100%, or a fraction from 0 to 1.\n"))
    #expect(labcolor(["mix", "red", "blue", "--amount", ".5"]).status == .success)
  }
}
