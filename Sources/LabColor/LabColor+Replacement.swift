import KeyValueObserving

extension LabColor {
  /// Sets L\*, a\* and b\* to those of `lab` (relative to the color's white), each checked
  /// by its key-value coding validator, in one batch, so that each affected key is notified
  /// once, with its value before and after the whole change.
  ///
  /// All three are checked before any is set: a color with L\* outside 0…100 relative to
  /// the white (`lab(100 20 -30)`, which is D50, has L\* 100.217 relative to D65) leaves
  /// the color and its observers untouched; with `refusingOverflow`, so does a color whose
  /// XYZ or sRGB values overflow (``Lab/convertsFinitely(white:)``).
  ///
  /// - Throws: the validator's reason: `L* must be between 0 and 100 (got 100.217…)`; or
  ///   that of ``ColorOverflow``.
  public func replaceComponents(
    with lab: Lab, refusingOverflow: Bool = false
  ) throws(ReplacementFailure) {
    func validated(_ value: Double, _ key: String) throws(ReplacementFailure) -> Double {
      do {
        return try validateValue(value, forKey: key) as? Double ?? value
      } catch {
        throw ReplacementFailure(reason: error.reason)
      }
    }
    let l = try validated(lab.l, "lComponent")
    let a = try validated(lab.a, "aComponent")
    let b = try validated(lab.b, "bComponent")
    if refusingOverflow, !Lab(l: l, a: a, b: b).convertsFinitely(white: white) {
      throw ReplacementFailure(reason: ColorOverflow().description)
    }
    batchChanges { color in
      color.lComponent = l
      color.aComponent = a
      color.bComponent = b
    }
  }

  /// Whether the color would still convert finitely (``Lab/convertsFinitely(white:)``)
  /// with the stored component named `key` (`lComponent`, `aComponent` or `bComponent`)
  /// set to `value`. Any other name leaves the components as they are.
  public func convertsFinitely(setting key: String, to value: Double) -> Bool {
    guard let component = Component(rawValue: key) else {
      return lab.convertsFinitely(white: white)
    }
    return convertsFinitely(setting: component, to: value)
  }

  /// Whether the color would still convert finitely (``Lab/convertsFinitely(white:)``)
  /// with `component` set to `value`.
  public func convertsFinitely(setting component: Component, to value: Double) -> Bool {
    var lab = self.lab
    switch component {
    case .l: lab.l = value
    case .a: lab.a = value
    case .b: lab.b = value
    }
    return lab.convertsFinitely(white: white)
  }
}

/// Why ``LabColor/replaceComponents(with:refusingOverflow:)`` refused a color; printed, its
/// ``reason``, as ``ColorParseError`` and ``ColorOverflow`` print their messages.
public struct ReplacementFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The validator's reason: `L* must be between 0 and 100 (got 120)`.
  public var reason: String

  /// A refusal for `reason`.
  public init(reason: String) { self.reason = reason }

  /// The ``reason``.
  public var description: String { reason }
}
