import Foundation
import KeyValueObserving

/// Case 8: heap allocations per notification, counted by valgrind.
///
/// The benchmark runs itself under `valgrind --tool=memcheck` twice per
/// configuration — registering one observer, then making 1,000 and then
/// 11,000 changes (so that one-time work, such as building the delivery
/// plan, happens in both) — and divides the difference of memcheck's "total
/// heap usage" allocation counts by 10,000. Counting is exact and independent of timing;
/// the case is skipped where valgrind is not installed.
enum AllocationBenchmarks {
  static let changes = 10_000

  static func run(_ report: inout Report) {
    report.section("Heap allocations per notification (valgrind memcheck)")
    guard let valgrind = findValgrind() else {
      report.skipped("8 allocations per notification", "valgrind is not installed")
      return
    }
    for (name, mode, bar) in [
      ("8a one observer, no .old/.new", "plain", Report.Bar.valueAtMost(0)),
      ("8b one observer, .old and .new", "values", Report.Bar.valueAtMost(0)),
    ] {
      guard let none = allocations(valgrind, mode: mode, changes: 1_000),
        let many = allocations(valgrind, mode: mode, changes: 1_000 + changes)
      else {
        report.skipped(name, "valgrind did not report heap usage")
        continue
      }
      report.value(
        name, Double(many - none) / Double(changes), unit: "allocs",
        note: "\(many - none) allocations for \(changes) changes", bar: bar)
    }
  }

  /// The child's side: one observer, then `changes` sets.
  static func probe(mode: String, changes: Int) {
    let model = ObservableModel()
    let sink = Sink()
    let options: ObservationOptions = mode == "values" ? [.old, .new] : []
    let token = model.observe(\.value, options: options) { _, change in
      sink.count &+= change.newValue == nil ? 1 : 2
    }
    for i in 0..<changes { setObservable(model, Double(i)) }
    token.invalidate()
    blackHole(sink.count)
  }

  private static func allocations(_ valgrind: String, mode: String, changes: Int) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments = [
      "--tool=memcheck", "--leak-check=no", CommandLine.arguments[0], "--allocation-probe", mode,
      String(changes),
    ]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // "==123== total heap usage: 4,321 allocs, 4,300 frees, 567,890 bytes allocated"
    guard let range = output.range(of: "total heap usage: ") else { return nil }
    let digits = output[range.upperBound...].prefix { $0.isNumber || $0 == "," }
    return Int(digits.filter(\.isNumber))
  }

  private static func findValgrind() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/valgrind"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
