/// A manual page in mdoc for a command tree, generated from its declarations: every
/// subcommand with its options, arguments, defaults and help, the exit statuses, the
/// environment, and the examples of the commands' help — so `man labcolor` cannot drift
/// from what `labcolor` accepts.
///
/// It renders without a warning under `groff -mandoc -ww -z`: text lines are escaped (a
/// leading `.` or `'`, backslashes), and characters beyond ASCII are written as groff's
/// `\[uXXXX]` escapes.
struct ManualPage {
  /// The root command.
  var root: Command
  /// The date of the page, as `.Dd` takes it: `November 23, 2026`.
  var date: String
  /// Each exit status and what it means.
  var exitStatuses: [(status: Int32, meaning: String)]
  /// Each environment variable the tool reads and what it does.
  var environment: [(name: String, meaning: String)]

  /// The page.
  var text: String {
    var page = Page()
    page.textMacro("Dd", date)
    page.macro("Dt", root.name.uppercased(), "1")
    // The footer names the tool and its version, not the system it runs on.
    page.macro(["Os", root.name] + (root.version.map { [$0] } ?? []))
    page.macro("Sh", "NAME")
    page.macro("Nm", root.name)
    page.textMacro("Nd", sentence(root.abstract))
    synopsis(&page)
    page.macro("Sh", "DESCRIPTION")
    page.paragraphs(root.discussion)
    commands(&page)
    page.macro("Sh", "ENVIRONMENT")
    page.macro("Bl", "-tag", "-width", "Ds")
    for (name, meaning) in environment {
      page.macro("It", "Ev", name)
      page.text(meaning)
    }
    page.macro("El")
    page.textMacro("Sh", "EXIT STATUS")
    page.macro("Bl", "-tag", "-width", "Ds")
    for (status, meaning) in exitStatuses {
      page.macro("It", String(status))
      page.text(meaning)
    }
    page.macro("El")
    examples(&page)
    return page.lines.joined(separator: "\n") + "\n"
  }

  /// `--help`, and `--version` when the command has one.
  private func builtInOptions(_ command: Command) -> [(label: [String], help: String)] {
    var options: [(label: [String], help: String)] = [
      (["Fl", "h", ",", "Fl", "-help"], "Show help information.")
    ]
    if command.version != nil { options.append((["Fl", "-version"], "Show the version.")) }
    return options
  }

  private func synopsis(_ page: inout Page) {
    page.macro("Sh", "SYNOPSIS")
    for subcommand in root.subcommands {
      page.macro("Nm")
      page.macro("Cm", subcommand.name)
      for option in subcommand.options {
        var words = ["Op", "Fl", "-" + option.name]
        if !option.isFlag { words += ["Ar", option.valueName] }
        if option.isRepeatable { words += ["No", "..."] }
        page.macro(words)
      }
      for argument in subcommand.arguments {
        var words = argument.isOptional ? ["Op", "Ar", argument.name] : ["Ar", argument.name]
        if argument.isRepeatable { words += ["No", "..."] }
        page.macro(words)
      }
    }
    for option in root.options {
      page.macro("Nm")
      var words = ["Fl", "-" + option.name]
      if !option.isFlag { words += ["Ar", option.valueName] }
      page.macro(words)
    }
    page.macro("Nm")
    page.macro("Cm", "help")
    page.macro("Op", "Ar", "subcommand")
    page.macro("Nm")
    page.macro("Op", "Fl", "-help")
    page.macro("Op", "Fl", "-version")
  }

  private func commands(_ page: inout Page) {
    page.macro("Sh", "COMMANDS")
    page.macro("Bl", "-tag", "-width", "Ds")
    for command in root.subcommands {
      page.macro("It", "Cm", command.name)
      page.text(command.abstract)
      page.macro("Pp")
      page.paragraphs(command.discussion)
      optionList(command, &page)
    }
    page.macro("El")
    page.macro("Pp")
    page.text("The options of the tool itself:")
    optionList(root, &page)
  }

  private func optionList(_ command: Command, _ page: inout Page) {
    let items =
      command.arguments.map { argument in (label: ["Ar", argument.name], help: argument.help) }
      + command.options.map { option in
        var label = option.shortName.map { ["Fl", String($0), ","] } ?? []
        label += ["Fl", "-" + option.name]
        if !option.isFlag { label += ["Ar", option.valueName] }
        var help = option.help
        if !option.allValueStrings.isEmpty {
          help += " Values: " + option.allValueStrings.joined(separator: ", ") + "."
        }
        if let range = option.rangeDescription { help += " From " + range + "." }
        if let value = option.defaultDescription { help += " Default: " + value + "." }
        return (label: label, help: help)
      } + builtInOptions(command)
    // No `.Pp` before it: a list makes its own space, and mandoc -Tlint warns of the
    // paragraph it skips.
    page.macro("Bl", "-tag", "-width", "Ds")
    for item in items {
      page.macro(["It"] + item.label)
      page.text(item.help)
    }
    page.macro("El")
  }

