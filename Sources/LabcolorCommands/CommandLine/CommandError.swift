/// The one error a command throws: a message for the user and the kind that picks the exit status.
///
/// The message is printed after `Error: ` on standard error. It names the option, value or
/// line concerned and what was expected, and ends with a period:
///
///     Error: L* must be between 0 and 100 (got 120).
///     Usage: labcolor set [--l <value> ...] [--a <value> ...] [--b <value> ...]
///       See 'labcolor set --help' for more information.
///
/// A usage error is followed by the command's usage line and exits with status 2; bad data
/// is printed alone and exits with status 1. `badDataReported` prints nothing: the command
/// has reported each bad line itself.
struct CommandError: Error, Hashable, Sendable {
  /// What went wrong, which decides the exit status and whether a usage line follows.
  enum Kind: Hashable, Sendable {
    /// The command line cannot be used: exit status 2, printed with a usage line.
    case usage
    /// A color, value or input that cannot be used: exit status 1.
    case badData
    /// An ending with this status and nothing printed (an interactive command aborted with
    /// Ctrl-C, 130, or ended by a signal, 128 + its number).
    case status(ExitCode)
  }

  /// What went wrong.
  var kind: Kind

  /// The user-facing message, without the `Error: ` prefix.
  var message: String

  /// The exit status this error ends the run with.
  var exitCode: ExitCode {
    switch kind {
    case .usage: return .usage
    case .badData: return .badData
    case .status(let code): return code
    }
  }

  /// A usage error (status 2) with the given message.
  static func usage(_ message: String) -> CommandError {
    CommandError(kind: .usage, message: message)
  }

  /// A bad-data error (status 1) with the given message.
  static func badData(_ message: String) -> CommandError {
    CommandError(kind: .badData, message: message)
  }

  /// A color whose XYZ or sRGB values overflow (`Lab.convertsFinitely(white:)`), which
  /// `set` and `watch` refuse to start from or print.
  static let colorOverflows = CommandError.badData(
    "The color is too far out of range to convert: its XYZ or sRGB values overflow.")

  /// An ending with `status` and no message.
  static func exit(_ status: ExitCode) -> CommandError {
    CommandError(kind: .status(status), message: "")
  }

  /// Bad data the command has already reported, line by line, on standard error (`convert`
  /// and `watch` do, as `labcolor: line 3: …`): status 1, and nothing more is printed.
  static let badDataReported = CommandError(kind: .badData, message: "")

  /// Whether the error has been reported already, so that only its status is left.
  var isReported: Bool { message.isEmpty }
}
