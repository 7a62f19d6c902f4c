import LabColor
import Testing

@testable import LabcolorCommands

/// `labcolor set` with `words`, parsed.
private func parsed(_ words: [String]) throws -> ParsedArguments {
  guard
    case .run(_, let arguments) = try ArgumentParser.parse(["set"] + words, root: Labcolor.command)
  else { throw CommandError.usage("not a run") }
  return arguments
}

@Suite struct StartingColorTests {
  @Test func theDefaultStartIsMidGrayRelativeToD65() throws {
    let color = try StartingColor.color(parsed([]))
    #expect(color.lab == Lab(l: 50, a: 0, b: 0))
    #expect(color.white == .d65)
    #expect(try StartingColor.color(parsed(["--white", "d50"])).white == .d50)
  }

  @Test func componentOptionsAreValidatedWhenParsedWithTheModelsReason() {
    do throws(ArgumentParser.Failure) {
      _ = try ArgumentParser.parse(["set", "--a", "500", "--l", "100.5"], root: Labcolor.command)
      Issue.record("--l 100.5 was accepted")
    } catch {
      #expect(error.error == .usage("L* must be between 0 and 100 (got 100.5)."))
    }
  }

  /// White mixed with itself in display-p3 is white, though the conversions leave its L\*
  /// relative to D50 at 100.00000000000003; an L\* written past the range is refused.
  @Test func aWhiteAnUlpPastLightness100IsWhite() {
    for arguments in [
      ["set", "--from", "color-mix(in display-p3, white, white)", "--white", "d50"],
      ["set", "--from", "color-mix(in display-p3, #fff 30%, #fff)", "--white", "d50"],
    ] {
      let result = labcolor(arguments + ["--format", "hex"])
      #expect(result.status == .success, "\(arguments)")
      #expect(result.stdout == "#ffffff\n", "\(arguments)")
    }
    // Written, an L* past the range by any amount is refused where it is read.
    let written = labcolor(["set", "--from", "100.0000000000001 0 0"])
    #expect(written.status == .badData)
    #expect(written.stderr.contains("L* must be between 0 and 100"))
    let watched = labcolor(
      ["watch", "--white", "d50", "--keys", "hex"],
      stdin: "set color-mix(in display-p3, white, white)\n")
    #expect(watched.status == .success)
    #expect(watched.stderr == "")
  }

  @Test func componentChangesApplyInCommandLineOrder() throws {
    let color = LabColor()
    try StartingColor.applyChanges(
      parsed(["--b", "-7.5", "l=60", "--l", "70", "a=5", "--from", "#000"]), to: color)
    #expect(color.lab == Lab(l: 70, a: 5, b: -7.5))
  }
}
