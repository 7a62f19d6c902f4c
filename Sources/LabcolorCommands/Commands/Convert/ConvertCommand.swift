import LabColor

/// `labcolor convert`: colors from the arguments or standard input, one per line, into one
/// notation (`ColorConverter.Format`).
///
/// Streaming: input is read in blocks of whole lines and converted by `LineConversion` —
/// on every core for a large, fast input, in input order (`ConvertStream`); each line is
/// parsed from the reader's buffer and formatted into a reused `LineBuffer`, so no line
/// allocates. Output goes out when its buffer fills, or as soon as the reader would wait for
/// input. A bad line is reported on standard error with its number and skipped; the run
/// ends with status 1 if there was one, or at the first with `--strict`.
enum ConvertCommand {
  /// `--to <format>`.
  static let format = Option(
    "to", valueName: "format", default: ColorConverter.Format.hex,
    help: "The notation to write (see above).")

  /// `--gamut <method>`.
  static let gamut = Option<GamutChoice?>(
    "gamut", valueName: "method",
    help: "How a color outside the gamut of the notation written is brought into it (into "
      + "sRGB for the notations with none: lab, lch, xyz, css, oklab, oklch, xyz-d50, "
      + "xyz-d65): clip each component, reduce its chroma as CSS Color 4 does, or none. hex, "
      + "rgb and the 8-bit values of json are 8-bit sRGB, which none clips too (--to srgb "
      + "writes unmapped sRGB); in json it applies to them alone, the other values being the "
      + "color as it is. (default: hex, rgb and the 8-bit values of json are clipped; the "
      + "other notations are unmapped)")

  /// `--precision <digits>`.
  static let precision = Option<Int?>(
    "precision", valueName: "digits",
    help: "Round printed numbers to this many significant digits (at most as many decimal "
      + "places), from 1 to 17; rgb()'s channels keep their whole number (255 stays 255). "
      + "(default: the shortest text that reads back exactly; json "
      + "always has full precision)",
    parse: { word throws(ArgumentValueError) in
      try Int(argument: word, in: 1...17, option: "precision")
    })

  /// `--threads <count>`.
  static let threads = Option<Int?>(
    "threads", valueName: "count",
    help: "How many threads convert a large input, from 1 to \(ConvertStream.maximumThreads); "
      + "they start when the first large block of input arrives. (default: one per processor)",
    parse: { word throws(ArgumentValueError) in
      try Int(argument: word, in: 1...ConvertStream.maximumThreads, option: "threads")
    })

  /// `--strict`.
  static let strict = InputProblems.strictFlag(stoppingAt: "color that cannot be read")

  /// `<color> ...`.
  static let color = Argument<String>(
    "color", optional: true, repeatable: true, completion: .colors,
    help: "A color to convert; without any, standard input is read. Three numbers in a row "
      + "are one color, with the '/ alpha' that may follow them: 50 20 0 / 0.5.")

  /// The longest input line read, in bytes; a longer one is reported and skipped.
  static let maximumLineLength = 16 * 1024

