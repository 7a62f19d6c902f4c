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
        validator: componentValidator(.l))
      Key("aComponent", \.aComponent, aliases: ["a", "a*"], validator: componentValidator(.a))
      Key("bComponent", \.bComponent, aliases: ["b", "b*"], validator: componentValidator(.b))
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
  public static let componentKeys = Component.allCases.map(\.name)

  /// The names of every key, stored first, in dependency order.
  public static let allKeys = ColorKey.allCases.map(\.name)

  /// Accepts numbers and numeric strings, and a percentage of the component's
  /// ``Component/percentScale`` (as CSS does: 100% L\* = 100, 100% a\* = 125); then
  /// checks the number as ``Component/validate(_:)`` does.
  static func componentValidator(_ component: Component) -> Validator<Double> {
    Validator { value throws(ValidationError) in
      guard let value else { throw .nilNotAllowed }
      let number: Double
      if let text = value as? String, text.hasSuffix("%") {
        number = try Double.coerce(String(text.dropLast())) / 100 * component.percentScale
      } else {
        number = try Double.coerce(value)
      }
      return try component.validate(number)
    }
  }
}
