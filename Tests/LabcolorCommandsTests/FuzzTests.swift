import LabColor
import Testing

@testable import LabcolorCommands

/// Property-based fuzzing of the whole tool in-process (the README's Reliability section): random
/// command lines, and random bytes on the standard input of `convert`, `watch`, `compare` and
/// `name`.
///
/// Each case is made from its own seed (see `Fuzz`); a failure names the suite seed, the
/// case and its input as Swift literals. `LABCOLOR_FUZZ_SEED=<n> swift test --filter
/// Fuzz` runs the suites with another seed (45 seeds have been run clean, 11 of them with
/// compare and name). The four tests run about 3,000 command lines, 400 convert inputs
/// (each line again alone and as an argument), 1,000 watch inputs and 400 compare and name
/// inputs (each line again alone): about 6 seconds in a debug build on two cores,
/// `FuzzEndToEndTests` included, and a second more for compare and name.
@Suite struct FuzzTests {
  static let seed = Fuzz.suiteSeed(default: 0x1AB_C0107)

  // MARK: - Command lines

  /// Every command line, with any input, keeps the exit contract (`ExitContract`): status
  /// 0, 1 or 2 and standard error of the matching form, never a trap. A help request among
  /// a subcommand's words (before `--`) prints that subcommand's help, whatever else is
  /// there.
  @Test func randomCommandLinesKeepTheExitContract() {
    var statuses: Set<Int32> = []
    for (index, caseSeed) in Fuzz.caseSeeds(Self.seed ^ 0xA4, count: 3_000).enumerated() {
      var fuzz = Fuzz(seed: caseSeed)
      let arguments = fuzz.argumentVector()
      let stdin =
        fuzz.oneIn(2)
        ? fuzz.input(line: { $0.convertLine() }) : fuzz.input(line: { $0.watchLine() })
      let fuzzCase = FuzzCase(
        suiteSeed: Self.seed, index: index, caseSeed: caseSeed, arguments: arguments,
        stdin: stdin)
      let result = labcolor(arguments, stdin: stdin)
      statuses.insert(result.status.rawValue)
      var problems = ExitContract.violations(
        of: result, lineCount: InputLines.split(stdin).count, argumentCount: arguments.count)
      if let name = arguments.first, let command = Labcolor.command.subcommand(named: name),
        arguments.dropFirst().prefix(while: { $0 != "--" }).contains(where: {
          $0 == "-h" || $0 == "--help"
        })
      {
        let help = labcolor([command.name, "--help"])
        if result != help { problems.append("a help request did not print the help") }
      }
      if !problems.isEmpty {
        Issue.record(Comment(rawValue: fuzzCase.report(problems, result: result)))
      }
    }
    // The generator reaches every outcome.
    #expect(statuses == [0, 1, 2])
  }

  // MARK: - convert

