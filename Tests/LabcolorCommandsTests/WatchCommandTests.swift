import Foundation
import LabColor
import Testing

@testable import LabcolorCommands

/// One expected notification: a number old and new (compared within 1e-12, since the
/// reference values come from ColorAide and may differ from labcolor's in the last place),
/// or the exact text of both.
private enum Expected {
  case number(String, Double, Double)
  case text(String, String, String)
}

/// Checks that `stdout` is exactly the `expected` notifications, `key: old -> new`, in order.
private func expectNotifications(
  _ stdout: String, _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation
) {
  let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  #expect(lines.count == expected.count, "\(stdout)", sourceLocation: sourceLocation)
  for (line, expectation) in zip(lines, expected) {
    let parts = line.split(separator: " ")
    guard parts.count == 4, parts[2] == "->" else {
      Issue.record("not a notification: \(line)", sourceLocation: sourceLocation)
      continue
    }
    switch expectation {
    case .number(let key, let old, let new):
      #expect(parts[0] == "\(key):", sourceLocation: sourceLocation)
      let (oldValue, newValue) = (Double(parts[1]) ?? .nan, Double(parts[3]) ?? .nan)
      #expect(abs(oldValue - old) <= 1e-12, "\(line)", sourceLocation: sourceLocation)
      #expect(abs(newValue - new) <= 1e-12, "\(line)", sourceLocation: sourceLocation)
    case .text(let key, let old, let new):
      #expect(line == "\(key): \(old) -> \(new)", sourceLocation: sourceLocation)
    }
  }
}

// References, from ColorAide (Lab relative to D65, XYZ with Y of white = 1, sRGB unclamped):
//   lab(50 0 0)   XYZ 0.175061168203165 0.18418651851244416 0.20058975557145514
//                 sRGB 0.4663266092835375 0.46632660928353725 0.46632660928353725  #777777
//   lab(50 20 0)  X 0.21463971713282973  sRGB 0.5947552452605975 0.4179872620769664
//                 0.4689142443644629  #986b78
//   lab(60 0 0)   XYZ 0.2672998976443239 0.2812333429004879 0.30627935185788696
//                 sRGB 0.5668662157494827 0.5668662157494826 0.5668662157494825  #919191
//   #336699       L* 42.00916349448235

@Suite struct WatchCommandTests {
  @Test func settingANotifiesItsDependentsInOrderAndNothingElse() {
    let result = labcolor(["watch"], stdin: "a 20\n")
    #expect(result.status == .success)
    #expect(result.stderr == "")
    // Not lComponent, bComponent, y or z.
    expectNotifications(
      result.stdout,
      [
        .number("aComponent", 0, 20), .number("x", 0.175061168203165, 0.21463971713282973),
        .number("red", 0.4663266092835375, 0.5947552452605975),
        .number("green", 0.46632660928353725, 0.4179872620769664),
        .number("blue", 0.46632660928353725, 0.4689142443644629),
        .text("hex", "#777777", "#986b78"), .text("inGamut", "true", "true"),
      ])
  }

  /// The hex values are computed independently (CIE and CSS Color 4 formulas): lab(60 20 0)
  /// is #b38491, lab(60 20 -10) #ac85a3, and #336699 with a* −5 is #1b6899.
  @Test func aScriptedSessionPrintsEveryChangeOfTheChosenKeysInOrder() {
    let script = """
      # start at lab(50 0 0), #777777
      a 20
      l=60
      b -= 10
      b += 10

      L* = 50%
      set #336699
      a=-5
      """
    let result = labcolor(["watch", "--keys", "lComponent,hex"], stdin: script)
    #expect(result.status == .success)
    #expect(result.stderr == "")
    expectNotifications(
      result.stdout,
      [
        .text("hex", "#777777", "#986b78"), .number("lComponent", 50, 60),
        .text("hex", "#986b78", "#b38491"), .text("hex", "#b38491", "#ac85a3"),
        .text("hex", "#ac85a3", "#b38491"), .number("lComponent", 60, 50),
        .text("hex", "#b38491", "#986b78"), .number("lComponent", 50, 42.00916349448235),
        .text("hex", "#986b78", "#336699"), .text("hex", "#336699", "#1b6899"),
      ])
  }

  @Test func aPercentageAddsOrSubtractsAShareOfTheScale() {
    // 16% of a*'s 125 is 20; 10% of L*'s 100 is 10.
    let result = labcolor(
      ["watch", "--keys", "a,l", "--format", "json"], stdin: "a += 16%\nl -= 10%\n")
    #expect(
      result.stdout
        == #"{"seq":1,"key":"aComponent","old":0,"new":20}"# + "\n"
        + #"{"seq":2,"key":"lComponent","old":50,"new":40}"# + "\n")
  }

