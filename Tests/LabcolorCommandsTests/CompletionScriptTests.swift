import Foundation
import Testing

@testable import LabcolorCommands

/// The candidates bash offers for the command line `words`, the last being the word under
/// the cursor (empty for a new word): what pressing Tab there lists. In `directory` when
/// given, under `set -u` when `strict`.
private func candidates(
  _ words: [String], in directory: String? = nil, strict: Bool = false,
  cursor: (word: Int, line: String, point: Int)? = nil
) throws -> [String] {
  guard let bash = SystemTool("bash") else { return [] }
  let script = try TemporaryFile(CompletionScript.script(for: Labcolor.command, shell: .bash))
  let array = words.map { "'" + $0 + "'" }.joined(separator: " ")
  let position =
    cursor.map { "COMP_CWORD=\($0.word); COMP_LINE='\($0.line)'; COMP_POINT=\($0.point); " }
    ?? "COMP_CWORD=\(words.count - 1); "
  let run = try bash.run([
    "-c",
    (directory.map { "cd '\($0)' && " } ?? "") + (strict ? "set -u; " : "")
      + "source \(script.path); COMP_WORDS=(\(array)); \(position)"
      + "_labcolor; printf '%s\\n' \"${COMPREPLY[@]}\"",
  ])
  #expect(run.status == 0, "\(run.stderr)")
  #expect(run.stderr.isEmpty, "\(run.stderr)")
  return run.stdout.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
}

/// A new empty folder, removed with its files at the end of `body`.
private func withFolder<T>(_ body: (String) throws -> T) throws -> T {
  let path = NSTemporaryDirectory() + "labcolor-completion-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: path) }
  return try body(path)
}

/// Makes an empty file at `path`.
private func touch(_ path: String) {
  #expect(FileManager.default.createFile(atPath: path, contents: Data()), "\(path)")
}

@Suite(.enabled(if: SystemTool("bash") != nil, "needs bash"))
struct BashCompletionTests {
  @Test func subcommands() throws {
    #expect(try candidates(["labcolor", "con"]) == ["convert"])
    #expect(try candidates(["labcolor", "co"]) == ["convert", "compare"])
    #expect(try candidates(["labcolor", ""]).starts(with: ["set", "convert", "watch", "graph"]))
    #expect(try candidates(["labcolor", "help", "w"]) == ["watch"])
  }