  /// `convert` on any input is the sum of its lines: its output is, in order, what each
  /// line gives alone, and its errors are each line's error with that line's number; with
  /// `--strict`, up to and including the first bad line. The line numbers are those of
  /// the README (`InputLines`), so lone CRs, CRLF, NULs, invalid UTF-8 and overlong lines
  /// are counted as documented. Every converted line is in the notation asked for, with
  /// finite numbers; every line given as an argument instead gives the same result; and how
  /// the input is cut into reads changes nothing.
  @Test func convertOutputIsTheSumOfWhatEachLineGivesAlone() {
    var sawBadLine = false
    var sawConverted = false
    for (index, caseSeed) in Fuzz.caseSeeds(Self.seed ^ 0xC0, count: 400).enumerated() {
      var fuzz = Fuzz(seed: caseSeed)
      let options = fuzz.convertOptions()
      let stdin = fuzz.input(line: { $0.convertLine() })
      var (fuzzCase, lines, result, problems) = runCase(
        index: index, caseSeed: caseSeed, arguments: ["convert"] + options, stdin: stdin,
        fuzz: &fuzz)
      let format = options.value(after: "--to") ?? "hex"
      let isStrict = options.contains("--strict")
      let perLine = options.filter { $0 != "--strict" }
      var expected = RunResult(status: .success, stdout: "", stderr: "")
      for (offset, line) in lines.enumerated() {
        let alone = labcolor(["convert"] + perLine, stdin: InputLines.join([line]))
        problems += singleLineProblems(alone, line: line, number: offset + 1, format: format)
        if let text = String(validating: line, as: UTF8.self),
          line.count <= ConvertCommand.maximumLineLength
        {
          let argument = labcolor(["convert"] + perLine + ["--", text])
          let asLine = alone.stderr.replacingPrefix("labcolor: line 1:", "labcolor: argument 1:")
          let skipped = line.withUnsafeBufferPointer { InputItem.isBlankOrComment($0) }
          if skipped {
            // A line skipped as blank or a comment is, as an argument, a color missing.
            if argument.status != .badData || !argument.stdout.isEmpty
              || !argument.stderr.hasPrefix("labcolor: argument 1: expected ")
            {
              problems.append("blank line \(offset + 1) as an argument is not reported")
            }
          } else if argument
            != RunResult(status: alone.status, stdout: alone.stdout, stderr: asLine)
          {
            problems.append("line \(offset + 1) as an argument gives another result")
          }
        }
        sawConverted = sawConverted || !alone.stdout.isEmpty
        expected.stdout += alone.stdout
        expected.stderr += alone.stderr.replacingPrefix(
          "labcolor: line 1:", "labcolor: line \(offset + 1):")
        if alone.status == .badData {
          sawBadLine = true
          expected.status = .badData
          if isStrict { break }
        }
      }
      if result != expected {
        problems.append("the stream is not the sum of its lines; expected:\n" + expected.text)
      }
      if !problems.isEmpty {
        Issue.record(Comment(rawValue: fuzzCase.report(problems, result: result)))
      }
    }
    #expect(sawBadLine && sawConverted)
  }

  // MARK: - compare and name

  /// `compare` and `name` reading standard input are, like `convert`, the sum of their
  /// lines: their output is, in order, what each line gives alone (each comparison's table,
  /// or each list of several names, after a blank line when one came before), and their
  /// errors are each line's error with that line's number; with `--strict`, up to and
  /// including the first bad line. How the input is cut into reads changes nothing.
  @Test func compareAndNameOutputIsTheSumOfWhatEachLineGivesAlone() {
    var sawBadLine: Set<String> = []
    var sawOutput: Set<String> = []
    for (index, caseSeed) in Fuzz.caseSeeds(Self.seed ^ 0x5A, count: 400).enumerated() {
      var fuzz = Fuzz(seed: caseSeed)
      let (arguments, separated) = fuzz.oneIn(2) ? fuzz.compareOptions() : fuzz.nameOptions()
      let command = arguments[0]
      let stdin = fuzz.input(line: { fuzz in
        guard command == "compare", !fuzz.oneIn(10) else { return fuzz.convertLine() }
        return fuzz.convertLine() + Array(fuzz.pick([";", " ; ", ";;"]).utf8) + fuzz.convertLine()
      })
      var (fuzzCase, lines, result, problems) = runCase(
        index: index, caseSeed: caseSeed, arguments: arguments, stdin: stdin, fuzz: &fuzz)
      let isStrict = arguments.contains("--strict")
      let perLine = arguments.filter { $0 != "--strict" }
      var outputs: [String] = []
      var expected = RunResult(status: .success, stdout: "", stderr: "")
      for (offset, line) in lines.enumerated() {
        let alone = labcolor(perLine, stdin: InputLines.join([line]))
        if alone.status == .success,
          !alone.stderr.isEmpty || !(alone.stdout.isEmpty || alone.stdout.hasSuffix("\n"))
        {
          problems.append("line \(offset + 1) alone: not whole lines of output, or an error")
        }
        if !alone.stdout.isEmpty { outputs.append(alone.stdout) }
        expected.stderr += alone.stderr.replacingPrefix(
          "labcolor: line 1:", "labcolor: line \(offset + 1):")
        if alone.status == .badData {
          sawBadLine.insert(command)
          expected.status = .badData
          if isStrict { break }
        } else if alone.status != .success {
          problems.append("line \(offset + 1) alone: status \(alone.status.rawValue)")
        }
      }
      if !outputs.isEmpty { sawOutput.insert(command) }
      expected.stdout = outputs.joined(separator: separated ? "\n" : "")
      if result != expected {
        problems.append("the stream is not the sum of its lines; expected:\n" + expected.text)
      }
      if !problems.isEmpty {
        Issue.record(Comment(rawValue: fuzzCase.report(problems, result: result)))
      }
    }
    #expect(sawBadLine == ["compare", "name"] && sawOutput == ["compare", "name"])
  }

