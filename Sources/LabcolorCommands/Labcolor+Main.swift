#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `labcolor` as a process: the real streams, arguments and environment.
extension Labcolor {
  /// Runs `labcolor` on the process's arguments, environment, standard input, output and
  /// error, and returns the exit status.
  ///
  /// Ignores `SIGPIPE` first, so a closed standard output ends the run quietly (status 0)
  /// instead of killing it, and lets `SIGQUIT` end it with status 131. When standard error
  /// goes into standard output's pipe, either finding it closed ends the run. Standard output is
  /// buffered; standard error is flushed at each newline.
  public static func main() -> ExitCode {
    Platform.ignoreBrokenPipeSignal()
    Platform.restoreQuitSignal()
    let output = Output(fileDescriptor: STDOUT_FILENO)
    let error = Output(fileDescriptor: STDERR_FILENO, capacity: 4096, flushesEachLine: true)
    // `2>&1 | head`: a closed pipe found by a message closes standard output too.
    error.closes(along: output)
    return run(
      arguments: Array(CommandLine.arguments.dropFirst()),
      environment: Platform.environment(reading: environmentVariables),
      input: .fileDescriptor(STDIN_FILENO), output: output, error: error,
      terminal: .controlling)
  }

  /// Ends the process with `status`, as `exit(3)` does: buffered C streams are flushed
  /// (labcolor's own `Output`s are flushed before `main()` returns).
  public static func exit(with status: ExitCode) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status.rawValue)
    #elseif canImport(Darwin)
      Darwin.exit(status.rawValue)
    #endif
  }
}
