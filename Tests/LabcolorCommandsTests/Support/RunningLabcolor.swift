import Foundation

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `labcolor` running with pipes on its standard input and output, for tests of
/// how it behaves while its input is still open or its output is closed early (a person
/// typing, `| head -1`). The environment is cleared; standard error goes to a file.
final class RunningLabcolor {
  private let process = Process()
  private let input = TestPipe()
  private let output = TestPipe()
  private let errorURL: URL
  private var received: [UInt8] = []

  /// Starts `labcolor` with `arguments`; `stdin` is a file to read instead of the pipe.
  init(_ arguments: [String], stdin: URL? = nil) throws {
    Platform.ignoreBrokenPipeSignal()
    errorURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("labcolor-stderr-\(UUID().uuidString)")
    try Data().write(to: errorURL)
    process.executableURL = LabcolorBinary.url
    process.arguments = arguments
    process.environment = [:]
    if let stdin {
      process.standardInput = try FileHandle(forReadingFrom: stdin)
      input.closeWriteEnd()
    } else {
      process.standardInput = FileHandle(fileDescriptor: input.readEnd, closeOnDealloc: false)
    }
    process.standardOutput = FileHandle(fileDescriptor: output.writeEnd, closeOnDealloc: false)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
    // The child has its copies; the test keeps only the ends it uses.
    input.closeReadEnd()
    output.closeWriteEnd()
  }

  deinit {
    if process.isRunning { process.terminate() }
    try? FileManager.default.removeItem(at: errorURL)
  }

  /// Writes `text` to the process's standard input.
  func write(_ text: String) {
    input.write(text)
  }

  /// Closes the process's standard input: the end of its input.
  func closeInput() {
    input.closeWriteEnd()
  }

  /// Closes the reading end of the process's standard output, as `head` does when it has
  /// read enough.
  func closeOutput() {
    output.closeReadEnd()
  }

  /// Reads standard output until what was read since the last call ends with `suffix`, the
  /// output ends, or `timeout` seconds pass; returns what was read.
  func readOutput(until suffix: String, timeout: Double = 10) -> String {
    let deadline = Date().addingTimeInterval(timeout)
    let wanted = Array(suffix.utf8)
    var chunk = [UInt8](repeating: 0, count: 4096)
    while !(received.count >= wanted.count && Array(received.suffix(wanted.count)) == wanted) {
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { break }
      var request = pollfd(fd: output.readEnd, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, Int32(remaining * 1000)) > 0 else { break }
      let count = chunk.withUnsafeMutableBytes { read(output.readEnd, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      received += chunk[..<count]
    }
    defer { received = [] }
    return String(decoding: received, as: UTF8.self)
  }

  /// Waits for the process to end; returns its status and standard error.
  func wait() -> (status: Int32, stderr: String) {
    process.waitUntilExit()
    let stderr = (try? Data(contentsOf: errorURL)).map { String(decoding: $0, as: UTF8.self) }
    let status = process.terminationReason == .uncaughtSignal ? -1 : process.terminationStatus
    return (status, stderr ?? "")
  }
}
