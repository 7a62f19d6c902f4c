/// The problems found in the input of one run: each is reported on standard error as
/// `labcolor: <source>: <why>` as soon as it is found, and the run goes on, so that every
/// good item still produces its output; at the end, the run fails with status 1 if there
/// was one.
///
///     let problems = InputProblems(error: invocation.error, after: invocation.output)
///     try problems.report("unknown color name \"bluish\" at column 1", at: .line(2))
///     // stderr: labcolor: line 2: unknown color name "bluish" at column 1
///     …
///     try problems.finish()  // throws CommandError.badDataReported
///
/// The output written so far is flushed before each problem, so that a problem comes after
/// the output of the items before it even where both streams go to one place (`2>&1`).
/// With `stopsAtFirst` (`convert --strict`), the first problem ends the run at once.
final class InputProblems {
  /// Where problems are written.
  let error: Output
  /// The run's output, flushed before a problem is written.
  let output: Output?
  /// Whether the first problem ends the run.
  let stopsAtFirst: Bool
  /// Whether a problem has been reported.
  private(set) var hasProblems = false

  /// `--strict`, declared alike by every command that reads its items as `convert` does:
  /// the first `item` that cannot be used ends the run (`stopsAtFirst`). `item` names it for
  /// the help: `color that cannot be read`.
  static func strictFlag(stoppingAt item: String) -> Flag {
    Flag("strict", help: "Stop at the first \(item).")
  }

  /// Problems written to `error`, each after `output` is flushed; with `stopsAtFirst`, the
  /// first one ends the run.
  init(error: Output, after output: Output?, stopsAtFirst: Bool = false) {
    self.error = error
    self.output = output
    self.stopsAtFirst = stopsAtFirst
  }

  /// Writes `labcolor: <source>: <message>` on standard error.
  ///
  /// - Throws: `CommandError.badDataReported` if the run stops at the first problem.
  func report(_ message: String, at source: InputSource) throws(CommandError) {
    hasProblems = true
    output?.flush()
    // Once the output has failed, the run ends with that failure: a report of a line whose
    // answer could not have been written anyway is noise.
    if output?.isOpen != false { error.write("labcolor: \(source): \(message)\n") }
    if stopsAtFirst { throw .badDataReported }
  }

  /// Ends a run: throws `CommandError.badDataReported` (status 1, nothing more printed) if
  /// a problem was reported.
  func finish() throws(CommandError) {
    if hasProblems { throw .badDataReported }
  }
}
