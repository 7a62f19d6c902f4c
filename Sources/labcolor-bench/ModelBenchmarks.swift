import Foundation
import KeyValueObserving
import LabColor

@inline(never) func setLightness(_ color: LabColor, _ value: Double) { color.lComponent = value }

/// What an observer of `hex` ends up with, computed directly, the fastest way
/// the library has (the model's way): no model, no observation.
@inline(never) func hexDirectly(_ l: Double, _ a: Double, _ b: Double) -> String {
  RGB8(quantizing: LinearSRGB(Lab(l: l, a: a, b: b).xyz(white: .d65), white: .d65)).hex
}

/// hex read through a `KeyPath` value, as every observation that reads a
/// computed key by its key path must: the floor of cases 4b and 4c.
@inline(never) func hexThroughKeyPath(_ color: LabColor, _ keyPath: KeyPath<LabColor, String>)
  -> String
{
  color[keyPath: keyPath]
}

enum ModelBenchmarks {
  /// Case 4: setting L* with an observer on hex — the whole dependency chain,
  /// with no values, with `.new`, and with `.old` and `.new` — and the floor
  /// of the last two: an observation given the key path `\.hex` can only
  /// read hex through it, and reading a computed property through a
  /// `KeyPath` value costs the run time's key-path projection on top of the
  /// getter (4d).
  static func run(_ report: inout Report) {
    report.section("The LabColor chain (set lComponent, observer on hex)")
    // `BENCH_PROFILE_HEX=N` runs N sets of case 4b alone (4a with `BENCH_PROFILE_VALUES=none`,
    // 4c with `old`), for a profiler such as callgrind.
    let environment = ProcessInfo.processInfo.environment
    if let count = environment["BENCH_PROFILE_HEX"].flatMap(Int.init) {
      let options: ObservationOptions =
        switch environment["BENCH_PROFILE_VALUES"] {
        case "none": []
        case "old": [.old, .new]
        default: [.new]
        }
      let color = LabColor(l: 50, a: 20, b: -10)
      let token = observeHex(of: color, options: options, into: Sink())
      for i in 0..<count { setLightness(color, Double(i % 100)) }
      token.invalidate()
      exit(0)
    }
    let sink = Sink()
    let color = LabColor(l: 50, a: 20, b: -10)
    var results: [(String, Timing, Timing, Report.Bar)] = []
    for (name, options, bar) in [
      ("4a notify hex, no values", ObservationOptions(), Report.Bar.none),
      ("4b notify hex with .new", [.new], .ratioAtMost(1.5)),
      ("4c notify hex with .old and .new", [.old, .new], .ratioAtMost(2.5)),
    ] {
      let token = observeHex(of: color, options: options, into: sink)
      let (subject, direct) = Timing.compare(
        subject: { n in
          for i in 0..<n { setLightness(color, Double(i % 100)) }
        },
        baseline: { n in
          for i in 0..<n { sink.count &+= hexDirectly(Double(i % 100), 20, -10).utf8.count }
        })
      token.invalidate()
      results.append((name, subject, direct, bar))
    }
    // The floor: setting L* of a color nobody observes, then reading hex
    // through its key path.
    let unobserved = LabColor(l: 50, a: 20, b: -10)
    let (throughKeyPath, direct) = Timing.compare(
      subject: { n in
        for i in 0..<n {
          setLightness(unobserved, Double(i % 100))
          sink.count &+= hexThroughKeyPath(unobserved, \.hex).utf8.count
        }
      },
      baseline: { n in
        for i in 0..<n { sink.count &+= hexDirectly(Double(i % 100), 20, -10).utf8.count }
      })
    results.append(("4d floor of 4b: set L*, hex by key path", throughKeyPath, direct, .none))
    for (name, subject, direct, bar) in results {
      report.compare(
        name, subject: subject, baseline: direct, baselineName: "hex computed directly", bar: bar)
    }
    blackHole(sink.count)
  }

  /// The observer of cases 4a–4c: it reads the values it was given.
  private static func observeHex(
    of color: LabColor, options: ObservationOptions, into sink: Sink
  ) -> ObservationToken {
    color.observe(\.hex, options: options) { _, change in
      sink.count &+= (change.oldValue?.utf8.count ?? 0) &+ (change.newValue?.utf8.count ?? 1)
    }
  }
}
