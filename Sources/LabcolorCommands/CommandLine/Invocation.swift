/// What a command's body gets: its parsed arguments, the environment, and the streams it
/// reads and writes.
///
/// Everything a command touches comes through here, so a test runs it in-process with
/// in-memory streams and a made-up environment.
struct Invocation {
  /// The command that runs, from the root: `labcolor set`.
  var path: CommandPath
  /// The options, flags and positional words given, in command-line order.
  var arguments: ParsedArguments
  /// The environment (`NO_COLOR`, `TERM`, …).
  var environment: [String: String]
  /// Where input comes from; read it with `lineReader()` or `forEachLine(_:)`.
  var input: Input
  /// Standard output: buffered; the runner flushes it at the end.
  var output: Output
  /// Standard error: flushed at each newline.
  var error: Output
  /// The terminal an interactive command draws on: the controlling terminal for the
  /// program, none in process.
  var terminal = TerminalAccess.none

  /// A reader of `input` that flushes both outputs before it waits for more input, after
  /// calling `beforeWaiting` (where a command hands on output it keeps in a buffer of its
  /// own), and ends there once standard output is closed (`| head -1`), rather than wait for
  /// input whose answers could not be written.
  func lineReader(
    maximumLineLength: Int = LineReader.defaultMaximumLineLength,
    beforeWaiting: @escaping () -> Void = {}
  ) -> LineReader {
    LineReader(
      input: input, maximumLineLength: maximumLineLength,
      willBlock: { [output, error] in
        beforeWaiting()
        output.flush()
        error.flush()
      },
      wantsMore: { [output] in output.isOpen })
  }

  /// Calls `body` with each line of input, in order, until the input ends or standard
  /// output is closed (`| head -1`), whichever comes first. `beforeWaiting` runs before the
  /// reader waits for input, ahead of the flush of both outputs.
  func forEachLine(
    maximumLineLength: Int = LineReader.defaultMaximumLineLength,
    beforeWaiting: @escaping () -> Void = {},
    _ body: (LineReader.Element) throws(CommandError) -> Void
  ) throws(CommandError) {
    let reader = lineReader(maximumLineLength: maximumLineLength, beforeWaiting: beforeWaiting)
    while output.isOpen, let element = try reader.next() {
      try body(element)
    }
  }

  /// Whether `choice` allows color on standard output in this environment.
  func allowsColor(_ choice: ColorChoice) -> Bool {
    choice.allowsColor(outputIsTerminal: output.isTerminal, environment: environment)
  }

  /// The depth at which to draw color on standard output, by `choice` and the environment:
  /// ``ColorDepth/none`` where color is not allowed.
  func colorDepth(_ choice: ColorChoice) -> ColorDepth {
    ColorDepth(allowsColor: allowsColor(choice), environment: environment)
  }
}
