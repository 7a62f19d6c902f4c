import KeyValueObserving
import Synchronization
import Testing

/// A class whose computed key declares its getter and counts how often it is called.
private final class Thermometer: KeyValueObject {
  static let directReads = Atomic<Int>(0)

  @Observed var celsius = 0.0
  var fahrenheit: Double { celsius * 9 / 5 + 32 }
  var kelvin: Double { celsius + 273.15 }

  override class var keyTable: KeyTable {
    KeyTable(Thermometer.self) {
      Key("celsius", \.celsius)
      Key(
        "fahrenheit", \.fahrenheit, dependsOn: \.celsius,
        read: { thermometer in
          Thermometer.directReads.add(1, ordering: .relaxed)
          return thermometer.fahrenheit
        })
      Key("kelvin", \.kelvin, dependsOn: \.celsius)
    }
  }
}

@Suite(.serialized) struct KeyPathReaderTests {
  @Test func observationsOfADeclaredKeyPathReadThroughItsGetter() {
    let thermometer = Thermometer()
    var changes: [(Double?, Double?)] = []
    let before = Thermometer.directReads.load(ordering: .relaxed)
    let token = thermometer.observe(\.fahrenheit, options: [.initial, .old, .new]) { _, change in
      changes.append((change.oldValue, change.newValue))
    }
    thermometer.celsius = 100
    // 0 °C is 32 °F, 100 °C is 212 °F.
    #expect(changes.map(\.0) == [nil, 32])
    #expect(changes.map(\.1) == [32, 212])
    // One read for the initial value, one before the change, one after it.
    #expect(Thermometer.directReads.load(ordering: .relaxed) - before == 3)
    withExtendedLifetime(token) {}
  }

  @Test func keysWithoutAGetterAreReadThroughTheirKeyPath() {
    let thermometer = Thermometer()
    var kelvins: [Double?] = []
    let before = Thermometer.directReads.load(ordering: .relaxed)
    let token = thermometer.observe(\.kelvin, options: [.new]) { _, change in
      kelvins.append(change.newValue)
    }
    thermometer.celsius = -273.15
    #expect(kelvins == [0])
    #expect(Thermometer.directReads.load(ordering: .relaxed) == before)
    withExtendedLifetime(token) {}
  }
}
