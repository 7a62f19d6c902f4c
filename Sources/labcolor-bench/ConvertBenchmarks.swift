import Foundation
import LabColor
import LabcolorCommands

/// Case 9: `labcolor convert` throughput on a million random `L a b` lines.
///
/// In process: the per-line code path of the command
/// (`ColorConverter.convertLine`, into a `LineBuffer` emptied every 64 KiB,
/// as the command hands it to standard output), against a straightforward
/// implementation written for the benchmark (split the line, `Double(_:)`,
/// convert, `RGB8.hex`, append to a `String`). As a whole process: the
/// release `labcolor convert` reading the same lines from a file, and its
/// peak memory for one and for four million lines.
enum ConvertBenchmarks {
  static let lineCount = 1_000_000

  static func run(_ report: inout Report) {
    report.section("convert (1,000,000 random L a b lines, seeded)")
    let input = randomLines(lineCount, seed: 0x1AB_C010)
    for format in [ColorConverter.Format.hex, .json] {
      let subject = linesPerSecond { inProcess(input, format: format) }
      report.value(
        "9 in-process convert --to \(format.rawValue)", subject, unit: "lines/s",
        bar: format == .hex ? .valueAtLeast(3_000_000) : .none)
    }
    let baseline = linesPerSecond { straightforward(input) }
    report.value("9 baseline: Double(_:), convert, hex", baseline, unit: "lines/s")
    wholeProcess(&report, input: input)
  }

  /// Converts every line through `ColorConverter.convertLine`.
  @inline(never)
  static func inProcess(_ input: [UInt8], format: ColorConverter.Format) -> Int {
    let parser = ColorParser(bareTriples: .lab, white: .d65)
    let converter = ColorConverter(format: format)
    var buffer = LineBuffer(capacity: 80 * 1024)
    var written = 0
    input.withUnsafeBufferPointer { bytes in
      var start = 0
      for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
        let line = UnsafeBufferPointer(rebasing: bytes[start..<index])
        _ = converter.convertLine(line, parser: parser, into: &buffer)
        if buffer.bytes.count >= 64 * 1024 {
          written &+= buffer.bytes.count
          buffer.removeAll()
        }
        start = index + 1
      }
    }
    return written &+ buffer.bytes.count
  }

  /// The way one would write it without thinking about speed.
  @inline(never)
  static func straightforward(_ input: [UInt8]) -> Int {
    let text = String(decoding: input, as: UTF8.self)
    var output = ""
    var written = 0
    for line in text.split(separator: "\n") {
      let numbers = line.split(separator: " ").compactMap { Double($0) }
      guard numbers.count == 3 else { continue }
      let lab = Lab(l: numbers[0], a: numbers[1], b: numbers[2])
      output += RGB8(SRGB(lab, white: .d65)).hex + "\n"
      if output.utf8.count >= 64 * 1024 {
        written += output.utf8.count
        output = ""
      }
    }
    return written + output.utf8.count
  }

  /// Lines per second of `body`, median of five runs after a warm-up.
  static func linesPerSecond(_ body: () -> Int) -> Double {
    blackHole(body())
    var rates: [Double] = []
    for _ in 0..<5 {
      var written = 0
      let nanoseconds = Timing.time { written = body() }
      blackHole(written)
      rates.append(Double(lineCount) / nanoseconds * 1e9)
    }
    return rates.sorted()[rates.count / 2]
  }

  /// `count` lines `L a b` with L in 0…100 and a, b in ±128, four decimals.
  static func randomLines(_ count: Int, seed: UInt64) -> [UInt8] {
    var generator = SplitMix64(seed: seed)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count * 28)
    for _ in 0..<count {
      let l = Double(generator.next() % 1_000_001) / 10_000
      let a = Double(Int(generator.next() % 2_560_001) - 1_280_000) / 10_000
      let b = Double(Int(generator.next() % 2_560_001) - 1_280_000) / 10_000
      bytes.append(contentsOf: "\(l) \(a) \(b)\n".utf8)
    }
    return bytes
  }

  // MARK: - The whole process

  static func wholeProcess(_ report: inout Report, input: [UInt8]) {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let labcolor = directory.appendingPathComponent("labcolor").path
    guard FileManager.default.isExecutableFile(atPath: labcolor) else {
      report.skipped("9 whole process", "no labcolor beside the benchmark; run `make bench`")
      return
    }
    let small = directory.appendingPathComponent("labcolor-bench-1M.txt").path
    let large = directory.appendingPathComponent("labcolor-bench-4M.txt").path
    do {
      try Data(input).write(to: URL(fileURLWithPath: small))
      try Data(randomLines(4 * lineCount, seed: 0x4AB_C010)).write(to: URL(fileURLWithPath: large))
    } catch {
      report.skipped("9 whole process", "could not write the input files")
      return
    }
    defer {
      try? FileManager.default.removeItem(atPath: small)
      try? FileManager.default.removeItem(atPath: large)
    }
    var best = Double.infinity
    var smallPeak = 0
    for _ in 0..<3 {
      let (seconds, peak) = runConvert(labcolor, input: small)
      best = min(best, seconds)
      smallPeak = peak
    }
    report.value(
      "9 labcolor convert < file (--to hex)", Double(lineCount) / best, unit: "lines/s",
      note: "whole process, reading and writing, best of 3")
    let (_, largePeak) = runConvert(labcolor, input: large)
    report.value(
      "9 peak memory, 4M lines vs 1M lines", Double(largePeak - smallPeak) / 1024, unit: "KiB more",
      note: "\(smallPeak / 1024) vs \(largePeak / 1024) KiB maximum resident")
  }

  /// Runs `labcolor convert --to hex < input > /dev/null`; returns the
  /// seconds it took and its peak resident size in bytes.
  ///
  /// The run is started by a fresh copy of this benchmark
  /// (`--measure-convert`): a spawned process's peak resident size counts
  /// its parent's pages from before `exec`, and this process holds hundreds
  /// of megabytes of input by now.
  static func runConvert(_ labcolor: String, input: String) -> (Double, Int) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--measure-convert", labcolor, input]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      return (.nan, 0)
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let fields = output.split(whereSeparator: \.isWhitespace)
    guard fields.count == 2, let nanoseconds = Double(fields[0]), let peak = Int(fields[1]) else {
      return (.nan, 0)
    }
    return (nanoseconds / 1e9, peak)
  }

  /// The fresh copy's side: runs the conversion, prints nanoseconds and
  /// peak resident bytes.
  static func measure(_ labcolor: String, input: String) {
    guard let run = spawn(labcolor, ["convert", "--to", "hex"], standardInput: input) else {
      return
    }
    print(run.nanoseconds, run.peakResidentBytes)
  }
}

/// A small, fast, seedable generator (SplitMix64), so every run converts the
/// same lines.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
