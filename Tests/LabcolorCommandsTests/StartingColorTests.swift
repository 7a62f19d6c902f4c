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

  @Test func componentChangesApplyInCommandLineOrder() throws {
    let color = LabColor()
    try StartingColor.applyChanges(
      parsed(["--b", "-7.5", "l=60", "--l", "70", "a=5", "--from", "#000"]), to: color)
    #expect(color.lab == Lab(l: 70, a: 5, b: -7.5))
  }
}
