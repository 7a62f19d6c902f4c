import Foundation
import KeyValueObserving
import LabColor
import Synchronization

@inline(never) func setLightness(_ color: LabColor, _ value: Double) { color.lComponent = value }

/// What an observer of `hex` ends up with, computed directly, the fastest way
/// the library has (the model's way): no model, no observation.
@inline(never) func hexDirectly(_ l: Double, _ a: Double, _ b: Double) -> String {
  RGB8(quantizing: LinearSRGB(Lab(l: l, a: a, b: b).xyz(white: .d65), white: .d65)).hex
}

/// The floors of cases 4b and 4c: the color with the mechanism of case 2's
/// baseline — its observers of hex are closures in an array, given hex
/// computed once per set (and, for 4c's floor, hex before the set too).
/// Nothing finds which keys a change affects, nothing is boxed, and no
/// observer can come or go while they run.
final class HexClosureColor {
  var l = 50.0
  let a = 20.0
  let b = -10.0
  var newObservers: [(String) -> Void] = []
  var oldAndNewObservers: [(String, String) -> Void] = []
}

@inline(never) func setLightnessCallingClosures(_ color: HexClosureColor, _ value: Double) {
  color.l = value
  let hex = hexDirectly(color.l, color.a, color.b)
  for observer in color.newObservers { observer(hex) }
}

/// What keeps a set safe against another thread registering meanwhile, alone: two lock
/// round trips (one compare-and-swap to take the lock, one store to release it, as the
/// library's lock), one to find the observers and count the set as delivering them, one to
/// count it done, so that what it found stays alive meanwhile without a retain and a
/// release. The object stands for the plan of observers a set finds.
final class ThreadSafetyFloor {
  let lock = Atomic<UInt32>(0)
  let plan = HexClosureColor()
  var setsInFlight = 0
}

@inline(never) func lockAndCount(_ floor: ThreadSafetyFloor) {
  lockFloor(floor)
  floor.setsInFlight &+= 1
  let plan = Unmanaged.passUnretained(floor.plan)
  floor.lock.store(0, ordering: .releasing)
  opaqueUse(plan)
  lockFloor(floor)
  floor.setsInFlight &-= 1
  floor.lock.store(0, ordering: .releasing)
}

@inline(__always) func lockFloor(_ floor: ThreadSafetyFloor) {
  while !floor.lock.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {}
}

/// The least a set could pay without a lock: an atomic increment to announce itself to whoever
/// would free what it found, and an atomic decrement when it is done (a reference count, a
/// hazard counter). Each is an atomic read-modify-write, as taking a lock is.
final class LockFreeFloor {
  let setsInFlight = Atomic<Int>(0)
  let plan = HexClosureColor()
}

@inline(never) func announceAndEnd(_ floor: LockFreeFloor) {
  floor.setsInFlight.wrappingAdd(1, ordering: .acquiringAndReleasing)
  opaqueUse(Unmanaged.passUnretained(floor.plan))
  floor.setsInFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
}

/// Hex computed between the two lock round trips of ``lockAndCount(_:)``: what the locks cost
/// where a set pays them, around work the processor could otherwise overlap with the next.
@inline(never) func hexBetweenLockRoundTrips(_ floor: ThreadSafetyFloor, _ l: Double) -> String {
  lockFloor(floor)
  floor.setsInFlight &+= 1
  floor.lock.store(0, ordering: .releasing)
  let hex = hexDirectly(l, 20, -10)
  lockFloor(floor)
  floor.setsInFlight &-= 1
  floor.lock.store(0, ordering: .releasing)
  return hex
}

/// Hex computed between the atomic increment and decrement of ``announceAndEnd(_:)``.
@inline(never) func hexBetweenAtomics(_ floor: LockFreeFloor, _ l: Double) -> String {
  floor.setsInFlight.wrappingAdd(1, ordering: .acquiringAndReleasing)
  let hex = hexDirectly(l, 20, -10)
  floor.setsInFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
  return hex
}

