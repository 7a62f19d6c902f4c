import LabColor

/// `labcolor slice`: a picture of a plane of L\*a\*b\* — at a lightness or at a hue — with
/// the sRGB (or Display P3) gamut in its own colors (`SlicePlane`, `SliceImage`), written as PNG, PPM or
/// SVG, or drawn on the terminal in half blocks.
enum SliceCommand {
  /// `--l <number>`: read as a change of L\*, so the model's validator checks it.
  static let lightness = StartingColor.componentOption(
    "l", key: "lComponent", repeatable: false,
    help: "Show the a*b* plane at this L*, from 0 to 100 (or 0% to 100%): a* to the right, "
      + "b* up.")

  /// `--hue <degrees>`.
  static let hue = Option<Double?>(
    "hue", valueName: "degrees",
    help: "Show the plane of this hue angle instead: chroma C* to the right (0 to --range), "
      + "L* up (0 to 100).")

  /// `--output <file>`.
  static let output = Option<SliceOutput?>(
    "output", short: "o", valueName: "file", completion: .files,
    help: "Write the picture to this file, as PNG, PPM or SVG by its extension. Without it, "
      + "the picture is drawn on the terminal.")

  /// `--size <pixels>`.
  static let size = Option(
    "size", valueName: "pixels", default: 512, in: 1...4096,
    help: "The width and height of the picture in pixels. Drawn on a terminal, where each "
      + "character shows two pixels, it is 64 unless given, or the window's width if less.")

  /// `--range <number>`.
  static let range = Option(
    "range", valueName: "number", default: 128.0, in: 1...1000,
    help: "How far the axes reach: a* and b* from -range to +range, or chroma from 0 to "
      + "range.")

  /// `--gamut <space>`.
  static let gamut = Option(
    "gamut", valueName: "space", default: SliceGamut.srgb,
    help: "The RGB space whose gamut is shown; a file's pixels are written in its encoding "
      + "(on a terminal, in sRGB).")

  /// `--mark <color>`.
  static let mark = Option<String?>(
    "mark", valueName: "color", repeatable: true, completion: .colors,
    help: "Draw a ring where this color lies: at its a* and b* (whatever its L*), or at its "
      + "chroma and L* (whatever its hue). Any color convert reads.")

  /// The size drawn on a terminal when `--size` is not given.
  static let terminalSize = 64

  /// The declaration of `labcolor slice`.
  static let command = Command(
    name: "slice",
    abstract: "Draw a plane of L*a*b* with the sRGB or P3 gamut.",
    discussion: """
      Draws the a*b* plane at a lightness (--l) or the chroma-lightness plane at a hue \
      (--hue), the whole --size by --size picture filled: each color inside the --gamut \
      (sRGB unless told) in its own color, the rest in a neutral gray (#808080), the gamut \
      boundary as a black line just outside it, ticks every 20 units along the edges (where \
      they are at least 4 pixels apart, in a picture of 16 pixels or more), and a ring at \
      each --mark (cut at the edges, so that a color well beyond --range has none).

        $ labcolor slice --l 60 --output slice.png
        $ labcolor slice --hue 250 --range 150 --mark '#336699' --output blue.svg
        $ labcolor slice --l 75 --size 48        (on a terminal: 48 columns, 24 lines)

      The centre of pixel (i, j), counted from the top left, is at a* = -range + (i + 0.5) \
      * 2 * range / size, b* = range - (j + 0.5) * 2 * range / size; at a hue, C* = (i + \
      0.5) * range / size and L* = 100 - (j + 0.5) * 100 / size. L*a*b* is relative to \
      --white (D65 unless --white d50 is given). A pixel is in the gamut when the RGB \
      components of its centre in the --gamut space lie within 0 to 1 (to 0.000075), and \
      its color is their 8-bit rounding.

      --output writes PNG (8-bit RGB, marked sRGB, or Display P3 by a cICP chunk), binary \
      PPM (P6, unmarked) or SVG (the PNG inside, with the tick values and axis names around \
      it), by the file's extension. An existing file is replaced only once the whole picture \
      is written (to a new file beside it, given its permissions, then renamed over it), \
      so a failure or a signal leaves it as it was; a symbolic link, a device or a FIFO is \
      written in place. Without --output, the picture is drawn on the terminal \
      with half blocks in sRGB color (colors of a wider gamut clipped): 24-bit when \
      COLORTERM is truecolor or 24bit, otherwise the nearest of the 256-color palette; \
      where no color can be drawn (not a terminal, NO_COLOR, TERM=dumb, --color never), \
      that is a usage error.

      Exit status: 0 on success; 1 if a --mark color cannot be read or the file cannot be \
      written; 2 for a usage error (neither or both of --l and --hue, either given twice, a \
      value out of range, \
      no --output where the picture cannot be drawn).
      """,
    options: [
      lightness, hue, output, size, range, gamut, mark, WhitePoint.option, ColorChoice.option,
    ],
    validate: { arguments throws(CommandError) in
      let planes = arguments.values(of: lightness).count + arguments.values(of: hue).count
      guard planes > 0 else { throw .usage("Choose the plane with --l or --hue.") }
      guard arguments.values(of: lightness).isEmpty || arguments.values(of: hue).isEmpty else {
        throw .usage("Give --l or --hue, not both.")
      }
      guard planes == 1 else {
        let name = arguments.values(of: hue).isEmpty ? "--l" : "--hue"
        throw .usage("Give \(name) once: a slice shows one plane.")
      }
    },
    run: run)

