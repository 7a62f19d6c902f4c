import Testing

@testable import LabcolorCommands

/// The edge inputs of the README's Reliability section, one group each, for every command that
/// reads them: non-finite numbers (and −0, subnormals, underflow), L* outside 0…100, lines
/// at and over the 16 KiB limit, invalid UTF-8, CRLF and lone CR, and empty input.
@Suite struct EdgeInputTests {
  // MARK: - Non-finite numbers, −0, underflow

  @Test func convertRefusesNonFiniteNumbersInEveryNotation() {
    let arguments = [
      "nan 0 0", "rgb(nan 0 0)", "lab(nan 0 0)", "lch(50 30 nan)", "rgb(1e309 0 0)",
      "lab(50 1e309 0)", "lab(50 inf 0)", "rgb(0 128 0 / nan)", "50 -inf 0",
    ]
    #expect(
      labcolor(["convert"] + arguments)
        == RunResult(
          status: .badData, stdout: "",
          stderr: """
            labcolor: argument 1: expected a finite number for L* at column 1, found "nan"
            labcolor: argument 2: expected a finite number for red at column 5, found "nan"
            labcolor: argument 3: expected a finite number for L* at column 5, found "nan"
            labcolor: argument 4: expected a finite number for h at column 11, found "nan"
            labcolor: argument 5: expected a finite number for red at column 5, found "1e309"
            labcolor: argument 6: expected a finite number for a* at column 8, found "1e309"
            labcolor: argument 7: expected a finite number for a* at column 8, found "inf"
            labcolor: argument 8: expected a finite number for alpha at column 15, found "nan"
            labcolor: argument 9: expected a finite number for a* at column 4, found "-inf"

            """))
  }

  @Test(arguments: [
    (["--l", "nan"], "The value 'nan' is invalid for '--l <number>': expected a finite number."),
    (["--a", "inf"], "The value 'inf' is invalid for '--a <number>': expected a finite number."),
    (
      ["--b=1e309"],
      "The value '1e309' is invalid for '--b <number>': expected a finite number."
    ),
    // A finite percentage of an infinite value: 1.5e308% of a*'s 125.
    (
      ["--a", "1.5e308%"],
      "The value '1.5e308%' is invalid for '--a <number>': expected a finite number."
    ),
    (["l=nan"], "Cannot set 'l' to 'nan': not a finite number."),
    (["a=-inf"], "Cannot set 'a' to '-inf': not a finite number."),
    (["a=inf%"], "Cannot set 'a' to 'inf%': not a finite number."),
    (["a=1e400"], "Cannot set 'a' to '1e400': not a finite number."),
    (["b=1e309"], "Cannot set 'b' to '1e309': not a finite number."),
  ])
  func setRefusesNonFiniteNumbersAsUsageErrors(arguments: [String], message: String) {
    #expect(
      labcolor(["set"] + arguments)
        == RunResult(status: .usage, stdout: "", stderr: "Error: \(message)\n" + Usage.set))
  }

  /// Including a sum that overflows: b* = 1e308 is a color (b* only enters X, Z linearly
  /// there), but 1e308 + 1e308 is infinite.
  @Test func watchRefusesNonFiniteNumbers() {
    let script = "l nan\na inf\na -inf\nb 1e309\nl = NaN\na += nan\nb += 1e308\nb += 1e308\n"
    #expect(
      labcolor(["watch", "--keys", "b"], stdin: script)
        == RunResult(
          status: .badData, stdout: "bComponent: 0 -> 1e+308\n",
          stderr: """
            labcolor: line 1: cannot set 'l' to 'nan': not a finite number
            labcolor: line 2: cannot set 'a' to 'inf': not a finite number
            labcolor: line 3: cannot set 'a' to '-inf': not a finite number
            labcolor: line 4: cannot set 'b' to '1e309': not a finite number
            labcolor: line 5: cannot set 'l' to 'NaN': not a finite number
            labcolor: line 6: expected a finite number after '+=', found 'nan'
            labcolor: line 8: cannot set 'b' to 'inf': not a finite number

            """))
  }

  @Test func negativeZeroIsZero() {
    #expect(
      labcolor(["convert", "--to", "lab", "-0 -0 -0", "rgb(-0 -0 -0)"]).stdout == "0 0 0\n0 0 0\n")
    #expect(
      labcolor(["set", "--l", "-0", "--a", "-0", "--b", "-0", "--format", "json"]).stdout
        == labcolor(["set", "--l", "0", "--format", "json"]).stdout)
    #expect(
      labcolor(["watch", "--keys", "l"], stdin: "l -0\nl=-0.0\n")
        == RunResult(
          status: .success, stdout: "lComponent: 50 -> 0\nlComponent: 0 -> 0\n", stderr: ""))
  }

  @Test func underflowIsZeroAndSubnormalsAreKept() {
    #expect(
      labcolor(["convert", "--to", "lab", "1e-400 0 0", "4.9e-324 0 0", "50 1e-320 0"]).stdout
        == "0 0 0\n5e-324 0 0\n50 1e-320 0\n")
    #expect(labcolor(["set", "--l", "1e-400", "--format", "hex"]).stdout == "#000000\n")
  }

  // MARK: - L* outside 0…100

  /// Bare triples must have L* in 0…100 exactly; CSS lab() clamps L* to that range, as
  /// CSS Color 4 says.
  @Test func convertTakesLFrom0To100() {
    let input =
      "0 0 0\n100 0 0\n100.0000001 0 0\n-0.0000001 0 0\n1e300 0 0\nlab(101% 0 0)\nlab(-1 0 0)\n"
    #expect(
      labcolor(["convert"], stdin: input)
        == RunResult(
          status: .badData, stdout: "#000000\n#ffffff\n#ffffff\n#000000\n",
          stderr: """
            labcolor: line 3: L* must be between 0 and 100 at column 1, found "100.0000001"
            labcolor: line 4: L* must be between 0 and 100 at column 1, found "-0.0000001"
            labcolor: line 5: L* must be between 0 and 100 at column 1, found "1e300"

            """))
  }

  @Test func watchAndSetTakeLFrom0To100() {
    #expect(
      labcolor(
        ["watch", "--keys", "l"], stdin: "l 0\nl 100\nl 100.0000001\nl -1e-9\nL*=100%\nl=50\n")
        == RunResult(
          status: .badData,
          stdout: "lComponent: 50 -> 0\nlComponent: 0 -> 100\nlComponent: 100 -> 100\n"
            + "lComponent: 100 -> 50\n",
          stderr: """
            labcolor: line 3: cannot set 'l' to '100.0000001': L* must be between 0 and 100 (got 100.0000001)
            labcolor: line 4: cannot set 'l' to '-1e-9': L* must be between 0 and 100 (got -1e-09)

            """))
    #expect(labcolor(["set", "--l", "0", "--format", "hex"]).stdout == "#000000\n")
    #expect(labcolor(["set", "--l", "100", "--format", "hex"]).stdout == "#ffffff\n")
    #expect(
      labcolor(["set", "--l", "100.0000001"])
        == RunResult(
          status: .usage, stdout: "",
          stderr: "Error: L* must be between 0 and 100 (got 100.0000001).\n" + Usage.set))
  }

  // MARK: - Line length

  /// `text` padded with spaces to `length` bytes.
  private func padded(_ text: String, to length: Int) -> [UInt8] {
    Array(text.utf8) + [UInt8](repeating: 0x20, count: length - text.utf8.count)
  }

  /// 16,384 bytes is a line, 16,385 is not; the line ending (`\n`, or `\r\n`) does not
  /// count, but a second `\r` does. Numbering goes on after an overlong line.
  @Test func convertTakesLinesOfUpTo16KiB() {
    let limit = ConvertCommand.maximumLineLength
    #expect(limit == 16_384)
    let input =
      padded("50 20 0", to: limit) + [0x0A] + padded("green", to: limit) + [0x0D, 0x0A]
      + padded("50 20 0", to: limit + 1) + [0x0A] + padded("green", to: limit) + [0x0D, 0x0D, 0x0A]
      + Array("#fff".utf8)
    #expect(
      labcolor(["convert"], stdin: input)
        == RunResult(
          status: .badData, stdout: "#986b78\n#008000\n#ffffff\n",
          stderr: "labcolor: line 3: longer than 16384 bytes\n"
            + "labcolor: line 4: longer than 16384 bytes\n"))
  }

  @Test func watchTakesLinesOfUpTo16KiB() {
    let limit = WatchCommand.maximumLineLength
    #expect(limit == 16_384)
    let input =
      padded("l 60", to: limit) + [0x0D, 0x0A] + padded("l 70", to: limit + 1) + [0x0A]
      + [UInt8](repeating: 0x39, count: 1 << 20) + [0x0A] + Array("l 80".utf8)
    #expect(
      labcolor(["watch", "--keys", "l"], stdin: input)
        == RunResult(
          status: .badData, stdout: "lComponent: 50 -> 60\nlComponent: 60 -> 80\n",
          stderr: "labcolor: line 2: longer than 16384 bytes\n"
            + "labcolor: line 3: longer than 16384 bytes\n"))
  }

  @Test func theBinaryTakesLinesOfUpTo16KiB() throws {
    let limit = ConvertCommand.maximumLineLength
    let input =
      padded("50 20 0", to: limit) + [0x0A] + [UInt8](repeating: 0x35, count: 1 << 20) + [0x0A]
      + padded("green", to: limit + 1) + Array("\ngreen".utf8)
    try expectExecute(
      ["convert"], stdin: input, stdout: "#986b78\n#008000\n",
      stderr:
        "labcolor: line 2: longer than 16384 bytes\nlabcolor: line 3: longer than 16384 bytes\n",
      status: .badData)
  }

  // MARK: - Invalid UTF-8

  /// Each kind of invalid UTF-8 — an overlong encoding, an encoded surrogate, a code point
  /// above U+10FFFF, a lone continuation byte, a sequence cut short by the end of input — is
  /// reported by `watch` as such, at the column where it starts; valid non-ASCII text is
  /// read as text.
  @Test func watchReportsEveryKindOfInvalidUTF8() {
    var input: [UInt8] = []
    for bad: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80]] {
      input += Array("l 6".utf8) + bad + [0x0A]
    }
    input += Array("é 5\nl 60\nset #336699".utf8) + [0xE2, 0x82]
    #expect(
      labcolor(["watch", "--keys", "l"], stdin: input)
        == RunResult(
          status: .badData, stdout: "lComponent: 50 -> 60\n",
          stderr: """
            labcolor: line 1: not valid UTF-8 at column 4
            labcolor: line 2: not valid UTF-8 at column 4
            labcolor: line 3: not valid UTF-8 at column 4
            labcolor: line 4: not valid UTF-8 at column 4
            labcolor: line 5: unknown key 'é' (the keys that can be set are l, a and b)
            labcolor: line 7: not valid UTF-8 at column 12

            """))
  }

  /// `convert` reports a line it cannot read that is not valid UTF-8 as such, at the column
  /// where the first invalid sequence starts; a line with invalid UTF-8 in what it does not
  /// read (a comment) is skipped as any comment is.
  @Test func convertReportsInvalidUTF8AsSuch() {
    let input: [UInt8] =
      Array("#fff".utf8) + [0xFF, 0x0A] + Array("50 20 0".utf8) + [0xC0, 0x80, 0x0A]
      + [0xED, 0xA0, 0x80, 0x0A] + Array("# caf".utf8) + [0xE9, 0x0A] + Array("green".utf8)
    #expect(
      labcolor(["convert"], stdin: input)
        == RunResult(
          status: .badData, stdout: "#008000\n",
          stderr: """
            labcolor: line 1: not valid UTF-8 at column 5
            labcolor: line 2: not valid UTF-8 at column 8
            labcolor: line 3: not valid UTF-8 at column 1

            """))
  }

  /// Parse errors write out C1 controls (U+0080…U+009F) too: U+009B, the one-character
  /// CSI, must not reach the terminal.
  @Test func parseErrorsWriteOutC1Controls() {
    #expect(
      labcolor(["convert"], stdin: "x\u{9B}31m\n\u{85}y\n").stderr == """
        labcolor: line 1: expected a number for L* at column 1, found "x\\u{9B}31m"
        labcolor: line 2: expected a number for L* at column 1, found "\\u{85}y"

        """)
  }

  // MARK: - Line endings

  /// `\r\n` ends a line like `\n`; a `\r` that ends the input is dropped; a lone `\r` inside
  /// a line is white space to the color parser.
  @Test func convertReadsCRLFAndLoneCR() {
    #expect(
      labcolor(["convert"], stdin: "50 20 0\r\n#008000\n\r\n50\r20\r0\r\r\ngreen\r")
        == RunResult(
          status: .success, stdout: "#986b78\n#008000\n#986b78\n#008000\n", stderr: ""))
  }

  /// `watch` reads `\r\n` like `\n`; a lone `\r` inside a line is not a separator there, so
  /// the key is reported with it written out.
  @Test func watchReadsCRLFAndReportsALoneCR() {
    #expect(
      labcolor(["watch", "--keys", "l,a"], stdin: "a 20\r\nl 60\r\n\r\na\r5\nl 70\r")
        == RunResult(
          status: .badData,
          stdout: "aComponent: 0 -> 20\nlComponent: 50 -> 60\nlComponent: 60 -> 70\n",
          stderr:
            "labcolor: line 4: unknown key 'a\\u{D}5' (the keys that can be set are l, a and b)\n"
        ))
  }

  // MARK: - Empty input

  @Test(arguments: [
    ["convert"], ["convert", "--strict"], ["convert", "--to", "json"], ["watch"],
    ["watch", "--format", "json"], ["compare"], ["compare", "--metric", "apca"],
    ["compare", "--format", "json"], ["name"], ["name", "--format", "json"],
  ])
  func inputWithNothingToDoPrintsNothingAndSucceeds(arguments: [String]) {
    for input in ["", "\n", "\r\n", "\r", "\n\n\n", "   \n\t\r\n", "# only a comment", "#\n"] {
      #expect(
        labcolor(arguments, stdin: input) == RunResult(status: .success, stdout: "", stderr: ""),
        "\(input.debugDescription)")
    }
  }

  @Test func aLastLineWithoutNewlineIsALine() {
    #expect(labcolor(["convert"], stdin: "green").stdout == "#008000\n")
    #expect(
      labcolor(["convert"], stdin: "green\nbad")
        == RunResult(
          status: .badData, stdout: "#008000\n",
          stderr: "labcolor: line 2: unknown color name \"bad\" at column 1\n"))
    #expect(labcolor(["watch", "--keys", "l"], stdin: "l 60").stdout == "lComponent: 50 -> 60\n")
  }

  /// A blank line or a comment of standard input is skipped; an argument is a color asked
  /// for, so an empty one, or one that would be a comment as a line, is reported.
  @Test func emptyAndBlankArgumentsAreReportedWhereBlankLinesAreSkipped() {
    #expect(
      labcolor(["convert", "", "  ", "# note", "green"])
        == RunResult(
          status: .badData, stdout: "#008000\n",
          stderr: """
            labcolor: argument 1: expected a color at column 1, found end of input
            labcolor: argument 2: expected a color at column 3, found end of input
            labcolor: argument 3: expected 3, 4, 6 or 8 hex digits after "#" at column 2, found " "

            """))
  }

  // MARK: - compare and name

  /// The edge inputs of every group above, through the two other commands that read lines:
  /// non-finite numbers, L* outside 0…100, CRLF and lone CRs, invalid UTF-8 (reported as
  /// such, as `convert` does).
  @Test func compareAndNameReadEdgeInputsLikeConvert() {
    #expect(
      labcolor(["name"], stdin: "120 0 0\nnan 0 0\n#fff\r\n50\r20\r0\r\r\ngreen\r")
        == RunResult(
          status: .badData,
          stdout: """
            white                 #ffffff  ΔE00 0
            rosybrown             #bc8f8f  ΔE00 13.5458
            green                 #008000  ΔE00 0

            """,
          stderr: """
            labcolor: line 1: L* must be between 0 and 100 at column 1, found "120"
            labcolor: line 2: expected a finite number for L* at column 1, found "nan"

            """))
    #expect(
      labcolor(
        ["compare", "--metric", "wcag"],
        stdin: "120 0 0;red\nred;nan 0 0\n#fff;#000\r\n50\r20\r0;green\r")
        == RunResult(
          status: .badData, stdout: "21\n1.1457892201904172\n",
          stderr: """
            labcolor: line 1: color A: L* must be between 0 and 100 at column 1, found "120"
            labcolor: line 2: color B: expected a finite number for L* at column 5, found "nan"

            """))
    #expect(
      labcolor(["name"], stdin: Array("re".utf8) + [0xC0, 0x80] + Array("d\n".utf8)).stderr
        == "labcolor: line 1: not valid UTF-8 at column 3\n"
    )
    #expect(
      labcolor(["compare"], stdin: Array("red;bl".utf8) + [0xFF] + Array("ue\n".utf8)).stderr
        == "labcolor: line 1: not valid UTF-8 at column 7\n"
    )
    // Without the ';' too (Latin-1 é).
    #expect(
      labcolor(["compare"], stdin: Array("caf".utf8) + [0xE9, 0x0A]).stderr
        == "labcolor: line 1: not valid UTF-8 at column 4\n")
    // A comment is skipped whatever its bytes, by watch as by convert.
    #expect(
      labcolor(
        ["watch", "--keys", "l"], stdin: Array("# caf".utf8) + [0xE9, 0x0A] + Array("l 60\n".utf8))
        == RunResult(status: .success, stdout: "lComponent: 50 -> 60\n", stderr: ""))
  }

  @Test func compareAndNameTakeLinesOfUpTo16KiB() {
    #expect(CompareCommand.maximumLineLength == 16_384 && NameCommand.maximumLineLength == 16_384)
    let name = padded("green", to: 16_384) + [0x0A] + padded("green", to: 16_385) + [0x0A]
    #expect(
      labcolor(["name"], stdin: name)
        == RunResult(
          status: .badData, stdout: "green                 #008000  ΔE00 0\n",
          stderr: "labcolor: line 2: longer than 16384 bytes\n"))
    let compare = padded("#000;#fff", to: 16_384) + [0x0D, 0x0A] + padded("#000;#fff", to: 16_385)
    #expect(
      labcolor(["compare", "--metric", "76"], stdin: compare)
        == RunResult(
          status: .badData, stdout: "100\n", stderr: "labcolor: line 2: longer than 16384 bytes\n"))
  }
}
