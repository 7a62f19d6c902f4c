import Foundation
import Testing

@testable import LabcolorCommands

/// Every example in a command's help (`  $ labcolor …` in its discussion, followed by the
/// lines it prints) runs in process and prints exactly those lines, so the help cannot
/// drift from what the command does. An example may read standard input from
/// `printf '…' |`, and go on in the next line after the pipe; one followed by no lines (it
/// writes a file, or prints to a terminal) or by an abbreviated output (a line `...`) is
/// only parsed.
@Suite struct HelpExampleTests {
  /// One example: the command line, the standard input and the expected output.
  struct Example: CustomStringConvertible {
    var arguments: [String]
    var stdin: String
    var stdout: String
    var description: String { "labcolor " + arguments.joined(separator: " ") }
  }

  /// The examples of every command's discussion.
  static let examples: [Example] = ([Labcolor.command] + Labcolor.subcommands).flatMap {
    examples(in: $0.discussion)
  }

  static func examples(in discussion: String) -> [Example] {
    var examples: [Example] = []
    // A command line that ends in a pipe goes on in the next line, as in a shell.
    var lines: [Substring] = []
    for line in discussion.split(separator: "\n", omittingEmptySubsequences: false) {
      if let last = lines.last, last.hasPrefix("  $ "), last.hasSuffix(" |") {
        lines[lines.count - 1] = last + " " + line.drop(while: { $0 == " " })
      } else {
        lines.append(line)
      }
    }
    for line in lines {
      if line.hasPrefix("  $ ") {
        var words = shellWords(String(line.dropFirst(4)))
        var stdin = ""
        if words.first == "printf", let pipe = words.firstIndex(of: "|"), pipe == 2 {
          stdin = words[1].replacingOccurrences(of: "\\n", with: "\n")
          words.removeFirst(3)
        }
        guard words.first == "labcolor" else { continue }
        // `(on a terminal: …)` and the like are remarks, and what follows `|` another program.
        if let end = words.firstIndex(where: { $0.hasPrefix("(") || $0 == "|" }) {
          words.removeSubrange(end...)
        }
        examples.append(Example(arguments: Array(words.dropFirst()), stdin: stdin, stdout: ""))
      } else if line.hasPrefix("  "), !examples.isEmpty, !line.hasPrefix("   ") {
        examples[examples.count - 1].stdout += line.dropFirst(2) + "\n"
      } else if !line.hasPrefix("  ") {
        continue
      }
    }
    return examples
  }

  /// The words of a command line: split at spaces, single quotes kept together.
  static func shellWords(_ line: String) -> [String] {
    var words: [String] = []
    var word = ""
    var inQuotes = false
    var hasWord = false
    for character in line {
      if character == "'" {
        inQuotes.toggle()
        hasWord = true
      } else if character == " " && !inQuotes {
        if hasWord { words.append(word) }
        word = ""
        hasWord = false
      } else {
        word.append(character)
        hasWord = true
      }
    }
    if hasWord { words.append(word) }
    return words
  }

  /// The examples of `compare`, `mix`, `gradient`, `name` and `slice` in the README's "Using
  /// labcolor" section, in its code blocks (`$ labcolor …` or `$ printf '…' | labcolor …`,
  /// then the lines printed).
  static let readmeExamples: [Example] = {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    guard let text = try? String(contentsOf: readme, encoding: .utf8),
      let start = text.range(of: "## Using labcolor"),
      let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex)
    else { return [] }
    var examples: [Example] = []
    for block in text[start.upperBound..<end.lowerBound].components(separatedBy: "```").enumerated()
    where block.offset % 2 == 1 {
      let indented = block.element.split(separator: "\n").map { "  " + $0 }
        .joined(separator: "\n")
      examples += Self.examples(in: indented)
    }
    let commands = ["compare", "mix", "gradient", "name", "slice"]
    return examples.filter { commands.contains($0.arguments.first ?? "") }
  }()

  @Test func thereAreExamplesOfTheNewCommands() {
    let names = Set(Self.examples.compactMap(\.arguments.first))
    #expect(names.isSuperset(of: ["compare", "mix", "gradient", "name", "slice"]))
  }

  @Test(arguments: examples.filter { !$0.stdout.isEmpty && !$0.stdout.contains("...\n") })
  func examplesPrintWhatTheHelpSays(example: Example) {
    let result = labcolor(example.arguments, stdin: example.stdin)
    #expect(result.stdout == example.stdout, "\(example)")
  }

  @Test func theReadmeHasExamplesOfEachNewCommand() {
    let names = Set(Self.readmeExamples.compactMap(\.arguments.first))
    #expect(names == ["compare", "mix", "gradient", "name", "slice"])
  }

  @Test(arguments: readmeExamples.filter { !$0.stdout.isEmpty })
  func readmeExamplesPrintWhatTheReadmeSays(example: Example) {
    let result = labcolor(example.arguments, stdin: example.stdin)
    #expect(result.stdout == example.stdout, "\(example)")
  }
}
