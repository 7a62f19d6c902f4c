import LabColor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `labcolor explore`: the interactive explorer on the controlling terminal, and a color
/// picker for scripts (`c=$(labcolor explore --from '#336699')`).
enum ExploreCommand {
  /// The declaration of `labcolor explore`.
  static let command = Command(
    name: "explore",
    abstract: "Explore colors with sliders, a swatch and the a*b* plane; Enter prints the pick.",
    discussion: """
      Draws on the terminal (/dev/tty), not on standard output, so it also works as a \
      picker in scripts:

        $ c=$(labcolor explore --from '#336699')

      Keys: up/down or k/j select a slider; left/right or h/l change it by 1, H/L or \
      Shift-left/right by 10, [ and ] by 0.1. Typing a number (a digit, - or .) replaces \
      the selected value: Backspace edits, Enter applies, Esc cancels; a value out of range, \
      or one so far out that a number shown would overflow (C* beyond about 2e44, where \
      CIEDE2000 overflows), is refused on the help line and the entry stays open. While a \
      value is typed it stays until Enter applies it, or Esc or a mouse press cancels it: \
      only the characters of a number (0-9 - . + e %), Backspace, Enter, Esc, \
      Ctrl-C, Ctrl-\\, Ctrl-Z and Ctrl-L act, and every other key (the arrows, j, k, q, u...) and \
      the wheel are ignored, as the help line says. u \
      undoes, Ctrl-R redoes, r returns to the starting color (each key press, applied entry \
      or mouse drag is one step; one that changes nothing is none, and leaves what can be \
      redone). Tab switches the sliders between L*, a*, b* and L*, C*, h. g shows a color \
      outside sRGB clipped or CSS-mapped, with the CIEDE2000 difference. p outlines the \
      Display P3 gamut on the plane. y copies the hex to the clipboard (OSC 52). The mouse \
      sets a slider, or a* and b* on the plane, by click or drag; the wheel steps a slider. \
      Pasted text is never taken for keys: a number is typed as a value, and other text is \
      read as --from reads it, the color it names taking the place of the color shown (one \
      step; ignored while a value is typed). Enter prints the color and exits; q quits without printing; Esc or Ctrl-C aborts \
      (status 130); Ctrl-\\ quits with status 131; Ctrl-Z suspends; Ctrl-L clears the \
      screen and draws it again (after a background job wrote on it).

      Enter prints the color in the notation of --to (any of convert --to; hex unless \
      told) as convert --to prints it. hex and rgb, which hold only sRGB colors, and the \
      8-bit values of json are the color the swatch shows: clipped into sRGB, or \
      CSS-mapped after g (as convert --gamut css maps them); every other notation is the \
      color itself, outside sRGB as it may be. While the color is the one --from gave \
      (unchanged, or brought back), or one pasted, Enter prints exactly what convert --to \
      prints for that text, its alpha set aside.

      Each track is drawn in the colors its positions give with the other sliders fixed; \
      positions outside sRGB are hatched (a light shade in the clipped color over dark \
      gray). On the a*b* plane at the current L*, colors outside sRGB are a gray \
      checkerboard, so the edge of the colored region is the gamut boundary. Colors are \
      24-bit when COLORTERM is truecolor or 24bit, otherwise the nearest of the 256-color \
      palette; with --color never or NO_COLOR, shading characters draw the gamut instead. \
      The window must be at least 80x24; more room goes to the plane (up to 256x256 \
      pixels, one for each unit of a* and b*) and the tracks. A \
      smaller window shows only a request for 80x24 with its own size, and until it is \
      enlarged only q, Esc, Ctrl-C, Ctrl-\\, Ctrl-Z and Ctrl-L act: other keys (Enter too) and \
      the mouse are ignored. There too q quits while a value is typed, and Esc cancels the \
      value (a second Esc aborts).

      Exit status: 0 after Enter or q; 130 after Esc or Ctrl-C; 131 after Ctrl-\\; 128 + n \
      after signal n (143 for SIGTERM, 129 for SIGHUP); 1 if --from cannot be used \
      (unreadable, L* outside 0 to 100, or so far out of range that a number explore shows \
      would overflow); 2 for a usage error, or when there is no terminal to draw on (or \
      TERM is dumb: a terminal that cannot move its cursor).
      """,
    options: [StartingColor.from, WhitePoint.option, ColorList.format, ColorChoice.option],
    renamedOptions: ["format": "to"],
    run: run)

