import Testing

@testable import LabcolorCommands

/// What a parse asked for, in a comparable form: `run demo paint`, `help demo`, or
/// `version demo`, and the parsed elements of a run.
private struct Parsed: Equatable {
  var action: String
  var elements: [ParsedArguments.Element] = []
}

/// A failed parse: the message and the command whose usage goes with it.
private struct Failed: Equatable {
  var message: String
  var command: String
}

private func parse(_ words: [String]) -> Parsed? {
  guard let outcome = try? ArgumentParser.parse(words, root: Demo.root) else { return nil }
  switch outcome {
  case .run(let path, let arguments):
    return Parsed(action: "run \(path.name)", elements: arguments.elements)
  case .help(let path): return Parsed(action: "help \(path.name)")
  case .version(let path): return Parsed(action: "version \(path.name)")
  }
}

private func failure(_ words: [String]) -> Failed? {
  do throws(ArgumentParser.Failure) {
    _ = try ArgumentParser.parse(words, root: Demo.root)
    return nil
  } catch {
    #expect(error.error.kind == .usage)
    return Failed(message: error.error.message, command: error.path.name)
  }
}

private func paint(_ elements: ParsedArguments.Element...) -> Parsed {
  Parsed(action: "run demo paint", elements: elements)
}

@Suite struct ArgumentParserTests {
  // MARK: - Options

  @Test(arguments: [
    ["paint", "--l", "50"], ["paint", "--l=50"], ["paint", "-l", "50"], ["paint", "-l50"],
    ["paint", "-l=50"],
  ])
  func everySpellingOfAnOptionGivesTheSameElement(words: [String]) {
    #expect(parse(words) == paint(.option(name: "l", value: "50")))
  }

  @Test func anOptionValueMayContainEqualsSigns() {
    #expect(parse(["paint", "--label=a=b"]) == paint(.option(name: "label", value: "a=b")))
  }

  @Test func anEmptyInlineValueIsAValue() {
    #expect(parse(["paint", "--label="]) == paint(.option(name: "label", value: "")))
  }

  @Test(arguments: ["-20", "-0.5", "-.5", "-5.", "-1e3", "-1E+03"])
  func aNegativeNumberIsTheValueOfTheOptionBeforeIt(number: String) {
    #expect(parse(["paint", "--l", number]) == paint(.option(name: "l", value: number)))
    #expect(parse(["paint", "--l=\(number)"]) == paint(.option(name: "l", value: number)))
    #expect(parse(["paint", "-l", number]) == paint(.option(name: "l", value: number)))
  }

