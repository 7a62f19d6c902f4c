import LabColor
import Testing

@testable import LabcolorCommands

/// A stream converting `input` (bytes on standard input) to `format` with `threadCount`
/// threads, writing to `output` and reporting bad lines to `error`.
private func stream(
  _ input: [UInt8], threadCount: Int, strict: Bool = false,
  format: ColorConverter.Format = .hex, output: Output, error: Output
) -> (stream: ConvertStream, problems: InputProblems) {
  let invocation = Invocation(
    path: CommandPath(root: Labcolor.command), arguments: ParsedArguments(), environment: [:],
    input: .bytes(input), output: output, error: error)
  let conversion = LineConversion(
    parser: ColorParser(bareTriples: .lab, white: .d65),
    converter: ColorConverter(format: format), maximumLineLength: ConvertCommand.maximumLineLength)
  let problems = InputProblems(error: error, after: output, stopsAtFirst: strict)
  let stream = ConvertStream(
    conversion: conversion, invocation: invocation, problems: problems, threadCount: threadCount)
  return (stream, problems)
}

/// `convert` of `input` (bytes on standard input) to `format`, with `threadCount` threads.
private func convert(
  _ input: [UInt8], threadCount: Int, strict: Bool = false,
  format: ColorConverter.Format = .hex
) -> RunResult {
  let output = Output()
  let error = Output(flushesEachLine: true)
  let (stream, problems) = stream(
    input, threadCount: threadCount, strict: strict, format: format, output: output, error: error)
  var status = ExitCode.success
  do {
    try stream.run()
    if problems.hasProblems { status = .badData }
  } catch {
    status = error.exitCode
  }
  output.flush()
  return RunResult(status: status, stdout: output.text, stderr: error.text)
}

@Suite struct ConvertStreamTests {
  /// 120,000 lines (about 3 MB, so several blocks go to the workers), a bad line now and
  /// then, and an overlong one.
  private static let input: [UInt8] = {
    var generator = SplitMix64(seed: 0x1AB_C0C2)
    var text = ""
    for index in 0..<120_000 {
      switch generator.next() % 2_000 {
      case 0: text += "not a color\n"
      case 1: text += "# a comment\n"
      case 2: text += String(repeating: "9", count: 20_000) + "\n"
      default:
        let l = Double(generator.next() % 1_000_001) / 10_000
        let a = Double(Int(generator.next() % 2_560_001) - 1_280_000) / 10_000
        let b = Double(Int(generator.next() % 2_560_001) - 1_280_000) / 10_000
        text += index % 3 == 0 ? "\(l), \(a), \(b)\n" : "\(l) \(a) \(b)\r\n"
      }
    }
    return Array(text.utf8)
  }()

