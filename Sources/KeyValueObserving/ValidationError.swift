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
}
