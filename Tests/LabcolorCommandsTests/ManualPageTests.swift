import Testing

@testable import LabcolorCommands

private let page = Labcolor.manualPage.text

/// The page without the `\%` that keeps each word of running text whole.
private let plainPage = page.replacing("\\%", with: "")

@Suite struct ManualPageTests {
  @Test func theSectionsOfAManualPage() {
    for section in [
      ".Sh NAME", ".Sh SYNOPSIS", ".Sh DESCRIPTION", ".Sh COMMANDS", ".Sh ENVIRONMENT",
      ".Sh EXIT STATUS", ".Sh EXAMPLES",
    ] {
      #expect(page.contains("\n" + section + "\n"), "\(section)")
    }
    #expect(page.hasPrefix(".Dd November 27, 2026\n.Dt LABCOLOR 1\n.Os labcolor 0.1.0\n"))
    #expect(page.contains("\n.Nm\n.Cm help\n.Op Ar subcommand\n"))
    #expect(page.contains("\n.Nm labcolor\n.Nd Explore the CIE L*a*b* color space\n"))
  }

  @Test func everyCommandOptionDefaultAndVariableIsDocumented() {
    for command in Labcolor.command.subcommands {
      #expect(page.contains("\n.It Cm \(command.name)\n"), "\(command.name)")
      for option in command.options {
        #expect(page.contains("Fl -\(option.name)"), "\(command.name) --\(option.name)")
        if let value = option.defaultDescription {
          #expect(plainPage.contains("Default: \(value)."), "\(command.name) --\(option.name)")
        }
      }
    }
    for name in ["NO_COLOR", "CLICOLOR_FORCE", "FORCE_COLOR", "COLORTERM", "TERM"] {
      #expect(page.contains("\n.It Ev \(name)\n"), "\(name)")
    }
    for status in ["0", "1", "2"] { #expect(page.contains("\n.It \(status)\n")) }
    #expect(page.contains("$ labcolor set --l 50 --a 20 --format hex\n#986b78\n"))
    #expect(plainPage.contains("131 after Ctrl-\\e (SIGQUIT)"))
  }

  @Test func noParagraphMacroBeforeAList() {
    // mandoc -Tlint warns "skipping paragraph macro: Pp before Bl": a list makes its own
    // space. The options of set follow its last paragraph.
    #expect(!page.contains("\n.Pp\n.Bl "))
    #expect(page.contains(" \\%0 \\%to \\%100).\n.Bl -tag -width Ds\n.It Ar assignment\n"))
  }

  @Test func eachExampleOnceInExamples() throws {
    let section = try #require(page.split(separator: "\n.Sh EXAMPLES\n").last)
    let examples = section.split(separator: "\n").filter { $0.hasPrefix("$ labcolor") }
    #expect(!examples.isEmpty)
    #expect(Set(examples).count == examples.count)
  }

  @Test func textIsEscaped() {
    #expect(!page.split(separator: "\n").contains { $0.hasPrefix("'") })
    // Every character beyond ASCII is a groff escape: the page is plain ASCII.
    #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(page.contains("\\[u0394]E"))  // ΔE, in the color policy's COLORTERM entry
  }

  @Test(.enabled(if: SystemTool("groff") != nil, "needs groff"))
  func itRendersWithoutAWarning() throws {
    let file = try TemporaryFile(page)
    let run = try #require(SystemTool("groff")).run(["-mandoc", "-ww", "-z", file.path])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout == "")
    // No word is broken across lines: no line ends in a letter and a hyphen.
    let rendered = try #require(SystemTool("groff")).run(["-mandoc", "-Tascii", file.path])
    let broken = rendered.stdout.split(separator: "\n").filter { line in
      line.hasSuffix("-") && line.dropLast().last?.isLetter == true
    }
    #expect(broken.isEmpty, "\(broken)")
  }

  @Test func theRootFlagPrintsThePage() {
    #expect(
      labcolor(["--generate-manual"]) == RunResult(status: .success, stdout: page, stderr: ""))
  }
}
