import Foundation

/// Case 14: `labcolor watch` reading 200,000 random changes from a file, as a whole process
/// (the release build beside the benchmark), best of three runs: changes per second with
/// `--keys hex --format json` (one notification per change) and with every key in JSON
/// (about a dozen notifications per change).
///
/// The changes are `l=…`, `a=…` and `b=…` lines with four decimals, L\* in 0…100 and a\*,
/// b\* in −128…127, from a seeded generator, so every run reads the same file.
enum WatchBenchmarks {
  static let changeCount = 200_000

  static func run(_ report: inout Report) {
    report.section("watch (200,000 random changes from a file, whole process, best of 3)")
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let labcolor = directory.appendingPathComponent("labcolor").path
    guard FileManager.default.isExecutableFile(atPath: labcolor) else {
      report.skipped("14 watch", "no labcolor beside the benchmark; run `make bench`")
      return
    }
    let input = directory.appendingPathComponent("labcolor-bench-changes.txt").path
    do {
      try Data(randomChanges(changeCount, seed: 0x3A7C_4E11)).write(to: URL(fileURLWithPath: input))
    } catch {
      report.skipped("14 watch", "could not write the input file")
      return
    }
    defer { try? FileManager.default.removeItem(atPath: input) }
    let cases: [(String, [String], Double)] = [
      ("14 watch --keys hex --format json", ["--keys", "hex", "--format", "json"], 1_000_000),
      ("14 watch --format json (every key)", ["--format", "json"], 300_000),
    ]
    for (name, options, bar) in cases {
      var best = Double.infinity
      for _ in 0..<3 {
        guard let run = spawn(labcolor, ["watch"] + options, standardInput: input) else { continue }
        best = min(best, run.nanoseconds / 1e9)
      }
      report.value(
        name, Double(changeCount) / best, unit: "changes/s", note: "whole process",
        bar: .valueAtLeast(bar))
    }
  }

  /// `count` lines `l=…`, `a=…` or `b=…`, seeded.
  static func randomChanges(_ count: Int, seed: UInt64) -> [UInt8] {
    var generator = SplitMix64(seed: seed)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count * 12)
    for _ in 0..<count {
      let value: Double
      let key: String
      switch generator.next() % 3 {
      case 0:
        key = "l"
        value = Double(generator.next() % 1_000_001) / 10_000
      case 1:
        key = "a"
        value = Double(Int(generator.next() % 2_550_001) - 1_280_000) / 10_000
      default:
        key = "b"
        value = Double(Int(generator.next() % 2_550_001) - 1_280_000) / 10_000
      }
      bytes.append(contentsOf: "\(key)=\(value)\n".utf8)
    }
    return bytes
  }
}