  /// Every example of the commands' help: a `$ ` line and the output lines after it, each
  /// once (the root's help repeats some of its subcommands').
  private func examples(_ page: inout Page) {
    page.macro("Sh", "EXAMPLES")
    var shown: Set<[String]> = []
    func show(_ block: [String]) {
      // Each example is a `$ ` line and its output, up to the next `$ ` line.
      var examples: [[String]] = []
      for line in block {
        if line.hasPrefix("$ ") || examples.isEmpty { examples.append([]) }
        examples[examples.count - 1].append(line)
      }
      let unseen = examples.filter { shown.insert($0).inserted }
      if !unseen.isEmpty { page.literal(unseen.flatMap { $0 }) }
    }
    for command in [root] + root.subcommands {
      var block: [String] = []
      for line in command.discussion.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("$ ") {
          block.append(String(trimmed))
        } else if !block.isEmpty, line.hasPrefix("  "), !trimmed.isEmpty {
          block.append(String(trimmed))
        } else if !block.isEmpty {
          show(block)
          block = []
        }
      }
      if !block.isEmpty { show(block) }
    }
  }

  /// `text` without its final period, as a `.Nd` line has it.
  private func sentence(_ text: String) -> String {
    text.hasSuffix(".") ? String(text.dropLast()) : text
  }
}

/// The lines of an mdoc page, escaped as they are added.
private struct Page {
  var lines: [String] = []

  /// A macro line: `.Sh NAME`.
  mutating func macro(_ name: String, _ arguments: String...) {
    macro([name] + arguments)
  }

  /// A macro line whose argument is running text, each word that mdoc could take for a
  /// macro name (two letters, the first capital: `No`, `Op`) protected with `\&`.
  mutating func textMacro(_ name: String, _ text: String) {
    let words = Self.escaped(text).split(separator: " ").map { word in
      let isMacroLike =
        word.count == 2 && word.first?.isUppercase == true && word.last?.isLetter == true
      return isMacroLike ? "\\&" + word : String(word)
    }
    lines.append("." + name + " " + words.joined(separator: " "))
  }

  /// A macro line from its words.
  mutating func macro(_ words: [String]) {
    lines.append("." + words.map(Self.escapedWord).joined(separator: " "))
  }

  /// Running text, one line.
  ///
  /// No word is hyphenated, nor broken at its own hyphens (`\\%` before each): most are
  /// names to type (`CLICOLOR_FORCE`, `prophoto-rgb`), and groff's mdoc turns hyphenation
  /// back on after every macro, whatever a `.nh` said.
  mutating func text(_ text: String) {
    for line in text.split(separator: "\n") where !line.isEmpty {
      let words = Self.escaped(String(line)).split(separator: " ", omittingEmptySubsequences: false)
      lines.append(words.map { $0.isEmpty ? "" : "\\%" + $0 }.joined(separator: " "))
    }
  }

  /// Paragraphs as help writes them: lines separated by blank lines; lines starting with a
  /// space are examples, kept as written.
  mutating func paragraphs(_ text: String) {
    var literalBlock: [String] = []
    var first = true
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(" ") {
        literalBlock.append(String(line.dropFirst(2)))
        continue
      }
      if !literalBlock.isEmpty {
        literal(literalBlock)
        literalBlock = []
      }
      guard !line.isEmpty else { continue }
      if !first { macro("Pp") }
      first = false
      self.text(String(line))
    }
    if !literalBlock.isEmpty { literal(literalBlock) }
  }

  /// Lines shown as written, indented.
  mutating func literal(_ block: [String]) {
    macro("Bd", "-literal", "-offset", "indent")
    for line in block { lines.append(Self.escapedLine(line)) }
    macro("Ed")
  }

  /// A text line made safe: backslashes escaped, characters beyond ASCII as `\[uXXXX]`,
  /// and a leading `.` or `'` (a control line) or space protected.
  static func escapedLine(_ line: String) -> String {
    let escaped = escaped(line)
    if let first = escaped.first, first == "." || first == "'" || first == " " {
      return "\\&" + escaped
    }
    return escaped
  }

  /// A word of a macro line: escaped, and quoted when it has spaces.
  static func escapedWord(_ word: String) -> String {
    let escaped = escaped(word)
    return escaped.contains(" ") ? "\"" + escaped + "\"" : escaped
  }

  private static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\e"
      case "\"": result += "\\(dq"
      case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    return result
  }
}
