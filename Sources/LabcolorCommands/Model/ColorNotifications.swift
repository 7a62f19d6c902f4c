import KeyValueObserving
import LabColor

/// Observes keys of a `LabColor` through their typed key paths and passes every change on
/// as it is delivered.
///
/// This is how `set --trace` and `watch` learn about the color: each prints the changes in
/// delivery order (notifications are synchronous, in dependency order: setting a\*
/// delivers `aComponent`, `x`, `red`, `green`, `blue`, `hex`, `inGamut`).
///
///     let notifications = ColorNotifications(color: color, keys: ColorKey.allCases) {
///       change in print("\(change.key.name): …")
///     }
///     color.aComponent = 20
///
/// The observations last as long as the instance.
final class ColorNotifications {
  private var tokens: [ObservationToken] = []

  /// Observes `keys` of `color`, calling `onChange` with each change from now on.
  init(color: LabColor, keys: [ColorKey], onChange: @escaping (KeyChange) -> Void) {
    let options: ObservationOptions = [.old, .new]
    for key in keys {
      switch key.path {
      case .number(let path):
        tokens.append(
          color.observe(path, options: options) { _, change in
            onChange(KeyChange(key: key, change, as: KeyChange.Value.number))
          })
      case .text(let path):
        tokens.append(
          color.observe(path, options: options) { _, change in
            onChange(KeyChange(key: key, change, as: KeyChange.Value.text))
          })
      case .flag(let path):
        tokens.append(
          color.observe(path, options: options) { _, change in
            onChange(KeyChange(key: key, change, as: KeyChange.Value.flag))
          })
      }
    }
  }
}

/// One delivered notification: which key changed, from what, to what.
struct KeyChange: Hashable, Sendable {
  /// A delivered value, typed.
  enum Value: Hashable, Sendable {
    /// A number: components, XYZ, sRGB.
    case number(Double)
    /// Text: `hex`.
    case text(String)
    /// A Boolean: `inGamut`.
    case flag(Bool)
  }

  /// The key.
  var key: ColorKey
  /// The value before the change, if delivered.
  var oldValue: Value?
  /// The value after the change, if delivered.
  var newValue: Value?

  /// A change of `key` with the given values.
  init(key: ColorKey, oldValue: Value?, newValue: Value?) {
    self.key = key
    self.oldValue = oldValue
    self.newValue = newValue
  }

  /// The change `change` of `key`, its values wrapped by `wrap`.
  init<Raw>(key: ColorKey, _ change: ObservedChange<Raw>, as wrap: (Raw) -> Value) {
    self.init(key: key, oldValue: change.oldValue.map(wrap), newValue: change.newValue.map(wrap))
  }
}
