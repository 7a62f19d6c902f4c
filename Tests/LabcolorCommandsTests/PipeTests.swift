import Foundation
import Testing

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built binary in real pipes, started as a shell starts it (`SpawnedLabcolor`:
/// `SIGPIPE` at its default action, a cleared environment): a reader that goes away
/// mid-stream (`| head -1`), a producer that closes its end early, `/dev/null`, and the
/// streams a shell can close or point at a full device.
///
/// The README (Reliability): a closed standard output ends the run quietly — status 0, nothing on standard
/// error, and what the reader did get is the output's first whole lines, never garbage.
@Suite struct PipeTests {
  /// More output than a pipe holds (64 KiB on Linux) many times over, so the tool is still
  /// writing when the reader goes away.
  static let lineCount = 200_000

  // MARK: - A reader that goes away

  @Test func convertIntoHeadPrintsOneLineAndEndsQuietly() throws {
    let head = try #require(SpawnedLabcolor.program(named: "head"))
    let input = try TemporaryFile(String(repeating: "50 20 0\n", count: Self.lineCount))
    let errors = try TemporaryFile("")
    let between = TestPipe()
    let result = TestPipe()
    let labcolor = try SpawnedLabcolor(
      ["convert"], stdin: .file(input.path), stdout: .descriptor(between.writeEnd),
      stderr: .file(errors.path))
    let reader = try SpawnedLabcolor(
      executable: head, arguments: ["-n", "1"], stdin: .descriptor(between.readEnd),
      stdout: .descriptor(result.writeEnd), stderr: .closed)
    between.closeReadEnd()
    between.closeWriteEnd()
    result.closeWriteEnd()
    #expect(result.readAll() == Array("#986b78\n".utf8))
    #expect(reader.wait() == .exited(0))
    #expect(labcolor.wait() == .exited(0))
    #expect(try errors.contents() == "")
  }

  /// Reads the first thousand lines, then closes the pipe while the tool is writing.
  @Test(arguments: [
    (["convert"], "50 20 0\n", "#986b78\n"),
    (["convert", "--to", "rgb"], "50 20 0\r\n", "rgb(152 107 120)\n"),
    (
      ["watch", "--keys", "hex"], "a 20\na 0\n",
      "hex: #777777 -> #986b78\nhex: #986b78 -> #777777\n"
    ),
    (
      ["watch", "--keys", "a", "--format", "json"], "a 20\n",
      #"{"seq":1,"key":"aComponent","old":0,"new":20}"# + "\n"
    ),
  ])
  func aReaderThatGoesAwayEndsTheRunQuietly(
    arguments: [String], inputLines: String, outputLines: String
  ) throws {
    let input = try TemporaryFile(String(repeating: inputLines, count: Self.lineCount))
    let errors = try TemporaryFile("")
    let output = TestPipe()
    let run = try SpawnedLabcolor(
      arguments, stdin: .file(input.path), stdout: .descriptor(output.writeEnd),
      stderr: .file(errors.path))
    output.closeWriteEnd()
    var received: [UInt8] = []
    for _ in 0..<1_000 { received += output.readBytes(until: [0x0A]) }
    output.closeReadEnd()
    #expect(run.wait() == .exited(0))
    #expect(try errors.contents() == "")
    // Exactly the first thousand lines of the output: nothing missing, nothing garbled.
    if arguments.contains("json") {
      let expected = (1...1_000).map {
        #"{"seq":\#($0),"key":"aComponent","old":\#($0 == 1 ? 0 : 20),"new":20}"# + "\n"
      }
      #expect(String(decoding: received, as: UTF8.self) == expected.joined())
    } else {
      let lines = outputLines.split(separator: "\n").map { $0 + "\n" }
      let expected = (0..<1_000).map { lines[$0 % lines.count] }.joined()
      #expect(String(decoding: received, as: UTF8.self) == expected)
    }
  }

  /// `… | head -1` while the tool waits for a person or a slow producer: the answer to the
  /// next line cannot be written, and the run ends then, status 0, where it waited for yet
  /// another line (which may never come) before it looked at its output again.
  @Test(arguments: [
    (["watch", "--keys", "hex"], "a 20\n", "a 0\n"),
    (["convert"], "red\n", "blue\n"),
    (["name"], "red\n", "blue\n"),
    (["compare"], "red;blue\n", "red;green\n"),
  ])
  func aReaderThatGoesAwayWhileTheToolWaitsEndsTheRunAtTheNextAnswer(
    arguments: [String], first: String, second: String
  ) throws {
    let (run, input, output, errors) = try SpawnedLabcolor.onPipes(arguments)
    input.write(first)
    #expect(output.readBytes(until: [0x0A]).last == 0x0A)
    output.closeReadEnd()
    input.write(second)
    // The input stays open, as a person's or a slow producer's does: without the end at the
    // next answer, the run would wait for ever. The time allowed is for a loaded machine.
    #expect(run.wait(timeout: 30) == .exited(0))
    #expect(try errors.contents() == "")
    input.closeWriteEnd()
  }

  /// `labcolor … | true`: the reader is gone before the first write.
  @Test(arguments: [
    (["set", "--l", "60"], ""), (["convert", "50 20 0"], ""), (["convert"], "50 20 0\n"),
    (["watch"], "a 20\n"), (["graph"], ""), (["--help"], ""),
    (["set", "--trace", "--a", "20", "--format", "json"], ""),
  ])
  func aReaderGoneBeforeTheFirstWriteEndsTheRunQuietly(arguments: [String], stdin: String)
    throws
  {
    let input = try TemporaryFile(stdin)
    let errors = try TemporaryFile("")
    let output = TestPipe()
    output.closeReadEnd()
    let run = try SpawnedLabcolor(
      arguments, stdin: .file(input.path), stdout: .descriptor(output.writeEnd),
      stderr: .file(errors.path))
    output.closeWriteEnd()
    #expect(run.wait() == .exited(0))
    #expect(try errors.contents() == "")
  }

  /// `labcolor convert < bad 2>&1 | head -0`: standard error goes into standard output's
  /// pipe, whose reader is gone. Every line is bad, so nothing is written to standard
  /// output, yet the first message finds the pipe closed, and that ends the run quietly, as
  /// a closed standard output does, rather than after the whole input (status 1), or never
  /// (`yes bogus`).
  @Test(arguments: [["convert"], ["watch"], ["name"], ["compare"]])
  func messagesIntoAClosedPipeOfStandardOutputEndTheRun(arguments: [String]) throws {
    let input = try TemporaryFile(String(repeating: "bogus\n", count: 100_000))
    let pipe = TestPipe()
    pipe.closeReadEnd()
    let run = try SpawnedLabcolor(
      arguments, stdin: .file(input.path), stdout: .descriptor(pipe.writeEnd),
      stderr: .descriptor(pipe.writeEnd))
    pipe.closeWriteEnd()
    #expect(run.wait() == .exited(0))
  }

  /// `labcolor convert 2>&- …` with the error reader gone: the bad lines cannot be
  /// reported, but the run is not killed, the good lines are all written, and the status
  /// still says some were bad.
  @Test func aReaderOfStandardErrorThatGoesAwayDoesNotKillTheRun() throws {
    let input = try TemporaryFile(String(repeating: "50 20 0\nbad\n", count: 10_000))
    let output = try TemporaryFile("")
    let errors = TestPipe()
    errors.closeReadEnd()
    let run = try SpawnedLabcolor(
      ["convert"], stdin: .file(input.path), stdout: .file(output.path),
      stderr: .descriptor(errors.writeEnd))
    errors.closeWriteEnd()
    #expect(run.wait() == .exited(1))
    #expect(try output.contents() == String(repeating: "#986b78\n", count: 10_000))
  }

  // MARK: - Standard input

  @Test(arguments: [["convert"], ["watch"], ["convert", "--strict"]])
  func devNullIsEmptyInput(arguments: [String]) throws {
    let output = try TemporaryFile("")
    let errors = try TemporaryFile("")
    let run = try SpawnedLabcolor(
      arguments, stdin: .file("/dev/null"), stdout: .file(output.path),
      stderr: .file(errors.path))
    #expect(run.wait() == .exited(0))
    #expect(try output.contents() == "")
    #expect(try errors.contents() == "")
  }

  /// A producer that writes a few lines, the last without its newline, and closes its end
  /// while the tool waits for more: the input ends there, and every line written counts.
  @Test(arguments: [
    (["convert"], "50 20 0\r\ngreen", "#986b78\n#008000\n"),
    (
      ["watch", "--keys", "hex"], "a 20\nl 60", "hex: #777777 -> #986b78\nhex: #986b78 -> #b38491\n"
    ),
    (["convert"], "", ""),
    (["watch"], "", ""),
  ])
  func aProducerThatClosesEarlyEndsTheInput(
    arguments: [String], written: String, expected: String
  ) throws {
    let (run, input, output, errors) = try SpawnedLabcolor.onPipes(arguments)
    input.write(written)
    // The tool answers what it has, then waits for more; closing ends its input.
    let answered = output.readBytes(until: Array(expected.utf8.suffix(1)), timeout: 2)
    input.closeWriteEnd()
    let rest = output.readAll()
    #expect(String(decoding: answered + rest, as: UTF8.self) == expected)
    #expect(run.wait() == .exited(0))
    #expect(try errors.contents() == "")
  }

  /// Lines written to a pipe in pieces of random sizes — cut inside lines, between `\r` and
  /// `\n`, inside UTF-8 sequences — with bad lines among them, then the producer closes:
  /// the output is what the same input gives in-process, in one piece.
  @Test func linesWrittenInPiecesComeOutAsFromOnePiece() throws {
    var generator = SplitMix64(seed: 0x91BE5)
    var text = ""
    for index in 0..<5_000 {
      text += index % 97 == 13 ? "bad é line\r\n" : "\(index % 101) \(index % 50 - 25) 7\r\n"
    }
    let bytes = Array(text.utf8)
    let expected = labcolor(["convert", "--to", "lab"], stdin: bytes)
    #expect(expected.status == .badData)
    let input = TestPipe()
    let output = try TemporaryFile("")
    let errors = try TemporaryFile("")
    let run = try SpawnedLabcolor(
      ["convert", "--to", "lab"], stdin: .descriptor(input.readEnd),
      stdout: .file(output.path), stderr: .file(errors.path))
    input.closeReadEnd()
    var offset = 0
    while offset < bytes.count {
      let end = min(bytes.count, offset + 1 + Int(generator.next() % 700))
      input.write(Array(bytes[offset..<end]))
      offset = end
    }
    input.closeWriteEnd()
    #expect(run.wait() == .exited(1))
    #expect(try output.contents() == expected.stdout)
    #expect(try errors.contents() == expected.stderr)
  }

  /// `labcolor convert <&-`: no standard input at all is not empty input but a read
  /// error, reported as one (as `cat` and `sort` do), not a trap.
  @Test(arguments: [["convert"], ["watch"]])
  func aClosedStandardInputDescriptorIsAReadError(arguments: [String]) throws {
    let output = try TemporaryFile("")
    let errors = try TemporaryFile("")
    let run = try SpawnedLabcolor(
      arguments, stdin: .closed, stdout: .file(output.path), stderr: .file(errors.path))
    #expect(run.wait() == .exited(1))
    #expect(try output.contents() == "")
    #expect(try errors.contents() == "Error: Cannot read input: Bad file descriptor.\n")
  }

  // MARK: - Output that cannot be written

  /// A closed pipe ends a run quietly; any other write error is reported, with status 1:
  /// `>&-` (no standard output at all), and on Linux `/dev/full`, where every write fails
  /// with `ENOSPC`.
  @Test func aStandardOutputThatCannotBeWrittenIsAnError() throws {
    let input = try TemporaryFile(String(repeating: "50 20 0\n", count: 50_000))
    let errors = try TemporaryFile("")
    let closed = try SpawnedLabcolor(
      ["set"], stdin: .file("/dev/null"), stdout: .closed, stderr: .file(errors.path))
    #expect(closed.wait() == .exited(1))
    #expect(try errors.contents() == "Error: Cannot write output: Bad file descriptor.\n")
    #if os(Linux)
      for arguments in [["set"], ["convert"], ["graph"]] {
        let full = try SpawnedLabcolor(
          arguments, stdin: .file(input.path), stdout: .file("/dev/full"),
          stderr: .file(errors.path))
        #expect(full.wait() == .exited(1))
        #expect(
          try errors.contents() == "Error: Cannot write output: No space left on device.\n")
      }
      // Bad lines after the output failed are not reported: their answers could not have
      // been written either, and the run ends with the failure.
      for (arguments, lines) in [(["convert"], "50 20 0\nbad\n"), (["watch"], "a 1\nbad\n")] {
        let mixed = try TemporaryFile(String(repeating: lines, count: 50_000))
        let full = try SpawnedLabcolor(
          arguments, stdin: .file(mixed.path), stdout: .file("/dev/full"),
          stderr: .file(errors.path))
        #expect(full.wait() == .exited(1))
        #expect(
          try errors.contents() == "Error: Cannot write output: No space left on device.\n",
          "\(arguments)")
      }
    #endif
  }
}

