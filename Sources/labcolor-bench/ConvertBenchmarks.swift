import CConvertBaseline
import Foundation
import LabColor
import LabcolorCommands
import Synchronization

/// Case 9: `labcolor convert` throughput on two million random `L a b` lines.
///
/// In process, one thread: the command itself (`Labcolor.run`, its `ConvertStream` cutting
/// the input into pieces and converting them) against a careful C program doing
/// the same work (`CConvertBaseline`: integer parsing with one exact division, a cube, the
/// CSS matrix, 255 sRGB thresholds, a hex table), and against a straightforward Swift
/// version (split the line, `Double(_:)`, convert, `RGB8.hex`, append to a `String`). Then
/// every thread (`ConvertStream` with its worker threads), and the other notations. As a
/// whole process: the release `labcolor convert` reading a file, on one thread
/// (`--threads 1`) and on all, to each of hex, `L a b`, `oklch()` and JSON; and its peak
/// memory to hex for one and for four times the lines, and to JSON.
enum ConvertBenchmarks {
  static let lineCount = 2_000_000

  static func run(_ report: inout Report) {
    report.section("convert (2,000,000 random L a b lines, seeded)")
    let input = randomLines(lineCount, seed: 0x1AB_C010)
    convert_baseline_prepare()
    let mismatches = differingLines(input)
    if mismatches > 0 {
      report.skipped("9 C baseline", "its output differs from labcolor's on \(mismatches) lines")
    }
    let threads = processors
    let shares = CShares(input, parts: threads)
    // The C program and labcolor, each on one thread and on all, in turn: a moment of noise
    // on the machine falls on all four alike rather than on one of the runs compared.
    let hexRates = linesPerSecondInTurn([
      { cBaseline(input) }, { inProcess(input, format: .hex, threads: 1) },
      { inProcess(input, format: .hex, threads: threads) }, { cBaseline(shares) },
    ])
    let (c, oneThread, allThreads, cAllThreads) = (
      hexRates[0], hexRates[1], hexRates[2], hexRates[3]
    )
    report.compareRates(
      "9 convert --to hex, 1 thread", subject: oneThread, baseline: c,
      baselineName: "C program", unit: "lines/s", bar: .ratioAtMost(2))
    report.compareRates(
      "9 convert --to hex, \(threads) threads", subject: allThreads, baseline: oneThread,
      baselineName: "1 thread", unit: "lines/s",
      bar: threads >= 2 ? .ratioAtMost(1 / 1.7) : .none)
    // What this machine gives work that shares nothing at all: the C program on every
    // thread, each converting its own share of the lines into its own output.
    report.compareRates(
      "9 C program, \(threads) threads", subject: cAllThreads, baseline: c,
      baselineName: "C, 1 thread", unit: "lines/s", bar: .none)
    for format in [ColorConverter.Format.lab, .notation(.oklch), .json] {
      report.value(
        "9 convert --to \(format.argumentName), 1 thread",
        linesPerSecond { inProcess(input, format: format, threads: 1) }, unit: "lines/s")
      report.value(
        "9 convert --to \(format.argumentName), \(threads) threads",
        linesPerSecond { inProcess(input, format: format, threads: threads) }, unit: "lines/s")
    }
    let plain = linesPerSecond { straightforward(input) }
    report.compareRates(
      "9 straightforward Swift, --to hex", subject: plain, baseline: oneThread,
      baselineName: "labcolor", unit: "lines/s", bar: .none)
    wholeProcess(&report, input: input)
  }

  /// Where the in-process conversions write: /dev/null, through labcolor's `Output`.
  static let discard = open("/dev/null", O_WRONLY)

