/// Keeps a value alive and opaque to the optimizer.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Returns its argument through a call the optimizer cannot see into.
@inline(never)
func identity<T>(_ value: T) -> T { value }

/// Times a body of work: warmed up, repeated, reported as the median.
struct Timing {
  /// Nanoseconds per operation, median of the samples.
  var nanosecondsPerOperation: Double
  /// Operations per second at that median.
  var operationsPerSecond: Double { 1e9 / nanosecondsPerOperation }

  /// Measures `body(iterations)`, which performs `iterations` operations.
  ///
  /// The iteration count is calibrated so one sample takes about
  /// `sampleMilliseconds`; one sample warms up, then `samples` are timed and
  /// the median is kept.
  static func measure(
    samples: Int = 11, sampleMilliseconds: Double = 20, _ body: (Int) -> Void
  ) -> Timing {
    let iterations = calibrate(sampleMilliseconds, body)
    var perOperation: [Double] = []
    for _ in 0..<samples {
      perOperation.append(time { body(iterations) } / Double(iterations))
    }
    perOperation.sort()
    return Timing(nanosecondsPerOperation: perOperation[perOperation.count / 2])
  }

  /// Measures a subject and its baseline with their samples interleaved, so
  /// that both see the same machine load; returns (subject, baseline).
  static func compare(
    samples: Int = 15, sampleMilliseconds: Double = 20, subject: (Int) -> Void,
    baseline: (Int) -> Void
  ) -> (Timing, Timing) {
    let subjectIterations = calibrate(sampleMilliseconds, subject)
    let baselineIterations = calibrate(sampleMilliseconds, baseline)
    var subjectTimes: [Double] = []
    var baselineTimes: [Double] = []
    for _ in 0..<samples {
      baselineTimes.append(time { baseline(baselineIterations) } / Double(baselineIterations))
      subjectTimes.append(time { subject(subjectIterations) } / Double(subjectIterations))
    }
    return (Timing(median: subjectTimes), Timing(median: baselineTimes))
  }

  init(nanosecondsPerOperation: Double) {
    self.nanosecondsPerOperation = nanosecondsPerOperation
  }

  init(median values: [Double]) {
    let sorted = values.sorted()
    nanosecondsPerOperation = sorted[sorted.count / 2]
  }

  /// The iteration count that makes one sample take about `milliseconds`,
  /// after a warm-up.
  static func calibrate(_ milliseconds: Double, _ body: (Int) -> Void) -> Int {
    var iterations = 1
    while true {
      let elapsed = time { body(iterations) }
      if elapsed >= milliseconds * 1e6 / 4 || iterations >= 1 << 30 {
        let calibrated = max(1, Int(Double(iterations) * milliseconds * 1e6 / max(elapsed, 1)))
        _ = time { body(calibrated) }
        return calibrated
      }
      iterations *= 4
    }
  }

  /// Wall-clock nanoseconds `body` takes.
  static func time(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
  }
}