/// Keeps the two halves of ``lockAndCount(_:)`` and ``announceAndEnd(_:)`` apart, as the
/// handler calls of a set would.
@inline(never) func opaqueUse(_ plan: Unmanaged<HexClosureColor>) {
  blackHole(plan.toOpaque())
}

@inline(never) func setLightnessCallingClosuresWithOld(_ color: HexClosureColor, _ value: Double) {
  let old = hexDirectly(color.l, color.a, color.b)
  color.l = value
  let new = hexDirectly(color.l, color.a, color.b)
  for observer in color.oldAndNewObservers { observer(old, new) }
}

enum ModelBenchmarks {
  /// Case 4: setting L* with an observer on hex — the whole dependency chain,
  /// with no values, with `.new`, and with `.old` and `.new` — the floor
  /// of the last two (4d, 4e): hex computed once per set (and once before
  /// it for 4e) and handed to one closure called from an array, the
  /// mechanism of case 2's baseline — and what thread safety alone costs
  /// (4f): the two lock round trips of every set that finds its observers
  /// while another thread may register, and (4g) the two atomic operations
  /// a set without a lock would still need to keep what it found alive; and (4h, 4i) each
  /// of those two around hex computed directly, as a set pays them.
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
    // The baseline of every case here: the hex an observer of 4a–4c is after, computed
    // directly, for the same values of L*.
    let hexComputedDirectly = { (n: Int) in
      for i in 0..<n { sink.count &+= hexDirectly(Double(i % 100), 20, -10).utf8.count }
    }
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
        baseline: hexComputedDirectly)
      token.invalidate()
      results.append((name, subject, direct, bar))
    }
    // The floors: the same set, hex computed once (and once before the set
    // for 4c's) and handed to one closure from an array.
    let closures = HexClosureColor()
    closures.newObservers = [{ sink.count &+= $0.utf8.count }]
    closures.oldAndNewObservers = [{ sink.count &+= $0.utf8.count &+ $1.utf8.count }]
    for (name, set) in [
      ("4d floor of 4b: hex to closure from array", setLightnessCallingClosures),
      ("4e floor of 4c: old, new hex to closure", setLightnessCallingClosuresWithOld),
    ] {
      let (floor, direct) = Timing.compare(
        subject: { n in
          for i in 0..<n { set(closures, Double(i % 100)) }
        },
        baseline: hexComputedDirectly)
      results.append((name, floor, direct, .none))
    }
    // What thread safety alone costs: a set that may race with a registration finds its
    // observers under a lock and keeps them while they run, whatever else it does. 4f and 4g
    // each call their floor directly: through a closure from a list, as 4d and 4e do, 4f
    // measured 20.5 ns instead of 18.9 ns, the call counted as thread safety.
    let safety = ThreadSafetyFloor()
    let (kept, direct) = Timing.compare(
      subject: { n in
        for _ in 0..<n { lockAndCount(safety) }
      },
      baseline: hexComputedDirectly)
    results.append(("4f two lock round trips", kept, direct, .none))
    // And without a lock: what keeping the observers alive costs still.
    let lockFree = LockFreeFloor()
    let (counted, direct4g) = Timing.compare(
      subject: { n in
        for _ in 0..<n { announceAndEnd(lockFree) }
      },
      baseline: hexComputedDirectly)
    results.append(("4g lock-free: atomic increment, decrement", counted, direct4g, .none))
    // The same two, around hex as a set has them: alone, neither overlaps with other work,
    // so they cost more than they add to a set.
    let (locked, direct4h) = Timing.compare(
      subject: { n in
        for i in 0..<n {
          sink.count &+= hexBetweenLockRoundTrips(safety, Double(i % 100)).utf8.count
        }
      },
      baseline: hexComputedDirectly)
    results.append(("4h hex between two lock round trips", locked, direct4h, .none))
    let (announced, direct4i) = Timing.compare(
      subject: { n in
        for i in 0..<n { sink.count &+= hexBetweenAtomics(lockFree, Double(i % 100)).utf8.count }
      },
      baseline: hexComputedDirectly)
    results.append(("4i hex between atomic increment, decrement", announced, direct4i, .none))
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