  /// The message when there is no terminal to draw on.
  static let noTerminal = "explore needs a terminal; use set or watch in scripts."

  /// The message when `TERM` says the terminal cannot move its cursor (Emacs's shell
  /// buffers set `TERM=dumb`), where a full-screen drawing would be a stream of escapes.
  static let dumbTerminal =
    "explore needs a terminal that can move its cursor, and TERM is dumb; give the "
    + "terminal's type (TERM=xterm-256color labcolor explore), or use set or watch."

  /// The error for a `--from` color of which explore could not show every number finite
  /// (``Explorer/showsFinitely(_:white:)``): `labcolor explore --from '50 1e100 0'`, whose
  /// CIEDE2000 differences overflow though `set` prints its XYZ and sRGB values.
  static let colorOverflows = CommandError.badData(
    "The color is too far out of range to convert: its XYZ or sRGB values, or a color "
      + "difference explore shows, would overflow.")

  /// The window size assumed when the terminal does not report one.
  static let fallbackSize = ExplorerLayout.minimumSize

  /// Runs `labcolor explore`.
  static func run(_ invocation: Invocation) throws(CommandError) {
    let arguments = invocation.arguments
    let start = try StartingColor.parsedFrom(arguments)
    let color = try StartingColor.color(arguments, from: start)
    guard Explorer.showsFinitely(color.lab, white: color.white) else { throw colorOverflows }
    guard invocation.environment["TERM"] != "dumb" else { throw .usage(dumbTerminal) }
    let device: TerminalDevice
    do {
      device = try invocation.terminal.open()
    } catch {
      throw .usage(noTerminal)
    }
    let session: TerminalSession
    do {
      session = try TerminalSession(device: device, mouse: true)
    } catch {
      throw .badData("Cannot watch for signals: \(Platform.describe(errno: error.code)).")
    }
    let depth = ColorDepth(
      choice: arguments.value(of: ColorChoice.option), environment: invocation.environment)
    let explorer = Explorer(color: color, size: device.size ?? fallbackSize, depth: depth)
    switch ExploreLoop.run(explorer, session: session) {
    case .picked:
      write(
        explorer, start: start, format: arguments.value(of: ColorList.format),
        to: invocation.output)
    case .quit:
      break
    case .aborted:
      throw .exit(.interrupted)
    case .signaled(let number):
      throw .exit(.signaled(number))
    case .terminalLost:
      throw .exit(.signaled(SIGHUP))
    }
  }

  /// Prints the picked color in `format` as `convert --to` prints it, then a newline.
  ///
  /// `hex` and `rgb`, which hold only sRGB colors, and the 8-bit values of JSON are the
  /// color the swatch shows: clipped into sRGB, as `convert` clips them, or CSS-mapped after
  /// **g** (`convert --gamut css`). Every other notation is the color itself, unmapped, as
  /// `convert` writes it by default: the readout shows the sRGB values unclamped too.
  ///
  /// While the color is the one `--from` gave (`start`; unchanged, or brought back), it is
  /// converted from `start` as written, not from its L\*a\*b\*, so that the line is exactly
  /// what `convert --to` prints for `--from` (`hsl(210 49.999999999999986% 40%)` for
  /// `#336699`, where the round trip through L\*a\*b\* leaves `hsl(210.00000000000003 …)`);
  /// its alpha is set aside, as the model's is. So is a color pasted (``Explorer/pastedColors``).
  static func write(
    _ explorer: Explorer, start: ParsedColor?, format: ColorConverter.Format, to output: Output
  ) {
    let color = explorer.color
    var picked = ParsedColor.lab(color.lab, white: color.white)
    let exact = color.lab == explorer.start ? start : explorer.pastedColors[color.lab]
    if var exact {
      exact.alpha = 1
      exact.missingComponents.remove(.alpha)
      picked = exact
    }
    let converter = ColorConverter(
      format: format, white: color.white,
      gamut: format.isEightBit && explorer.state.gamutMapping == .css ? .css : nil,
      precision: nil)
    var line = LineBuffer()
    // The explorer takes no color it cannot show with finite numbers, so the converter has
    // nothing to refuse.
    try? converter.append(picked, to: &line)
    line.append(byte: UInt8(ascii: "\n"))
    line.write(to: output)
  }
}
