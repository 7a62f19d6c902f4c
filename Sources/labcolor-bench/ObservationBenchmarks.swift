import Foundation
import KeyValueObserving
import Observation

// MARK: - Subjects and baselines

/// Where every handler of every case adds, so no case does less work than
/// another. `@unchecked Sendable` because Foundation and Observation demand
/// sendable handlers; the benchmarks are single-threaded.
final class Sink: @unchecked Sendable {
  var count = 0
}

/// The baseline of case 1: a plain stored property.
final class PlainModel {
  var value = 0.0
}

/// The subject: the same property, observable.
final class ObservableModel: KeyValueObject {
  @Observed var value = 0.0
}

/// The baseline of case 2: a property and an array of closures, called
/// after each store — the physical floor of "notify one observer".
final class ClosureModel {
  var value = 0.0
  var observers: [(Double) -> Void] = []
}

/// Case 3's peer: Swift's Observation.
@Observable final class TrackedModel {
  var value = 0.0
}

/// Case 3's peer: Foundation's NotificationCenter.
final class PostingModel: @unchecked Sendable {
  var value = 0.0
}

// Each set is a call to a non-inlined function in every case, so the store
// cannot be merged across iterations or hoisted out of the loop.

@inline(never) func setPlain(_ model: PlainModel, _ value: Double) { model.value = value }
@inline(never) func setObservable(_ model: ObservableModel, _ value: Double) { model.value = value }
@inline(never) func setAndCallClosures(_ model: ClosureModel, _ value: Double) {
  model.value = value
  for observer in model.observers { observer(value) }
}
@inline(never) func setAndPost(_ model: PostingModel, _ value: Double, _ center: NotificationCenter)
{
  model.value = value
  center.post(name: .benchValueChanged, object: model)
}
@inline(never) func trackAndSet(_ model: TrackedModel, _ value: Double, _ sink: Sink) {
  withObservationTracking {
    _ = model.value
  } onChange: {
    sink.count &+= 1
  }
  model.value = value
}

extension Notification.Name {
  static let benchValueChanged = Notification.Name("labcolor.bench.valueChanged")
}

// MARK: - Cases

enum ObservationBenchmarks {
  static func run(_ report: inout Report) {
    report.section("Observation (ns per set; each case beside its baseline)")
    if ProcessInfo.processInfo.environment["BENCH_PROFILE_ONE_OBSERVER"] != nil {
      let sink = Sink()
      let observable = ObservableModel()
      let token = observable.observe(\.value) { _, _ in sink.count &+= 1 }
      let count = Int(ProcessInfo.processInfo.environment["BENCH_PROFILE_ONE_OBSERVER"] ?? "") ?? 1
      for i in 0..<count { setObservable(observable, Double(i)) }
      token.invalidate()
      exit(0)
    }
    if let count = ProcessInfo.processInfo.environment["BENCH_PROFILE_BASELINE"].flatMap(Int.init) {
      let sink = Sink()
      let closures = ClosureModel()
      closures.observers = [{ _ in sink.count &+= 1 }]
      for i in 0..<count { setAndCallClosures(closures, Double(i)) }
      exit(0)
    }
    // `BENCH_PROFILE_OBJECTS=N` runs N sets of case 5's 10,000 objects of one observer each,
    // for a cache simulator such as callgrind's (`--cache-sim=yes`).
    if let count = ProcessInfo.processInfo.environment["BENCH_PROFILE_OBJECTS"].flatMap(Int.init) {
      let sink = Sink()
      let objects = (0..<10_000).map { _ in ObservableModel() }
      let tokens = objects.map { $0.observe(\.value) { _, _ in sink.count &+= 1 } }
      for i in 0..<count { setObservable(objects[i % objects.count], Double(i)) }
      withExtendedLifetime(tokens) {}
      exit(0)
    }
    unobservedSet(&report)
    oneObserver(&report)
    peers(&report)
    fanOut(&report)
    registration(&report)
  }

  /// Case 1: a set nobody observes vs a plain stored property write.
  static func unobservedSet(_ report: inout Report) {
    let plain = PlainModel()
    let observable = ObservableModel()
    let (subject, baseline) = Timing.compare(
      subject: { n in
        for i in 0..<n { setObservable(observable, Double(i)) }
        blackHole(observable.value)
      },
      baseline: { n in
        for i in 0..<n { setPlain(plain, Double(i)) }
        blackHole(plain.value)
      })
    report.compare(
      "1 set, no observers", subject: subject, baseline: baseline, baselineName: "plain property",
      bar: .ratioAtMost(1.5))
  }

  /// Case 2: a set with one block observer vs one closure called from an array.
  static func oneObserver(_ report: inout Report) {
    let sink = Sink()
    let closures = ClosureModel()
    closures.observers = [{ _ in sink.count &+= 1 }]
    let observable = ObservableModel()
    let token = observable.observe(\.value) { _, _ in sink.count &+= 1 }
    let (subject, baseline) = Timing.compare(
      subject: { n in
        for i in 0..<n { setObservable(observable, Double(i)) }
      },
      baseline: { n in
        for i in 0..<n { setAndCallClosures(closures, Double(i)) }
      })
    token.invalidate()
    report.compare(
      "2 set, one block observer", subject: subject, baseline: baseline,
      baselineName: "closure from array", bar: .ratioAtMost(3))
    blackHole(sink.count)
  }

