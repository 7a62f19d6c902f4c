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
///
/// Each change carries the key's value before and after it. The value before is not asked of
/// the model (`.old`), which would compute every observed key a second time, before each
/// change; it is the value delivered last for the key, or read at registration. That is the
/// value `.old` captures: every change of a key's value is notified to its observers, since
/// the model declares (and its tests audit) what each computed key reads, and reading a key
/// twice with nothing set between gives the same value. It holds while no change is made
/// inside the delivery of another, as with watch's and `set --trace`'s handlers, which only
/// write: a handler that changed the color would see the nested change's values in the
/// order they were delivered, where `.old` captures each before its own change.
final class ColorNotifications {
  private var tokens: [ObservationToken] = []

  /// Observes `keys` of `color`, calling `onChange` with each change from now on.
  init(color: LabColor, keys: [ColorKey], onChange: @escaping (KeyChange) -> Void) {
    for key in keys {
      switch key.path {
      case .number(let path): tokens.append(Self.observe(path, of: color, as: key, onChange))
      case .text(let path): tokens.append(Self.observe(path, of: color, as: key, onChange))
      case .flag(let path): tokens.append(Self.observe(path, of: color, as: key, onChange))
      }
    }
  }

  /// Observes `path` of `color`, delivered as the changes of `key`, each with the value
  /// delivered before it (the value at registration first).
  private static func observe<Raw: KeyChangeValue>(
    _ path: KeyPath<LabColor, Raw>, of color: LabColor, as key: ColorKey,
    _ onChange: @escaping (KeyChange) -> Void
  ) -> ObservationToken {
    let previous = PreviousValue(color[keyPath: path])
    return color.observe(path, options: .new) { _, change in
      let oldValue = previous.value
      let newValue = change.newValue
      // Before the handler, in case it changes the color in turn.
      if let newValue { previous.value = newValue }
      onChange(
        KeyChange(key: key, oldValue: oldValue.keyChangeValue, newValue: newValue?.keyChangeValue))
    }
  }

  /// The value a key had before its next change.
  private final class PreviousValue<Raw> {
    // Only the one observation's handler touches it, on the thread that changes the color
    // (the commands change theirs on one thread), so the run-time exclusivity check of a
    // class's stored property would guard nothing.
    @exclusivity(unchecked) var value: Raw

    init(_ value: Raw) { self.value = value }
  }
}

/// A type of the model's values, as a ``KeyChange`` holds it: a conformance, where a closure
/// wrapping each value would be called through a thunk.
private protocol KeyChangeValue {
  /// The value, wrapped.
  var keyChangeValue: KeyChange.Value { get }
}

extension Double: KeyChangeValue {
  fileprivate var keyChangeValue: KeyChange.Value { .number(self) }
}

extension String: KeyChangeValue {
  fileprivate var keyChangeValue: KeyChange.Value { .text(self) }
}

extension Bool: KeyChangeValue {
  fileprivate var keyChangeValue: KeyChange.Value { .flag(self) }
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
