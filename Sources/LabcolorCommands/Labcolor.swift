/// `labcolor`: a command-line explorer of the CIE L*a*b* color space.
///
/// The command tree is `Labcolor.command`; its subcommands are listed in
/// `Labcolor+Subcommands.swift`. `run` is the whole tool as a function — arguments,
/// environment and streams in, exit status out — used by `main.swift` and by tests.
///
/// How the executable is put together (it imports no Foundation, so that it starts about
/// as fast as a hello-world binary; `Platform` wraps the few C calls it needs):
///
/// - `Command`, `Option`, `Argument`, `ValueKind`: a command declared once.
/// - `ArgumentParser` → `ParsedArguments`: the command line, checked and in order.
/// - `HelpFormatter`, `TextWrapper`, `Suggestion`: help, usage lines, "did you mean".
/// - `Command.execute` (`Command+Execute.swift`): parse, validate, run, report; maps
///   `CommandError` to an `ExitCode` (0 success, 1 bad data, 2 usage).
/// - `Invocation`: what a command's body gets: arguments, environment, `Input`,
///   `Output`s.
/// - `Output`: buffered writer, quiet stop on `EPIPE`. `LineReader`: lines of input from
///   `read(2)`, flushing output before it waits.
/// - `ColorChoice`, `TrueColorSwatch`: whether and how to draw 24-bit color.
///
/// The commands, one file each, and what they share:
///
/// - `SetCommand`, `WatchCommand`: a `LabColor` model started by `StartingColor`
///   (`--from`, `--white`, `--l`, `--a`, `--b`), changed by `ComponentChange`s (key-value
///   coding with validation; `WatchLine` reads them from input), observed by a
///   `ColorObserver`; `ChangeWriter` prints notifications, `ColorTable` and `ColorValues`
///   the result.
/// - `ConvertCommand`: `ColorParser.parse(utf8:)` on each line of the `LineReader`'s buffer,
///   `ColorConverter` into a reused `LineBuffer`: no allocation per line.
/// - `GraphCommand`: `LabColor.declaredDependencies` as text or Graphviz.
/// - `KeyNames`, `UserText`: key names and aliases; user text made safe for messages.
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
      every change propagate through the dependent values, or convert colors between \
      notations in a pipeline.

        $ labcolor set --l 50 --a 20 --format hex
        #986b78
        $ labcolor convert 'lab(46.277 -47.562 48.583)' --to rgb
        rgb(0 128 0)
        $ printf 'a 20\\n' | labcolor watch --keys hex
        hex: #777777 -> #986b78

      L*a*b* values are relative to the D65 white unless --white d50 is given; CSS lab() \
      and lch() are D50, as CSS defines them.

      Exit status: 0 on success; 1 for bad data (a color, value or input line that cannot \
      be used); 2 for a usage error (an unknown option, subcommand or key; a missing, \
      malformed or out-of-range value). A closed standard output (| head -1) ends a run \
      quietly with status 0.
      """,
    version: version,
    subcommands: subcommands)

  /// Runs `labcolor` with `arguments` (without the program name) and returns the exit
  /// status; writes only to `output` and `error`, reads only `input`.
  package static func run(
    arguments: [String], environment: [String: String], input: Input, output: Output,
    error: Output
  ) -> ExitCode {
    command.execute(
      arguments: arguments, environment: environment, input: input, output: output,
      error: error)
  }
}