  /// Runs one fuzz case in process and checks what every case must hold: the exit
  /// contract, and the same result however the input is cut into reads.
  private func runCase(
    index: Int, caseSeed: UInt64, arguments: [String], stdin: [UInt8], fuzz: inout Fuzz
  ) -> (FuzzCase, [[UInt8]], RunResult, [String]) {
    let chunks = fuzz.chunks(stdin)
    let fuzzCase = FuzzCase(
      suiteSeed: Self.seed, index: index, caseSeed: caseSeed, arguments: arguments, stdin: stdin)
    let lines = InputLines.split(stdin)
    let result = labcolor(arguments, stdin: stdin)
    var problems = ExitContract.violations(of: result, lineCount: lines.count, argumentCount: 0)
    if run(arguments, command: Labcolor.command, input: .chunks(chunks)) != result {
      problems.append("cut into reads as \(chunks.map(\.count)), the input gives another result")
    }
    return (fuzzCase, lines, result, problems)
  }

  /// What one line alone gives: one converted line in the notation asked for, nothing (a
  /// blank or comment line), or one error naming line 1 (`longer than 16384 bytes` for a
  /// line over the limit).
  private func singleLineProblems(
    _ result: RunResult, line: [UInt8], number: Int, format: String
  ) -> [String] {
    let name = "line \(number) alone"
    switch result.status {
    case .success:
      guard result.stderr.isEmpty else { return ["\(name): status 0 with an error"] }
      if result.stdout.isEmpty { return [] }
      guard result.stdout.hasSuffix("\n"), result.stdout.dropLast().allSatisfy({ $0 != "\n" })
      else { return ["\(name): not one line of output"] }
      return OutputShape.convertProblem(result.stdout.dropLast()[...], format: format).map {
        ["\(name): \($0)"]
      } ?? []
    case .badData:
      var problems: [String] = []
      if !result.stdout.isEmpty { problems.append("\(name): output for a bad line") }
      let reports = result.stderr.split(separator: "\n")
      if reports.count != 1 || ExitContract.parseReport(reports[0])?.number != 1 {
        problems.append("\(name): not one 'labcolor: line 1: …' error")
      }
      if line.count > ConvertCommand.maximumLineLength,
        result.stderr != "labcolor: line 1: longer than 16384 bytes\n"
      {
        problems.append("\(name): an overlong line not reported as longer than 16384 bytes")
      }
      return problems
    default:
      return ["\(name): status \(result.status.rawValue)"]
    }
  }

  // MARK: - watch

