/// A type whose values are read from one command-line word: the value of an option or a
/// positional argument.
///
/// The parser reads every value when it parses the command line, so a value that cannot
/// be read is a usage error before any command runs, and a command receives typed values:
///
///     static let white = Option("white", valueName: "white", default: WhitePoint.d65,
///       help: "The reference white.")
///     …
///     let white = invocation.arguments.value(of: Self.white)  // a WhitePoint
///
/// Enums of choices conform through ``ExpressibleByArgumentChoice``, which derives the
/// accepted words, the help's `values:` list and the error message from the cases.
protocol ExpressibleByArgument: Sendable {
  /// Reads `argument`, one command-line word.
  ///
  /// - Throws: ``ArgumentValueError`` saying why the word is not a value of this type.
  init(argument: String) throws(ArgumentValueError)

  /// The words accepted, when they are a fixed list (an enum's cases), in the order help
  /// lists them; empty when any word of the right form is accepted.
  static var allValueStrings: [String] { get }

  /// The value as it is written on the command line: what help shows as a default.
  var argumentDescription: String { get }
}

extension ExpressibleByArgument {
  /// No fixed list of words.
  static var allValueStrings: [String] { [] }
}

extension ExpressibleByArgument where Self: Comparable {
  /// Reads `word` as the value of the option `--name`, which must lie in `range`.
  ///
  /// - Throws: for a value outside the range, or one too large or too small for the type
  ///   (`beyondType`), the usage error `--count must be between 1 and 139 (got 0).`
  init(argument word: String, in range: ClosedRange<Self>, option name: String)
    throws(ArgumentValueError)
  {
    let outOfRange = { (got: String) -> ArgumentValueError in
      .refused(
        message: "--\(name) must be between \(range.lowerBound.argumentDescription) and "
          + "\(range.upperBound.argumentDescription) (got \(got)).")
    }
    let value: Self
    do throws(ArgumentValueError) {
      value = try Self(argument: word)
    } catch {
      guard case .beyondType = error else { throw error }
      throw outOfRange(UserText.escaped(word))
    }
    guard range.contains(value) else { throw outOfRange(value.argumentDescription) }
    self = value
  }
}

/// Why a command-line word is not a value of the type an option or argument takes.
enum ArgumentValueError: Error, Hashable, Sendable {
  /// The word is not of the expected form. The reason completes the sentence
  /// `The value 'x' is invalid for '--l <number>': …`, for example
  /// `expected a decimal number`.
  case invalid(reason: String)
  /// The word is of the right form, but the value is refused; the message is the whole
  /// sentence, ending with a period: `L* must be between 0 and 100 (got 120).`
  case refused(message: String)
  /// The word is of the right form, but names a value the type cannot hold (a whole number
  /// beyond `Int`'s range). The reason completes the sentence as `invalid`'s does
  /// (`too large a number`); an option with a range says its range instead.
  case beyondType(reason: String)
}
