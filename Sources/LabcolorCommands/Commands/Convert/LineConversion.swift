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
  /// Whether bare `L a b` lines to hex can take `BareTripleHex`.
  let takesFastPath: Bool

  /// Converts with `parser` and `converter`.
  init(parser: ColorParser, converter: ColorConverter, maximumLineLength: Int) {
    self.parser = parser
    self.converter = converter
    self.maximumLineLength = maximumLineLength
    takesFastPath =
      converter.format == .hex && converter.gamut != .css
      && parser.bareTriples == .lab && parser.white == converter.white
  }

  /// Appends the converted line (and a newline) for the color in `bytes`; appends nothing
  /// for a blank or comment line. Returns why the line holds no usable color, or `nil`.
  @inline(__always)
  func convert(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: inout LineBuffer) -> String? {
    if takesFastPath, BareTripleHex.convert(bytes, white: converter.white, into: &buffer) {
      return nil
    }
    if case .failed(let message) = converter.convertLine(bytes, parser: parser, into: &buffer) {
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
    /// Each bad line: its number within the block (from 1) and why.
    var problems: [(line: Int, message: String)] = []
  }

  /// Converts every line of `block` (whole lines, as `LineReader.nextBlock()` gives them),
  /// stopping after the first bad line when `stopsAtFirstProblem`.
  func convert(block: UnsafeBufferPointer<UInt8>, stopsAtFirstProblem: Bool) -> BlockResult {
    var result = BlockResult()
    result.output = LineBuffer(capacity: block.count / 2 + 64)
    let limit = maximumLineLength
    // The body throws only to stop early.
    try? LineReader.forEachLine(in: block, maximumLineLength: limit) {
      line throws(CommandError) in
      result.lineCount += 1
      let problem: String?
      switch line {
      case .line(let bytes): problem = convert(bytes, into: &result.output)
      case .overlong: problem = "longer than \(limit) bytes"
      }
      if let problem {
        result.problems.append((result.lineCount, problem))
        if stopsAtFirstProblem { throw .badDataReported }
      }
    }
    return result
  }
}