  /// `watch` on any input: each notification is a well-formed line of a watched key with
  /// finite values (text or JSON, `seq` counting from 1); lines of invalid UTF-8 and lines
  /// over 16 KiB are reported as such, by number; and the lines reported change nothing —
  /// the same input with them blanked prints the same notifications, with no error and
  /// status 0. How the input is cut into reads changes nothing.
  @Test func watchPrintsEveryChangeAndRefusedLinesChangeNothing() {
    var sawRefusal = false
    var sawNotification = false
    for (index, caseSeed) in Fuzz.caseSeeds(Self.seed ^ 0x3A, count: 1_000).enumerated() {
      var fuzz = Fuzz(seed: caseSeed)
      let (options, keys) = fuzz.watchOptions()
      let stdin = fuzz.input(line: { $0.watchLine() })
      let arguments = ["watch"] + options
      var (fuzzCase, lines, result, problems) = runCase(
        index: index, caseSeed: caseSeed, arguments: arguments, stdin: stdin, fuzz: &fuzz)
      let format = options.value(after: "--format") ?? "text"
      for (offset, line) in result.stdout.split(separator: "\n").enumerated() {
        if let problem = OutputShape.watchProblem(
          line, format: format, keys: keys, sequence: offset + 1)
        {
          problems.append(problem)
        }
      }
      var reported: [Int: Substring] = [:]
      for report in result.stderr.split(separator: "\n") {
        if let parsed = ExitContract.parseReport(report) { reported[parsed.number] = parsed.reason }
      }
      for (offset, line) in lines.enumerated() {
        let known: String? =
          line.count > WatchCommand.maximumLineLength
          ? "longer than 16384 bytes"
          : isWatchComment(line)
            ? nil
            : invalidUTF8Column(line).map { "not valid UTF-8 at column \($0)" }
        if let known, reported[offset + 1] != known[...] {
          problems.append("line \(offset + 1) is not reported as \(known)")
        }
      }
      if !reported.isEmpty {
        sawRefusal = true
        var blanked = lines
        for number in reported.keys where number <= lines.count { blanked[number - 1] = [] }
        let rerun = labcolor(arguments, stdin: InputLines.join(blanked))
        if rerun != RunResult(status: .success, stdout: result.stdout, stderr: "") {
          problems.append(
            "with the reported lines blanked, the run differs:\n" + rerun.text)
        }
      }
      sawNotification = sawNotification || !result.stdout.isEmpty
      if !problems.isEmpty {
        Issue.record(Comment(rawValue: fuzzCase.report(problems, result: result)))
      }
    }
    #expect(sawRefusal && sawNotification)
  }
}

extension [String] {
  /// The word after the last `option`, if any.
  fileprivate func value(after option: String) -> String? {
    guard let index = lastIndex(of: option), index + 1 < count else { return nil }
    return self[index + 1]
  }
}

extension String {
  /// The string with `prefix` replaced at the start of each line.
  fileprivate func replacingPrefix(_ prefix: String, _ replacement: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix(prefix) ? replacement + line.dropFirst(prefix.count) : line
    }.joined(separator: "\n")
  }
}

extension RunResult {
  /// The result as a failure message shows it.
  fileprivate var text: String {
    "  status \(status.rawValue)\n  stdout: \(stdout.prefix(600).debugDescription)\n"
      + "  stderr: \(stderr.prefix(600).debugDescription)"
  }
}

/// The column (in Unicode scalars, from 1) where the first invalid UTF-8 sequence of `bytes`
/// starts, or `nil` when they are valid: the longest prefix the standard library accepts
/// as UTF-8 ends where the first invalid sequence begins (found by growing the prefix until
/// it is 4 bytes, a scalar's longest encoding, past the last valid one).
func invalidUTF8Column(_ bytes: [UInt8]) -> Int? {
  guard String(validating: bytes, as: UTF8.self) == nil else { return nil }
  var valid = 0
  var length = 1
  while length <= bytes.count, length <= valid + 4 {
    if String(validating: bytes[..<length], as: UTF8.self) != nil { valid = length }
    length += 1
  }
  return String(decoding: bytes[..<valid], as: UTF8.self).unicodeScalars.count + 1
}

/// Whether `bytes` are a comment line of `watch` as its help describes one: after spaces and
/// tabs, `#` alone or followed by a space or a tab. Such a line is skipped whatever else
/// its bytes hold.
func isWatchComment(_ bytes: [UInt8]) -> Bool {
  let text = bytes.drop { $0 == 0x20 || $0 == 0x09 }
  guard text.first == UInt8(ascii: "#") else { return false }
  let next = text.dropFirst().first
  return next == nil || next == 0x20 || next == 0x09
    || text.dropFirst().allSatisfy { $0 == 0x20 || $0 == 0x09 }
}
