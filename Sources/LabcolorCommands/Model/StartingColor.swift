import KeyValueObserving
import LabColor

/// The color `set` and `watch` start from, and the options that choose it: `--from`,
/// `--white`, and the component options `--l`, `--a`, `--b`.
///
/// The start is `--from` — any color `convert` reads, converted to L\*a\*b\* relative to
/// `--white` — or L\* 50, a\* 0, b\* 0. The component options are applied to it in
/// command-line order through key-value coding with validation; a value outside its range
/// (`--l 120`) is a usage error, found before the command runs.
enum StartingColor {
  /// `--from <color>`.
  static let from = Option.value(
    "from", valueName: "color",
    help: "The color to start from: #rgb, #rrggbb, rgb(), lab(), lch(), a CSS color name, or "
      + "an 'L a b' triple relative to --white. Without it: L* 50, a* 0, b* 0.")

  /// `--white <white>`.
  static let white = Option.value(
    "white", valueName: "white", kind: .choice(["d65", "d50"]), default: "d65",
    help: "The reference white of the L*a*b* and XYZ values.")

  /// `--l <number>`.
  static let lightness = Option.value(
    "l", short: "l", valueName: "number", kind: .number, repeatable: true,
    help: "Set L*, the lightness, from 0 (black) to 100 (white).")

  /// `--a <number>`.
  static let aAxis = Option.value(
    "a", short: "a", valueName: "number", kind: .number, repeatable: true,
    help: "Set a*, from green (negative) to red (positive).")

  /// `--b <number>`.
  static let bAxis = Option.value(
    "b", short: "b", valueName: "number", kind: .number, repeatable: true,
    help: "Set b*, from blue (negative) to yellow (positive).")

  /// The three component options.
  static let componentOptions = [lightness, aAxis, bAxis]

  /// The white `--white` names.
  static func whitePoint(_ arguments: ParsedArguments) -> WhitePoint {
    arguments.value(of: white).flatMap { WhitePoint(name: $0) } ?? .d65
  }

  /// Checks every `--l`, `--a` and `--b` value against the model's validator.
  ///
  /// - Throws: a usage error with the validator's reason:
  ///   `L* must be between 0 and 100 (got 120).`
  static func validateComponents(_ arguments: ParsedArguments) throws(CommandError) {
    let probe = LabColor()
    for case .option(let name, let value) in arguments.elements
    where componentOptions.contains(where: { $0.name == name }) {
      do {
        _ = try probe.validateValue(Double(value) ?? .nan, forKey: name)
      } catch {
        throw .usage(UserText.capitalized(error.reason) + ".")
      }
    }
  }

  /// The color `--from` and `--white` describe, before any component option is applied.
  ///
  /// - Throws: bad data when `--from` cannot be read
  ///   (`Cannot read '--from #12': expected 3 or 6 hex digits after "#" at column 2, found
  ///   "12".`) or has L\* outside 0…100 relative to `--white` (`lab(100 20 -30)`, which is
  ///   D50, relative to D65).
  static func color(_ arguments: ParsedArguments) throws(CommandError) -> LabColor {
    let whitePoint = whitePoint(arguments)
    guard let text = arguments.value(of: from) else { return LabColor(white: whitePoint) }
    let parsed: ParsedColor
    do {
      parsed = try ColorParser(bareTriples: .lab, white: whitePoint).parse(text)
    } catch {
      throw .badData("Cannot read '--from \(UserText.escaped(text))': \(error).")
    }
    let color = LabColor(white: whitePoint)
    do {
      try color.replaceComponents(with: Lab(parsed, white: whitePoint))
    } catch {
      throw .badData("Cannot start from '\(UserText.escaped(text))': \(error.reason).")
    }
    return color
  }

  /// Applies one command-line element to `color` if it is a component option: `--l 60`
  /// sets L\* to 60. Returns whether it was one.
  ///
  /// - Throws: a usage error if the model refuses the value (`validateComponents` has
  ///   normally caught it already).
  static func applyIfComponent(
    _ element: ParsedArguments.Element, to color: LabColor
  ) throws(CommandError) -> Bool {
    guard case .option(let name, let value) = element,
      componentOptions.contains(where: { $0.name == name })
    else { return false }
    do {
      try ComponentChange(key: name, operation: .setNumber(Double(value) ?? .nan)).apply(to: color)
    } catch {
      if case .invalidValue(_, _, let reason) = error {
        throw .usage(UserText.capitalized(reason) + ".")
      }
      throw .usage(UserText.capitalized(error.description) + ".")
    }
    return true
  }
}
