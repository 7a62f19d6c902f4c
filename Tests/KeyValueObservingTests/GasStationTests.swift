import Foundation
import KeyValueObserving
import Testing

/// The gas-station example of the KVC validation article, as data: five
/// server responses whose types drift, parsed with `JSONSerialization` and
/// applied with `setValuesForKeys`.
@Suite struct GasStationTests {
  static let responses: [String: String] = [
    // A: the happy path.
    "A": """
    {"id": 17, "description": "Oakland Shell", "price": 3.5, "sellsDiesel": true, "zip": "07105",
     "updated": "2013-03-05T12:00:00Z",
     "historicalPrices": [{"price": 3.45, "date": "2013-03-04T12:00:00Z"}]}
    """,
    // B: types changed.
    "B": """
    {"id": 17, "description": "  Oakland Shell ", "price": "$3.50", "sellsDiesel": "yes", "zip": 7105,
     "updated": "2013-03-05T12:00:00Z",
     "historicalPrices": [{"price": "$3.45", "date": "2013-03-04T12:00:00Z"}]}
    """,
    // C: integers for the price and the flag, a Unix timestamp for the date.
    "C": """
    {"id": 17, "description": "Oakland Shell", "price": 4, "sellsDiesel": 1, "zip": "07105",
     "updated": 1362484800,
     "historicalPrices": [{"price": 3.45, "date": 1362398400}]}
    """,
    // D: a single object where an array was expected.
    "D": """
    {"id": 17, "description": "Oakland Shell", "price": 3.5, "sellsDiesel": true, "zip": "07105",
     "updated": "2013-03-05T12:00:00Z",
     "historicalPrices": {"price": 3.45, "date": "2013-03-04T12:00:00Z"}}
    """,
    // E: nulls and error strings everywhere.
    "E": """
    {"id": null, "description": null, "price": "N/A", "sellsDiesel": "maybe", "zip": null,
     "updated": "error", "historicalPrices": "error"}
    """,
  ]

  /// Parses a response as the app does, JSON `null` becoming `nil`.
  static func station(from response: String) throws -> GasStation {
    let json = try JSONSerialization.jsonObject(with: Data(response.utf8))
    let dictionary = try #require(json as? [String: Any])
    let station = GasStation()
    try station.setValuesForKeys(dictionary.mapValues { $0 is NSNull ? nil : $0 })
    return station
  }

  static func snapshot(_ station: GasStation) -> [String] {
    [
      station.stationName, String(station.price), String(station.sellsDiesel), station.zip,
      String(station.updated), station.historicalPrices.map { "\($0.price)@\($0.date)" }.joined(),
    ]
  }

  @Test func theHappyPathFillsEveryProperty() throws {
    let station = try Self.station(from: Self.responses["A"]!)
    #expect(station.stationName == "Oakland Shell")
    #expect(station.price == 3.5)
    #expect(station.sellsDiesel)
    #expect(station.zip == "07105")
    #expect(station.updated == 1_362_484_800)
    #expect(station.historicalPrices == [PriceRecord(price: 3.45, date: 1_362_398_400)])
  }

  @Test func changedTypesAndASingleObjectGiveIdenticalStations() throws {
    let a = Self.snapshot(try Self.station(from: Self.responses["A"]!))
    let b = Self.snapshot(try Self.station(from: Self.responses["B"]!))
    #expect(b == a, "\(b) vs \(a)")
    #expect(Self.snapshot(try Self.station(from: Self.responses["D"]!)) == a)
  }

  @Test func integersAndTimestampsGiveTheSameStationButThePrice() throws {
    var a = Self.snapshot(try Self.station(from: Self.responses["A"]!))
    let c = try Self.station(from: Self.responses["C"]!)
    #expect(c.price == 4.00)
    a[1] = "4.0"
    #expect(Self.snapshot(c) == a)
  }

  @Test func nullsAndErrorStringsGiveTheDeclaredDefaults() throws {
    let e = try Self.station(from: Self.responses["E"]!)
    #expect(Self.snapshot(e) == Self.snapshot(GasStation()))
  }

  @Test func descriptionIsAnAliasOfStationName() throws {
    let station = GasStation()
    try station.setValue("Alias", forKey: "description")
    #expect(station.stationName == "Alias")
    #expect(try station.value(forKey: "description") as? String == "Alias")
  }
}
