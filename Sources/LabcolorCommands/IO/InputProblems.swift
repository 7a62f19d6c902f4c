/// The problems found in the input of one run: each is reported on standard error as
/// `labcolor: <source>: <why>` as soon as it is found, and the run goes on, so that every
/// good item still produces its output; at the end, the run fails with status 1 if there
/// was one.
///
///     let problems = InputProblems(error: invocation.error)
///     try problems.report("unknown color name \"bluish\" at column 1", at: .line(2))
///     // stderr: labcolor: line 2: unknown color name "bluish" at column 1
///     …
///     try problems.finish()  // throws CommandError.badDataReported
///
/// With `stopsAtFirst` (`convert --strict`), the first problem ends the run at once.
final class InputProblems {
  /// Where problems are written.
  let error: Output
  /// Whether the first problem ends the run.
  let stopsAtFirst: Bool
  /// Whether a problem has been reported.
  private(set) var hasProblems = false

  /// Problems written to `error`; with `stopsAtFirst`, the first one ends the run.
  init(error: Output, stopsAtFirst: Bool = false) {
    self.error = error
    self.stopsAtFirst = stopsAtFirst
  }

  /// Writes `labcolor: <source>: <message>` on standard error.
  ///
  /// - Throws: `CommandError.badDataReported` if the run stops at the first problem.
  func report(_ message: String, at source: InputSource) throws(CommandError) {
    hasProblems = true
    error.write("labcolor: \(source): \(message)\n")
    if stopsAtFirst { throw .badDataReported }
  }

  /// Ends a run: throws `CommandError.badDataReported` (status 1, nothing more printed) if
  /// a problem was reported.
  func finish() throws(CommandError) {
    if hasProblems { throw .badDataReported }
  }
}
