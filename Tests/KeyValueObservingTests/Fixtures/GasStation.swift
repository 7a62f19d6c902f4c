import Foundation
import KeyValueObserving

/// A price observation in a station's history.
struct PriceRecord: Equatable, KeyValueCoercible {
  var price: Double
  var date: Double

  /// Makes a record from a dictionary as JSON gives it.
  static func coerce(_ value: Any) throws(ValidationError) -> PriceRecord {
    guard let dictionary = value as? [String: Any] else {
      throw ValidationError("not a price record")
    }
    guard let price = dictionary["price"], let date = dictionary["date"] else {
      throw ValidationError("a price record needs a price and a date")
    }
    return PriceRecord(
      price: try Double.coerce(GasStation.stripCurrency(price)),
      date: try GasStation.timestamp(date))
  }
}

/// The gas station of the KVC validation article: a model filled from JSON
/// whose types drift between server versions.
final class GasStation: KeyValueObject {
  @Observed var stationName = "Unknown"
  @Observed var price = 0.0
  @Observed var sellsDiesel = false
  @Observed var zip = "00000"
  @Observed var updated = 0.0
  @Observed var historicalPrices: [PriceRecord] = []

  /// Unknown keys of incoming JSON are ignored.
  override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueCodingError) {}

  override class var keyTable: KeyTable {
    KeyTable(GasStation.self) {
      Key(
        "stationName", \.stationName, aliases: ["description"],
        validator: Validator<String>.trimmed.checking("must not be empty") { !$0.isEmpty }
          .defaulting(to: "Unknown"))
      Key(
        "price", \.price,
        validator: Validator { value throws(ValidationError) in
          try Double.coerce(value.map(stripCurrency) ?? "")
        }.checking("must not be negative") { $0 >= 0 }.defaulting(to: 0))
      Key("sellsDiesel", \.sellsDiesel, validator: Validator<Bool>.default.defaulting(to: false))
      Key(
        "zip", \.zip,
        validator: Validator<String>.default
          .checking("must be digits") { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
          .map { String(repeating: "0", count: max(0, 5 - $0.count)) + $0 }
          .checking("must have five digits") { $0.count == 5 }
          .defaulting(to: "00000"))
      Key(
        "updated", \.updated,
        validator: Validator { value throws(ValidationError) in try timestamp(value as Any) }
          .defaulting(to: 0))
      Key(
        "historicalPrices", \.historicalPrices,
        validator: Validator<[PriceRecord]>.default.defaulting(to: []))
    }
  }

  /// JSON numbers arrive as `NSNumber`; currency strings keep their sign.
  static func stripCurrency(_ value: Any) -> Any {
    if let number = value as? NSNumber, !(value is String) { return number.doubleValue }
    return value
  }

  /// A date as seconds since 1970, from a timestamp or an ISO 8601 string.
  static func timestamp(_ value: Any) throws(ValidationError) -> Double {
    if let number = value as? NSNumber, !(value is String) { return number.doubleValue }
    if let string = value as? String {
      if let date = ISO8601DateFormatter().date(from: string) { return date.timeIntervalSince1970 }
      if let seconds = Double(string) { return seconds }
    }
    throw ValidationError("not a date")
  }
}
