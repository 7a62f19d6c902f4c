import Foundation

/// Runs every benchmark case and exits with 1 if a bar was missed.
enum BenchmarkSuite {
  static func main() {
    if CommandLine.arguments.dropFirst().first == "--memory-probe" {
      MemoryBenchmarks.probe()
      return
    }
    var report = Report()
    print("labcolor-bench: median of 11 samples per case, release build")
    ObservationBenchmarks.run(&report)
    ModelBenchmarks.run(&report)
    MemoryBenchmarks.run(&report)
    if report.failures.isEmpty {
      print("\nAll bars met.")
    } else {
      print("\nMissed: " + report.failures.joined(separator: ", "))
      exit(1)
    }
  }
}
