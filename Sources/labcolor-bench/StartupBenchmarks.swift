import Foundation

/// Case 10: starting `labcolor set --l 50 --format hex` as a whole process,
/// against a hello-world Swift program built the same way (`swiftc -O`),
/// runs interleaved, median of 41 runs each.
enum StartupBenchmarks {
  static func run(_ report: inout Report) {
    report.section("Startup (whole process, median of 41 runs)")
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let labcolor = directory.appendingPathComponent("labcolor").path
    guard FileManager.default.isExecutableFile(atPath: labcolor) else {
      report.skipped("10 startup", "no labcolor beside the benchmark; run `make bench`")
      return
    }
    guard let hello = buildHelloWorld(in: directory) else {
      report.skipped("10 startup", "swiftc could not build the hello-world baseline")
      return
    }
    var labcolorTimes: [Double] = []
    var helloTimes: [Double] = []
    for index in 0..<42 {
      let subject = spawn(labcolor, ["set", "--l", "50", "--format", "hex"])?.nanoseconds ?? .nan
      let baseline = spawn(hello, [])?.nanoseconds ?? .nan
      if index > 0 {  // the first pair warms the file cache
        labcolorTimes.append(subject)
        helloTimes.append(baseline)
      }
    }
    report.compare(
      "10 labcolor set --l 50 --format hex", subject: Timing(median: labcolorTimes),
      baseline: Timing(median: helloTimes), baselineName: "hello world", bar: .ratioAtMost(2))
  }

  /// Compiles `print("Hello, world!")` with `swiftc -O` next to the
  /// benchmark, once.
  static func buildHelloWorld(in directory: URL) -> String? {
    let executable = directory.appendingPathComponent("labcolor-bench-hello")
    if FileManager.default.isExecutableFile(atPath: executable.path) { return executable.path }
    let source = directory.appendingPathComponent("labcolor-bench-hello.swift")
    do {
      try Data("print(\"Hello, world!\")\n".utf8).write(to: source)
      let compiler = Process()
      compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      compiler.arguments = ["swiftc", "-O", source.path, "-o", executable.path]
      try compiler.run()
      compiler.waitUntilExit()
      return compiler.terminationStatus == 0 ? executable.path : nil
    } catch {
      return nil
    }
  }
}
