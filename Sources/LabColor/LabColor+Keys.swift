import KeyValueObserving

extension LabColor {
  /// The keys of the color: the three components (with the names people
  /// type: `l`, `L`, `lightness`, `L*`, `a`, `a*`, `b`, `b*`), and the
  /// computed keys with their dependencies. Names are found regardless of
  /// case. Each key gives its getter (`read:`), so observers read values by
  /// a direct call rather than a key-path projection.
  static var keys: KeyTable {
    KeyTable(LabColor.self, caseInsensitive: true) {
      Key(
        "lComponent", \.lComponent, aliases: ["l", "lightness", "L*"],
        validator: componentValidator(.l), read: { $0.lComponent })
      Key(
        "aComponent", \.aComponent, aliases: ["a", "a*"], validator: componentValidator(.a),
        read: { $0.aComponent })
      Key(
        "bComponent", \.bComponent, aliases: ["b", "b*"], validator: componentValidator(.b),
        read: { $0.bComponent })
      Key("x", \.x, dependsOn: \.lComponent, \.aComponent, read: { $0.x })
      Key("y", \.y, dependsOn: \.lComponent, read: { $0.y })
      Key("z", \.z, dependsOn: \.lComponent, \.bComponent, read: { $0.z })
      Key("red", \.red, dependsOn: \.x, \.y, \.z, read: { $0.red })
      Key("green", \.green, dependsOn: \.x, \.y, \.z, read: { $0.green })
      Key("blue", \.blue, dependsOn: \.x, \.y, \.z, read: { $0.blue })
      Key("hex", \.hex, dependsOn: \.red, \.green, \.blue, read: { $0.hex })
      Key("inGamut", \.inGamut, dependsOn: \.red, \.green, \.blue, read: { $0.inGamut })
    }
  }

  /// The names of the stored components, in order.
  public static let componentKeys = Component.allCases.map(\.name)

  /// The names of every key, stored first, in dependency order.
  public static let allKeys = ColorKey.allCases.map(\.name)

  /// Accepts numbers and numeric strings, and a percentage of the component's
  /// ``Component/percentScale`` (as CSS does: 100% L\* = 100, 100% a\* = 125); then
  /// checks the number as ``Component/validate(_:)`` does (a percentage as
  /// ``Component/validate(percentage:)`` does, so that a refusal names it as given).
  /// A percentage may have the surrounding spaces a number may (`" 50% "`), and come as a
  /// `Substring` as a number may.
  static func componentValidator(_ component: Component) -> Validator<Double> {
    Validator { value throws(ValidationError) in
      guard let value else { throw .nilNotAllowed }
      if let text = (value as? String) ?? (value as? Substring).map(String.init),
        let last = text.lastIndex(where: { !" \t\n\r".contains($0) }), text[last] == "%"
      {
        return try component.validate(percentage: Double.coerce(String(text[..<last])))
      }
      return try component.validate(Double.coerce(value))
    }
  }
}
