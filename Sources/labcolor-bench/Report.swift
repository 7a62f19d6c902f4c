/// The benchmark report: one line per case with its baseline, the ratio,
/// and whether its bar (the README's Performance table) is met.
struct Report {
  /// How a case's result is judged.
  enum Bar {
    /// Subject / baseline must be at most this.
    case ratioAtMost(Double)
    /// The subject must be faster than the baseline (ratio below 1).
    case fasterThanBaseline
    /// The subject's value must be at most this (for counts and sizes).
    case valueAtMost(Double)
    /// The subject's value must be at least this (for throughputs).
    case valueAtLeast(Double)
    /// Reported, not judged.
    case none

    var label: String {
      switch self {
      case .ratioAtMost(let limit): return "≤ \(format(limit))×"
      case .fasterThanBaseline: return "< 1×"
      case .valueAtMost(let limit): return "≤ \(format(limit))"
      case .valueAtLeast(let limit): return "≥ \(format(limit))"
      case .none: return ""
      }
    }
  }

  private(set) var failures: [String] = []

  /// Prints a section heading.
  func section(_ title: String) {
    print("\n\(title)")
  }

  /// Reports a timed subject against a timed baseline.
  mutating func compare(
    _ name: String, subject: Timing, baseline: Timing, baselineName: String, bar: Bar
  ) {
    let ratio = subject.nanosecondsPerOperation / baseline.nanosecondsPerOperation
    let met: Bool? =
      switch bar {
      case .ratioAtMost(let limit): ratio <= limit
      case .fasterThanBaseline: ratio < 1
      default: nil
      }
    line(
      name, "\(format(subject.nanosecondsPerOperation)) ns/op",
      "\(baselineName) \(format(baseline.nanosecondsPerOperation)) ns/op",
      "\(format(ratio))×", bar: bar, met: met)
  }

  /// Reports a throughput against a baseline's, in the same unit; the ratio is of the times
  /// they take (the baseline's rate over the subject's), so the bars read as for `compare`.
  mutating func compareRates(
    _ name: String, subject: Double, baseline: Double, baselineName: String, unit: String,
    bar: Bar
  ) {
    let ratio = baseline / subject
    let met: Bool? =
      switch bar {
      case .ratioAtMost(let limit): ratio <= limit
      case .fasterThanBaseline: ratio < 1
      default: nil
      }
    line(
      name, "\(format(subject)) \(unit)", "\(baselineName) \(format(baseline))",
      "\(format(ratio))×", bar: bar, met: met)
  }

  /// Reports a measured value with its unit, optionally against a bar.
  mutating func value(
    _ name: String, _ value: Double, unit: String, note: String = "", bar: Bar = .none
  ) {
    let met: Bool? =
      switch bar {
      case .valueAtMost(let limit): value <= limit
      case .valueAtLeast(let limit): value >= limit
      default: nil
      }
    line(name, "\(format(value)) \(unit)", note, "", bar: bar, met: met)
  }

  /// Reports a case that could not run here, and why.
  func skipped(_ name: String, _ reason: String) {
    print(pad(name, 46) + "skipped: " + reason)
  }

  private mutating func line(
    _ name: String, _ result: String, _ baseline: String, _ ratio: String, bar: Bar, met: Bool?
  ) {
    let verdict = met.map { $0 ? "ok" : "MISSED" } ?? ""
    print(
      pad(name, 46) + pad(result, 18) + pad(baseline, 38) + pad(ratio, 9) + pad(bar.label, 10)
        + verdict)
    if met == false { failures.append(name) }
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}

/// A number with at most three significant decimals, grouped thousands.
func format(_ value: Double) -> String {
  guard value.isFinite else { return String(value) }
  if value >= 1000 {
    let rounded = Int(value.rounded())
    var digits = String(rounded)
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits.removeLast(3)
    }
    return digits + grouped
  }
  let decimals = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3
  var scaled = (value * pow10(decimals)).rounded() / pow10(decimals)
  if scaled == -0 { scaled = 0 }
  var text = String(scaled)
  if text.hasSuffix(".0") { text.removeLast(2) }
  return text
}

private func pow10(_ exponent: Int) -> Double {
  (0..<exponent).reduce(1.0) { value, _ in value * 10 }
}