  /// The declaration of `labcolor convert`.
  static let command = Command(
    name: "convert",
    abstract: "Convert colors between notations, one per line.",
    discussion: """
      Converts the colors given as arguments or, without any, each line of standard input, \
      and prints one line per color, in order. A color is any CSS Color 4 notation — #rgb, \
      #rgba, #rrggbb, #rrggbbaa, a named color, rgb(), rgba(), hsl(), hsla(), hwb(), lab(), \
      lch(), oklab(), oklch(), color() in srgb, srgb-linear, display-p3, a98-rgb, \
      prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65 — or three numbers separated by spaces, \
      commas or tabs, with an optional '/ alpha'. Blank lines and comments ('# ' or a lone \
      '#') are skipped.

      Notations of --to, shown for 50 20 0 (L* a* b* relative to D65) with --precision 4:
        hex           #986b78                 8-bit sRGB (#rrggbbaa with alpha)
        rgb           rgb(152 107 120)        8-bit sRGB
        hsl           hsl(342.7 17.9% 50.64%)
        hwb           hwb(342.7 41.8% 40.52%)
        lab           50 20 0                 L* a* b* relative to --white
        lch           50 20 0                 L* C* h relative to --white
        xyz           0.2146 0.1842 0.2006    relative to --white, Y of white = 1
        css           lab(50.14 20.01 0.3324) CSS lab(), always D50 as CSS says
        oklab         oklab(0.5767 0.0601 0.0003)
        oklch         oklch(0.5767 0.0601 0.2724)
        srgb          color(srgb 0.5948 0.418 0.4689)
        srgb-linear   color(srgb-linear 0.3125 0.1458 0.1864)
        display-p3    color(display-p3 0.5684 0.4254 0.468)
        a98-rgb       color(a98-rgb 0.5467 0.4167 0.464)
        prophoto-rgb  color(prophoto-rgb 0.4523 0.3655 0.3901)
        rec2020       color(rec2020 0.5632 0.4633 0.4949)
        xyz-d50       color(xyz-d50 0.2191 0.1854 0.1516)
        xyz-d65       color(xyz-d65 0.2146 0.1842 0.2006)
        json          {"white":"D65","lab":{...},"xyz":{...},"srgb":{...},"rgb":{...},
                      "hex":"#986b78","inGamut":true,"oklab":{...},"oklch":{...},
                      "hsl":{...},
                      "gamut":{"srgb":true,"display-p3":true,"rec2020":true}}
                                              on one line, numbers in full precision

        $ labcolor convert rebeccapurple 'oklch(0.6 0.1 30)' --to rgb
        rgb(102 51 153)
        rgb(180 104 92)
        $ printf '50 20 0\\n60,-10,30 / 0.5\\n' |
            labcolor convert --to oklch --precision 3
        oklch(0.577 0.06 0.272)
        oklch(0.652 0.078 110 / 0.5)
        $ labcolor convert --input lch '60 40 120' --to lab --precision 4
        60 -20 34.64

      Alpha below 1 is carried to the output. A hue that is powerless (a gray has none) is \
      written none in the CSS notations, 0 in the bare lch triple, and null in json. hex \
      and rgb are 8-bit sRGB, clipped into it unless --gamut css maps them; the other \
      notations print the color as it is, outside any gamut, unless --gamut clip or css \
      brings them into theirs, or into sRGB for those that have none (lab, lch, xyz, css, \
      oklab, oklch, xyz-d50, xyz-d65).

      The lab, lch and xyz triples read back with the matching --input (lab is the \
      default) and the same --white: lab and xyz exactly, lch to within rounding. Bare \
      triples must have L* from 0 to 100, so lab and lch output reads back within that \
      range; a color lighter than the white (lab(100 20 -30) relative to D65) prints L* \
      above 100, and one of negative luminance (color(xyz -0.01 -0.01 -0.01)) below 0. A line that cannot be read is reported on standard error as 'labcolor: \
      line N: ...' and skipped; the others are still converted.

      Exit status: 0 if every color was converted; 1 if a color could not be read, or the \
      input read or the output written; 2 for a usage error.
      """,
    options: [
      format, ColorParser.TripleMeaning.option, WhitePoint.option, gamut, precision, threads,
      strict,
    ],
    arguments: [color],
    run: run)

  /// Runs `labcolor convert`.
  static func run(_ invocation: Invocation) throws(CommandError) {
    let arguments = invocation.arguments
    let whitePoint = arguments.value(of: WhitePoint.option)
    let conversion = LineConversion(
      parser: ColorParser(arguments),
      converter: ColorConverter(
        format: arguments.value(of: format), white: whitePoint, gamut: arguments.value(of: gamut),
        precision: arguments.value(of: precision)),
      maximumLineLength: maximumLineLength)
    let problems = InputProblems(
      error: invocation.error, after: invocation.output, stopsAtFirst: arguments.contains(strict))
    let words = arguments.values(of: color)
    guard !words.isEmpty else {
      let stream = ConvertStream(
        conversion: conversion, invocation: invocation, problems: problems,
        threadCount: arguments.value(of: threads) ?? ConvertStream.availableProcessors)
      try stream.run()
      try problems.finish()
      return
    }
    var output = LineBuffer()
    for (source, text) in ColorWords.colors(in: words) where invocation.output.isOpen {
      output.removeAll()
      var bytes = Array(text.utf8)
      let problem = bytes.withUnsafeMutableBufferPointer {
        conversion.convert(UnsafeBufferPointer($0), skipsBlank: false, into: &output)
      }
      output.write(to: invocation.output)
      if let problem { try problems.report(problem, at: source) }
    }
    try problems.finish()
  }
}
