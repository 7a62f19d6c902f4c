/// Running a command line: parse, validate, run, report, and map the result to an exit status.
extension Command {
  /// Runs this command as the root of `arguments` (without the program name) and returns
  /// the exit status. Never traps and never exits; flushes `output` and `error`.
  ///
  /// - Help (`--help`, `-h`, `help <subcommand>`, or a group given no subcommand) and
  ///   `--version` go to `output`, status 0; help is wrapped to a terminal narrower than 80
  ///   columns (`HelpFormatter.width(for:)`).
  /// - A `CommandError` goes to `error` as `Error: <message>`; a usage error adds the usage
  ///   line (status 2), bad data does not (status 1).
  /// - Once `output` is closed by its reader (`EPIPE`), the run ends quietly with status 0:
  ///   no error is reported, whatever the command threw.
  /// - Any other failure to write `output` is reported, status 1.
  func execute(
    arguments: [String], environment: [String: String], input: Input, output: Output,
    error: Output, terminal: TerminalAccess = .none
  ) -> ExitCode {
    let status = dispatch(
      arguments, environment: environment, input: input, output: output,
      error: error, terminal: terminal)
    output.flush()
    switch output.failure {
    case nil:
      error.flush()
      return status
    case .closed:
      error.flush()
      return .success
    case .failed(let code):
      error.write("Error: Cannot write output: \(Platform.describe(errno: code)).\n")
      error.flush()
      return .badData
    }
  }

  private func dispatch(
    _ arguments: [String], environment: [String: String], input: Input, output: Output,
    error: Output, terminal: TerminalAccess
  ) -> ExitCode {
    let outcome: ArgumentParser.Outcome
    do {
      outcome = try ArgumentParser.parse(arguments, root: self)
    } catch let failure {
      return report(failure.error, path: failure.path, output: output, to: error)
    }
    switch outcome {
    case .help(let path):
      output.write(HelpFormatter.help(for: path, width: HelpFormatter.width(for: output)))
    case .version(let path):
      output.write("\(path.root.name) \(path.leaf.version ?? "")\n")
    case .run(let path, let parsed):
      guard let body = path.leaf.run else {
        output.write(HelpFormatter.help(for: path, width: HelpFormatter.width(for: output)))
        return .success
      }
      do throws(CommandError) {
        try path.leaf.validate?(parsed)
        try body(
          Invocation(
            path: path, arguments: parsed, environment: environment, input: input,
            output: output, error: error, terminal: terminal))
      } catch let failure {
        return report(failure, path: path, output: output, to: error)
      }
    }
    return .success
  }

  private func report(
    _ failure: CommandError, path: CommandPath, output: Output, to error: Output
  ) -> ExitCode {
    // Output first, so a terminal shows the two streams in order; and if its reader is
    // gone, the run is over and nothing is reported.
    output.flush()
    guard output.isOpen else { return .success }
    error.write(
      HelpFormatter.errorReport(failure, path: path, width: HelpFormatter.width(for: error)))
    return failure.exitCode
  }
}
