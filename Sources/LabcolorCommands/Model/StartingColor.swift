import KeyValueObserving
import LabColor

/// The color `set`, `watch` and `explore` start from, and the options that choose it:
/// `--from`, `--white`, and the component options `--l`, `--a`, `--b`.
///
/// The start is `--from` — any color `convert` reads, converted to L\*a\*b\* relative to
/// `--white` — or L\* 50, a\* 0, b\* 0. The component options are read as
/// `ComponentChange`s, each validated by the model when the command line is parsed (a value
/// outside its range, `--l 120`, is a usage error before anything runs); a command applies
/// them in command-line order (`ParsedArguments.values(as:)`).
enum StartingColor {
  /// `--from <color>`.
  static let from = Option<String?>(
    "from", valueName: "color", completion: .colors,
    help: "The color to start from: any CSS Color 4 notation (#rrggbb, a name, rgb(), "
      + "hsl(), hwb(), lab(), lch(), oklab(), oklch(), color()), or an 'L a b' triple "
      + "relative to --white; its alpha, if any, is set aside (the model is opaque). "
      + "Without it: L* 50, a* 0, b* 0.")

  /// `--l <number>`.
  static let lightness = componentOption(
    "l", key: "lComponent",
    help: "Set L*, the lightness, from 0 (black) to 100 (white), or 0% to 100%.")

  /// `--a <number>`.
  static let aAxis = componentOption(
    "a", key: "aComponent", help: "Set a*, from green (negative) to red (positive); 100% is 125.")

  /// `--b <number>`.
  static let bAxis = componentOption(
    "b", key: "bComponent", help: "Set b*, from blue (negative) to yellow (positive); 100% is 125.")

  /// The options of the starting color, in the order help lists them.
  static let options: [any CommandOption] = [from, WhitePoint.option, lightness, aAxis, bAxis]

  /// An option `--<name> <number>` read as a change of the component `key`, validated by
  /// the model: `L* must be between 0 and 100 (got 120).` The number may be a percentage,
  /// as in a `key=value` word: 100% of L\* is 100, of a\* or b\* 125.
  static func componentOption(
    _ name: String, key: String, repeatable: Bool = true, help: String
  ) -> Option<ComponentChange?> {
    Option(
      name, short: Character(name), valueName: "number", repeatable: repeatable, help: help,
      parse: { word throws(ArgumentValueError) in
        // A percentage of the component's scale, as in `l=50%`.
        let isPercentage = word.hasSuffix("%")
        let number = try Double(argument: isPercentage ? String(word.dropLast()) : word)
        do throws(ComponentChange.Failure) {
          let component = try ComponentChange.component(named: key)
          return
            try isPercentage
            ? ComponentChange(component, spelling: key, percentage: number, shown: word)
            : ComponentChange(component, spelling: key, number: number, shown: word)
        } catch {
          // The model's reason alone: the option names the key.
          guard case .invalidValue(_, _, let reason) = error else {
            throw .refused(message: UserText.capitalized(error.description) + ".")
          }
          // A finite percentage of a value that is not (1.5e308% of a*'s 125) is refused as an
          // infinite number is, naming the option and the value, which the reason alone does
          // not.
          if reason == ValidationError.notAFiniteNumber.reason {
            throw .invalid(reason: "expected a finite number")
          }
          throw .refused(message: UserText.capitalized(reason) + ".")
        }
      })
  }

  /// The color `--from` and `--white` describe, before any component change is applied.
  ///
  /// - Throws: bad data when `--from` cannot be read
  ///   (`Cannot read '--from #12': expected 3, 4, 6 or 8 hex digits after "#" at column 2, found
  ///   "12".`; `Cannot read '--from' (empty): …`) or has L\* outside 0…100 relative to
  ///   `--white` (`lab(100 20 -30)`, which is D50, relative to D65).
  static func color(_ arguments: ParsedArguments) throws(CommandError) -> LabColor {
    try color(arguments, from: parsedFrom(arguments))
  }