  @Test func theValuesOfAChoiceOption() throws {
    #expect(
      try candidates(["labcolor", "convert", "--to", ""])
        == [
          "hex", "rgb", "hsl", "hwb", "lab", "lch", "xyz", "css", "oklab", "oklch", "srgb",
          "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d50", "xyz-d65",
          "json",
        ])
    #expect(try candidates(["labcolor", "set", "--white", ""]) == ["d65", "d50"])
    #expect(try candidates(["labcolor", "set", "--white", "=", "d5"]) == ["d50"])
    #expect(
      try candidates(["labcolor", "--generate-completion-script", ""]) == ["bash", "zsh", "fish"])
  }

  @Test func optionsOfTheCommandUnderTheCursor() throws {
    #expect(try candidates(["labcolor", "set", "--fr"]) == ["--from"])
    #expect(try candidates(["labcolor", "convert", "--to", "hex", "--st"]) == ["--strict"])
    // The value of --to is not mistaken for a subcommand or a color.
    #expect(
      try candidates(["labcolor", "watch", "--keys", "hex", "--f"]) == ["--from", "--format"])
  }

  @Test func colorsWhereAColorIsExpectedAndKeysForAssignments() throws {
    #expect(try candidates(["labcolor", "set", "--from", "rebecca"]) == ["rebeccapurple"])
    #expect(try candidates(["labcolor", "convert", "cornflower"]) == ["cornflowerblue"])
    #expect(try candidates(["labcolor", "compare", "red", "rebecca"]) == ["rebeccapurple"])
    #expect(try candidates(["labcolor", "mix", "cornflower"]) == ["cornflowerblue"])
    #expect(try candidates(["labcolor", "gradient", "black", "papaya"]) == ["papayawhip"])
    #expect(try candidates(["labcolor", "name", "lightgoldenrod"]) == ["lightgoldenrodyellow"])
    #expect(try candidates(["labcolor", "slice", "--mark", "rebecca"]) == ["rebeccapurple"])
    #expect(try candidates(["labcolor", "explore", "--from", "rebecca"]) == ["rebeccapurple"])
    #expect(
      try candidates(["labcolor", "set", "l"]).sorted() == ["l=", "lComponent=", "lightness="])
    #expect(try candidates(["labcolor", "watch", "--keys", "in"]) == ["inGamut"])
  }

  @Test func numbersOfferNothing() throws {
    #expect(try candidates(["labcolor", "set", "--l", ""]).isEmpty)
    // Nor the value of a key=value word (bash splits `l=` at the `=`).
    #expect(try candidates(["labcolor", "set", "l", "=", ""]).isEmpty)
    #expect(try candidates(["labcolor", "set", "lightness", "=", "5"]).isEmpty)
  }

  @Test func candidatesAreNotFilePatternsNorSplitAtSpaces() throws {
    try withFolder { folder in
      // A file that `L*=` would match as a pattern, and names with spaces.
      touch(folder + "/Lfoo=")
      touch(folder + "/my file.png")
      try FileManager.default.createDirectory(
        atPath: folder + "/my dir", withIntermediateDirectories: false)
      #expect(
        try candidates(["labcolor", "set", "L"], in: folder) == ["L*="])
      #expect(
        try candidates(["labcolor", "set", ""], in: folder).sorted()
          == [
            "L*=", "a*=", "a=", "aComponent=", "b*=", "b=", "bComponent=", "l=", "lComponent=",
            "lightness=",
          ])
      #expect(
        try candidates(["labcolor", "slice", "--output", "my"], in: folder).sorted()
          == ["my dir", "my file.png"])
    }
  }

  @Test func helpTakesASubcommandAndOnlyHelp() throws {
    #expect(try candidates(["labcolor", "help", "se"]) == ["set"])
    #expect(try candidates(["labcolor", "help", "-"]) == ["--help", "-h"])
    #expect(try candidates(["labcolor", "help", "set", "--f"]).isEmpty)
    // One name: nothing after it.
    #expect(try candidates(["labcolor", "help", "set", ""]).isEmpty)
  }

  /// labcolor refuses a subcommand after an option of its own (`--generate-manual set`).
  @Test func noSubcommandAfterAnOptionOfTheRoot() throws {
    #expect(try candidates(["labcolor", "--generate-manual", ""]).isEmpty)
    #expect(try candidates(["labcolor", "--generate-manual", "s"]).isEmpty)
    #expect(try candidates(["labcolor", "--generate-completion-script", "bash", ""]).isEmpty)
    #expect(try candidates(["labcolor", "--generate-completion-script", "=", "zsh", ""]).isEmpty)
    #expect(
      try candidates(["labcolor", "--generate-completion-script", ""]) == ["bash", "zsh", "fish"])
    #expect(try candidates(["labcolor", "se"]) == ["set"])
  }

  @Test func aDoubleDashEndsTheOptions() throws {
    #expect(try candidates(["labcolor", "convert", "--", "-"]).isEmpty)
    // At the root, what follows it is no subcommand.
    #expect(try candidates(["labcolor", "--", "s"]).isEmpty)
    // After it, --from is a positional word, and so is the word after it.
    #expect(try candidates(["labcolor", "set", "--", "--from", "li"]) == ["lightness="])
    #expect(
      try candidates(["labcolor", "convert", "--", "--to", "cornflower"]) == ["cornflowerblue"])
  }

  @Test func keysAfterACommaInAKeyList() throws {
    #expect(try candidates(["labcolor", "watch", "--keys", "hex,in"]) == ["hex,inGamut"])
    #expect(try candidates(["labcolor", "watch", "--keys", "hex,red,gr"]) == ["hex,red,green"])
    #expect(
      try candidates(["labcolor", "watch", "--keys", "=", "x,b"]) == ["x,bComponent", "x,blue"])
  }

  @Test func transparentIsAColorAndAllAKeySelection() throws {
    #expect(try candidates(["labcolor", "convert", "transp"]) == ["transparent"])
    #expect(try candidates(["labcolor", "watch", "--keys", "al"]) == ["all"])
  }

  @Test func onlyWhatIsBeforeTheCursorCounts() throws {
    // The cursor in the gap before `red` (bash names `red` the word under it): a new word.
    let line = "labcolor convert --to  red"
    #expect(
      try candidates(
        ["labcolor", "convert", "--to", "red"], cursor: (3, line, 22)
      ).starts(with: ["hex", "rgb", "hsl"]))
    // The cursor after `--f` in `--fxyz`.
    #expect(
      try candidates(
        ["labcolor", "set", "--fxyz"], cursor: (2, "labcolor set --fxyz", 16))
        == ["--from", "--format"])
    // At the end of the line, the whole word.
    #expect(
      try candidates(["labcolor", "set", "--fr"], cursor: (2, "labcolor set --fr", 17))
        == ["--from"])
  }

  @Test func aQuotedBlankAtTheCursorIsPartOfTheWord() throws {
    try withFolder { (folder: String) throws in
      touch(folder + "/my file.png")
      touch(folder + "/other.svg")
      // Tab after `my` inserts `my\ `, the start both names share; a Tab after it completes
      // that word, not a new one. At a prompt, bash unquotes the word for compgen and
      // offers `my file.png`; run from a script it does not, so nothing matches, where
      // every file of the folder was offered.
      #expect(
        try candidates(
          ["labcolor", "slice", "-o", "my\\ "], in: folder,
          cursor: (3, "labcolor slice -o my\\ ", 22)
        ).isEmpty)
      #expect(
        try candidates(
          ["labcolor", "slice", "-o", "\"my "], in: folder,
          cursor: (3, "labcolor slice -o \"my ", 22)
        ).isEmpty)
      #expect(
        try candidates(
          ["labcolor", "convert", "\"oklch(0.6 "], in: folder,
          cursor: (2, "labcolor convert \"oklch(0.6 ", 28)
        ).isEmpty)
    }
  }

  @Test func nothingToOfferUnderSetU() throws {
    #expect(try candidates(["labcolor", "watch", ""], strict: true).isEmpty)
  }
}

