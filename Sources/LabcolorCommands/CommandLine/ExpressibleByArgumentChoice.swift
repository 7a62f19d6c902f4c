/// A type whose values are a fixed list of words, one per case: `--format text|json`.
///
/// The accepted words, the `values:` list of help and the error for any other word all come
/// from the cases, in declaration order. Words are matched exactly (case-sensitive), as
/// swift-argument-parser matches them.
///
///     enum Format: String, CaseIterable, ExpressibleByArgumentChoice {
///       case text, json
///     }
///     try Format(argument: "json")  // .json
///     try Format(argument: "xml")   // invalid: expected one of 'text', 'json'
protocol ExpressibleByArgumentChoice: ExpressibleByArgument, CaseIterable {
  /// The word that selects this value.
  var argumentName: String { get }
}

extension ExpressibleByArgumentChoice {
  /// The case whose ``argumentName`` is `argument`.
  init(argument: String) throws(ArgumentValueError) {
    guard let value = Self.allCases.first(where: { $0.argumentName == argument }) else {
      let words = Self.allValueStrings.map { "'\($0)'" }.joined(separator: ", ")
      throw .invalid(reason: "expected one of \(words)")
    }
    self = value
  }

  /// The words of every case, in declaration order.
  static var allValueStrings: [String] { allCases.map(\.argumentName) }

  /// The case's word.
  var argumentDescription: String { argumentName }
}

extension ExpressibleByArgumentChoice where Self: RawRepresentable, RawValue == String {
  /// The raw value.
  var argumentName: String { rawValue }
}
