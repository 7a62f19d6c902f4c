import KeyValueObserving

extension LabColor {
  /// A stored component of the color: L\*, a\* or b\*.
  public enum Component: String, CaseIterable, Sendable {
    /// L\*, the lightness, 0…100.
    case l = "lComponent"
    /// a\*, green (negative) to red (positive).
    case a = "aComponent"
    /// b\*, blue (negative) to yellow (positive).
    case b = "bComponent"

    /// The key's name in the key table: `lComponent`.
    public var name: String { rawValue }

    /// The component as a key.
    public var key: ColorKey {
      switch self {
      case .l: return .lComponent
      case .a: return .aComponent
      case .b: return .bComponent
      }
    }

    /// How messages name it: `L*`, `a*`, `b*`.
    public var symbol: String {
      switch self {
      case .l: return "L*"
      case .a: return "a*"
      case .b: return "b*"
      }
    }

    /// What 100% of the component is, as CSS Color 4 reads percentages in `lab()`:
    /// 100 for L\*, 125 for a\* and b\*.
    public var percentScale: Double { self == .l ? 100 : 125 }

    /// The value `percent` % of ``percentScale`` is: 50% of L\* is 50, 16% of a\* is 20.
    ///
    /// Multiplies by the scale's hundredth (1 or 1.25, exact), as the `lab()` parser does, so
    /// that a percentage written with few digits gives the value it names: dividing by 100
    /// first made 57% of L\* 56.99999999999999.
    public func value(ofPercentage percent: Double) -> Double { percent * (percentScale / 100) }

    /// The values the component may take through validation: 0…100 for L\*; a\* and b\*
    /// are unbounded (but finite).
    public var range: ClosedRange<Double>? { self == .l ? 0...100 : nil }

    /// `number` if the component may take it, as key-value coding validation checks it:
    /// finite, and within ``range``.
    ///
    /// - Throws: `ValidationError`: `not a finite number`, or
    ///   `L* must be between 0 and 100 (got 120)`.
    public func validate(_ number: Double) throws(ValidationError) -> Double {
      guard number.isFinite else { throw .notAFiniteNumber }
      try checkRange(number, got: NumberFormat.string(number))
      return number
    }

    /// The value `percent` % of ``percentScale`` stands for (``value(ofPercentage:)``), if the
    /// component may take it: as ``validate(_:)``, except that a value out of range is
    /// reported as the percentage it was given as.
    ///
    /// - Throws: `ValidationError`: `not a finite number`, or
    ///   `L* must be between 0 and 100 (got 120%)`.
    public func validate(percentage percent: Double) throws(ValidationError) -> Double {
      let number = value(ofPercentage: percent)
      guard number.isFinite else { throw .notAFiniteNumber }
      try checkRange(number, got: NumberFormat.string(percent) + "%")
      return number
    }

    /// Refuses `number`, given as `got`, when it is outside ``range``. `got` is formatted
    /// only for a refusal: shortest round-trip digits cost more than the rest of a
    /// validation, which `watch` runs for every line it reads.
    private func checkRange(
      _ number: Double, got: @autoclosure () -> String
    ) throws(ValidationError) {
      guard let range, !range.contains(number) else { return }
      throw ValidationError(
        "\(symbol) must be between \(NumberFormat.string(range.lowerBound)) and "
          + "\(NumberFormat.string(range.upperBound)) (got \(got()))")
    }
  }

  /// The value of a stored component, read and set as directly as the property itself
  /// (setting notifies observers as the property's setter does; no validation).
  public subscript(component component: Component) -> Double {
    get {
      switch component {
      case .l: return lComponent
      case .a: return aComponent
      case .b: return bComponent
      }
    }
    set {
      switch component {
      case .l: lComponent = newValue
      case .a: aComponent = newValue
      case .b: bComponent = newValue
      }
    }
  }
}
