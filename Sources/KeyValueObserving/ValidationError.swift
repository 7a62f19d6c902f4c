/// Why a validator refused a value.
///
/// Validators throw it; key-value coding wraps it in
/// ``KeyValueCodingError/invalidValue(key:value:reason:)`` together with the
/// key and the offending value.
public struct ValidationError: Error, Hashable, Sendable {
  /// A short, user-facing reason: `"not a number"`, `"must be between 0 and 100"`.
  public var reason: String

  /// Creates a rejection with its reason.
  public init(_ reason: String) {
    self.reason = reason
  }

  /// The rejection of `nil` for a non-optional value.
  ///
  /// Key-value coding answers it by calling the object's
  /// ``KeyValueObject/setNilValue(forKey:)`` hook instead of failing at once.
  public static let nilNotAllowed = ValidationError("nil is not allowed")

  /// The rejection of a value that is no number where a number is expected: text such as
  /// `"hot"` or `"1,5"`, or a value of another kind.
  public static let notANumber = ValidationError("not a number")

  /// The rejection of a number that is not finite: infinity or NaN, as a number or as text
  /// (`"inf"`, `"nan"`, `"1e309"`).
  public static let notAFiniteNumber = ValidationError("not a finite number")
}
