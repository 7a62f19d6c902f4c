import Foundation

/// A program of the system (`bash`, `groff`), found on the usual paths, run to its end.
///
/// Tests that need one say so and skip when it is missing: nothing the Swift toolchain
/// lacks is required.
struct SystemTool {
  /// Where the program is.
  let path: String

  /// The program `name` in /bin, /usr/bin or /usr/local/bin, if there is one.
  init?(_ name: String) {
    let found = ["/bin", "/usr/bin", "/usr/local/bin"].map { $0 + "/" + name }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let found else { return nil }
    path = found
  }

  /// What one run printed, and how it ended.
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs the program with `arguments` and a minimal environment, with empty input.
  func run(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "HOME": "/tmp"]
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both before waiting, so a full pipe cannot stall the program.
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}
