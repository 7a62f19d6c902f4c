/// `labcolor`: a command-line explorer of the CIE L*a*b* color space.
///
/// The command tree is `Labcolor.command`; its subcommands are listed in
/// `Labcolor+Subcommands.swift`. `run` is the whole tool as a function — arguments,
/// environment and streams in, exit status out — used by `main.swift`, by the tests and by
/// the benchmark. `ARCHITECTURE.md` describes the parts: `CommandLine/` (declarations,
/// parser, help, completion scripts, manual page), `IO/`, `Terminal/`, `Model/` (what the
/// commands share about the color) and `Commands/`, one folder per command.
public enum Labcolor {
  /// The version `labcolor --version` prints.
  static let version = "0.1.0"

  /// The top-level command.
  static let command = Command(
    name: "labcolor",
    abstract: "Explore the CIE L*a*b* color space.",
    discussion: """
      labcolor models a color as L*, a* and b* with the XYZ, sRGB and hex values that \
      depend on them, in an observable model. Set the components and see the result, watch \
      every change propagate through the dependent values, convert colors between \
      notations in a pipeline, or explore them with sliders in the terminal.

        $ labcolor set --l 50 --a 20 --format hex
        #986b78
        $ labcolor convert 'lab(46.277 -47.562 48.583)' --to rgb
        rgb(0 128 0)
        $ printf 'a 20\\n' | labcolor watch --keys hex
        hex: #777777 -> #986b78

      L*a*b* values are relative to the D65 white unless --white d50 is given; CSS lab() \
      and lch() are D50, as CSS defines them.

      Exit status: 0 on success; 1 for bad data (a color, value or input line that cannot \
      be used), or when input cannot be read or output cannot be written (a full disk); 2 \
      for a usage error (an unknown option, subcommand or key; a missing, malformed or \
      out-of-range value). A closed standard output (| head -1) ends a run quietly with \
      status 0. explore ends with 130 when aborted and 128 + n after signal n.

      labcolor --generate-completion-script bash, zsh or fish prints a completion script \
      for that shell, and labcolor --generate-manual the manual page (make install puts \
      both in place).
      """,
    version: version,
    options: [completionScript.hidden, manual.hidden],
    subcommands: subcommandList,
    run: runRoot)

  /// The environment variables labcolor reads: those of the color policy.
  static let environmentVariables = ColorChoice.environment.map(\.name)

  /// The date of this version, for the manual page.
  static let date = "November 27, 2026"

  /// `--generate-completion-script <shell>`.
  static let completionScript = Option<CompletionShell?>(
    "generate-completion-script", valueName: "shell",
    help: "Print a completion script for the shell, generated from the commands' "
      + "declarations.")

  /// `--generate-manual`.
  static let manual = Flag(
    "generate-manual",
    help: "Print the manual page (mdoc), generated from the commands' "
      + "declarations.")

  /// The manual page of `labcolor`.
  static var manualPage: ManualPage {
    ManualPage(
      root: command, date: date,
      exitStatuses: ExitCode.documented.map { ($0.status.rawValue, $0.meaning) },
      environment: ColorChoice.environment)
  }

  /// The root's body: the generated script or page, or the help.
  private static func runRoot(_ invocation: Invocation) throws(CommandError) {
    let arguments = invocation.arguments
    if let shell = arguments.value(of: completionScript) {
      invocation.output.write(CompletionScript.script(for: command, shell: shell))
    } else if arguments.contains(manual) {
      invocation.output.write(manualPage.text)
    } else {
      invocation.output.write(
        HelpFormatter.help(
          for: invocation.path, width: HelpFormatter.width(for: invocation.output)))
    }
  }

  /// Runs `labcolor` with `arguments` (without the program name) and returns the exit
  /// status; writes only to `output` and `error`, reads only `input`, and draws only on
  /// `terminal` (`explore`; none by default).
  package static func run(
    arguments: [String], environment: [String: String], input: Input, output: Output,
    error: Output, terminal: TerminalAccess = .none
  ) -> ExitCode {
    command.execute(
      arguments: arguments, environment: environment, input: input, output: output,
      error: error, terminal: terminal)
  }
}