  /// `--from` as read, in the notation it was written in (bare triples as L\*a\*b\*
  /// relative to `--white`), or `nil` without it.
  ///
  /// - Throws: bad data when `--from` cannot be read.
  static func parsedFrom(_ arguments: ParsedArguments) throws(CommandError) -> ParsedColor? {
    guard let text = arguments.value(of: from) else { return nil }
    do {
      return try ColorParser(bareTriples: .lab, white: arguments.value(of: WhitePoint.option))
        .parse(text)
    } catch {
      throw .badData(
        "Cannot read \(UserText.quoted(option: "--from", value: text)): \(error).")
    }
  }

  /// The color `parsed` (`--from` as ``parsedFrom(_:)`` read it, or `nil` without it)
  /// describes relative to `--white`, before any component change is applied.
  ///
  /// - Throws: bad data when the color has L\* outside 0…100 relative to `--white`, or
  ///   overflows on the way there (``lab(of:white:)``).
  static func color(
    _ arguments: ParsedArguments, from parsed: ParsedColor?
  ) throws(CommandError) -> LabColor {
    let whitePoint = arguments.value(of: WhitePoint.option)
    let color = LabColor(white: whitePoint)
    guard let parsed else { return color }
    let text = arguments.value(of: from) ?? ""
    let lab: Lab
    do {
      lab = try Self.lab(of: parsed, white: whitePoint)
    } catch {
      throw .badData("Cannot start from '\(UserText.escaped(text))': \(error).")
    }
    do {
      try color.replaceComponents(with: lab)
    } catch {
      // The reason names the model's L*, relative to --white, which may not be the one the
      // text wrote: CSS lab() is D50.
      throw .badData(
        "Cannot start from '\(UserText.escaped(text))': relative to \(whitePoint), "
          + "\(error.reason).")
    }
    return color
  }

  /// The L\*a\*b\* of `parsed` relative to `white`, an L\* less than
  /// ``lightnessTolerance`` past 0 or 100 taken as 0 or 100.
  ///
  /// - Throws: ``ColorOverflow`` when a component is not finite: the color's numbers are,
  ///   but its conversion overflowed (`lab(50 1e300 0)`, which is D50, relative to D65;
  ///   `oklab(0.5 1e300 0)`), so the model's `not a finite number` would not say why.
  static func lab(of parsed: ParsedColor, white: WhitePoint) throws(ColorOverflow) -> Lab {
    var lab = Lab(parsed, white: white)
    guard lab.isFinite else { throw ColorOverflow() }
    if lab.l > 100, lab.l - 100 < lightnessTolerance {
      lab.l = 100
    } else if lab.l < 0, -lab.l < lightnessTolerance {
      lab.l = 0
    }
    return lab
  }

  /// How far past 0 or 100 a converted L\* may be and still count as 0 or 100: 1e-9, far
  /// above what a conversion's rounding leaves on a white or a black (a mix of white with
  /// itself in display-p3 is L\* 100.00000000000003 relative to D50), far below any
  /// difference one could see. An L\* written past the range (`--from '100.1 0 0'`) is
  /// refused where it is read, by any amount.
  static let lightnessTolerance = 1e-9

  /// Applies every component change of the command line (options and `key=value` words) to
  /// `color`, in command-line order.
  ///
  /// - Throws: a usage error if the model refuses a change (an addition, or a value after
  ///   which the color would overflow when `refusingOverflow`).
  static func applyChanges(
    _ arguments: ParsedArguments, to color: LabColor, refusingOverflow: Bool = false
  ) throws(CommandError) {
    for change in arguments.values(as: ComponentChange.self) {
      do {
        try change.apply(to: color, refusingOverflow: refusingOverflow)
      } catch {
        throw .usage(UserText.capitalized(error.description) + ".")
      }
    }
  }
}