  /// A negative hexadecimal float is the value of the option before it, and not a number.
  @Test func aNegativeHexadecimalFloatIsAValueRefused() {
    #expect(
      failure(["paint", "--l", "-0x1p-2"])
        == Failed(
          message: "The value '-0x1p-2' is invalid for '--l <value>': expected a decimal number.",
          command: "demo paint"))
  }

  @Test func aNegativeNumberIsAPositionalWord() {
    #expect(
      parse(["mix", "red", "blue", "-0.25"])
        == Parsed(
          action: "run demo mix",
          elements: [
            .argument(name: "first", value: "red"), .argument(name: "second", value: "blue"),
            .argument(name: "weight", value: "-0.25"),
          ]))
  }

  @Test func aWordThatStartsLikeANegativeNumberIsAValueEvenWhenMalformed() {
    #expect(
      failure(["paint", "--l", "-1e"])
        == Failed(
          message: "The value '-1e' is invalid for '--l <value>': expected a decimal number.",
          command: "demo paint"))
  }

  @Test func negativeInfinityIsAValueAndRejectedAsNotFinite() {
    #expect(
      failure(["paint", "--l", "-inf"])
        == Failed(
          message: "The value '-inf' is invalid for '--l <value>': expected a finite number.",
          command: "demo paint"))
  }

  @Test func groupedShortFlagsAreEachAFlag() {
    #expect(parse(["paint", "-tq"]) == paint(.flag(name: "trace"), .flag(name: "quiet")))
  }

  @Test func theLastOfAShortGroupTakesTheNextWord() {
    #expect(
      parse(["paint", "-tl", "40"]) == paint(.flag(name: "trace"), .option(name: "l", value: "40"))
    )
  }

  @Test func aDashAloneIsAPositionalWord() {
    #expect(parse(["paint", "-"]) == paint(.argument(name: "assignment", value: "-")))
  }

  @Test func aDashAloneIsAValue() {
    #expect(parse(["paint", "--label", "-"]) == paint(.option(name: "label", value: "-")))
  }

  // MARK: - Order and `--`

  @Test func optionsFlagsAndPositionalsKeepCommandLineOrder() {
    #expect(
      parse(["paint", "--l", "60", "a=5", "-t", "--l=70", "b=-1", "--format", "json", "-l", "80"])
        == paint(
          .option(name: "l", value: "60"), .argument(name: "assignment", value: "a=5"),
          .flag(name: "trace"), .option(name: "l", value: "70"),
          .argument(name: "assignment", value: "b=-1"), .option(name: "format", value: "json"),
          .option(name: "l", value: "80")))
  }

  @Test func doubleDashEndsOptions() {
    #expect(
      parse(["paint", "-t", "--", "--l", "-t", "--", "--help"])
        == paint(
          .flag(name: "trace"), .argument(name: "assignment", value: "--l"),
          .argument(name: "assignment", value: "-t"), .argument(name: "assignment", value: "--"),
          .argument(name: "assignment", value: "--help")))
  }

  @Test func doubleDashIsNotAnOptionValue() {
    #expect(
      failure(["paint", "--label", "--", "x"])
        == Failed(message: "Missing value for '--label <text>'.", command: "demo paint"))
  }

  // MARK: - Errors

  @Test func unknownOptionSuggestsACloseName() {
    #expect(
      failure(["paint", "--lable", "x"])
        == Failed(
          message: "Unknown option '--lable'. Did you mean '--label'?", command: "demo paint"))
    #expect(
      failure(["paint", "--fromat=json"])
        == Failed(
          message: "Unknown option '--fromat'. Did you mean '--format'?", command: "demo paint"))
    // Typed with Caps Lock on.
    #expect(
      failure(["paint", "--FORMAT=json"])
        == Failed(
          message: "Unknown option '--FORMAT'. Did you mean '--format'?", command: "demo paint"))
  }

  @Test func unknownOptionWithNothingCloseHasNoSuggestion() {
    #expect(
      failure(["paint", "--zebra"])
        == Failed(message: "Unknown option '--zebra'.", command: "demo paint"))
  }

  @Test func unknownShortOption() {
    #expect(
      failure(["paint", "-x"]) == Failed(message: "Unknown option '-x'.", command: "demo paint"))
  }

  @Test func unknownShortOptionInAGroupNamesTheGroupAndSuggestsTheLongOption() {
    #expect(
      failure(["paint", "-format", "json"])
        == Failed(
          message: "Unknown option '-f' in '-format'. Did you mean '--format'?",
          command: "demo paint"))
  }

  @Test func aLongOnlyOptionWithOneDashSuggestsTwo() {
    #expect(
      failure(["mix", "-background-color", "red", "a", "b"])
        == Failed(
          message: "Unknown option '-b' in '-background-color'. Did you mean '--background-color'?",
          command: "demo mix"))
  }

  @Test func versionIsUnknownOnACommandWithoutOne() {
    #expect(
      failure(["paint", "--version"])
        == Failed(message: "Unknown option '--version'.", command: "demo paint"))
  }

  @Test func missingValueAtTheEnd() {
    #expect(
      failure(["paint", "--l"])
        == Failed(message: "Missing value for '--l <value>'.", command: "demo paint"))
    #expect(
      failure(["paint", "-l"])
        == Failed(message: "Missing value for '-l <value>'.", command: "demo paint"))
  }

  @Test(arguments: [
    ["paint", "--label", "--trace"], ["paint", "--label", "--trace=yes"],
    ["paint", "--label", "--format=json"], ["paint", "--label", "-t"],
    ["paint", "--label", "-tq"], ["paint", "--label", "-l50"], ["paint", "-l", "--l", "5"],
  ])
  func missingValueBeforeAnOptionTheCommandKnows(words: [String]) {
    let label = words[1] == "-l" ? "-l <value>" : "--label <text>"
    #expect(
      failure(words) == Failed(message: "Missing value for '\(label)'.", command: "demo paint"))
  }

  /// `--version` of a command that has one, and the former name of an option, are options
  /// the command knows too.
  @Test func missingValueBeforeVersionOrAFormerName() {
    let version = labcolor(["--generate-completion-script", "--version"])
    #expect(version.status == .usage)
    #expect(
      version.stderr.hasPrefix(
        "Error: Missing value for '--generate-completion-script <shell>'.\n"))
    let formerName = labcolor(["explore", "--white", "--format", "hex"])
    #expect(formerName.status == .usage)
    #expect(formerName.stderr.hasPrefix("Error: Missing value for '--white <white>'.\n"))
    let shell = labcolor(["--generate-completion-script", "-bash"])
    #expect(
      shell.stderr.hasPrefix(
        "Error: The value '-bash' is invalid for '--generate-completion-script <shell>': "
          + "expected one of 'bash', 'zsh', 'fish' (did you mean 'bash'?).\n"))
  }

  /// An option of the root runs the root: a subcommand after it is refused rather than run
  /// with the option dropped (`--generate-manual set --l 50` printed set's color).
  @Test func aSubcommandAfterAnOptionOfTheRootIsRefused() {
    let manual = labcolor(["--generate-manual", "set", "--l", "50"])
    #expect(manual.status == .usage)
    #expect(manual.stdout.isEmpty)
    #expect(
      manual.stderr.hasPrefix(
        "Error: Unexpected argument 'set': '--generate-manual' takes no subcommand.\n"))
    let script = labcolor(["--generate-completion-script=bash", "convert", "red"])
    #expect(script.status == .usage)
    #expect(script.stdout.isEmpty)
    #expect(
      script.stderr.hasPrefix(
        "Error: Unexpected argument 'convert': '--generate-completion-script' takes no "
          + "subcommand.\n"))
    // Help and the version still answer first, as before.
    #expect(labcolor(["--version", "set"]).stdout.hasPrefix("labcolor "))
  }

  /// A word that starts with `-` but is neither a negative number nor an option the command
  /// knows is the value: refused for what it is, not reported missing.
  @Test(arguments: [
    ("--l", "-$5"), ("-l", "-$5"), ("--l", "--5"), ("--l", "-x"), ("--l", "-x5"),
    ("--l", "--zebra"), ("--l", "---"), ("--l", "--=5"),
  ])
  func aWordStartingWithADashThatIsNoOptionIsTheValue(option: String, value: String) {
    #expect(
      failure(["paint", option, value, "-t"])
        == Failed(
          message: "The value '\(value)' is invalid for '\(option) <value>': expected a "
            + "decimal number.",
          command: "demo paint"))
  }

  @Test func aTextOptionTakesAWordStartingWithADashThatIsNoOption() {
    #expect(
      parse(["paint", "--label", "-x", "-t"])
        == paint(.option(name: "label", value: "-x"), .flag(name: "trace")))
    #expect(
      parse(["paint", "--label", "--zebra"]) == paint(.option(name: "label", value: "--zebra")))
    #expect(parse(["paint", "--label", "-"]) == paint(.option(name: "label", value: "-")))
    #expect(parse(["paint", "--l", "-5"]) == paint(.option(name: "l", value: "-5")))
  }

  @Test(arguments: [("inf", "--l=inf"), ("nan", "--l=nan"), ("1e400", "--l=1e400")])
  func aNumberOptionRejectsANumberThatIsNotFinite(value: String, word: String) {
    #expect(
      failure(["paint", word])
        == Failed(
          message: "The value '\(value)' is invalid for '--l <value>': expected a finite number.",
          command: "demo paint"))
  }

  /// Text that is no number, a value attached to a short option (`-la`) too, is told what
  /// a number is written as.
  @Test(arguments: [
    ("--l=abc", "'abc' is invalid for '--l <value>'"), ("--l=", "'' is invalid for '--l <value>'"),
    ("--l= 5", "' 5' is invalid for '--l <value>'"), ("-la", "'a' is invalid for '-l <value>'"),
  ])
  func aNumberOptionRejectsWhatIsNoNumber(word: String, refusal: String) {
    #expect(
      failure(["paint", word])
        == Failed(
          message: "The value \(refusal): expected a decimal number.", command: "demo paint"))
  }

  @Test func aChoiceOptionListsTheChoices() {
    #expect(
      failure(["paint", "--format", "xml"])
        == Failed(
          message: "The value 'xml' is invalid for '--format <format>': expected one of 'text', "
            + "'json'.",
          command: "demo paint"))
  }

  @Test func aFlagTakesNoValue() {
    #expect(
      failure(["paint", "--trace=yes"])
        == Failed(
          message: "The flag '--trace' does not take a value (got 'yes').", command: "demo paint"))
    #expect(
      failure(["paint", "--help=yes"])
        == Failed(
          message: "The flag '--help' does not take a value (got 'yes').", command: "demo paint"))
  }

  @Test func unexpectedArgument() {
    #expect(
      failure(["mix", "red", "blue", "0.5", "green"])
        == Failed(message: "Unexpected argument 'green'.", command: "demo mix"))
  }

  @Test func missingArgument() {
    #expect(
      failure(["mix", "red"])
        == Failed(message: "Missing expected argument '<second>'.", command: "demo mix"))
  }

  @Test func anOptionalArgumentMayBeLeftOut() {
    #expect(
      parse(["mix", "red", "blue"])
        == Parsed(
          action: "run demo mix",
          elements: [
            .argument(name: "first", value: "red"), .argument(name: "second", value: "blue"),
          ]))
  }

  @Test func aNumberArgumentRejectsText() {
    #expect(
      failure(["mix", "red", "blue", "heavy"])
        == Failed(
          message: "The value 'heavy' is invalid for '<weight>': expected a decimal number.",
          command: "demo mix"))
  }

  // MARK: - User text in messages

  /// A word quoted in a usage error is written as `UserText` writes user text: control
  /// characters (line breaks, escapes, C1 controls) spelled out, and cut after 32
  /// characters, so the message stays one short line whatever the word.
  @Test(arguments: [
    (
      ["paint", "--l=5\n0"],
      #"The value '5\u{A}0' is invalid for '--l <value>': expected a decimal number."#
    ),
    (
      ["paint", "-l", "\u{1B}[31m"],
      #"The value '\u{1B}[31m' is invalid for '-l <value>': expected a decimal number."#
    ),
    (["mix", "red", "blue", "0.5", "gr\u{9B}1men"], #"Unexpected argument 'gr\u{9B}1men'."#),
    (["palette", "--", "e\u{85}cho"], #"Unexpected argument 'e\u{85}cho'."#),
    (["pai\r\nnt"], #"Unknown subcommand 'pai\u{D}\u{A}nt'. Did you mean 'paint'?"#),
    (["paint", "--\u{1B}x"], #"Unknown option '--\u{1B}x'."#),
    (["paint", "-\u{7}"], #"Unknown option '-\u{7}'."#),
    (["paint", "-t\u{0}\n"], #"Unknown option '-\u{0}' in '-t\u{0}\u{A}'."#),
    (["paint", "--trace=y\u{7F}"], #"The flag '--trace' does not take a value (got 'y\u{7F}')."#),
    (["help", "--\t"], #"Unknown option '--\u{9}'."#),
    (
      ["mix", "red", "blue", "0.5", String(repeating: "x", count: 10_000)],
      "Unexpected argument '\(String(repeating: "x", count: 32))…'."
    ),
  ])
  func aQuotedWordIsEscapedAndCut(words: [String], message: String) {
    #expect(failure(words)?.message == message)
  }

  // MARK: - Subcommands

  @Test func unknownSubcommandSuggestsACloseName() {
    #expect(
      failure(["pant"])
        == Failed(message: "Unknown subcommand 'pant'. Did you mean 'paint'?", command: "demo"))
    #expect(
      failure(["palette", "ecko"])
        == Failed(
          message: "Unknown subcommand 'ecko'. Did you mean 'echo'?", command: "demo palette"))
  }

  @Test func unknownSubcommandWithNothingClose() {
    #expect(
      failure(["frobnicate"])
        == Failed(message: "Unknown subcommand 'frobnicate'.", command: "demo"))
  }

  @Test func aGroupTakesNoPositionalWordsAfterDoubleDash() {
    #expect(
      failure(["--", "paint"]) == Failed(message: "Unexpected argument 'paint'.", command: "demo"))
  }

  @Test func aGroupWithNoSubcommandRunsTheGroup() {
    #expect(parse([]) == Parsed(action: "run demo"))
    #expect(parse(["palette"]) == Parsed(action: "run demo palette"))
  }

  @Test func nestedSubcommandsAreSelected() {
    #expect(parse(["palette", "echo"]) == Parsed(action: "run demo palette echo"))
  }

  // MARK: - Help and version

  @Test(arguments: [
    (["--help"], "help demo"), (["-h"], "help demo"), (["paint", "--help"], "help demo paint"),
    (["paint", "-h"], "help demo paint"), (["paint", "--l", "50", "-h"], "help demo paint"),
    (["paint", "-th"], "help demo paint"), (["palette", "--help"], "help demo palette"),
    (["palette", "echo", "-h"], "help demo palette echo"),
    (["help"], "help demo"), (["help", "paint"], "help demo paint"),
    (["help", "palette", "echo"], "help demo palette echo"), (["help", "--help"], "help demo"),
    (["help", "help"], "help demo"), (["--version"], "version demo"),
    (["help", "paint", "--help"], "help demo paint"), (["help", "-h", "paint"], "help demo paint"),
    (["help", "palette", "echo", "-h"], "help demo palette echo"),
  ])
  func helpAndVersionRequests(words: [String], action: String) {
    #expect(parse(words) == Parsed(action: action))
  }

  @Test func helpWinsOverMistakesBesideIt() {
    #expect(
      parse(["paint", "--bogus", "--l", "abc", "--help"]) == Parsed(action: "help demo paint"))
    #expect(parse(["--bogus", "-h"]) == Parsed(action: "help demo"))
  }

  @Test func helpAfterDoubleDashIsAWord() {
    #expect(parse(["paint", "--", "-h"]) == paint(.argument(name: "assignment", value: "-h")))
  }

  @Test func helpOfAnUnknownSubcommandFailsAtThatLevel() {
    #expect(
      failure(["help", "pant"])
        == Failed(message: "Unknown subcommand 'pant'. Did you mean 'paint'?", command: "demo"))
    #expect(
      failure(["help", "palette", "x"])
        == Failed(message: "Unknown subcommand 'x'.", command: "demo palette"))
    #expect(
      failure(["help", "--all"]) == Failed(message: "Unknown option '--all'.", command: "demo"))
  }

  // MARK: - Words

  @Test(arguments: [
    ("-20", true), ("-0", true), ("-.5", true), ("-1e", true), ("-inf", true), ("-nan", true),
    ("-", false), ("--", false), ("-x", false), ("-.", false), ("-.x", false), ("20", false),
    ("--5", false), ("-e5", false),
  ])
  func negativeNumberDetection(word: String, isNumber: Bool) {
    #expect(ArgumentParser.looksLikeNegativeNumber(word) == isNumber)
  }
}
