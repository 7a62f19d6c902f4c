import Foundation
import KeyValueObserving

#if canImport(Glibc)
  import Glibc
#endif

/// Case 7: memory per live observation and per unobserved object.
///
/// Resident-size deltas are only honest in a process whose allocator has no
/// free memory to reuse, so the measurements run in a fresh child process
/// (`labcolor-bench --memory-probe`), which prints them for this one to
/// report.
enum MemoryBenchmarks {
  static func run(_ report: inout Report) {
    report.section("Memory (measured in a fresh process)")
    let slot = KeyValueObject._unobservedStateSize
    report.value(
      "7a state of an unobserved object", Double(slot), unit: "bytes",
      note: "one word: MemoryLayout of the registry slot", bar: .valueAtMost(8))
    guard let probe = runProbe() else {
      report.skipped("7b–7d", "the memory probe did not run")
      return
    }
    report.value(
      "7b unobserved object vs plain (1M, RSS)", probe["object"] ?? .nan, unit: "bytes more",
      note:
        "\(format(probe["plainObject"] ?? .nan)) vs \(format(probe["observableObject"] ?? .nan)) "
        + "bytes/object; malloc rounds to 16")
    report.value(
      "7c per live observation (1M, RSS)", probe["observation"] ?? .nan, unit: "bytes",
      note: "observation + token + registry slot", bar: .valueAtMost(128))
    report.value(
      "7d RSS growth re-registering 1M", probe["reuse"] ?? .nan, unit: "bytes/obs",
      note: "after invalidating the first million: freed memory is reused")
  }

  /// Runs the probe in a child process and parses its `name=value` lines.
  static func runProbe() -> [String: Double]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--memory-probe"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    var values: [String: Double] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: "=")
      if parts.count == 2, let value = Double(parts[1]) { values[String(parts[0])] = value }
    }
    return values
  }

  /// The child's side: allocates and prints resident-size deltas.
  static func probe() {
    // First, on a fresh heap: a million live observations of one object,
    // tokens in a reserved array.
    let count = 1_000_000
    let model = ObservableModel()
    let sink = Sink()
    let handler: (ObservableModel, ObservedChange<Double>) -> Void = { _, _ in sink.count &+= 1 }
    var tokens: [ObservationToken] = []
    tokens.reserveCapacity(count)
    _ = model.observe(\.value, changeHandler: handler)  // the registry exists before measuring
    let before = residentBytes()
    for _ in 0..<count { tokens.append(model.observe(\.value, changeHandler: handler)) }
    print("observation=\(Double(residentBytes() - before) / Double(count))")
    for token in tokens { token.invalidate() }
    tokens.removeAll(keepingCapacity: true)
    let again = residentBytes()
    for _ in 0..<count { tokens.append(model.observe(\.value, changeHandler: handler)) }
    print("reuse=\(Double(residentBytes() - again) / Double(count))")

    // Then objects, beyond everything freed so far: both kinds stay alive.
    let reserve = residentBytes()
    var start = reserve
    let plains = (0..<count).map { _ in PlainModel() }
    let plainBytes = Double(residentBytes() - start) / Double(count)
    start = residentBytes()
    let observables = (0..<count).map { _ in ObservableModel() }
    let observableBytes = Double(residentBytes() - start) / Double(count)
    print("plainObject=\(plainBytes)")
    print("observableObject=\(observableBytes)")
    print("object=\(observableBytes - plainBytes)")
    withExtendedLifetime((plains, observables, tokens)) {}
  }

  /// Resident set size of this process, from /proc/self/statm.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
