/// What an observation asks to receive.
///
/// The first four mirror Cocoa's `NSKeyValueObservingOptions`:
///
/// - ``initial``: the handler runs once during registration, with the current
///   value as `newValue` (when ``new`` is also set), before `observe` returns.
/// - ``prior``: the handler also runs *before* each change, with
///   `isPrior == true` and, when ``old`` is set, the value about to be
///   replaced.
/// - ``old``: changes carry the value before the change in `oldValue`.
/// - ``new``: changes carry the value after the change in `newValue`.
///
/// and one is labcolor's own:
///
/// - ``once``: the observation ends by itself after the first change it
///   delivers (prior and initial calls do not count).
///
/// Without ``old`` and ``new`` a notification costs no heap allocation: the
/// values are never read.
public struct ObservationOptions: OptionSet, Sendable, Hashable {
  /// The raw bits of the option set.
  public let rawValue: UInt8

  /// Creates an option set from its raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Changes carry the new value.
  public static let new = ObservationOptions(rawValue: 1 << 0)
  /// Changes carry the old value.
  public static let old = ObservationOptions(rawValue: 1 << 1)
  /// The handler runs once at registration, before `observe` returns.
  public static let initial = ObservationOptions(rawValue: 1 << 2)
  /// The handler also runs before each change, flagged `isPrior`.
  public static let prior = ObservationOptions(rawValue: 1 << 3)
  /// The observation ends after delivering its first change.
  public static let once = ObservationOptions(rawValue: 1 << 4)
}

extension ObservationOptions: CustomStringConvertible {
  /// The options in declaration order, as in `[new, old]`.
  public var description: String {
    let names: [(ObservationOptions, String)] = [
      (.new, "new"), (.old, "old"), (.initial, "initial"), (.prior, "prior"), (.once, "once"),
    ]
    return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
  }
}
