/// Why a text could not be read as a color, and where.
///
/// The `description` is a complete, user-facing sentence that says what was
/// expected, at which column, and what was found instead:
///
///     expected a number for a* at column 4, found "x"
///     expected ")" at column 16, found end of input
///     expected a finite number for L* at column 1, found "nan"
///     L* must be between 0 and 100 at column 1, found "120"
///     C* must be at least 0 at column 4, found "-5"
///     unknown color name "bluish" at column 1
///     unknown color name "fuschia" at column 1 (did you mean "fuchsia"?)
///     cannot convert "currentcolor" at column 1: currentcolor is the color of …
public struct ColorParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Hashable {
    /// Something else was expected here; the text names it, as in
    /// `"a number for a*"` or `"\")\""`.
    case expected(String)
    /// A number for `component` that is not finite: `nan`, `inf`,
    /// `infinity` (any case, any sign), or a numeral too large for a
    /// `Double`, such as `1e309`.
    case nonFinite(component: String)
    /// A finite number for `component` outside `range` (the bare-triple
    /// forms check L\* against 0…100, C\* against 0…∞ and 8-bit components
    /// against 0…255). A range without an upper bound is written `at least`.
    case outOfRange(component: String, range: ClosedRange<Double>)
    /// A word that is not one of the CSS named colors.
    case unknownColorName
    /// A keyword whose value depends on the document (`currentcolor`, a
    /// system color), which cannot be converted.
    case contextDependent(ContextDependentColor)
    /// Alpha digits other than `f`/`ff` read by `RGB8(hex:)`: an 8-bit RGB
    /// value has no alpha and does not drop one silently (`ColorParser`
    /// reads `#rgba` and `#rrggbbaa` with their alpha).
    case unsupportedAlpha
  }

  /// What went wrong.
  public var reason: Reason

  /// Where the problem starts: a 1-based column counted in Unicode scalars of
  /// the whole input, leading whitespace included.
  public var column: Int

  /// The offending text (the token at `column`, shortened to 32 scalars), or
  /// `nil` when the input ended where more was expected.
  public var found: String?

  /// An error for `reason` at `column`, having found `found` (`nil`: the end
  /// of the input).
  public init(_ reason: Reason, column: Int, found: String?) {
    self.reason = reason
    self.column = column
    self.found = found
  }

  /// For an unknown color name, the color name closest to it in spelling when one is close
  /// (`"fuchsia"` for `"fuschia"`, `"rebeccapurple"` for `"RebeccaPurpel"`); `nil` for
  /// every other error, and for a name close to none (`"bluish"`). The ``description``
  /// offers it.
  public var suggestion: String? {
    guard reason == .unknownColorName, let found else { return nil }
    return NamedColor.suggestedName(for: found)
  }

  /// The complete message, for example
  /// `expected a number for a* at column 4, found "x"`.
  public var description: String {
    let foundText = found.map { "\"\($0)\"" } ?? "end of input"
    switch reason {
    case .expected(let what):
      return "expected \(what) at column \(column), found \(foundText)"
    case .nonFinite(let component):
      return "expected a finite number for \(component) at column \(column), found \(foundText)"
    case .outOfRange(let component, let range):
      let low = NumberFormat.string(range.lowerBound)
      guard range.upperBound < .infinity else {
        return "\(component) must be at least \(low) at column \(column), found \(foundText)"
      }
      let high = NumberFormat.string(range.upperBound)
      return
        "\(component) must be between \(low) and \(high) at column \(column), found \(foundText)"
    case .unknownColorName:
      let message = "unknown color name \(foundText) at column \(column)"
      return suggestion.map { "\(message) (did you mean \"\($0)\"?)" } ?? message
    case .contextDependent(let keyword):
      return "cannot convert \(foundText) at column \(column): \(keyword.explanation)"
    case .unsupportedAlpha:
      return "alpha must be 1 or 100% at column \(column), found \(foundText)"
        + " (an 8-bit RGB value has no alpha)"
    }
  }
}