/// `Ctrl-\` on a running `labcolor`: `SIGQUIT` ends it at once, as its default action does,
/// without a crash report (a build on the shared Swift run time has its crash reporter
/// catch the signal, print a backtrace, and let the run go on).
@Suite struct QuitSignalTests {
  @Test func sigquitEndsAConvertWaitingForInputWithoutACrashReport() throws {
    // No core file, wherever the tests run: the limit passes to the child.
    var previous = rlimit()
    getrlimit(Int32(RLIMIT_CORE.rawValue), &previous)
    var noCore = rlimit(rlim_cur: 0, rlim_max: previous.rlim_max)
    setrlimit(Int32(RLIMIT_CORE.rawValue), &noCore)
    defer { setrlimit(Int32(RLIMIT_CORE.rawValue), &previous) }

    let (run, input, output, errors) = try SpawnedLabcolor.onPipes(["convert"])
    #expect(input.write("50 20 -10\n"))
    // The answer shows the run is past its start-up, waiting for the next line.
    #expect(String(decoding: output.readBytes(until: [0x0A]), as: UTF8.self) == "#916b88\n")
    run.send(SIGQUIT)
    #expect(run.wait(timeout: 10) == .signaled(SIGQUIT))
    #expect(try errors.contents() == "")
  }
}

