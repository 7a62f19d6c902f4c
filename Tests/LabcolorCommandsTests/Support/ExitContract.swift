@testable import LabcolorCommands

/// The exit contract of `labcolor` (the README's "Exit status" and "Reliability"), as a
/// check of one run: what a run with a given status may print on standard error.
///
/// - 0: standard error is empty.
/// - 2: standard output is empty; standard error is one line `Error: <message>` (ending in
///   `.` or `?`, at most `maximumMessageLength` characters, no C0 control character or DEL:
///   no line break, no escape sequence), then
///   the usage of the command: `Usage: labcolor …` and `  See '… --help' …`.
/// - 1: standard error is one line `Error: <message>`, or one line per bad input line or
///   argument, `labcolor: line N: <what is wrong>` / `labcolor: argument N: <…>` /
///   `labcolor: arguments N–M ('<their text>'): <…>` (a color of several arguments), with N
///   (and M, above N) from 1 to the number of lines or arguments, increasing, and no C0
///   control or DEL.
/// - No other status, and no signal.
///
/// C1 controls (U+0080…U+009F) are not checked here: the library's parse errors quote
/// them as they are, a known issue with a test of its own (`EdgeInputTests`).
///
/// `violations` returns every broken rule as a sentence, so a fuzz test can report them all
/// with the case that broke them.
enum ExitContract {
  /// The longest `Error:` line allowed: a message quotes user text cut to 32 characters
  /// (`UserText`), so even a 10,000-character word gives a short message.
  static let maximumMessageLength = 400

  /// What follows the `Error:` line of a usage error, for each command.
  static let usageBlocks = [
    "Usage: labcolor <subcommand>\n  See 'labcolor --help' for more information.\n",
    Usage.set, Usage.convert, Usage.watch, Usage.graph, Usage.explore, Usage.compare, Usage.mix,
    Usage.gradient, Usage.name, Usage.slice,
  ]

  /// The rules `result` breaks; empty when it keeps the contract.
  ///
  /// - Parameters:
  ///   - lineCount: the number of input lines, the highest `line N` allowed.
  ///   - argumentCount: the number of arguments, the highest `argument N` (or `arguments
  ///     N–M`) allowed.
  static func violations(of result: RunResult, lineCount: Int, argumentCount: Int) -> [String] {
    var found: [String] = []
    let stderr = result.stderr
    switch result.status {
    case .success:
      if !stderr.isEmpty { found.append("status 0 with something on standard error") }
    case .usage:
      if !result.stdout.isEmpty { found.append("status 2 with something on standard output") }
      guard let block = usageBlocks.first(where: { stderr.hasSuffix($0) }) else {
        found.append("status 2 without a usage line at the end of standard error")
        break
      }
      found += errorLineViolations(String(stderr.dropLast(block.count)))
    case .badData:
      if stderr.hasPrefix("Error: ") {
        found += errorLineViolations(stderr)
        break
      }
      found += lineReportViolations(
        stderr, lineCount: lineCount, argumentCount: argumentCount)
    default:
      found.append("status \(result.status.rawValue), not 0, 1 or 2")
    }
    return found
  }

  /// The rules broken by `text`, which must be exactly one `Error: <message>` line.
  private static func errorLineViolations(_ text: String) -> [String] {
    guard text.hasPrefix("Error: "), text.hasSuffix("\n") else {
      return ["the error is not one line 'Error: …'"]
    }
    let message = text.dropFirst(7).dropLast()
    var found: [String] = []
    if message.unicodeScalars.contains(where: isControl) {
      found.append("the error message holds a line break or a control character")
    }
    if !(message.hasSuffix(".") || message.hasSuffix("?")) {
      found.append("the error message does not end a sentence")
    }
    if message.count > maximumMessageLength {
      found.append("the error message is \(message.count) characters long")
    }
    return found
  }

  /// The rules broken by `text`, which must be one or more `labcolor: line N: …`,
  /// `labcolor: argument N: …` or `labcolor: arguments N–M ('…'): …` lines.
  private static func lineReportViolations(
    _ text: String, lineCount: Int, argumentCount: Int
  ) -> [String] {
    guard !text.isEmpty else { return ["status 1 with nothing on standard error"] }
    guard text.hasSuffix("\n") else { return ["standard error does not end with a newline"] }
    var found: [String] = []
    var previous = 0
    for report in text.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
      guard let parsed = parseReport(report) else {
        found.append("'\(report.prefix(80))' is not 'labcolor: line N: reason'")
        continue
      }
      let limit = parsed.isLine ? lineCount : argumentCount
      if !(1...max(1, limit)).contains(parsed.number)
        || !(parsed.number...max(parsed.number, limit)).contains(parsed.last) || limit == 0
      {
        found.append(
          "'\(report.prefix(80))' names a \(parsed.isLine ? "line" : "argument") "
            + "that does not exist (there are \(limit))")
      }
      if parsed.number <= previous {
        found.append("'\(report.prefix(80))' is out of order")
      }
      previous = parsed.last
      if parsed.reason.unicodeScalars.contains(where: isControl) {
        found.append("'\(report.prefix(80))' holds a control character")
      }
    }
    return found
  }

  /// `labcolor: line 12: reason` as (true, 12, 12, "reason"), `labcolor: arguments 4–6
  /// ('50 20 x'): reason` as (false, 4, 6, "reason"); `nil` if it is not of that form, the
  /// arguments are not two or more, or the reason is empty.
  static func parseReport(
    _ report: Substring
  ) -> (isLine: Bool, number: Int, last: Int, reason: Substring)? {
    if report.hasPrefix("labcolor: arguments ") {
      let rest = report.dropFirst("labcolor: arguments ".count)
      guard let dash = rest.firstIndex(of: "–"), let first = Int(rest[..<dash]),
        let open = rest.firstIndex(of: " "), let last = Int(rest[rest.index(after: dash)..<open]),
        last > first, rest[open...].hasPrefix(" ('"), let close = rest.firstRange(of: "'): ")
      else { return nil }
      let reason = rest[close.upperBound...]
      return reason.isEmpty ? nil : (false, first, last, reason)
    }
    for (prefix, isLine) in [("labcolor: line ", true), ("labcolor: argument ", false)] {
      guard report.hasPrefix(prefix) else { continue }
      let rest = report.dropFirst(prefix.count)
      guard let colon = rest.firstIndex(of: ":"), let number = Int(rest[..<colon]) else {
        return nil
      }
      let reason = rest[rest.index(after: colon)...]
      guard reason.hasPrefix(" "), reason.count > 1 else { return nil }
      return (isLine, number, number, reason.dropFirst())
    }
    return nil
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F
  }
}
