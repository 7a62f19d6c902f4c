import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ExpressibleByArgumentTests {
  @Test(arguments: [
    ("0", 0.0), ("-0", -0.0), ("50", 50), ("-20", -20), ("2.5e-3", 0.0025), ("+5", 5),
    (".5", 0.5), ("-.5", -0.5), ("+.5", 0.5), ("5.", 5), ("-5.", -5), ("5.e3", 5000),
    ("1e5", 100_000), ("1E+05", 100_000), ("00050", 50), ("1e-400", 0),
    ("1.7976931348623157e308", 1.7976931348623157e308),
  ])
  func decimalNumbersAreNumbers(text: String, number: Double) throws {
    #expect(try Double(argument: text) == number)
  }

  /// Numbers, but not finite ones.
  @Test(arguments: [
    "inf", "-inf", "infinity", "+Infinity", "nan", "NaN", "-nan", "nan(0x1)", "1e309", "-1e400",
  ])
  func nonFiniteNumbersAreRefusedAsSuch(text: String) {
    #expect(throws: ArgumentValueError.invalid(reason: "expected a finite number")) {
      try Double(argument: text)
    }
  }

  /// Text that is no number at all is told the form a number takes, as a hexadecimal float
  /// is, not that it is not finite.
  @Test(arguments: [
    "", "a", "x5", "$5", "1,000", " 5", "5 ", "\t5", "5\n", "5,0", "1_0", ".", "+", "-", "1e",
    "1e+", ".e3", "+-5", "--5", "5e5e5", "1.2.3", "٣", "５", "in", "nano",
  ])
  func otherTextIsNotANumber(text: String) {
    #expect(throws: ArgumentValueError.invalid(reason: "expected a decimal number")) {
      try Double(argument: text)
    }
  }

  /// A short option's value attached to it (`-la`) is read as any value is: `a` is no
  /// number, `inf` no finite one.
  @Test(arguments: [
    (
      ["set", "-la", "5"], "The value 'a' is invalid for '-l <number>': expected a decimal number."
    ),
    (
      ["set", "--l", "x"], "The value 'x' is invalid for '--l <number>': expected a decimal number."
    ),
    (
      ["set", "--a=$5"], "The value '$5' is invalid for '--a <number>': expected a decimal number."
    ),
    (["set", "-linf"], "The value 'inf' is invalid for '-l <number>': expected a finite number."),
    (
      ["set", "--b", "1e400"],
      "The value '1e400' is invalid for '--b <number>': expected a finite number."
    ),
    (
      ["set", "--l", "nan%"],
      "The value 'nan%' is invalid for '--l <number>': expected a finite number."
    ),
    (
      ["set", "--l", "a%"],
      "The value 'a%' is invalid for '--l <number>': expected a decimal number."
    ),
  ])
  func numberOptionsSayWhetherTheValueIsANumberAtAll(arguments: [String], message: String) {
    #expect(
      labcolor(arguments)
        == RunResult(status: .usage, stdout: "", stderr: "Error: \(message)\n" + Usage.set))
  }

  /// Swift's `Double(_:)` reads hexadecimal floats (strtod does); an option's number is
  /// decimal, as the help and the color notation write numbers.
  @Test(arguments: ["0x1p5", "0X1P5", "-0x1p-2", "+0x1.8p1", "0x10", "0x1.8"])
  func hexadecimalFloatsAreNotDecimalNumbers(text: String) {
    #expect(throws: ArgumentValueError.invalid(reason: "expected a decimal number")) {
      try Double(argument: text)
    }
  }

  /// Every command's number options read decimal numbers alone: the components of `set`,
  /// `watch`, `slice` (with or without a percent sign), `slice --hue` and `--range`, and
  /// `mix --amount`.
  @Test(arguments: [
    (["set", "--l", "0x1p5"], "The value '0x1p5' is invalid for '--l <number>'"),
    (["set", "--a=0x10"], "The value '0x10' is invalid for '--a <number>'"),
    (["set", "-b", "-0x1p3"], "The value '-0x1p3' is invalid for '-b <number>'"),
    (["set", "--l", "0x1p5%"], "The value '0x1p5%' is invalid for '--l <number>'"),
    (["watch", "--l", "0x1p5"], "The value '0x1p5' is invalid for '--l <number>'"),
    (["slice", "--l", "0x1p5"], "The value '0x1p5' is invalid for '--l <number>'"),
    (["slice", "--hue", "0x1p5"], "The value '0x1p5' is invalid for '--hue <degrees>'"),
    (["slice", "--range", "0x1p7"], "The value '0x1p7' is invalid for '--range <number>'"),
  ])
  func numberOptionsRefuseHexadecimalFloats(arguments: [String], prefix: String) {
    let result = labcolor(arguments)
    #expect(result.status == .usage)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: \(prefix): expected a decimal number.\n"))
  }

  @Test func numberOptionsStillReadEveryDecimalForm() {
    for value in ["32", "+32", "32.", "32.0", "3.2e1", "3.2E+01", ".32e2", "0032"] {
      #expect(labcolor(["set", "--l", value, "--format", "hex"]).stdout == "#4b4b4b\n")
    }
    #expect(labcolor(["set", "--a", "-.5e1", "--l=+32.", "--format", "hex"]).status == .success)
    let slice = labcolor(
      ["slice", "--hue", "+30.", "--range", "1e2", "--size", "4"], terminal: true)
    #expect(slice.status == .success)
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

  @Test func aChoiceAcceptsItsWordsInAnyCase() throws {
    #expect(try Demo.Format(argument: "json") == .json)
    #expect(try Demo.Format(argument: "JSON") == .json)
    #expect(try Demo.Format(argument: "Text") == .text)
    #expect(
      throws: ArgumentValueError.invalid(
        reason: "expected one of 'text', 'json' (did you mean 'json'?)")
    ) {
      try Demo.Format(argument: "jsonx")
    }
    #expect(throws: ArgumentValueError.invalid(reason: "expected one of 'text', 'json'")) {
      try Demo.Format(argument: "xml")
    }
    // ASCII letters only: the Kelvin sign is no k.
    #expect(try ColorComparison.Metric(argument: "OK") == .deltaEOK)
    #expect(throws: (any Error).self) { try ColorComparison.Metric(argument: "o\u{212A}") }
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
    for text in ["2.5", "1e3", "0x10", " 4", "", "four", "-", "+", "--5", "1 000"] {
      #expect(throws: ArgumentValueError.invalid(reason: "expected a whole number")) {
        try Int(argument: text)
      }
    }
    // A whole number beyond Int's range is one, and is refused as too large or too small.
    #expect(try Int(argument: "9223372036854775807") == Int.max)
    #expect(try Int(argument: "-9223372036854775808") == Int.min)
    for text in ["9223372036854775808", "+99999999999999999999"] {
      #expect(throws: ArgumentValueError.beyondType(reason: "too large a number")) {
        try Int(argument: text)
      }
    }
    #expect(throws: ArgumentValueError.beyondType(reason: "too small a number")) {
      try Int(argument: "-9223372036854775809")
    }
  }

  @Test func aNumberInARangeIsRefusedWithTheRangeHoweverFarOutItIs() throws {
    #expect(try Int(argument: "17", in: 1...17, option: "precision") == 17)
    for (word, got) in [
      ("18", "18"), ("-0", "0"), ("99999999999999999999", "99999999999999999999"),
      ("-99999999999999999999", "-99999999999999999999"),
    ] {
      #expect(
        throws: ArgumentValueError.refused(
          message: "--precision must be between 1 and 17 (got \(got)).")
      ) { try Int(argument: word, in: 1...17, option: "precision") }
    }
    #expect(throws: ArgumentValueError.invalid(reason: "expected a whole number")) {
      try Int(argument: "1.5", in: 1...17, option: "precision")
    }
    #expect(
      labcolor(["convert", "--precision", "1" + String(repeating: "0", count: 30), "50 20 0"])
        .stderr.hasPrefix(
          "Error: --precision must be between 1 and 17 (got 1000000000000000000000000000000).\n"
        ))
  }

  @Test func convertThreadsIsACountFrom1To256() {
    #expect(labcolor(["convert", "--threads", "1", "50 20 0"]).stdout == "#986b78\n")
    #expect(labcolor(["convert", "--threads", "3", "50 20 0"]).stdout == "#986b78\n")
    #expect(labcolor(["convert", "--threads", "256"], stdin: "50 20 0\n").stdout == "#986b78\n")
    // A count too large for any whole number is outside the range as well.
    for count in ["0", "257", "9223372036854775807", "99999999999999999999"] {
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
