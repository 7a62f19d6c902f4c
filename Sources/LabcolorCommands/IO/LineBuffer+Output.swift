import LabColor

extension LineBuffer {
  /// Writes the bytes to `output`.
  func write(to output: Output) {
    withUnsafeBytes { output.write($0) }
  }
}

extension Output {
  /// Writes one line: what `build` appends to an empty buffer, then a line feed.
  ///
  ///     output.writeLine { values.appendJSON(to: &$0) }
  func writeLine(_ build: (inout LineBuffer) -> Void) {
    var line = LineBuffer()
    build(&line)
    line.append(byte: UInt8(ascii: "\n"))
    line.write(to: self)
  }
}
