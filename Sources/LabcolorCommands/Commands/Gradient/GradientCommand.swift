import LabColor

/// `labcolor gradient`: colors evenly spaced through two or more stops, interpolated as CSS
/// does (`ColorMix`), one per line in a `convert` notation (`ColorList`).
enum GradientCommand {
  /// `--steps <count>`.
  static let steps = Option(
    "steps", valueName: "count", default: 5, in: 2...10_000,
    help: "How many colors to print, the first and last stops included.")

  /// `<color> ...`.
  static let color = Argument<String>(
    "color", repeatable: true, completion: .colors,
    help: "The stops, two or more, evenly spaced. Three numbers in a row are one color, with "
      + "the '/ alpha' that may follow them: 50 20 0 / 0.5.")

  /// The declaration of `labcolor gradient`.
  static let command = Command(
    name: "gradient",
    abstract: "Print colors evenly spaced through two or more stops.",
    discussion: """
      Prints --steps colors evenly spaced from the first stop to the last, the stops evenly \
      spaced too: step i of N lies i / (N - 1) of the way through, between the two stops \
      around it, mixed there as labcolor mix (and CSS color-mix()) mixes them, in --in with \
      --hue.

        $ labcolor gradient red green blue --steps 5
        #ff0000
        #a66900
        #008000
        #006a9b
        #0000ff
        $ labcolor gradient '#986b78' '#336699' --steps 3 --in oklch --to rgb
        rgb(152 107 120)
        rgb(121 98 147)
        rgb(51 102 153)

      Three bare numbers are L* a* b* relative to --white, or what --input says: L* C* h, \
      X Y Z, or r g b from 0 to 255. Each color is printed as convert --to writes it; on a \
      terminal, a strip of swatches follows the list.

      Exit status: 0 on success; 1 if a color cannot be read or the output cannot be \
      written; 2 for a usage error (fewer than two stops, --steps outside 2 to 10000, \
      --hue with a space that has no hue).
      """,
    options: [
      steps, InterpolationSpace.option, HueInterpolation.option, ColorParser.TripleMeaning.option,
    ] + ColorList.options,
    arguments: [color],
    run: run)

  /// Runs `labcolor gradient`.
  static func run(_ invocation: Invocation) throws(CommandError) {
    let arguments = invocation.arguments
    let space = arguments.value(of: InterpolationSpace.option)
    let hue = try HueInterpolation.chosen(for: space, in: arguments)
    let stops = try ColorWords.parseAll(arguments.values(of: color), invocation: invocation) {
      $0 >= 2 ? nil : "gradient takes two or more colors (got \($0))."
    }
    let colors = ColorMix.steps(arguments.value(of: steps), stopCount: stops.count).map {
      stop, fraction in
      ColorMix.mix(stops[stop], stops[stop + 1], fraction: fraction, in: space, hue: hue)
    }
    try ColorList(invocation: invocation).write(colors, swatches: colors, to: invocation.output)
  }
}
