import LabColor

extension LineBuffer {
  /// Writes the bytes to `output`.
  func write(to output: Output) {
    bytes.withUnsafeBufferPointer { output.write($0) }
  }
}