/// `labcolor … 2>&1`: output and problem reports share one stream, and each report comes
/// after the output of the lines before its line and before that of the lines after it.
@Suite struct MergedStreamsTests {
  @Test(arguments: [
    (
      ["convert"], "50 20 -10\nbad\n60 0 0\n",
      "#916b88\nlabcolor: line 2: unknown color name \"bad\" at column 1\n#919191\n"
    ),
    (
      ["convert", "--threads", "2"], "50 20 -10\nbad\n60 0 0\n",
      "#916b88\nlabcolor: line 2: unknown color name \"bad\" at column 1\n#919191\n"
    ),
    (
      ["watch", "--keys", "aComponent"], "a 1\nbad\na 2\n",
      "aComponent: 0 -> 1\nlabcolor: line 2: unknown key 'bad' (the keys that can be set are l, "
        + "a and b)\naComponent: 1 -> 2\n"
    ),
    (
      ["name"], "red\nbluish\nlime\n",
      "red                   #ff0000  ΔE00 0\nlabcolor: line 2: unknown color name \"bluish\" at "
        + "column 1\nlime                  #00ff00  ΔE00 0\n"
    ),
  ])
  func problemsComeInTheirPlaceAmongTheOutput(
    arguments: [String], input: String, expected: String
  ) throws {
    let stdin = try TemporaryFile(input)
    let merged = TestPipe()
    let run = try SpawnedLabcolor(
      arguments, stdin: .file(stdin.path), stdout: .descriptor(merged.writeEnd),
      stderr: .descriptor(merged.writeEnd))
    merged.closeWriteEnd()
    let received = merged.readAll()
    #expect(run.wait() == .exited(1))
    #expect(String(decoding: received, as: UTF8.self) == expected)
  }
}

extension SpawnedLabcolor {
  /// `labcolor arguments` reading a pipe the test writes to (`input`) and writing to one it
  /// reads (`output`), its standard error in a file, as a person's or a slow producer's
  /// pipeline runs it: the child's ends of the pipes are closed here.
  static func onPipes(_ arguments: [String]) throws -> (
    run: SpawnedLabcolor, input: TestPipe, output: TestPipe, errors: TemporaryFile
  ) {
    let input = TestPipe()
    let output = TestPipe()
    let errors = try TemporaryFile("")
    let run = try SpawnedLabcolor(
      arguments, stdin: .descriptor(input.readEnd), stdout: .descriptor(output.writeEnd),
      stderr: .file(errors.path))
    input.closeReadEnd()
    output.closeWriteEnd()
    return (run, input, output, errors)
  }
}
