import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ExpressibleByArgumentTests {
  @Test(arguments: [
    ("0", 0.0), ("-0", -0.0), ("50", 50), ("-20", -20), ("2.5e-3", 0.0025), ("0x1p-2", 0.25),
    ("+5", 5), ("1.7976931348623157e308", 1.7976931348623157e308),
  ])
  func finiteNumbersAreNumbers(text: String, number: Double) throws {
    #expect(try Double(argument: text) == number)
  }

  @Test(arguments: ["inf", "-inf", "infinity", "nan", "NaN", "1e309", "", " 5", "5 ", "5,0", "1_0"])
  func otherTextIsNotANumber(text: String) {
    #expect(throws: ArgumentValueError.invalid(reason: "expected a finite number")) {
      try Double(argument: text)
    }
  }

  @Test func aRangedOptionRefusesValuesOutsideItsRange() throws {
    let option = Option("size", valueName: "pixels", default: 512, in: 1...4096, help: "Size.")
    let parse = try #require(option.declaration.parse)
    #expect(try parse("4096") as? Int == 4096)
    #expect(option.declaration.defaultDescription == "512")
    #expect(
      throws: ArgumentValueError.refused(message: "--size must be between 1 and 4096 (got 0).")
    ) {
      try parse("0")
    }
    let range = Option("range", default: 128.0, in: 1...1000, help: "Range.")
    #expect(
      throws: ArgumentValueError.refused(message: "--range must be between 1 and 1000 (got 0.5).")
    ) {
      try range.declaration.parse?("0.5")
    }
  }

  @Test func aChoiceAcceptsOnlyItsWordsExactly() throws {
    #expect(try Demo.Format(argument: "json") == .json)
    #expect(throws: ArgumentValueError.invalid(reason: "expected one of 'text', 'json'")) {
      try Demo.Format(argument: "JSON")
    }
    #expect(Demo.Format.allValueStrings == ["text", "json"])
    #expect(Demo.Format.json.argumentDescription == "json")
  }

  @Test(arguments: ["", "anything", "-20", "\u{0}"])
  func aStringIsAnyText(text: String) throws {
    #expect(try String(argument: text) == text)
    #expect(String.allValueStrings.isEmpty)
  }

  @Test func theInterpolationChoicesAreCSSWords() throws {
    #expect(try InterpolationSpace(argument: "srgb-linear") == .srgbLinear)
    #expect(InterpolationSpace.allValueStrings.count == InterpolationSpace.allCases.count)
    #expect(try HueInterpolation(argument: "longer") == .longer)
    #expect(HueInterpolation.allValueStrings == ["shorter", "longer", "increasing", "decreasing"])
  }

  @Test func theLibrarysEnumsAreChoices() throws {
    #expect(WhitePoint.allValueStrings == ["d65", "d50"])
    #expect(try WhitePoint(argument: "d50") == .d50)
    #expect(GamutMapping.allValueStrings == ["clip", "css"])
    #expect(ColorParser.TripleMeaning.allValueStrings == ["lab", "lch", "xyz", "rgb"])
    #expect(ColorConverter.Format.allValueStrings.first == "hex")
  }
}

@Suite struct IntArgumentTests {
  @Test func wholeNumbersOnly() throws {
    #expect(try Int(argument: "4") == 4)
    #expect(try Int(argument: "-2") == -2)
    #expect(try Int(argument: "+8") == 8)
    for text in ["2.5", "1e3", "0x10", " 4", "", "four", "99999999999999999999"] {
      #expect(throws: ArgumentValueError.invalid(reason: "expected a whole number")) {
        try Int(argument: text)
      }
    }
  }

  @Test func convertThreadsIsACountFrom1To256() {
    #expect(labcolor(["convert", "--threads", "1", "50 20 0"]).stdout == "#986b78\n")
    #expect(labcolor(["convert", "--threads", "3", "50 20 0"]).stdout == "#986b78\n")
    #expect(labcolor(["convert", "--threads", "256"], stdin: "50 20 0\n").stdout == "#986b78\n")
    for count in ["0", "257", "9223372036854775807"] {
      let refused = labcolor(["convert", "--threads", count, "50 20 0"])
      #expect(refused.status == .usage)
      #expect(
        refused.stderr.hasPrefix("Error: --threads must be between 1 and 256 (got \(count)).\n"))
    }
    let half = labcolor(["convert", "--threads", "1.5"])
    #expect(
      half.stderr.hasPrefix(
        "Error: The value '1.5' is invalid for '--threads <count>': expected a whole number.\n"))
  }
}
