import KeyValueObserving

extension LabColor {
  /// The keys of the color: the three components (with the names people
  /// type: `l`, `L`, `lightness`, `L*`, `a`, `a*`, `b`, `b*`), and the
  /// computed keys with their dependencies. Names are found regardless of
  /// case.
  static var keys: KeyTable {
    KeyTable(LabColor.self, caseInsensitive: true) {
      Key(
        "lComponent", \.lComponent, aliases: ["l", "lightness", "L*"],
        validator: componentValidator(name: "L*", percentScale: 100, range: 0...100))
      Key(
        "aComponent", \.aComponent, aliases: ["a", "a*"],
        validator: componentValidator(name: "a*", percentScale: 125, range: nil))
      Key(
        "bComponent", \.bComponent, aliases: ["b", "b*"],
        validator: componentValidator(name: "b*", percentScale: 125, range: nil))
      Key("x", \.x, dependsOn: \.lComponent, \.aComponent)
      Key("y", \.y, dependsOn: \.lComponent)
      Key("z", \.z, dependsOn: \.lComponent, \.bComponent)
      Key("red", \.red, dependsOn: \.x, \.y, \.z)
      Key("green", \.green, dependsOn: \.x, \.y, \.z)
      Key("blue", \.blue, dependsOn: \.x, \.y, \.z)
      Key("hex", \.hex, dependsOn: \.red, \.green, \.blue)
      Key("inGamut", \.inGamut, dependsOn: \.red, \.green, \.blue)
    }
  }

  /// The names of the stored components, in order.
  public static let componentKeys = ["lComponent", "aComponent", "bComponent"]

  /// The names of every key, stored first, in dependency order.
  public static let allKeys =
    componentKeys + [
      "x", "y", "z", "red", "green", "blue", "hex", "inGamut",
    ]

  /// Accepts numbers and numeric strings, a percentage of `percentScale`
  /// (as CSS does: 100% L\* = 100, 100% a\* = 125); refuses non-finite
  /// values and, with a `range`, values outside it.
  static func componentValidator(
    name: String, percentScale: Double, range: ClosedRange<Double>?
  ) -> Validator<Double> {
    Validator { value throws(ValidationError) in
      guard let value else { throw .nilNotAllowed }
      let number: Double
      if let text = value as? String, text.hasSuffix("%") {
        number = try Double.coerce(String(text.dropLast())) / 100 * percentScale
      } else {
        number = try Double.coerce(value)
      }
      if let range, !range.contains(number) {
        throw ValidationError(
          "\(name) must be between \(NumberFormat.string(range.lowerBound)) and "
            + "\(NumberFormat.string(range.upperBound)) (got \(NumberFormat.string(number)))")
      }
      return number
    }
  }
}
