import Foundation
import KeyValueObserving
import LabColor

@inline(never) func setLightness(_ color: LabColor, _ value: Double) { color.lComponent = value }

/// What an observer of `hex` ends up with, computed directly: no model, no
/// observation.
@inline(never) func hexDirectly(_ l: Double, _ a: Double, _ b: Double) -> String {
  RGB8(SRGB(Lab(l: l, a: a, b: b), white: .d65)).hex
}

enum ModelBenchmarks {
  /// Case 4: setting L* with an observer on hex — the whole dependency chain.
  static func run(_ report: inout Report) {
    report.section("The LabColor chain (set lComponent, observer on hex)")
    if let count = ProcessInfo.processInfo.environment["BENCH_PROFILE_HEX"].flatMap(Int.init) {
      let color = LabColor(l: 50, a: 20, b: -10)
      let sink = Sink()
      let token = color.observe(\.hex, options: [.new]) { _, change in
        sink.count &+= change.newValue?.utf8.count ?? 0
      }
      for i in 0..<count { setLightness(color, Double(i % 100)) }
      token.invalidate()
      exit(0)
    }
    let sink = Sink()
    let color = LabColor(l: 50, a: 20, b: -10)
    var token = color.observe(\.hex) { _, _ in sink.count &+= 1 }
    let (notifyOnly, direct) = Timing.compare(
      subject: { n in
        for i in 0..<n { setLightness(color, Double(i % 100)) }
      },
      baseline: { n in
        for i in 0..<n { sink.count &+= hexDirectly(Double(i % 100), 20, -10).utf8.count }
      })
    token.invalidate()
    token = color.observe(\.hex, options: [.new]) { _, change in
      sink.count &+= change.newValue?.utf8.count ?? 0
    }
    let (withValue, _) = Timing.compare(
      subject: { n in
        for i in 0..<n { setLightness(color, Double(i % 100)) }
      },
      baseline: { n in
        for i in 0..<n { sink.count &+= hexDirectly(Double(i % 100), 20, -10).utf8.count }
      })
    token.invalidate()
    report.compare(
      "4a notify hex, no values", subject: notifyOnly, baseline: direct,
      baselineName: "hex computed directly", bar: .none)
    report.compare(
      "4b notify hex with .new", subject: withValue, baseline: direct,
      baselineName: "hex computed directly", bar: .none)
    blackHole(sink.count)
  }
}
