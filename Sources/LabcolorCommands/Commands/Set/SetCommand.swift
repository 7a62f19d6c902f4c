import KeyValueObserving
import LabColor

/// `labcolor set`: set L\*, a\* and b\* through the observable model and print the color as
/// its observers received it.
///
/// The body observes the keys of a `LabColor` that the format prints (with `.initial`, so
/// each starts with its value), applies `--l`, `--a`, `--b` and `key=value` words in command-line order through
/// key-value coding with validation, and prints the values the observers were delivered
/// last; `--trace` prints each notification as it arrives.
enum SetCommand {
  /// The output formats of `--format`.
  enum Format: String, CaseIterable, Sendable, ExpressibleByArgumentChoice {
    /// The table of `ColorTable`.
    case text
    /// One line of JSON (`ColorValues.appendJSON`).
    case json
    /// `#rrggbb`.
    case hex
    /// `rgb(r g b)`.
    case rgb

    /// The keys whose delivered values the format prints: every key for the table and the
    /// JSON, the hex for `#rrggbb`, and the sRGB components for `rgb(r g b)`.
    var keys: [ColorKey] {
      switch self {
      case .text, .json: ColorKey.allCases
      case .hex: [.hex]
      case .rgb: [.red, .green, .blue]
      }
    }
  }

  /// `--format <format>`.
  static let format = Option(
    "format", valueName: "format", default: Format.text,
    help: "How to print the color: a table, one line of JSON, #rrggbb, or rgb(r g b).")

  /// `--trace`.
  static let trace = Flag(
    "trace",
    help: "Before the color, print every notification in delivery order as 'key: old -> new', "
      + "or with --format json as one JSON object per line, as watch --format json does.")

  /// `<assignment> ...`: each word read as a change the model has validated.
  static let assignment = Argument<ComponentChange>(
    "assignment", optional: true, repeatable: true, completion: .assignments,
    help: "A key=value word, applied in order with --l, --a and --b: l=60, a=-5, L*=50%. "
      + "Keys: l (also L, L*, lightness), a (a*), b (b*).",
    parse: { word throws(ArgumentValueError) in
      do throws(ComponentChange.Failure) {
        return try ComponentChange(assignment: word)
      } catch {
        throw .refused(message: UserText.capitalized(error.description) + ".")
      }
    })

  /// The declaration of `labcolor set`.
  static let command = Command(
    name: "set",
    abstract: "Set L*, a* and b* and print the color.",
    discussion: """
      Starts from --from, or from L* 50, a* 0, b* 0, relative to --white. Applies --l, --a, \
      --b and key=value words in command-line order through the observable color model, \
      which checks each value, and prints the color as its observers received it.

        $ labcolor set --l 50 --a 20 --format hex
        #986b78
        $ labcolor set --from '#336699' l=60 --format rgb
        rgb(102 147 202)
        $ labcolor set --a -20 b=10 --trace

      A value, of an option or a key=value word, may be a percentage: 100% of L* is 100, \
      of a* or b* 125 (as in CSS). Out-of-gamut colors are flagged in the table and the JSON; their \
      hex and RGB values are clipped.

      Exit status: 0 on success; 1 if --from is not a color, or not one with L* from 0 to \
      100 relative to --white, or if a* or b* is so large that XYZ overflows, or the output \
      cannot be written; 2 for a usage error (an unknown option or key, a missing or \
      malformed value, L* outside 0 to 100).
      """,
    options: StartingColor.options + [format, trace, ColorChoice.option],
    arguments: [assignment],
    run: run)

  /// Runs `labcolor set`.
  static func run(_ invocation: Invocation) throws(CommandError) {
    let arguments = invocation.arguments
    let color = try StartingColor.color(arguments)
    let format = arguments.value(of: Self.format)
    // With --format json every line of the output is JSON, so that a program reading it line
    // by line (jq, say) reads the notifications too, not only the color.
    let tracer =
      arguments.contains(trace)
      ? ChangeWriter(output: invocation.output, format: format == .json ? .json : .text) : nil
    let delivered = DeliveredColor(observing: color, keys: format.keys)
    let notifications = tracer.map { tracer in
      ColorNotifications(color: color, keys: ColorKey.allCases, onChange: tracer.write)
    }
    try StartingColor.applyChanges(arguments, to: color)
    withExtendedLifetime(notifications) {}
    guard valuesAreFinite(color) else { throw .colorOverflows }
    write(delivered.values, format: format, to: invocation)
  }

  /// Whether the values of `color` are finite: an a\* of 1e300 makes X infinite. Asked of
  /// the model, whose values are those its observers were delivered last, so that it is the
  /// same check whichever keys the format observed.
  private static func valuesAreFinite(_ color: LabColor) -> Bool {
    let lab = color.lab
    return lab.isFinite && lab.xyz(white: color.white).isFinite && color.srgb.isFinite
  }

  private static func write(_ values: ColorValues, format: Format, to invocation: Invocation) {
    let output = invocation.output
    switch format {
    case .text:
      let depth = invocation.colorDepth(invocation.arguments.value(of: ColorChoice.option))
      output.write(ColorTable.text(values, swatch: Swatch(values.rgb, depth: depth, width: 4)))
    case .json:
      output.writeLine { values.appendJSON(to: &$0) }
    case .hex:
      output.write(values.hex + "\n")
    case .rgb:
      output.write(values.rgb.cssString + "\n")
    }
  }
}
