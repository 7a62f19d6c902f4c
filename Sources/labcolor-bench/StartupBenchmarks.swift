import Foundation

#if canImport(Glibc)
  import Glibc
#endif

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
      let subject = spawnTime(labcolor, ["set", "--l", "50", "--format", "hex"])
      let baseline = spawnTime(hello, [])
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

  /// Nanoseconds from launching `path` to its exit: `posix_spawn` and
  /// `waitpid`, output to /dev/null (Foundation's `Process` adds tens of
  /// milliseconds of its own on Linux).
  static func spawnTime(_ path: String, _ arguments: [String]) -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let start = ContinuousClock.now
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return .nan }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
  }
}
