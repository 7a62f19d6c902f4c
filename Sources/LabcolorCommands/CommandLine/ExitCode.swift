/// The exit statuses of `labcolor`, named in one place.
///
/// - 0 `success`: the command did its work, or its standard output was closed by the
///   reader (`labcolor … | head -1`), which ends a run quietly.
/// - 1 `badData`: a color, value or input line that cannot be used, or a failure to read
///   input or write output.
/// - 2 `usage`: the command line cannot be used: unknown option, missing or malformed
///   value, failed validation.
///
/// A usage error is printed with a usage line; bad data is not.
public struct ExitCode: RawRepresentable, Hashable, Sendable {
  /// The status handed to `exit(3)`.
  public var rawValue: Int32

  /// The status `rawValue`.
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// Status 0: the command succeeded.
  public static let success = ExitCode(rawValue: 0)

  /// Status 1: a color, value or input that cannot be used.
  public static let badData = ExitCode(rawValue: 1)

  /// Status 2: the command line cannot be used.
  public static let usage = ExitCode(rawValue: 2)

  /// Status 130 (128 + `SIGINT`): an interactive command aborted by its user (Esc,
  /// Ctrl-C), as a shell reports a program that Ctrl-C ended.
  public static let interrupted = ExitCode(rawValue: 130)

  /// Status 128 + `signal`: ended by a signal after giving the terminal back, as a shell
  /// reports a program the signal ended (143 for `SIGTERM`, 129 for `SIGHUP`).
  public static func signaled(_ signal: Int32) -> ExitCode {
    ExitCode(rawValue: 128 + signal)
  }

  /// Every status with what it means, for the manual.
  static let documented: [(status: ExitCode, meaning: String)] = [
    (.success, "Success, or standard output closed by its reader."),
    (
      .badData,
      "Bad data: a color, value or input line that cannot be used, or input that cannot be read or output that cannot be written."
    ),
    (
      .usage,
      "A usage error: an unknown option, subcommand or key; a missing, malformed or out-of-range value."
    ),
    (
      .interrupted,
      "explore aborted with Esc or Ctrl-C; after signal n, 128 + n: 131 after Ctrl-\\ (SIGQUIT) in any command, 143 after SIGTERM, 129 after SIGHUP."
    ),
  ]
}