  /// Case 3: the same one-observer set through Foundation's NotificationCenter
  /// and through Swift's Observation (tracking re-registered per change).
  static func peers(_ report: inout Report) {
    let sink = Sink()
    let observable = ObservableModel()
    let token = observable.observe(\.value) { _, _ in sink.count &+= 1 }
    let subject = Timing.measure { n in
      for i in 0..<n { setObservable(observable, Double(i)) }
    }
    token.invalidate()

    let center = NotificationCenter()
    let posting = PostingModel()
    let registration = center.addObserver(forName: .benchValueChanged, object: posting, queue: nil)
    {
      _ in sink.count &+= 1
    }
    let notificationCenter = Timing.measure { n in
      for i in 0..<n { setAndPost(posting, Double(i), center) }
    }
    center.removeObserver(registration)

    let tracked = TrackedModel()
    let observation = Timing.measure { n in
      for i in 0..<n { trackAndSet(tracked, Double(i), sink) }
    }
    report.compare(
      "3a set, one observer", subject: subject, baseline: notificationCenter,
      baselineName: "NotificationCenter", bar: .fasterThanBaseline)
    report.compare(
      "3b set, one observer", subject: subject, baseline: observation,
      baselineName: "Observation (re-tracked)", bar: .fasterThanBaseline)
    blackHole(sink.count)
  }

  /// Case 5: cost per notification with many observers of one key, and with
  /// many objects of one observer each.
  ///
  /// Each configuration is timed interleaved with a set of one object of one observer, and
  /// its ratio is taken against that run of it, as every other ratio of the suite is: on this
  /// virtual machine one object's set took from 12 ns to 24 ns from one run to the next, a
  /// drift that configurations timed one after the other would count as their difference.
  static func fanOut(_ report: inout Report) {
    let sink = Sink()
    let single = ObservableModel()
    let singleToken = single.observe(\.value) { _, _ in sink.count &+= 1 }
    let setSingle = { (n: Int) in
      for i in 0..<n { setObservable(single, Double(i)) }
    }
    // The one-observer row's own time, alone; it has no ratio to itself.
    var perNotification: [(name: String, nanoseconds: Double, ratio: Double?)] = [
      ("1 observer", Timing.measure(setSingle).nanosecondsPerOperation, nil)
    ]
    for observers in [10, 100, 1000] {
      let observable = ObservableModel()
      let tokens = (0..<observers).map { _ in
        observable.observe(\.value) { _, _ in sink.count &+= 1 }
      }
      let (timing, one) = Timing.compare(
        subject: { n in
          for i in 0..<n { setObservable(observable, Double(i)) }
        },
        baseline: setSingle)
      let nanoseconds = timing.nanosecondsPerOperation / Double(observers)
      perNotification.append(
        ("\(observers) observers", nanoseconds, nanoseconds / one.nanosecondsPerOperation))
      withExtendedLifetime(tokens) {}
    }
    let objects = (0..<10_000).map { _ in ObservableModel() }
    let tokens = objects.map { $0.observe(\.value) { _, _ in sink.count &+= 1 } }
    let (spread, one) = Timing.compare(
      subject: { n in
        for i in 0..<n { setObservable(objects[i % objects.count], Double(i)) }
      },
      baseline: setSingle)
    perNotification.append(
      (
        "10,000 objects × 1", spread.nanosecondsPerOperation,
        spread.nanosecondsPerOperation / one.nanosecondsPerOperation
      ))
    withExtendedLifetime(tokens) {}
    withExtendedLifetime(singleToken) {}
    for (name, nanoseconds, ratio) in perNotification {
      report.value(
        "5 per notification, \(name)", nanoseconds, unit: "ns",
        note: ratio.map { "vs 1 observer, interleaved: \(format($0))×" } ?? "")
    }
    let worst = perNotification.compactMap(\.ratio).max() ?? 1
    report.value("5 flatness: worst / 1 observer", worst, unit: "×", bar: .valueAtMost(2))
    blackHole(sink.count)
  }

  /// Case 6: register and invalidate one observation.
  static func registration(_ report: inout Report) {
    let sink = Sink()
    let observable = ObservableModel()
    let handler: (ObservableModel, ObservedChange<Double>) -> Void = { _, _ in sink.count &+= 1 }
    let subject = Timing.measure { n in
      for _ in 0..<n { observable.observe(\.value, changeHandler: handler).invalidate() }
    }
    let center = NotificationCenter()
    let posting = PostingModel()
    let baseline = Timing.measure { n in
      for _ in 0..<n {
        let registration = center.addObserver(
          forName: .benchValueChanged, object: posting, queue: nil
        ) { _ in sink.count &+= 1 }
        center.removeObserver(registration)
      }
    }
    report.compare(
      "6 register + invalidate", subject: subject, baseline: baseline,
      baselineName: "NotificationCenter add+remove", bar: .fasterThanBaseline)
  }
}