  /// The processors `convert` uses by default.
  static let processors = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))

  /// Runs `labcolor convert --to <format> --threads <threads>` in process on `input`,
  /// writing to /dev/null; returns the exit status.
  @inline(never)
  static func inProcess(_ input: [UInt8], format: ColorConverter.Format, threads: Int) -> Int {
    let output = Output(fileDescriptor: discard)
    let status = Labcolor.run(
      arguments: ["convert", "--to", format.argumentName, "--threads", String(threads)],
      environment: [:], input: .bytes(input), output: output, error: output)
    return Int(status.rawValue)
  }

  /// The C program over the same lines; returns the bytes written.
  @inline(never)
  static func cBaseline(_ input: [UInt8]) -> Int {
    cConvert(input, input.indices, lines: lineCount)
  }

  /// The C program over `range` of `input`, which holds `lines` lines, into an output of its
  /// own; returns the bytes written.
  static func cConvert(_ input: [UInt8], _ range: Range<Int>, lines: Int) -> Int {
    var output = [UInt8](repeating: 0, count: 8 * lines + 8)
    return input.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        guard let from = source.baseAddress, let to = target.baseAddress else { return 0 }
        return convert_baseline_lab_to_hex(from + range.lowerBound, range.count, to)
      }
    }
  }

  /// The input cut at line ends into `parts` shares of about equal size, with the lines of
  /// each: found once, before anything is timed.
  struct CShares: @unchecked Sendable {
    let input: [UInt8]
    let bounds: [(range: Range<Int>, lines: Int)]

    init(_ input: [UInt8], parts: Int) {
      self.input = input
      var bounds: [(range: Range<Int>, lines: Int)] = []
      var start = 0
      for part in 1...max(1, parts) {
        var end = part == parts ? input.count : input.count * part / parts
        while end < input.count, end > 0, input[end - 1] != UInt8(ascii: "\n") { end += 1 }
        let lines = input[start..<end].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        bounds.append((start..<end, lines))
        start = end
      }
      self.bounds = bounds
    }
  }

  /// The C program on one thread per share, each converting its share into an output of its
  /// own, made as the one-thread run makes its; returns the bytes written.
  @inline(never)
  static func cBaseline(_ shares: CShares) -> Int {
    let written = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: shares.bounds.count) { part in
      let (range, lines) = shares.bounds[part]
      let count = cConvert(shares.input, range, lines: lines)
      written.withLock { $0 += count }
    }
    return written.withLock { $0 }
  }

  /// How many lines the C program and labcolor convert differently.
  static func differingLines(_ input: [UInt8]) -> Int {
    var c = [UInt8](repeating: 0, count: 8 * lineCount + 8)
    let count = input.withUnsafeBufferPointer { source in
      c.withUnsafeMutableBufferPointer { target in
        convert_baseline_lab_to_hex(source.baseAddress!, source.count, target.baseAddress!)
      }
    }
    let output = Output()
    _ = Labcolor.run(
      arguments: ["convert"], environment: [:], input: .bytes(input), output: output,
      error: Output())
    output.flush()
    let swift = output.captured
    guard swift.count == count else { return lineCount }
    return stride(from: 0, to: count, by: 8).filter { c[$0..<$0 + 8] != swift[$0..<$0 + 8] }.count
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

  /// The lines per second of each of `bodies`, run in turn `rounds` times after one warm-up
  /// round: the median of each.
  static func linesPerSecondInTurn(_ bodies: [() -> Int], rounds: Int = 7) -> [Double] {
    for body in bodies { blackHole(body()) }
    var rates = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<rounds {
      for (index, body) in bodies.enumerated() {
        var written = 0
        let nanoseconds = Timing.time { written = body() }
        blackHole(written)
        rates[index].append(Double(lineCount) / nanoseconds * 1e9)
      }
    }
    return rates.map { $0.sorted()[$0.count / 2] }
  }

  /// Lines per second of `body`, median of five runs after a warm-up.
  static func linesPerSecond(_ body: @escaping () -> Int) -> Double {
    linesPerSecondInTurn([body], rounds: 5)[0]
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
    let small = directory.appendingPathComponent("labcolor-bench-lines.txt").path
    let large = directory.appendingPathComponent("labcolor-bench-4x-lines.txt").path
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
    // Each notation on one thread and on all, best of three: the peak memory of each run on
    // all threads, by notation.
    var peaks: [String: Int] = [:]
    for format in ["hex", "lab", "oklch", "json"] {
      var rates: [Double] = []
      for threads in [["--threads", "1"], []] {
        var best = Double.infinity
        for _ in 0..<3 {
          let (seconds, peak) = runConvert(
            labcolor, input: small, options: ["--to", format] + threads)
          best = min(best, seconds)
          if threads.isEmpty { peaks[format] = max(peaks[format] ?? 0, peak) }
        }
        rates.append(Double(lineCount) / best)
      }
      report.value(
        "9 labcolor convert --to \(format) < file", rates[0], unit: "lines/s",
        note: "whole process, 1 thread, best of 3")
      report.compareRates(
        "9 the same, \(processors) threads", subject: rates[1], baseline: rates[0],
        baselineName: "1 thread", unit: "lines/s", bar: .none)
    }
    let smallPeak = peaks["hex"] ?? 0
    let (_, largePeak) = runConvert(labcolor, input: large, options: ["--to", "hex"])
    report.value(
      "9 peak memory, 4× the lines vs 1×", Double(largePeak - smallPeak) / 1024, unit: "KiB more",
      note: "\(smallPeak / 1024) vs \(largePeak / 1024) KiB maximum resident, --to hex")
    // JSON, the notation whose lines are longest (58 times a bare triple): its pieces are cut
    // to make about as much output as hex's, so its memory stays near hex's.
    let jsonPeak = peaks["json"] ?? 0
    report.value(
      "9 peak memory, --to json", Double(jsonPeak) / 1024, unit: "KiB",
      note: "maximum resident, \(processors) threads; --to hex \(smallPeak / 1024) KiB")
  }

  /// Runs `labcolor convert` with `options` (`--to hex`, the threads) `< input > /dev/null`;
  /// returns the seconds it took and its peak resident size in bytes.
  ///
  /// The run is started by a fresh copy of this benchmark
  /// (`--measure-convert`): a spawned process's peak resident size counts
  /// its parent's pages from before `exec`, and this process holds hundreds
  /// of megabytes of input by now.
  static func runConvert(_ labcolor: String, input: String, options: [String]) -> (Double, Int) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--measure-convert", labcolor, input] + options
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
  static func measure(_ labcolor: String, input: String, options: [String]) {
    guard let run = spawn(labcolor, ["convert"] + options, standardInput: input)
    else {
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