  @Test func everyThreadCountGivesTheSameOutputAndErrorsInOrder() {
    let sequential = convert(Self.input, threadCount: 1)
    #expect(sequential.status == .badData)
    let lines = InputLines.split(Self.input)
    let goodLines = lines.filter {
      !$0.isEmpty && $0.first != UInt8(ascii: "#") && $0.first != UInt8(ascii: "n")
        && $0.count < 1_000
    }
    #expect(sequential.stdout.split(separator: "\n").count == goodLines.count)
    #expect(
      sequential.stderr.split(separator: "\n").count == lines.count - goodLines.count
        - lines.filter { $0.first == UInt8(ascii: "#") }.count)
    for threads in [2, 3, 8] {
      #expect(convert(Self.input, threadCount: threads) == sequential, "\(threads) threads")
    }
  }

  @Test func strictStopsAtTheFirstBadLineWhicheverThreadConvertedIt() {
    let sequential = convert(Self.input, threadCount: 1, strict: true)
    #expect(sequential.status == .badData)
    #expect(sequential.stderr.split(separator: "\n").count == 1)
    #expect(convert(Self.input, threadCount: 4, strict: true) == sequential)
  }

  /// The output of each of `lines` converted alone to `format`, through the parser and the
  /// converter, one after the other.
  private static func eachAlone(_ lines: ArraySlice<[UInt8]>, to format: ColorConverter.Format)
    -> String
  {
    var output = LineBuffer()
    let parser = ColorParser(bareTriples: .lab, white: .d65)
    for line in lines {
      _ = line.withUnsafeBufferPointer {
        ColorConverter(format: format).convertLine($0, parser: parser, into: &output)
      }
    }
    return output.text
  }

  @Test func theOutputIsThatOfTheGeneralPathLineByLine() {
    // The fast path and the blocks change nothing: each good line converted alone, through
    // the parser and converter, gives the same bytes.
    let lines = InputLines.split(Self.input).prefix(3_000)
    let input = Array(lines.joined(separator: [0x0A]))
    #expect(convert(input, threadCount: 2).stdout == Self.eachAlone(lines, to: .hex))
  }

  @Test func piecesOfJSONComeOutInOrderOnEveryThreadCount() {
    // A line of JSON is about twenty times its input, so each block is cut into many
    // pieces; the output is still that of each line converted alone, in order, and the bad
    // lines are reported with their numbers in the input.
    let lines = InputLines.split(Self.input).prefix(20_000)
    let input = Array(lines.joined(separator: [0x0A]))
    let sequential = convert(input, threadCount: 1, format: .json)
    #expect(sequential.stdout == Self.eachAlone(lines, to: .json))
    #expect(!sequential.stderr.isEmpty)
    for threads in [2, 3] {
      #expect(convert(input, threadCount: threads, format: .json) == sequential, "\(threads)")
    }
    let strict = convert(input, threadCount: 1, strict: true, format: .json)
    #expect(strict.stderr.split(separator: "\n").count == 1)
    #expect(convert(input, threadCount: 2, strict: true, format: .json) == strict)
  }

  /// No line makes more output per byte than the stream assumes before it has measured any
  /// (JSON of the shortest line, a three-letter name, is the most), and a piece of the least
  /// size makes no more than a piece is cut to make: otherwise the pieces in flight on many
  /// threads hold several times the memory meant (470 MB for `#fff` to JSON on 64).
  @Test func noLineMakesAPieceLargerThanMeant() {
    let shortLines = ["tan", "red", "#fff", "#fff0", "0 0 0", "0,0,0", "1 1 1 / 0"]
    for format in ColorConverter.Format.allCases {
      for line in shortLines {
        let output = convert(Array((line + "\n").utf8), threadCount: 1, format: format).stdout
        let expansion = Double(output.utf8.count) / Double(line.utf8.count + 1)
        #expect(expansion <= ConvertStream.initialExpansion, "\(line) to \(format)")
        #expect(
          expansion * Double(ConvertStream.minimumPieceSize)
            <= Double(ConvertStream.pieceOutputSize), "\(line) to \(format)")
      }
    }
  }

  /// The pieces after lines that wrote nothing — blank lines, comments, bad and overlong
  /// lines — are cut by what the colors made, not by what all the bytes made: a megabyte of
  /// blank lines before `tan` lines made the next pieces a megabyte of input each, 160 MB of
  /// JSON apiece, and `convert --to json --threads 2` grew to 620 MB where it takes 18.
  @Test func linesThatWriteNothingDoNotMakeThePiecesLarger() throws {
    // The size of the next piece once `input` has been converted to JSON on `threads`.
    func pieceSize(after input: String, threads: Int) throws -> Int {
      let (stream, _) = stream(
        Array(input.utf8), threadCount: threads, format: .json, output: Output(), error: Output())
      try stream.run()
      return stream.pieceSize
    }
    let silent =
      String(repeating: "\n", count: 100_000) + String(repeating: "# a comment\n", count: 10_000)
      + String(repeating: "not a color\n", count: 5_000)
      + String(repeating: String(repeating: "9", count: 20_000) + "\n", count: 10)
    let colors = silent + String(repeating: "tan\n", count: 2_000)
    for threads in [1, 2] {
      // Nothing converted yet: the pieces are as small as before any input was read.
      #expect(try pieceSize(after: silent, threads: threads) == 4 << 10, "\(threads) threads")
      // A line of JSON is more than 400 bytes, 100 times the 4 of "tan\n": 1 MiB of output is
      // made by less than 10,486 bytes of such lines.
      #expect(try pieceSize(after: colors, threads: threads) < 10_486, "\(threads) threads")
    }
  }

  /// A piece cut by a wrong guess of its output is written in parts: lines padded with
  /// 16,000 blanks, which make about 600 bytes of JSON each, have the next pieces cut at a
  /// megabyte of input, and the 5,000 `tan` lines after them (20,000 bytes, 3 MB of JSON)
  /// came out of one piece, as 20,000 bad lines came out with their 20,000 reports; four
  /// such pieces in flight took 500 MB.
  @Test func noPieceHoldsMoreThanTheLimitsWhateverItsLinesMake() throws {
    let padded = String(
      repeating: "50 20 -10" + String(repeating: " ", count: 16_000) + "\n", count: 30)
    for threads in [1, 2] {
      for (tail, lines, badLines) in [("tan\n", 5_030, 0), ("x\n", 30, 20_000)] {
        let input = padded + String(repeating: tail, count: tail == "x\n" ? 20_000 : 5_000)
        let output = Output()
        let error = Output()
        let (stream, _) = stream(
          Array(input.utf8), threadCount: threads, format: .json, output: output, error: error)
        try stream.run()
        output.flush()
        error.flush()
        let context = "\(threads) threads, \(tail.dropLast())"
        // A line of JSON is less than 1 KiB.
        #expect(stream.largestOutputHeld < LineConversion.outputLimit + 1_024, "\(context)")
        #expect(stream.mostProblemsHeld <= LineConversion.problemLimit, "\(context)")
        // Nothing lost, and every report numbered as the line it names.
        #expect(output.text.split(separator: "\n").count == lines, "\(context)")
        let reports = error.text.split(separator: "\n")
        #expect(reports.count == badLines, "\(context)")
        if badLines > 0 {
          #expect(reports.first?.contains("line 31:") == true, "\(context)")
          #expect(reports.last?.contains("line 20030:") == true, "\(context)")
        }
      }
    }
  }

  /// Once the reader has closed the pipe (`| head -1`), the pieces in flight are dropped,
  /// not converted and written to nowhere: of 200,000 lines of `50 20 0` on 8 threads, the
  /// 16 pieces of 512 lines in flight when the first was written, and the one submitted
  /// after it, were all converted (8,704 lines, the reading thread helping) after that
  /// write had found the pipe closed. With 64 threads, 128 pieces in flight, `labcolor
  /// convert --threads 64 < colors | head -1` took 12 s where the first line came after 5.
  @Test func aClosedOutputDropsThePiecesInFlight() throws {
    Platform.ignoreBrokenPipeSignal()
    let pipe = TestPipe()
    pipe.closeReadEnd()
    // A buffer of one byte: the first piece's write finds the pipe closed.
    let output = Output(fileDescriptor: pipe.writeEnd, capacity: 1)
    let error = Output()
    let input = Array(String(repeating: "50 20 0\n", count: 200_000).utf8)
    let (stream, _) = stream(input, threadCount: 8, output: output, error: error)
    try stream.run()
    #expect(output.failure == .closed)
    #expect(stream.linesBefore == 512)
  }

  /// The first piece of `text` cut at about `size` bytes, as text.
  private func firstPiece(of text: String, size: Int) -> String {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer {
      String(decoding: ConvertStream.firstPiece(of: $0, size: size), as: UTF8.self)
    }
  }

  @Test func aPieceEndsAtTheLastLineEndWithinItsSize() {
    #expect(firstPiece(of: "ab\ncd\nef\n", size: 4) == "ab\n")
    #expect(firstPiece(of: "ab\ncd\nef\n", size: 3) == "ab\n")
    #expect(firstPiece(of: "ab\ncd\nef\n", size: 6) == "ab\ncd\n")
    #expect(firstPiece(of: "a\r\nb\r\n", size: 4) == "a\r\n")
  }

  @Test func aPieceHoldsAtLeastOneLineAndAtMostTheBlock() {
    #expect(firstPiece(of: "abcdef\ngh\n", size: 3) == "abcdef\n")
    #expect(firstPiece(of: "ab\ncd\n", size: 2) == "ab\n")
    #expect(firstPiece(of: "abcdef", size: 3) == "abcdef")
    #expect(firstPiece(of: "ab\ncd", size: 100) == "ab\ncd")
    #expect(firstPiece(of: "ab\ncd", size: 0) == "ab\ncd")
  }
}
