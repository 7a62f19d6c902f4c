import LabColor

/// `labcolor mix`: CSS `color-mix()` of two colors (`ColorMix`), printed in a `convert`
/// notation (`ColorList`).
enum MixCommand {
  /// `--amount <percentage>`.
  static let amount = Option(
    "amount", valueName: "percentage", default: Percentage(fraction: 0.5),
    help: "B's share of the mix, from 0% (all A) to 100% (all B), or as a fraction from 0 "
      + "to 1.")

  /// `<color> ...`.
  static let color = Argument<String>(
    "color", repeatable: true, completion: .colors,
    help: "The two colors A and B. Three numbers in a row are one color, with the '/ alpha' "
      + "that may follow them: 50 20 0 / 0.5.")

  /// The declaration of `labcolor mix`.
  static let command = Command(
    name: "mix",
    abstract: "Mix two colors as CSS color-mix() does.",
    discussion: """
      Mixes A and B as color-mix(in <space> <hue> hue, A, B <amount>) does in CSS: both \
      colors are converted to --in (Oklab unless told), each coordinate is taken \
      --amount of the way from A to B (half way unless told), and hues in lch, oklch, hsl \
      and hwb go round the circle as --hue says. As in CSS, a component written none takes \
      the other color's value, a gray converted to lch, oklch, hsl or hwb has no hue and \
      takes the other color's (a gray written in --in's own space keeps the hue written, as \
      in browsers), and colors with alpha mix premultiplied.

        $ labcolor mix red blue --amount 30%
        #ba4d79
        $ labcolor mix red blue --amount 30% --in srgb
        #b3004d
        $ labcolor mix '#986b78' rebeccapurple --in oklch --to css
        lab(41.45938057781699 32.5662135058255 -18.948991265133095)

      Three bare numbers are L* a* b* relative to --white, or what --input says: L* C* h, \
      X Y Z, or r g b from 0 to 255. --in lab and --in lch are CSS's spaces, relative to \
      D50 (--white only says how bare triples are read and L*a*b* and LCh written). The \
      result is printed as convert --to writes it; on a terminal, a strip of swatches \
      follows: A, the mix, B. The CSS notation itself, color-mix(in oklch longer hue, red \
      40%, blue), is read wherever a color is.

      Exit status: 0 on success; 1 if a color cannot be read or the output cannot be \
      written; 2 for a usage error (other than two colors, an --amount outside 0% to \
      100%, --hue with a space that has no hue).
      """,
    options: [
      amount, InterpolationSpace.option, HueInterpolation.option, ColorParser.TripleMeaning.option,
    ] + ColorList.options,
    arguments: [color],
    run: run)

  /// Runs `labcolor mix`.
  static func run(_ invocation: Invocation) throws(CommandError) {
    let arguments = invocation.arguments
    let space = arguments.value(of: InterpolationSpace.option)
    let hue = try HueInterpolation.chosen(for: space, in: arguments)
    let colors = try ColorWords.parseAll(arguments.values(of: color), invocation: invocation) {
      $0 == 2 ? nil : "mix takes two colors, A and B (got \($0))."
    }
    let result = ColorMix.mix(
      colors[0], colors[1], fraction: arguments.value(of: amount).fraction, in: space, hue: hue)
    try ColorList(invocation: invocation).write(
      [result], swatches: [colors[0], result, colors[1]], to: invocation.output)
  }
}
