import KeyValueObserving
import LabColor

/// Observes keys of a `LabColor` by name and passes every change on as it is delivered.
///
/// This is how `set --trace` and `watch` learn about the color: each prints the changes in
/// delivery order (notifications are synchronous, in dependency order: setting a\*
/// delivers `aComponent`, `x`, `red`, `green`, `blue`, `hex`, `inGamut`).
///
///     let notifications = try ColorNotifications(color: color, keys: LabColor.allKeys) {
///       change in print("\(change.key): …")
///     }
///     color.aComponent = 20
///
/// The observations last as long as the instance.
final class ColorNotifications {
  private var tokens: [ObservationToken] = []

  /// Observes `keys` (names from `LabColor.allKeys`) of `color`, calling `onChange` with
  /// each change from now on.
  ///
  /// - Throws: `KeyValueCodingError` for a name the model does not declare.
  init(
    color: LabColor, keys: [String], onChange: @escaping (KeyChange) -> Void
  ) throws(KeyValueCodingError) {
    for key in keys {
      let token = try color.observe(keyPath: key, options: [.old, .new]) { _, change in
        onChange(KeyChange(key: key, oldValue: change.oldValue, newValue: change.newValue))
      }
      tokens.append(token)
    }
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
