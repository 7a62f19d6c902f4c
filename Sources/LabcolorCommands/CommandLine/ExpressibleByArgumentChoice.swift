import LabColor

/// A type whose values are a fixed list of words, one per case: `--format text|json`.
///
/// The accepted words, the `values:` list of help and the error for any other word all come
/// from the cases, in declaration order. Words are matched with their ASCII letters in any
/// case, as colors and keys are read: labcolor itself writes `D65` and `color-mix(in
/// OKLAB, …)` is CSS, so `--white D65` and `--in OKLAB` are the same choice as `d65` and
/// `oklab`. Help, completions and messages list the cases' own words; a word close to one
/// of them is offered it, as an unknown option is offered the option it is close to.
///
///     enum Format: String, CaseIterable, ExpressibleByArgumentChoice {
///       case text, json
///     }
///     try Format(argument: "json")  // .json
///     try Format(argument: "JSON")  // .json
///     try Format(argument: "xml")   // invalid: expected one of 'text', 'json'
///     try Format(argument: "jsno")  // invalid: … 'json' (did you mean 'json'?)
protocol ExpressibleByArgumentChoice: ExpressibleByArgument, CaseIterable {
  /// The word that selects this value.
  var argumentName: String { get }
}

extension ExpressibleByArgumentChoice {
  /// The case whose ``argumentName`` is `argument`, its ASCII letters in any case.
  init(argument: String) throws(ArgumentValueError) {
    let word = Self.asciiLowercased(argument)
    guard let value = Self.allCases.first(where: { Self.asciiLowercased($0.argumentName) == word })
    else {
      let words = Self.allValueStrings.map { "'\($0)'" }.joined(separator: ", ")
      guard let suggestion = Suggestion.closest(to: argument, in: Self.allValueStrings) else {
        throw .invalid(reason: "expected one of \(words)")
      }
      throw .invalid(reason: "expected one of \(words) (did you mean '\(suggestion)'?)")
    }
    self = value
  }

  /// `word` with its ASCII capitals made small, and nothing else changed (`lowercased()`
  /// would also fold letters beyond ASCII, the Kelvin sign `K` to `k`).
  private static func asciiLowercased(_ word: String) -> String {
    String(decoding: word.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
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
