import KeyValueObserving
import LabColor

/// A change of one stored component of a `LabColor`, as a user types it — `l=60` (set),
/// `b += 2.5` (add), `a -= 5` (add −5), `--l 60` — read once, with the key resolved and the
/// value validated by the model, on its way from the command line into the model.
///
/// The key may be any name or alias the model accepts (`l`, `L*`, `lightness`,
/// `lComponent`, …); a value may be text the model's validator coerces (`"50%"` of L\* is
/// 50). A value out of range (L\* outside 0…100, a non-finite number) is refused with the
/// model's reason when the change is read, naming a percentage as a percentage
/// (`L* must be between 0 and 100 (got 101%)`). An addition is validated when it is
/// applied, because its result depends on the current value. Applying goes through
/// key-value coding and leaves a refused change's color and observers untouched.
struct ComponentChange: Hashable, Sendable {
  /// What to do to the component.
  enum Operation: Hashable, Sendable {
    /// Set it to this value, which the model's validator has accepted.
    case set(Double)
    /// Add this number to its current value (`-=` adds the negated number).
    case add(Double)
  }

  /// The key as the user typed it, for messages: `l`, `L*`.
  var spelling: String
  /// The component it changes.
  var component: LabColor.Component
  /// What to do.
  var operation: Operation
  /// The value as the user typed it, for messages; for an addition, its operand.
  var shown: String

  /// A change of the key named `spelling` to `value` (text or a number), validated by the
  /// model; `shown` is the value as messages show it.
  ///
  /// Validators belong to the class, so any instance can ask them: `model` is the color
  /// the change is meant for when there is one, or a new one.
  ///
  /// - Throws: `Failure` for an unknown or computed key, or a value the model refuses.
  init(
    key spelling: String, value: Any, shown: String, validatingWith model: LabColor = LabColor()
  ) throws(Failure) {
    let component = try Self.component(named: spelling)
    let validated: Any?
    do {
      validated = try model.validateValue(value, forKey: component.name)
    } catch {
      throw .invalidValue(key: spelling, value: shown, reason: error.reason)
    }
    guard let number = validated as? Double else {
      throw .invalidValue(key: spelling, value: shown, reason: "not a number")
    }
    self.init(spelling: spelling, component: component, operation: .set(number), shown: shown)
  }

  /// A change of `component` (named `spelling`) to the number `value`, validated by the
  /// model's rule for the component, with no key lookup and no `Any`; `shown` is the value
  /// as messages show it.
  init(
    _ component: LabColor.Component, spelling: String, number value: Double, shown: String
  ) throws(Failure) {
    let validated = try Self.validated(value, component, spelling: spelling, shown: shown)
    self.init(spelling: spelling, component: component, operation: .set(validated), shown: shown)
  }

  /// A change of `component` (named `spelling`) to `percent` % of its scale
  /// (`LabColor.Component.percentScale`), validated by the model's rule for the component;
  /// a refusal names the percentage (`L* must be between 0 and 100 (got 101%)`).
  init(
    _ component: LabColor.Component, spelling: String, percentage percent: Double, shown: String
  ) throws(Failure) {
    let validated = try Self.validated(
      percent, component, spelling: spelling, shown: shown, asPercentage: true)
    self.init(spelling: spelling, component: component, operation: .set(validated), shown: shown)
  }

  /// A change of the key named `spelling` to the number `value`, validated by the model.
  init(key spelling: String, number value: Double) throws(Failure) {
    try self.init(
      Self.component(named: spelling), spelling: spelling, number: value,
      shown: NumberFormat.string(value))
  }

  /// An addition of `delta` to `component` (named `spelling`).
  init(_ component: LabColor.Component, spelling: String, adding delta: Double) {
    self.init(
      spelling: spelling, component: component, operation: .add(delta),
      shown: NumberFormat.string(delta))
  }

  /// An addition of `delta` to the key named `spelling`.
  ///
  /// - Throws: `Failure` for an unknown or computed key.
  init(key spelling: String, adding delta: Double) throws(Failure) {
    self.init(try Self.component(named: spelling), spelling: spelling, adding: delta)
  }

  /// Reads a `key=value` word (`l=60`, `L*=50%`, `a=-20`), as `labcolor set` takes them: the
  /// key is what comes before the first `=`, the value what comes after, each without the
  /// spaces and tabs around it (`'l = 60'`, as watch reads its lines).
  ///
  /// - Throws: `Failure.notAnAssignment` for a word without `=` or with no key before it.
  init(assignment word: String) throws(Failure) {
    guard let equals = word.firstIndex(of: "=") else { throw .notAnAssignment(word) }
    let key = Self.withoutBlanks(word[..<equals])
    guard !key.isEmpty else { throw .notAnAssignment(word) }
    let value = String(Self.withoutBlanks(word[word.index(after: equals)...]))
    try self.init(key: String(key), value: value, shown: value)
  }

