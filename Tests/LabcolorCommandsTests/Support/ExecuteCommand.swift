import Foundation
import Testing

@testable import LabcolorCommands

/// What a run of the built `labcolor` binary produced.
struct Execution: Equatable {
  var stdout: String
  var stderr: String
  var status: Int32
  /// The signal that ended the process, if one did.
  var signal: Int32?
}

/// Runs the `labcolor` binary that `swift build` put beside the test bundle, as a user
/// would: a cleared environment plus the given variables, the given bytes on standard
/// input, standard output and error captured (swift-argument-parser's
/// `AssertExecuteCommand`, fd's `TestEnv`).
enum LabcolorBinary {
  /// The build products directory: where the test bundle and `labcolor` are.
  static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  /// The built `labcolor` executable.
  static var url: URL { productsDirectory.appendingPathComponent("labcolor") }

  /// Runs `labcolor` with `arguments` and waits for it to end.
  ///
  /// - Parameter standardOutput: where standard output goes instead of being captured
  ///   (`Execution.stdout` is then empty).
  static func execute(
    _ arguments: [String], environment: [String: String] = [:], stdin: [UInt8] = [],
    standardOutput: FileHandle? = nil
  ) throws -> Execution {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("labcolor-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let inputURL = directory.appendingPathComponent("stdin")
    let outputURL = directory.appendingPathComponent("stdout")
    let errorURL = directory.appendingPathComponent("stderr")
    try Data(stdin).write(to: inputURL)
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)

    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = environment
    process.standardInput = try FileHandle(forReadingFrom: inputURL)
    process.standardOutput = try standardOutput ?? FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
    process.waitUntilExit()

    let signaled = process.terminationReason == .uncaughtSignal
    return Execution(
      stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
      status: signaled ? -1 : process.terminationStatus,
      signal: signaled ? process.terminationStatus : nil)
  }
}

/// Runs the built `labcolor` and expects its standard output, standard error and exit
/// status together; on a mismatch, records one issue with a line diff of each stream.
func expectExecute(
  _ arguments: [String], environment: [String: String] = [:], stdin: [UInt8] = [],
  stdout: String = "", stderr: String = "", status: ExitCode = .success,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let actual = try LabcolorBinary.execute(arguments, environment: environment, stdin: stdin)
  let expected = Execution(stdout: stdout, stderr: stderr, status: status.rawValue, signal: nil)
  guard actual != expected else { return }
  var report = "labcolor \(arguments.joined(separator: " ")):"
  if actual.signal != nil || actual.status != expected.status {
    let ending = actual.signal.map { "signal \($0)" } ?? "status \(actual.status)"
    report += "\nexpected status \(expected.status), got \(ending)"
  }
  if actual.stdout != expected.stdout {
    report +=
      "\nstdout (- expected, + actual):\n"
      + LineDiff.diff(expected: expected.stdout, actual: actual.stdout)
  }
  if actual.stderr != expected.stderr {
    report +=
      "\nstderr (- expected, + actual):\n"
      + LineDiff.diff(expected: expected.stderr, actual: actual.stderr)
  }
  Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}
