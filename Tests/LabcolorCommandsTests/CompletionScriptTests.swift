import Foundation
import Testing

@testable import LabcolorCommands

/// The candidates bash offers for the command line `words`, the last being the word under
/// the cursor (empty for a new word): what pressing Tab there lists.
private func candidates(_ words: [String]) throws -> [String] {
  guard let bash = SystemTool("bash") else { return [] }
  let script = try TemporaryFile(CompletionScript.script(for: Labcolor.command, shell: .bash))
  let array = words.map { "'" + $0 + "'" }.joined(separator: " ")
  let run = try bash.run([
    "-c",
    "source \(script.path); COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); "
      + "_labcolor; printf '%s\\n' \"${COMPREPLY[@]}\"",
  ])
  #expect(run.status == 0, "\(run.stderr)")
  return run.stdout.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
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
