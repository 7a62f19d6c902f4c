import KeyValueObserving

/// A faithful port of the `LabColor` model of objc.io issue 7, "Key-Value
/// Observing" (Daniel Eggert): red depends on L alone, green on L and a,
/// blue on L and b, and color on red, green and blue. The formulas are the
/// article's own (tristimulus values used directly as red, green and blue,
/// scaled by 0.01 for the color).
final class ArticleLabColor: KeyValueObject {
  @Observed var lComponent = 75.0
  @Observed var aComponent = 0.0
  @Observed var bComponent = 0.0

  /// The article's `D65TristimulusValues`.
  static let d65TristimulusValues = (95.047, 100.0, 108.883)

  /// The article's `inverseF`.
  static func inverseF(_ t: Double) -> Double {
    t > 6.0 / 29.0 ? t * t * t : 3.0 * (6.0 / 29.0) * (6.0 / 29.0) * (t - 4.0 / 29.0)
  }

  var redComponent: Double {
    Self.d65TristimulusValues.0 * Self.inverseF(1.0 / 116.0 * (lComponent + 16))
  }

  var greenComponent: Double {
    Self.d65TristimulusValues.1
      * Self.inverseF(1.0 / 116.0 * (lComponent + 16) + 1.0 / 500.0 * aComponent)
  }

  var blueComponent: Double {
    Self.d65TristimulusValues.2
      * Self.inverseF(1.0 / 116.0 * (lComponent + 16) - 1.0 / 200.0 * bComponent)
  }

  /// The article's `UIColor`, as its three components scaled by 0.01.
  var color: [Double] { [redComponent * 0.01, greenComponent * 0.01, blueComponent * 0.01] }

  override class var keyTable: KeyTable {
    KeyTable(ArticleLabColor.self) {
      Key("lComponent", \.lComponent)
      Key("aComponent", \.aComponent)
      Key("bComponent", \.bComponent)
      Key("redComponent", \.redComponent, dependsOn: \.lComponent)
      Key("greenComponent", \.greenComponent, dependsOn: \.lComponent, \.aComponent)
      Key("blueComponent", \.blueComponent, dependsOn: \.lComponent, \.bComponent)
      Key("color", \.color, dependsOn: \.redComponent, \.greenComponent, \.blueComponent)
    }
  }
}