@Suite(.enabled(if: SystemTool("fish") != nil, "needs fish"))
struct FishCompletionTests {
  /// What fish offers for `line` (`complete -C`), each candidate with its description after
  /// a tab, in `directory`.
  private func offered(_ line: String, in directory: String) throws -> [String] {
    let fish = try #require(SystemTool("fish"))
    let script = try TemporaryFile(CompletionScript.script(for: Labcolor.command, shell: .fish))
    let run = try fish.run([
      "--no-config", "-c", "cd '\(directory)'; source \(script.path); complete -C '\(line)'",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    return run.stdout.split(separator: "\n").map(String.init)
  }

  @Test func wordsAreOfferedAsTheyAreWithoutTheOptionsHelp() throws {
    try withFolder { (folder: String) throws in
      touch(folder + "/Lfoo=")
      #expect(try offered("labcolor set L", in: folder) == ["L*="])
      #expect(try offered("labcolor set --white d", in: folder) == ["d50", "d65"])
      #expect(
        try offered("labcolor set --w", in: folder)
          == [
            "--white\tThe reference white of L*a*b*, LCh and XYZ values, read (bare triples) and written"
          ])
      #expect(
        try offered("labcolor help --", in: folder) == ["--help\tShow help information"])
      #expect(try offered("labcolor help set ", in: folder).isEmpty)
      // A key after the last comma of a list.
      #expect(try offered("labcolor watch --keys hex,in", in: folder) == ["hex,inGamut"])
      #expect(
        try offered("labcolor watch --keys=x,b", in: folder)
          == ["--keys=x,bComponent", "--keys=x,blue"])
    }
  }

  @Test func aDoubleDashEndsTheSubcommands() throws {
    try withFolder { (folder: String) throws in
      #expect(
        try offered("labcolor s", in: folder)
          == [
            "set\tSet L*, a* and b* and print the color",
            "slice\tDraw a plane of L*a*b* with the sRGB or P3 gamut",
          ])
      // After `--`, `set` would be a positional word, which labcolor refuses.
      #expect(try offered("labcolor -- s", in: folder).isEmpty)
      #expect(try offered("labcolor -- set --from ", in: folder).isEmpty)
      #expect(try offered("labcolor -- help ", in: folder).isEmpty)
      #expect(try offered("labcolor convert -- --to cornflower", in: folder) == ["cornflowerblue"])
    }
  }

  /// labcolor refuses a subcommand after an option of its own (`--generate-manual set`).
  @Test func noSubcommandAfterAnOptionOfTheRoot() throws {
    try withFolder { (folder: String) throws in
      #expect(try offered("labcolor --generate-manual ", in: folder).isEmpty)
      #expect(try offered("labcolor --generate-manual s", in: folder).isEmpty)
      #expect(try offered("labcolor --generate-completion-script bash ", in: folder).isEmpty)
      #expect(try offered("labcolor --generate-completion-script=zsh ", in: folder).isEmpty)
      #expect(
        try offered("labcolor --generate-completion-script ", in: folder)
          == ["bash", "fish", "zsh"])
    }
  }

  @Test func wordsWithQuotesBackslashesAndPatternsAreOfferedAsWritten() throws {
    let fish = try #require(SystemTool("fish"))
    let words = ["it's", "back\\slash", "L*=", "two words", "$HOME", "(echo)"]
    let list = try #require(CompletionScript.fishWords(.words(words)))
    let run = try fish.run([
      "--no-config", "-c", "complete -c labcolor-test -f \(list); complete -C 'labcolor-test '",
    ])
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    #expect(run.stdout.split(separator: "\n").map(String.init).sorted() == words.sorted())
  }
}

