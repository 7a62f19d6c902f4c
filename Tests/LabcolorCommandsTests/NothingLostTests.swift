import LabColor
import Testing

@testable import LabcolorCommands

/// A stream of thousands of lines with bad lines at random places, and what `convert` and
/// `watch` must make of it (the README's Reliability section: "Nothing is lost"): every good line's
/// output, in order; exactly one error per bad line, with its number and what is wrong;
/// status 1. With `--strict`: everything before the first bad line, its error, and
/// nothing after.
///
/// The expected output is worked out without the command line: from the library's value
/// types for each good color, and from the position of each line.
private struct Stream {
  /// The input.
  var bytes: [UInt8] = []
  /// The output of each good line, in order, with the number of the line.
  var outputs: [(line: Int, text: String)] = []
  /// The bad lines: number, and a fragment of the reason their error must give.
  var bad: [(line: Int, reason: String)] = []

  /// All good lines' output.
  var stdout: String { outputs.map(\.text).joined() }

  /// What is printed before the first bad line: the output of the good lines above it.
  var stdoutBeforeFirstBadLine: String {
    let first = bad.first?.line ?? Int.max
    return outputs.filter { $0.line < first }.map(\.text).joined()
  }
}

/// `count` lines of `convert` input: mostly colors in every notation (bare triples with any
/// separator, hex, names, rgb()) and comments or blank lines, ending in `\n` or `\r\n`;
/// about one in twenty bad, among them two overlong lines (one of a megabyte).
private func convertStream(count: Int, seed: UInt64) -> Stream {
  var fuzz = SplitMix64(seed: seed)
  func below(_ n: Int) -> Int { Int(fuzz.next() % UInt64(n)) }
  let bad: [(text: [UInt8], reason: String)] = [
    (Array("120 0 0".utf8), "L* must be between 0 and 100"),
    (Array("-0.5, 0, 0".utf8), "L* must be between 0 and 100"),
    (Array("nan 0 0".utf8), "expected a finite number for L*"),
    (Array("50 1e309 0".utf8), "expected a finite number for a*"),
    (Array("50 -inf 0".utf8), "expected a finite number for a*"),
    (Array("50 1e300 0".utf8), "the color is too far out of range to convert"),
    (Array("bluish".utf8), "unknown color name"),
    (Array("#12345".utf8), "expected 3, 4, 6 or 8 hex digits"),
    (Array("rgb(1 2)".utf8), "for blue"),
    ([0xFF, 0xFE, 0x20, 0x30], "not valid UTF-8 at column 1"),
    ([0x00], "expected a number for L*"),
    (Array(repeating: UInt8(ascii: "7"), count: 20_000), "longer than 16384 bytes"),
  ]
  let names = [
    ("rebeccapurple", "#663399"), ("green", "#008000"), ("CornflowerBlue", "#6495ed"),
    ("red", "#ff0000"),
  ]
  let megabyteLines = [count / 3, 2 * count / 3]
  var stream = Stream()
  for number in 1...count {
    var line: [UInt8]
    if megabyteLines.contains(number) {
      line = Array(repeating: UInt8(ascii: "5"), count: 1 << 20)
      stream.bad.append((number, "longer than 16384 bytes"))
    } else if below(20) == 0 {
      let choice = bad[below(bad.count)]
      line = choice.text
      stream.bad.append((number, choice.reason))
    } else {
      let text: String
      let hex: String?
      switch below(10) {
      case 0..<5:
        let l = Double(below(100_001)) / 1000
        let a = Double(below(256_001)) / 1000 - 128
        let b = Double(below(256_001)) / 1000 - 128
        let separator = [" ", ",", ", ", "\t", "  "][below(5)]
        text = "\(l)\(separator)\(a)\(separator)\(b)"
        hex = RGB8(SRGB(Lab(l: l, a: a, b: b), white: .d65)).hex
      case 5, 6:
        let rgb = RGB8(
          red: UInt8(below(256)), green: UInt8(below(256)), blue: UInt8(below(256)))
        text = below(2) == 0 ? rgb.hex.uppercased() : "rgb(\(rgb.red) \(rgb.green) \(rgb.blue))"
        hex = rgb.hex
      case 7:
        let name = names[below(names.count)]
        text = name.0
        hex = name.1
      default:
        text = ["", "# a comment", "   ", "#", "\t# indented"][below(5)]
        hex = nil
      }
      line = Array(text.utf8)
      if let hex { stream.outputs.append((number, hex + "\n")) }
    }
    stream.bytes += line + (below(4) == 0 ? [0x0D, 0x0A] : [0x0A])
  }
  return stream
}