  @Test func setColorNotifiesEachKeyOnceWithTheOldAndNewValues() {
    let result = labcolor(["watch"], stdin: "set rebeccapurple\n")
    let keys = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
    #expect(keys == LabColor.allKeys)
    #expect(result.stdout.contains("hex: #777777 -> #663399\n"))
  }

  @Test func theStartOptionsApplyBeforeWatchingBegins() {
    #expect(
      labcolor(["watch", "--from", "#336699", "--l", "60", "--keys", "hex"], stdin: "a += 0\n")
        .stdout == "hex: #6693ca -> #6693ca\n")
    #expect(
      labcolor(["watch", "--white", "d50", "--a", "20", "--keys", "hex"], stdin: "a 20\n").stdout
        == "hex: #976a78 -> #976a78\n")
  }

  @Test func keysAcceptsAliasesAndAnyCase() {
    #expect(
      labcolor(["watch", "--keys", "L*, HEX,ingamut"], stdin: "l 60\n").stdout
        == "lComponent: 50 -> 60\nhex: #777777 -> #919191\ninGamut: true -> true\n")
  }

  /// The `set` keyword is read in any case, as key names are.
  @Test func theSetKeywordIsReadInAnyCase() {
    #expect(
      labcolor(["watch", "--keys", "hex"], stdin: "SET #336699\nSet red\n")
        == RunResult(
          status: .success, stdout: "hex: #777777 -> #336699\nhex: #336699 -> #ff0000\n",
          stderr: ""))
  }

  /// `all`, the default as help shows it, may be given too.
  @Test func keysMayHaveBlanksAroundThem() {
    #expect(
      labcolor(["watch", "--keys", " hex ,\tinGamut\t"], stdin: "a 20\n").stdout
        == "hex: #777777 -> #986b78\ninGamut: true -> true\n")
  }

  @Test func keysAllIsEveryKey() {
    let every = labcolor(["watch"], stdin: "l 60\n")
    #expect(labcolor(["watch", "--keys", "all"], stdin: "l 60\n") == every)
    #expect(labcolor(["watch", "--keys", "ALL"], stdin: "l 60\n") == every)
    // L* and every key that depends on it: x, y, z; red, green, blue; hex and inGamut.
    #expect(every.stdout.split(separator: "\n").count == 9)
  }

  @Test func jsonPrintsOneObjectPerNotificationWithTypedValues() {
    #expect(
      labcolor(["watch", "--format", "json", "--keys", "a,hex,inGamut"], stdin: "a 20\na 120\n")
        == RunResult(
          status: .success,
          stdout: """
            {"seq":1,"key":"aComponent","old":0,"new":20}
            {"seq":2,"key":"hex","old":"#777777","new":"#986b78"}
            {"seq":3,"key":"inGamut","old":true,"new":true}
            {"seq":4,"key":"aComponent","old":20,"new":120}
            {"seq":5,"key":"hex","old":"#986b78","new":"#ff007c"}
            {"seq":6,"key":"inGamut","old":true,"new":false}

            """,
          stderr: ""))
  }

  @Test func aBadLineIsReportedAndTheWatchGoesOn() {
    let script =
      "a 20\nl 120\nhex 1\nfoo 1\na twenty\nl\nset bluish\nset lab(100 20 -30)\nb += x\nfoo\nhex\n"
      + "l 60\n"
    let result = labcolor(["watch", "--keys", "hex"], stdin: script)
    #expect(
      result
        == RunResult(
          status: .badData,
          stdout: "hex: #777777 -> #986b78\nhex: #986b78 -> #b38491\n",
          stderr: """
            labcolor: line 2: cannot set 'l' to '120': L* must be between 0 and 100 (got 120)
            labcolor: line 3: 'hex' is computed from L*, a* and b* and cannot be set
            labcolor: line 4: unknown key 'foo' (the keys that can be set are l, a and b)
            labcolor: line 5: cannot set 'a' to 'twenty': not a number
            labcolor: line 6: expected a value after 'l'
            labcolor: line 7: cannot read the color 'bluish': unknown color name "bluish" at column 1
            labcolor: line 8: cannot use the color 'lab(100 20 -30)': relative to D65, L* must be between 0 and 100 (got 100.21717959373323)
            labcolor: line 9: expected a number after '+=', found 'x'
            labcolor: line 10: unknown key 'foo' (the keys that can be set are l, a and b)
            labcolor: line 11: 'hex' is computed from L*, a* and b* and cannot be set

            """))
  }

  /// A color refused for its L\*, which `set` names relative to the white as `--from` does:
  /// lab(100 20 -30) is D50, and its L\* relative to D65 is 100.217 (where the line wrote
  /// 100); relative to D50 it is the 100 written, and accepted.
  @Test func aColorWhoseLightnessIsOutOfRangeIsRefusedRelativeToTheWhite() {
    #expect(
      labcolor(["watch", "--keys", "l"], stdin: "set lab(100 20 -30)\n")
        == RunResult(
          status: .badData, stdout: "",
          stderr: "labcolor: line 1: cannot use the color 'lab(100 20 -30)': relative to D65, "
            + "L* must be between 0 and 100 (got 100.21717959373323)\n"))
    #expect(
      labcolor(["watch", "--keys", "l", "--white", "d50"], stdin: "set lab(100 20 -30)\n")
        == RunResult(status: .success, stdout: "lComponent: 50 -> 100\n", stderr: ""))
    #expect(
      labcolor(["set", "--from", "lab(100 20 -30)"]).stderr
        == "Error: Cannot start from 'lab(100 20 -30)': relative to D65, "
        + "L* must be between 0 and 100 (got 100.21717959373323).\n")
  }

  /// `--strict` stops as `convert --strict` does: the notifications of the changes before
  /// the bad line are printed, none after it; blank and comment lines are no problem.
  @Test func strictStopsAtTheFirstChangeThatCannotBeApplied() {
    #expect(
      labcolor(["watch", "--strict", "--keys", "a"], stdin: "a 1\nbogus 5\na 2\n")
        == RunResult(
          status: .badData, stdout: "aComponent: 0 -> 1\n",
          stderr:
            "labcolor: line 2: unknown key 'bogus' (the keys that can be set are l, a and b)\n"
        ))
    #expect(
      labcolor(["watch", "--strict", "--keys", "l"], stdin: "l 120\nl 60\n")
        == RunResult(
          status: .badData, stdout: "",
          stderr:
            "labcolor: line 1: cannot set 'l' to '120': L* must be between 0 and 100 (got 120)\n"
        ))
    #expect(
      labcolor(["watch", "--strict", "--keys", "a"], stdin: "a 1\n\n# note\na 2\n")
        == RunResult(
          status: .success, stdout: "aComponent: 0 -> 1\naComponent: 1 -> 2\n", stderr: ""))
  }

  /// `set` and `convert` refuse a color whose XYZ or sRGB values overflow (a* = 1e300 makes
  /// X infinite, and red, green and blue infinite or NaN); so does `watch`, for each change,
  /// before anything is notified — the color stays as it was. (lab() is D50: relative to
  /// D65, lab(50 0 -1e300) overflows on the way, though its numbers are finite.)
  @Test func aChangeAfterWhichTheColorWouldOverflowIsRefused() {
    let script = "a 1e300\nb -1e300\na += 1e154\nset 50 1e300 0\nset lab(50 0 -1e300)\nl 60\n"
    let reason = "the color is too far out of range to convert"
    let result = labcolor(["watch"], stdin: script)
    #expect(result.status == .badData)
    expectNotifications(
      result.stdout,
      [
        .number("lComponent", 50, 60), .number("x", 0.175061168203165, 0.2672998976443239),
        .number("y", 0.18418651851244416, 0.2812333429004879),
        .number("z", 0.20058975557145514, 0.30627935185788696),
        .number("red", 0.4663266092835375, 0.5668662157494827),
        .number("green", 0.46632660928353725, 0.5668662157494826),
        .number("blue", 0.46632660928353725, 0.5668662157494825),
        .text("hex", "#777777", "#919191"), .text("inGamut", "true", "true"),
      ])
    #expect(
      result.stderr == """
        labcolor: line 1: cannot set 'a' to '1e300': \(reason)
        labcolor: line 2: cannot set 'b' to '-1e300': \(reason)
        labcolor: line 3: cannot set 'a' to '1e+154': \(reason)
        labcolor: line 4: cannot use the color '50 1e300 0': \(reason)
        labcolor: line 5: cannot use the color 'lab(50 0 -1e300)': \(reason)

        """)
  }

  @Test func aStartingColorThatOverflowsIsBadDataAsInSet() {
    let error =
      "Error: The color is too far out of range to convert: its XYZ or sRGB values overflow.\n"
    for arguments in [["--a", "1e300"], ["--from", "50 1e300 0"], ["--b", "-1e154"]] {
      #expect(
        labcolor(["watch"] + arguments, stdin: "l 60\n")
          == RunResult(status: .badData, stdout: "", stderr: error))
      #expect(labcolor(["set"] + arguments).stderr == error)
    }
    // Within range at the end, as in set: the starting color is the one after all options.
    #expect(
      labcolor(["watch", "--a", "1e300", "--a", "0", "--keys", "hex"], stdin: "l 60\n")
        == RunResult(status: .success, stdout: "hex: #777777 -> #919191\n", stderr: ""))
  }

  @Test func invalidUTF8AndOverlongLinesAreReported() {
    var bytes = Array("a 20\n".utf8) + [0x6C, 0x20, 0xFF, 0x0A]
    bytes += Array(String(repeating: "9", count: 20_000).utf8) + [0x0A] + Array("l 60\n".utf8)
    #expect(
      labcolor(["watch", "--keys", "lComponent"], stdin: bytes)
        == RunResult(
          status: .badData, stdout: "lComponent: 50 -> 60\n",
          stderr:
            "labcolor: line 2: not valid UTF-8 at column 3\nlabcolor: line 3: longer than 16384 bytes\n"
        ))
  }

  @Test func emptyInputEndsTheWatchWithNothingPrinted() {
    #expect(labcolor(["watch"], stdin: "") == RunResult(status: .success, stdout: "", stderr: ""))
  }

  @Test(arguments: [
    (["watch", "--keys", "hexx"], "Unknown key 'hexx' in --keys (did you mean 'hex'?)."),
    (
      ["watch", "--keys", "hex,,red"],
      "Unknown key '' in --keys (keys: lComponent, aComponent, bComponent, x, y, z, red, green, "
        + "blue, hex, inGamut, or all)."
    ),
    // Blanks are trimmed around a name only: one inside it is reported as typed.
    (
      ["watch", "--keys", "hex inGamut"],
      "Unknown key 'hex inGamut' in --keys (separate keys with commas: 'hex,inGamut')."
    ),
    (
      ["watch", "--keys", "a,L*  b"],
      "Unknown key 'L*  b' in --keys (separate keys with commas: 'L*,b')."
    ),
    (["watch", "--keys", "h e x"], "Unknown key 'h e x' in --keys (did you mean 'hex'?)."),
    (["watch", "--l", "101"], "L* must be between 0 and 100 (got 101)."),
    (
      ["watch", "--format", "dot"],
      "The value 'dot' is invalid for '--format <format>': expected one of 'text', 'json'."
    ),
    (["watch", "--trace"], "Unknown option '--trace'."),
    (["watch", "l=5"], "Unexpected argument 'l=5'."),
  ])
  func usageErrors(arguments: [String], message: String) {
    #expect(
      labcolor(arguments, stdin: "a 20\n")
        == RunResult(status: .usage, stdout: "", stderr: "Error: \(message)\n" + Usage.watch))
  }

  @Test func helpFitsIn80Columns() {
    // The table of changes is printed as written: its lines are wrapped by hand.
    let help = labcolor(["watch", "--help"]).stdout
    #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
    #expect(
      help.contains(
        """
          set #336699     switch to another color (its alpha set aside): each key is
                          notified once
          # comment       ignored, as are blank lines

        """))
  }

  @Test func aBadFromIsBadData() {
    #expect(
      labcolor(["watch", "--from", "nope"], stdin: "a 20\n")
        == RunResult(
          status: .badData, stdout: "",
          stderr: "Error: Cannot read '--from nope': unknown color name \"nope\" at column 1.\n"))
  }
}

@Suite struct WatchCommandEndToEndTests {
  @Test func aSessionFromTheBinary() throws {
    try expectExecute(
      ["watch", "--keys", "hex", "--format", "json"], stdin: Array("a 20\r\nl 101\nb=0\n".utf8),
      stdout: """
        {"seq":1,"key":"hex","old":"#777777","new":"#986b78"}
        {"seq":2,"key":"hex","old":"#986b78","new":"#986b78"}

        """,
      stderr:
        "labcolor: line 2: cannot set 'l' to '101': L* must be between 0 and 100 (got 101)\n",
      status: .badData)
  }

  @Test func eachNotificationArrivesAsTheChangeIsMade() throws {
    let run = try RunningLabcolor(["watch", "--keys", "hex"])
    run.write("a 20\n")
    #expect(run.readOutput(until: "\n") == "hex: #777777 -> #986b78\n")
    run.write("a 0\n")
    #expect(run.readOutput(until: "\n") == "hex: #986b78 -> #777777\n")
    run.closeInput()
    let (status, stderr) = run.wait()
    #expect(status == 0)
    #expect(stderr == "")
  }
}