@Suite(.enabled(if: SystemTool("zsh") != nil, "needs zsh"))
struct ZshCompletionTests {
  @Test func sourcedTheScriptRegistersItself() throws {
    let zsh = try #require(SystemTool("zsh"))
    let script = try TemporaryFile(CompletionScript.script(for: Labcolor.command, shell: .zsh))
    let run = try zsh.run([
      "-f", "-c",
      "autoload -U compinit; compinit -u -D; source \(script.path); print -r -- $_comps[labcolor]",
    ])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    #expect(run.stdout == "_labcolor\n")
  }
}

@Suite struct CompletionScriptSyntaxTests {
  @Test(arguments: [CompletionShell.bash, .zsh, .fish])
  func eachScriptPassesItsShellsSyntaxCheck(shell: CompletionShell) throws {
    guard let tool = SystemTool(shell.rawValue) else { return }  // checked where installed
    let script = try TemporaryFile(CompletionScript.script(for: Labcolor.command, shell: shell))
    let run = try tool.run(["-n", script.path])
    #expect(run.status == 0, "\(shell): \(run.stderr)")
    #expect(run.stderr.isEmpty, "\(shell): \(run.stderr)")
  }

  @Test func theFishScriptOffersSubcommandsOnlyBeforeADoubleDash() {
    let script = CompletionScript.script(for: Labcolor.command, shell: .fish)
    #expect(script.contains("\n        test \"$word\" = --; and break\n"))
    #expect(
      script.contains(
        "\ncomplete -c labcolor -n 'test (__labcolor_command) = '\\''labcolor'\\''; and not contains"
          + " -- -- (commandline -opc)' -a 'set' -d 'Set L*, a* and b* and print the color'\n"))
  }

  @Test func theRootOptionPrintsTheScript() {
    for shell in CompletionShell.allCases {
      let result = labcolor(["--generate-completion-script", shell.rawValue])
      #expect(result.status == .success)
      #expect(result.stdout == CompletionScript.script(for: Labcolor.command, shell: shell))
    }
    #expect(labcolor(["--generate-completion-script", "tcsh"]).status == .usage)
  }

  @Test func everyCommandAndOptionIsInEveryScript() {
    for shell in CompletionShell.allCases {
      let script = CompletionScript.script(for: Labcolor.command, shell: shell)
      for command in Labcolor.command.subcommands {
        #expect(script.contains(command.name), "\(shell): \(command.name)")
        for option in command.options {
          #expect(script.contains(option.name), "\(shell): \(command.name) --\(option.name)")
        }
      }
    }
  }
}