/// The problems with `stderr` as the report of `stream`'s bad lines (all of them, or with
/// `strict` the first): one `labcolor: line N: …` line each, in order, naming the reason.
private func reportProblems(_ stderr: String, _ stream: Stream, strict: Bool = false) -> [String] {
  let expected = strict ? Array(stream.bad.prefix(1)) : stream.bad
  let reports = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  guard stderr.hasSuffix("\n"), reports.count == expected.count else {
    return ["\(reports.count) errors for \(expected.count) bad lines"]
  }
  var problems: [String] = []
  for (report, bad) in zip(reports, expected) {
    guard let parsed = ExitContract.parseReport(report), parsed.isLine,
      parsed.number == bad.line, parsed.reason.contains(bad.reason)
    else {
      problems.append("'\(report.prefix(120))' does not report line \(bad.line): \(bad.reason)")
      continue
    }
  }
  return problems
}

@Suite struct NothingLostTests {
  static let lineCount = 5_000
  fileprivate static let stream = convertStream(count: lineCount, seed: 0x4077_1057)

  @Test func theStreamHasGoodAndBadLinesEverywhere() {
    let stream = Self.stream
    #expect(stream.outputs.count > Self.lineCount * 2 / 3)
    #expect(stream.bad.count > 100)
    #expect(stream.bad.first!.line < 100 && stream.bad.last!.line > Self.lineCount - 100)
  }

  @Test func convertWritesEveryGoodLineInOrderAndReportsEveryBadLine() {
    let stream = Self.stream
    let result = labcolor(["convert"], stdin: stream.bytes)
    #expect(result.status == .badData)
    #expect(result.stdout == stream.stdout)
    #expect(reportProblems(result.stderr, stream) == [])
  }

  @Test func strictConvertStopsAtTheFirstBadLine() {
    let stream = Self.stream
    let result = labcolor(["convert", "--strict"], stdin: stream.bytes)
    #expect(result.status == .badData)
    #expect(result.stdout == stream.stdoutBeforeFirstBadLine)
    #expect(reportProblems(result.stderr, stream, strict: true) == [])
  }

  @Test func theBinaryLosesNothingEither() throws {
    let stream = Self.stream
    let all = try LabcolorBinary.execute(["convert"], stdin: stream.bytes)
    #expect(all.signal == nil && all.status == 1)
    #expect(all.stdout == stream.stdout)
    #expect(reportProblems(all.stderr, stream) == [])
    let strict = try LabcolorBinary.execute(["convert", "--strict"], stdin: stream.bytes)
    #expect(strict.signal == nil && strict.status == 1)
    #expect(strict.stdout == stream.stdoutBeforeFirstBadLine)
    #expect(reportProblems(strict.stderr, stream, strict: true) == [])
  }

  /// `watch`: each good line `l v` notifies `lComponent: previous -> v`, in order; each bad
  /// line (out of range, not finite, overflowing, a computed key, invalid UTF-8, overlong)
  /// is reported and changes nothing, so the next good line starts from the last good value.
  @Test func watchAppliesEveryGoodLineAndReportsEveryBadLine() throws {
    var generator = SplitMix64(seed: 0x3A7C4)
    let bad: [(text: [UInt8], reason: String)] = [
      (Array("l 120".utf8), "L* must be between 0 and 100"),
      (Array("l nan".utf8), "not a finite number"),
      (Array("a 1e309".utf8), "not a finite number"),
      (Array("a 1e300".utf8), "too far out of range"),
      (Array("hex 1".utf8), "cannot be set"),
      (Array("set bluish".utf8), "unknown color name"),
      ([0x6C, 0x20, 0xFF], "not valid UTF-8 at column 3"),
      (Array(repeating: UInt8(ascii: "9"), count: 17_000), "longer than 16384 bytes"),
    ]
    var stream = Stream()
    var current = 50.0
    for number in 1...3_000 {
      if generator.next() % 20 == 0 {
        let choice = bad[Int(generator.next() % UInt64(bad.count))]
        stream.bytes += choice.text + [0x0A]
        stream.bad.append((number, choice.reason))
      } else {
        let value = Double(generator.next() % 401) / 4
        stream.bytes += Array("l \(value)\r\n".utf8)
        stream.outputs.append(
          (number, "lComponent: \(NumberFormat.string(current)) -> \(NumberFormat.string(value))\n")
        )
        current = value
      }
    }
    let arguments = ["watch", "--keys", "lComponent"]
    let result = labcolor(arguments, stdin: stream.bytes)
    #expect(result.status == .badData)
    #expect(result.stdout == stream.stdout)
    #expect(reportProblems(result.stderr, stream) == [])
    let binary = try LabcolorBinary.execute(arguments, stdin: stream.bytes)
    #expect(
      binary == Execution(stdout: result.stdout, stderr: result.stderr, status: 1, signal: nil))
  }
}