  /// Runs `labcolor slice`.
  static func run(_ invocation: Invocation) throws(CommandError) {
    let arguments = invocation.arguments
    let white = arguments.value(of: WhitePoint.option)
    let destination = arguments.value(of: output)
    let draws = destination == nil
    let depth = invocation.colorDepth(arguments.value(of: ColorChoice.option))
    if draws && depth == .none {
      throw .usage(
        "Give --output with a .png, .ppm or .svg file: the picture cannot be drawn here "
          + "(standard output is not a terminal, or NO_COLOR, TERM=dumb or --color never "
          + "turns color off).")
    }
    let plane = SlicePlane(
      section: section(arguments),
      size: draws && arguments.values(of: size).isEmpty
        ? min(terminalSize, invocation.output.windowColumns ?? terminalSize)
        : arguments.value(of: size),
      range: arguments.value(of: range))
    let gamut = arguments.value(of: Self.gamut)
    let image = SliceImage(
      plane: plane, white: white, gamut: gamut.space, encoding: draws ? .srgb : gamut.space
    ).render(marks: try marks(arguments))
    guard let destination else {
      invocation.output.write(HalfBlockImage(image, depth: depth).text)
      return
    }
    let bytes: [UInt8]
    switch destination.format {
    case .png: bytes = PNGEncoder.encode(image, colorSpace: gamut.pngColorSpace)
    case .ppm: bytes = PPMEncoder.encode(image)
    case .svg:
      let title = title(plane, white, gamut)
      bytes = Array(
        SliceSVG.encode(image, plane: plane, title: title, colorSpace: gamut.pngColorSpace).utf8)
    }
    if let failure = Platform.writeFile(destination.path, bytes) {
      // A pipe whose reader left (`-o /dev/stdout | head -c 8`) ends the run quietly, as a
      // closed standard output does.
      guard !failure.isBrokenPipe else { return }
      throw .badData(
        "Cannot write '\(UserText.escaped(destination.path))': \(failure.description).")
    }
  }

  /// The plane of `--l` or `--hue` (one of them is given: `validate` checks).
  private static func section(_ arguments: ParsedArguments) -> SlicePlane.Section {
    if let change = arguments.value(of: lightness), case .set(let l) = change.operation {
      return .lightness(l)
    }
    return .hue(arguments.value(of: hue) ?? 0)
  }

  /// The L\*a\*b\* of each `--mark`, relative to `--white`.
  private static func marks(_ arguments: ParsedArguments) throws(CommandError) -> [Lab] {
    let white = arguments.value(of: WhitePoint.option)
    let parser = ColorParser(bareTriples: .lab, white: white)
    var marks: [Lab] = []
    for text in arguments.values(of: mark) {
      do {
        marks.append(Lab(try parser.parse(text), white: white))
      } catch {
        throw .badData(
          "Cannot read \(UserText.quoted(option: "--mark", value: text)): \(error).")
      }
    }
    return marks
  }

  /// The SVG's title: `labcolor slice: L* 60, L*a*b* relative to D65, sRGB gamut`.
  private static func title(_ plane: SlicePlane, _ white: WhitePoint, _ gamut: SliceGamut)
    -> String
  {
    let what: String
    switch plane.section {
    case .lightness(let l): what = "L* \(NumberFormat.string(l))"
    case .hue(let hue): what = "hue \(NumberFormat.string(hue))°"
    }
    return "labcolor slice: \(what), L*a*b* relative to \(white), \(gamut.displayName) gamut"
  }
}