  /// `text` without the spaces and tabs at its ends.
  private static func withoutBlanks(_ text: Substring) -> Substring {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = text.firstIndex(where: { !isBlank($0) }),
      let last = text.lastIndex(where: { !isBlank($0) })
    else { return text[text.endIndex...] }
    return text[first...last]
  }

  private init(
    spelling: String, component: LabColor.Component, operation: Operation, shown: String
  ) {
    self.spelling = spelling
    self.component = component
    self.operation = operation
    self.shown = shown
  }

  /// Applies the change to `color`, through the component's property: observers are
  /// notified as by any set.
  ///
  /// With `refusingOverflow`, a value is refused as well when the color would then overflow
  /// (`LabColor.convertsFinitely(setting:to:)`), for the reason of `ColorOverflow`.
  ///
  /// - Throws: `Failure` saying why the change was refused; `color` is then unchanged.
  func apply(to color: LabColor, refusingOverflow: Bool = false) throws(Failure) {
    let value: Double
    let shown: String
    switch operation {
    case .set(let validated):
      value = validated
      shown = self.shown
    case .add(let delta):
      let sum = color[component: component] + delta
      shown = NumberFormat.string(sum)
      value = try Self.validated(sum, component, spelling: spelling, shown: shown)
    }
    try Self.store(
      value, in: component, of: color, refusingOverflow: refusingOverflow, spelling: spelling,
      shown: shown)
  }

  /// Sets `component` of `color` to `number`, as making the change
  /// (`init(_:spelling:number:shown:)`) and applying it would, refusing what they refuse for
  /// the same reason; but the key's spelling and the value's text are made only for a
  /// refusal's message. `watch` sets a number for most lines it reads.
  ///
  /// - Throws: `Failure` saying why the change was refused; `color` is then unchanged.
  static func set(
    _ component: LabColor.Component, of color: LabColor, to number: Double,
    refusingOverflow: Bool = false, spelling: @autoclosure () -> String,
    shown: @autoclosure () -> String
  ) throws(Failure) {
    let value = try validated(number, component, spelling: spelling(), shown: shown())
    try store(
      value, in: component, of: color, refusingOverflow: refusingOverflow,
      spelling: spelling(), shown: shown())
  }

  /// Sets `component` of `color` to `value`, validated; with `refusingOverflow`, refuses it
  /// when the color would then overflow (`LabColor.convertsFinitely(setting:to:)`).
  @inline(__always)
  private static func store(
    _ value: Double, in component: LabColor.Component, of color: LabColor,
    refusingOverflow: Bool, spelling: @autoclosure () -> String,
    shown: @autoclosure () -> String
  ) throws(Failure) {
    if refusingOverflow, !color.convertsFinitely(setting: component, to: value) {
      throw .invalidValue(key: spelling(), value: shown(), reason: ColorOverflow().description)
    }
    color[component: component] = value
  }

  /// The stored component `spelling` names: any name or alias the model accepts.
  ///
  /// - Throws: `Failure` for an unknown or computed key.
  static func component(named spelling: String) throws(Failure) -> LabColor.Component {
    guard let key = KeyNames.key(named: spelling) else { throw .unknownKey(spelling) }
    guard let component = LabColor.Component(rawValue: key) else { throw .computedKey(spelling) }
    return component
  }

  /// `value` (a percentage of the component's scale, `asPercentage`) as the model's rule for
  /// `component` accepts it.
  ///
  /// `spelling` and `shown` are made only for a refusal's message.
  @inline(__always)
  private static func validated(
    _ value: Double, _ component: LabColor.Component, spelling: @autoclosure () -> String,
    shown: @autoclosure () -> String, asPercentage: Bool = false
  ) throws(Failure) -> Double {
    do {
      return
        try asPercentage ? component.validate(percentage: value) : component.validate(value)
    } catch {
      throw .invalidValue(key: spelling(), value: shown(), reason: error.reason)
    }
  }

  /// Why a change was refused.
  enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// A word that is not `key=value`.
    case notAnAssignment(String)
    /// No key has this name.
    case unknownKey(String)
    /// The key is computed (`x`, `hex`, …), so it cannot be set.
    case computedKey(String)
    /// The validator refused the value, for `reason`.
    case invalidValue(key: String, value: String, reason: String)

    /// A message fragment starting in lower case, without a final period:
    ///
    ///     expected a key=value word such as l=60 or a=-5, got 'l60'
    ///     unknown key 'lightnes' (did you mean 'lightness'?)
    ///     unknown key 'q' (the keys that can be set are l, a and b)
    ///     'hex' is computed from L*, a* and b* and cannot be set
    ///     cannot set 'l' to '120': L* must be between 0 and 100 (got 120)
    var description: String {
      switch self {
      case .notAnAssignment(let word):
        return "expected a key=value word such as l=60 or a=-5, got \(UserText.quoted(word))"
      case .unknownKey(let key):
        if let suggestion = KeyNames.suggestion(for: key, storedOnly: true) {
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
