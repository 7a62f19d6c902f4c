import KeyValueObserving
import LabColor

/// A change of one stored component of a `LabColor`, by name, as a user types it:
/// `l=60` (set), `b += 2.5` (add), `a -= 5` (add −5).
///
/// Applying it goes through key-value coding with validation, so the key may be any name or
/// alias the model accepts (`l`, `L*`, `lightness`, `lComponent`, …), a value may be text
/// the validator coerces (`"50%"` of L\* is 50), and a value out of range (L\* outside
/// 0…100, a non-finite number) is refused with the model's reason, leaving the color and
/// its observers untouched. So is a value after which the color's XYZ or sRGB values
/// would overflow (a\* = 1e300), when asked to (`watch` asks; `set` checks the color it
/// ends with instead).
struct ComponentChange: Hashable, Sendable {
  /// What to do to the component.
  enum Operation: Hashable, Sendable {
    /// Set it to this text, as the validator reads it (`60`, `-5`, `50%`).
    case set(String)
    /// Set it to this number.
    case setNumber(Double)
    /// Add this number to its current value (`-=` adds the negated number).
    case add(Double)
  }

  /// The key as the user typed it.
  var key: String
  /// What to do.
  var operation: Operation

  /// Reads a `key=value` word (`l=60`, `L*=50%`, `a=-20`), as `labcolor set` takes them.
  ///
  /// Returns `nil` when the word has no `=` or nothing before it.
  init?(assignment word: String) {
    guard let equals = word.firstIndex(of: "="), equals != word.startIndex else { return nil }
    key = String(word[..<equals])
    operation = .set(String(word[word.index(after: equals)...]))
  }

  /// A change of `key`.
  init(key: String, operation: Operation) {
    self.key = key
    self.operation = operation
  }

  /// Applies the change to `color` through key-value coding with validation.
  ///
  /// With `refusingOverflow`, a value the validator accepts is refused as well when the
  /// color would then overflow (`Lab.convertsFinitely(white:)`), for the reason of
  /// `ColorOverflow`.
  ///
  /// - Throws: `ComponentChange.Failure` saying why the change was refused; `color` is then
  ///   unchanged.
  func apply(to color: LabColor, refusingOverflow: Bool = false) throws(Failure) {
    guard let name = KeyNames.key(named: key) else { throw .unknownKey(key) }
    guard KeyNames.isStored(name) else { throw .computedKey(key) }
    let value: Any
    let shown: String
    switch operation {
    case .set(let text):
      value = text
      shown = text
    case .setNumber(let number):
      value = number
      shown = NumberFormat.string(number)
    case .add(let delta):
      let current = (try? color.value(forKey: name)) as? Double ?? 0
      value = current + delta
      shown = NumberFormat.string(current + delta)
    }
    if refusingOverflow {
      let validated: Any?
      do {
        validated = try color.validateValue(value, forKey: key)
      } catch {
        throw failure(error, shown: shown)
      }
      if let number = validated as? Double, !color.convertsFinitely(setting: name, to: number) {
        throw .invalidValue(key: key, value: shown, reason: ColorOverflow().description)
      }
    }
    do {
      try color.setValidatedValue(value, forKey: key)
    } catch {
      throw failure(error, shown: shown)
    }
  }

  /// The refusal of this change, shown as `shown`, for a key-value coding error.
  private func failure(_ error: KeyValueCodingError, shown: String) -> Failure {
    switch error {
    case .invalidValue(_, _, let reason):
      return .invalidValue(key: key, value: shown, reason: reason)
    case .undefinedKey:
      return .unknownKey(key)
    case .readOnlyKey:
      return .computedKey(key)
    default:
      return .invalidValue(key: key, value: shown, reason: error.reason)
    }
  }

  /// Why a change was refused.
  enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// No key has this name.
    case unknownKey(String)
    /// The key is computed (`x`, `hex`, …), so it cannot be set.
    case computedKey(String)
    /// The validator refused the value, for `reason`.
    case invalidValue(key: String, value: String, reason: String)

    /// A message fragment starting in lower case, without a final period:
    ///
    ///     unknown key 'lightnes' (did you mean 'lightness'?)
    ///     unknown key 'q' (the keys that can be set are l, a and b)
    ///     'hex' is computed from L*, a* and b* and cannot be set
    ///     cannot set 'l' to '120': L* must be between 0 and 100 (got 120)
    var description: String {
      switch self {
      case .unknownKey(let key):
        if let suggestion = KeyNames.suggestion(for: key) {
          return "unknown key \(UserText.quoted(key)) (did you mean '\(suggestion)'?)"
        }
        return "unknown key \(UserText.quoted(key)) (the keys that can be set are l, a and b)"
      case .computedKey(let key):
        return "\(UserText.quoted(key)) is computed from L*, a* and b* and cannot be set"
      case .invalidValue(let key, let value, let reason):
        return "cannot set \(UserText.quoted(key)) to \(UserText.quoted(value)): \(reason)"
      }
    }
  }
}
