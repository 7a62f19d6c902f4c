import Foundation

/// Case 10: starting `labcolor set --l 50 --format hex` as a whole process, against a
/// hello-world Swift program built the same way, runs interleaved, median of 41 runs each:
/// the self-contained binary `make install` installs (linked statically as a static-pie,
/// type metadata reached through accessors) against a hello world built with the same
/// options, and the development build against one built with `swiftc -O`. For reference,
/// the same for `labcolor --version` and for three floors, built as the installed binary is
/// (`labcolor-startup-floor`): a hello world linked with all of labcolor's code, which
/// calls none of it; the same binary naming a `LabColor`'s keys by key path, with nothing
/// observed; and the same making a `LabColor`, observing its hex and setting L* once, the
/// least `set` can do through the model. And what part of the first floor Swift's
/// concurrency run time is: a hello world that links it, against the plain one. And the
/// installed `set` against a hello world linked as labcolor was before it was linked
/// statically: the Swift standard library in, the C and C++ libraries loaded when it starts.
enum StartupBenchmarks {
  /// How the Makefile builds the installed binary, as `swiftc` options.
  static let installedBinaryFlags = [
    "-static-executable", "-use-ld=lld", "-Xclang-linker", "-static-pie", "-Xlinker", "-z",
    "-Xlinker", "pack-relative-relocs", "-Xlinker", "--strip-debug", "-Xfrontend",
    "-disable-concrete-type-metadata-mangled-name-accessors",
  ]

  /// How the installed binary was built before it was linked statically: the Swift
  /// standard library in, the C library and the C++ library shared.
  static let sharedCLibraryFlags = [
    "-static-stdlib", "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
  ]

  /// The self-contained binary, when `make bench` names it.
  nonisolated(unsafe) static var staticLabcolor: String?

  static func run(_ report: inout Report) {
    report.section("Startup (whole process, median of 41 runs)")
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let labcolor = directory.appendingPathComponent("labcolor").path
    if let staticLabcolor, FileManager.default.isExecutableFile(atPath: staticLabcolor) {
      if let hello = buildHelloWorld(in: directory, flags: installedBinaryFlags) {
        compare(
          &report, "10 installed labcolor set (static)", labcolor: staticLabcolor, hello: hello,
          bar: .ratioAtMost(1.2))
        // What starting the binary costs before any command runs: loading and relocating it,
        // the run time's start, declaring the root command.
        compare(
          &report, "10 installed labcolor --version (static)", labcolor: staticLabcolor,
          arguments: ["--version"], hello: hello, bar: .none)
        // The floor: a hello world as large as labcolor, built the same way.
        let floor = URL(fileURLWithPath: staticLabcolor).deletingLastPathComponent()
          .appendingPathComponent("labcolor-startup-floor").path
        if FileManager.default.isExecutableFile(atPath: floor) {
          compare(
            &report, "10 floor: hello world with labcolor's code", labcolor: floor,
            arguments: [], hello: hello, bar: .none)
          // What naming a model's keys by key path costs, with nothing observed: the same
          // binary making a LabColor, the key paths of its eleven keys numbered in a
          // dictionary, L* set through its key path and the hex read.
          compare(
            &report, "10 floor: LabColor's key paths, no observer", labcolor: floor,
            arguments: ["keys"], hello: hello, bar: .none)
          // The floor of `set` itself: the same binary making a LabColor, observing its
          // hex and setting L* once.
          compare(
            &report, "10 floor: LabColor, hex observed, L* set", labcolor: floor,
            arguments: ["model"], hello: hello, bar: .none)
        } else {
          report.skipped("10 startup floor", "no labcolor-startup-floor; run `make bench`")
        }
        // Part of the first floor, alone: a hello world that links Swift's concurrency run
        // time and, through it, Dispatch, whose initializers run before `main`, by naming a
        // task it never starts. The library links them for its task-local access recorder
        // and `values(for:)`.
        if let concurrent = buildHelloWorld(
          in: directory, flags: installedBinaryFlags, source: helloWorldLinkingConcurrency,
          name: "labcolor-bench-hello-concurrency")
        {
          compare(
            &report, "10 reference: hello world linking concurrency", labcolor: concurrent,
            arguments: [], hello: hello, bar: .none)
        } else {
          report.skipped("10 reference", "swiftc could not build the concurrent hello world")
        }
        // What linking statically gained: the installed `set` against a hello world whose
        // loader loads and relocates the shared C and C++ libraries, as labcolor's did.
        if let shared = buildHelloWorld(in: directory, flags: sharedCLibraryFlags) {
          compare(
            &report, "10 reference: set, hello world sharing libc",
            labcolor: staticLabcolor, hello: shared, bar: .none)
        } else {
          report.skipped("10 reference", "swiftc could not build the shared-library hello world")
        }
      } else {
        report.skipped("10 startup, static", "swiftc could not build the hello-world baseline")
      }
    } else {
      report.skipped("10 startup, static", "no self-contained labcolor; run `make bench`")
    }
    guard FileManager.default.isExecutableFile(atPath: labcolor) else {
      report.skipped("10 startup", "no labcolor beside the benchmark; run `make bench`")
      return
    }
    guard let hello = buildHelloWorld(in: directory, flags: []) else {
      report.skipped("10 startup", "swiftc could not build the hello-world baseline")
      return
    }
    compare(
      &report, "10 labcolor set (development build)", labcolor: labcolor, hello: hello, bar: .none)
  }

  /// Times `labcolor` with `arguments` (`set --l 50 --format hex` unless given) against
  /// `hello`, interleaved.
  static func compare(
    _ report: inout Report, _ name: String, labcolor: String,
    arguments: [String] = ["set", "--l", "50", "--format", "hex"], hello: String,
    bar: Report.Bar
  ) {
    var labcolorTimes: [Double] = []
    var helloTimes: [Double] = []
    for index in 0..<42 {
      let subject = spawn(labcolor, arguments)?.nanoseconds ?? .nan
      let baseline = spawn(hello, [])?.nanoseconds ?? .nan
      if index > 0 {  // the first pair warms the file cache
        labcolorTimes.append(subject)
        helloTimes.append(baseline)
      }
    }
    report.compare(
      name, subject: Timing(median: labcolorTimes), baseline: Timing(median: helloTimes),
      baselineName: "hello world", bar: bar)
  }

  /// The hello world of every start-up comparison.
  static let helloWorld = "print(\"Hello, world!\")\n"

  /// A hello world that links Swift's concurrency run time: it names a task, which it starts
  /// only when given five arguments or more (never, here).
  static let helloWorldLinkingConcurrency = """
    if CommandLine.arguments.count > 5 { Task { print("Started") } }
    print("Hello, world!")

    """

  /// Compiles `source` (a hello world unless given) with `swiftc -O` and `flags` next to the
  /// benchmark, once.
  static func buildHelloWorld(
    in directory: URL, flags: [String], source text: String = helloWorld,
    name: String = "labcolor-bench-hello"
  ) -> String? {
    let executable = directory.appendingPathComponent(name + flags.joined())
    if FileManager.default.isExecutableFile(atPath: executable.path) { return executable.path }
    let source = directory.appendingPathComponent(name + ".swift")
    do {
      try Data(text.utf8).write(to: source)
      let compiler = Process()
      compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      compiler.arguments = ["swiftc", "-O"] + flags + [source.path, "-o", executable.path]
      try compiler.run()
      compiler.waitUntilExit()
      return compiler.terminationStatus == 0 ? executable.path : nil
    } catch {
      return nil
    }
  }
}
