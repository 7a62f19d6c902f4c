import Foundation

/// Runs every benchmark case and exits with 1 if a bar was missed.
enum BenchmarkSuite {
  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    // `--static-labcolor PATH`: the self-contained binary `make install` installs.
    if let index = arguments.firstIndex(of: "--static-labcolor"), index + 1 < arguments.count {
      StartupBenchmarks.staticLabcolor = arguments[index + 1]
      arguments.removeSubrange(index...(index + 1))
    }
    if arguments.first == "--memory-probe" {
      MemoryBenchmarks.probe()
      return
    }
    if arguments.count >= 3, arguments[0] == "--measure-convert" {
      ConvertBenchmarks.measure(
        arguments[1], input: arguments[2], options: Array(arguments.dropFirst(3)))
      return
    }
    if arguments.count == 3, arguments[0] == "--allocation-probe", let changes = Int(arguments[2]) {
      AllocationBenchmarks.probe(mode: arguments[1], changes: changes)
      return
    }
    var report = Report()
    print(
      "labcolor-bench: release build; each case beside its baseline, medians of repeated samples")
    // `labcolor-bench convert slice` runs those sections alone.
    let sections: [(String, (inout Report) -> Void)] = [
      ("observation", ObservationBenchmarks.run), ("model", ModelBenchmarks.run),
      ("memory", MemoryBenchmarks.run), ("allocation", AllocationBenchmarks.run),
      ("convert", ConvertBenchmarks.run), ("transfer", TransferFunctionBenchmarks.run),
      ("notations", NotationBenchmarks.run), ("explore", ExploreBenchmarks.run),
      ("slice", SliceBenchmarks.run), ("watch", WatchBenchmarks.run), ("name", NameBenchmarks.run),
      ("startup", StartupBenchmarks.run),
    ]
    for (name, run) in sections where arguments.isEmpty || arguments.contains(name) {
      run(&report)
    }
    if report.failures.isEmpty {
      print("\nAll bars met.")
    } else {
      print("\nMissed: " + report.failures.joined(separator: ", "))
      exit(1)
    }
  }
}
