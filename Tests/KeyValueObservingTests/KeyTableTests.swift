import KeyValueObserving
import Testing

/// A class whose key table uses every form the table's builder accepts: an `if`, an
/// `if`/`else`, a `for` loop and a helper returning several keys. The loop names two
/// properties declared already: each name is an alias of the key declared first.
final class Gauge: KeyValueObject {
  /// Whether the table declares the `unit` key; changed only by the test of the `if`.
  nonisolated(unsafe) static var declaresUnit = true

  @Observed var reading = 1.0
  @Observed var minimum = 0.0
  @Observed var maximum = 10.0
  @Observed var unit = "bar"
  var fraction: Double { (reading - minimum) / (maximum - minimum) }

  static func bounds() -> [Key<Gauge>] {
    [Key("minimum", \.minimum), Key("maximum", \.maximum)]
  }

  override class var keyTable: KeyTable {
    KeyTable(Gauge.self) {
      Key("reading", \.reading)
      bounds()
      if declaresUnit {
        Key("unit", \.unit)
      }
      if declaresUnit {
        Key("fraction", \.fraction, dependsOn: \.reading, \.minimum, \.maximum)
      } else {
        Key("share", \.fraction, dependsOn: \.reading)
      }
      for (name, keyPath) in [("level", \Gauge.reading), ("floor", \Gauge.minimum)] {
        Key(name, keyPath)
      }
    }
  }
}

@Suite(.serialized) struct KeyTableTests {
  @Test func everyFormOfTheBuilderDeclaresItsKeysInOrder() throws {
    #expect(Gauge.keyTable.names == ["reading", "minimum", "maximum", "unit", "fraction"])
    Gauge.declaresUnit = false
    defer { Gauge.declaresUnit = true }
    #expect(Gauge.keyTable.names == ["reading", "minimum", "maximum", "share"])
  }

  @Test func keysDeclaredInALoopAndByAHelperWorkAndASecondNameIsAnAlias() throws {
    let gauge = Gauge()
    var fractions: [Double] = []
    let token = gauge.observe(\.fraction, options: [.new]) { _, change in
      fractions.append(change.newValue ?? -1)
    }
    try gauge.setValue(2.0, forKey: "minimum")  // declared by the helper
    try gauge.setValue(6.0, forKey: "level")  // `reading`, named again in the loop
    #expect(gauge.reading == 6)
    #expect(try gauge.value(forKey: "floor") as? Double == 2)
    // Each change of a property named twice reaches the key that depends on it.
    #expect(fractions == [-0.125, 0.5])
    #expect(
      Gauge.declaredDependencies.map(\.key) == [
        "reading", "minimum", "maximum", "unit", "fraction",
      ])
    withExtendedLifetime(token) {}
  }
}
