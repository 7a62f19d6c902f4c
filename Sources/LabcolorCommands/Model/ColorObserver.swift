import KeyValueObserving
import LabColor

/// Observes keys of a `LabColor` by name, keeps the last value each one delivered, and
/// passes every change on as it is delivered.
///
/// This is how the command line learns about the color: `set` prints the values the
/// observers received, not values recomputed afterwards, and `set --trace` and `watch` print
/// the changes in delivery order (notifications are synchronous, in dependency order:
/// setting a\* delivers `aComponent`, `x`, `red`, `green`, `blue`, `hex`, `inGamut`).
///
///     let observer = try ColorObserver(color: color, keys: LabColor.allKeys) { change in
///       print("\(change.key): …")
///     }
///     color.aComponent = 20
///     observer.values["hex"]  // "#986b78", as delivered
///
/// With `initial`, each key's value at registration is recorded (not passed on as a change).
/// The observations last as long as the observer.
final class ColorObserver {
  /// The last value each observed key delivered, by key name.
  private(set) var values: [String: Any] = [:]

  private var tokens: [ObservationToken] = []

  /// Observes `keys` (names from `LabColor.allKeys`) of `color`, calling `onChange` for each
  /// change after registration.
  ///
  /// - Throws: `KeyValueCodingError` for a name the model does not declare.
  init(
    color: LabColor, keys: [String], initial: Bool = true,
    onChange: @escaping (KeyChange) -> Void = { _ in }
  ) throws(KeyValueCodingError) {
    let options: ObservationOptions = initial ? [.initial, .old, .new] : [.old, .new]
    var registering = true
    for key in keys {
      let token = try color.observe(keyPath: key, options: options) { [unowned self] _, change in
        values[key] = change.newValue
        guard !registering else { return }
        onChange(KeyChange(key: key, oldValue: change.oldValue, newValue: change.newValue))
      }
      tokens.append(token)
    }
    registering = false
  }
}

/// One delivered notification: which key changed, from what, to what.
struct KeyChange {
  /// The key's name: `aComponent`, `hex`, …
  var key: String
  /// The value before the change.
  var oldValue: Any?
  /// The value after the change.
  var newValue: Any?
}
