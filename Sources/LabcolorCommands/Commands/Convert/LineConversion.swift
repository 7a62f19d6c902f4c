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
    /// The bytes of the block.
    var inputByteCount = 0
    /// About how many of those bytes are in lines that wrote nothing — blank, comment, bad
    /// and overlong lines, each with one byte for its line ending — which say nothing of how
    /// much output a line makes.
    var silentByteCount = 0
    /// Each bad line: its number within the block (from 1), why, and how many bytes of
    /// `output` the lines before it wrote (where its report goes among the lines).
    var problems: [(line: Int, message: String, outputOffset: Int)] = []
  }

  /// Converts every line of `block` (whole lines, as `LineReader.nextBlock()` gives them),
  /// stopping after the first bad line when `stopsAtFirstProblem`, into an output buffer
  /// made with room for `outputCapacity` bytes (half the block's when not given).
  func convert(
    block: UnsafeBufferPointer<UInt8>, stopsAtFirstProblem: Bool, outputCapacity: Int? = nil
  ) -> BlockResult {
    var problems: [(line: Int, message: String, outputOffset: Int)] = []
    var output = LineBuffer(capacity: outputCapacity ?? block.count / 2 + 64)
    var silentByteCount = 0
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
      guard let problem else { return true }
      problems.append((number, problem, output.count))
      return !stopsAtFirstProblem
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
      output: output, lineCount: lineCount, inputByteCount: block.count,
      silentByteCount: silentByteCount, problems: problems)
  }
}
