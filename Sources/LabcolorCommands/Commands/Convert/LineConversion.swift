import LabColor

/// What `convert` does to one line, and to a block of lines: read a color, write it in the
/// `--to` notation — by `BareTripleHex` when the line is a plain `L a b` triple and the
/// notation is hex, otherwise by the general parser and converter. A value: the same one
/// converts blocks on every thread.
struct LineConversion: Sendable {
  /// Reads the colors.
  let parser: ColorParser
  /// Writes them.
  let converter: ColorConverter
  /// The longest line read, in bytes, without its line ending.
  let maximumLineLength: Int
  /// The fast path for bare `L a b` lines to hex, when it applies.
  let fastPath: BareTripleHex?

  /// Converts with `parser` and `converter`.
  init(parser: ColorParser, converter: ColorConverter, maximumLineLength: Int) {
    self.parser = parser
    self.converter = converter
    self.maximumLineLength = maximumLineLength
    let takesFastPath =
      converter.format == .hex && converter.gamut != .css
      && parser.bareTriples == .lab && parser.white == converter.white
    fastPath = takesFastPath ? BareTripleHex(white: converter.white) : nil
  }

  /// Appends the converted line (and a newline) for the color in `bytes`; appends nothing
  /// for a blank or comment line, which is skipped unless `skipsBlank` is false (an
  /// argument). Returns why the line holds no usable color, or `nil`.
  @inline(__always)
  func convert(
    _ bytes: UnsafeBufferPointer<UInt8>, skipsBlank: Bool = true, into buffer: inout LineBuffer
  ) -> String? {
    if let fastPath, fastPath.convert(bytes, into: &buffer) {
      return nil
    }
    let outcome = converter.convertLine(
      bytes, parser: parser, skipsBlank: skipsBlank, into: &buffer)
    if case .failed(let message) = outcome {
      return message
    }
    return nil
  }

  /// What became of a block of lines.
  struct BlockResult: Sendable {
    /// The converted lines, in order.
    var output = LineBuffer()
    /// The lines read, overlong and bad ones included.
    var lineCount = 0
    /// The bytes of the block read: all of it, unless the conversion stopped early, at a bad
    /// line (`stopsAtFirstProblem`) or at a limit (``LineConversion/outputLimit``,
    /// ``LineConversion/problemLimit``), after the line ending of its last line.
    var inputByteCount = 0
    /// About how many of those bytes are in lines that wrote nothing — blank, comment, bad
    /// and overlong lines, each with one byte for its line ending — which say nothing of how
    /// much output a line makes.
    var silentByteCount = 0
    /// Each bad line: its number within the block (from 1), why, and how many bytes of
    /// `output` the lines before it wrote (where its report goes among the lines).
    var problems: [(line: Int, message: String, outputOffset: Int)] = []
  }

  /// The output after which a block's conversion stops at the end of a line, leaving the
  /// rest of the block to be converted once this part is written: twice what
  /// `ConvertStream` cuts a piece to make, so that only a piece cut by a wrong guess reaches
  /// it. Lines of few bytes each after long ones that made little (300 lines padded with
  /// 16,000 blanks, then 2 million lines of `tan` in JSON) were cut a megabyte of input to a
  /// piece, some 160 MB of output, and `convert --threads 2` grew to 500 MB; it now takes 37.
  static let outputLimit = 2 << 20
  /// The bad lines after which a block's conversion stops likewise: each report is kept,
  /// its message and its place, until the block's lines are written (4 million lines of `x`
  /// after the same padded lines took 330 MB; now 31).
  static let problemLimit = 16 << 10

  /// Converts the lines of `block` (whole lines, as `LineReader.nextBlock()` gives them),
  /// stopping after the first bad line when `stopsAtFirstProblem`, or at the end of the line
  /// that takes the output to `outputLimit` bytes or the bad lines to `problemLimit`, into an
  /// output buffer made with room for `outputCapacity` bytes (half the block's when not
  /// given). The result's `inputByteCount` says how much of `block` was read.
  func convert(
    block: UnsafeBufferPointer<UInt8>, stopsAtFirstProblem: Bool, outputCapacity: Int? = nil,
    outputLimit: Int = LineConversion.outputLimit, problemLimit: Int = LineConversion.problemLimit
  ) -> BlockResult {
    var problems: [(line: Int, message: String, outputOffset: Int)] = []
    var output = LineBuffer(capacity: outputCapacity ?? block.count / 2 + 64)
    var silentByteCount = 0
    var stoppedEarly = false
    let limit = maximumLineLength
    // The line numbered `number` by the general path: returns whether to go on.
    func general(_ line: LineReader.BlockLine, _ number: Int, _ output: inout LineBuffer) -> Bool {
      let problem: String?
      let outputBefore = output.count
      let byteCount: Int
      switch line {
      case .line(let bytes):
        problem = convert(bytes, into: &output)
        byteCount = bytes.count
      case .overlong(let count):
        problem = "longer than \(limit) bytes"
        byteCount = count
      }
      if output.count == outputBefore { silentByteCount += byteCount + 1 }
      if let problem {
        problems.append((number, problem, output.count))
        stoppedEarly = stopsAtFirstProblem
      }
      // Lines of the fast path (at most 8 bytes from 6) need no limit of their own.
      if output.count >= outputLimit || problems.count >= problemLimit { stoppedEarly = true }
      return !stoppedEarly
    }
    var lineCount = 0
    if let fastPath {
      lineCount = fastPath.convert(
        block: block, maximumLineLength: limit, output: &output, general: general)
    } else {
      try? LineReader.forEachLine(in: block, maximumLineLength: limit) {
        line throws(CommandError) in
        lineCount += 1
        if !general(line, lineCount, &output) { throw .badDataReported }
      }
    }
    return BlockResult(
      output: output, lineCount: lineCount,
      inputByteCount: stoppedEarly
        ? LineReader.byteCount(ofLines: lineCount, in: block) : block.count,
      silentByteCount: silentByteCount, problems: problems)
  }
}
