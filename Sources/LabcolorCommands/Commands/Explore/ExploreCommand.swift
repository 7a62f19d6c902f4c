import LabColor

/// `labcolor explore`: the interactive explorer on the controlling terminal, and a color
/// picker for scripts (`c=$(labcolor explore --from '#336699')`).
enum ExploreCommand {
  /// The notations Enter prints the color in.
  enum Format: String, CaseIterable, Sendable {
    /// `#rrggbb`.
    case hex
    /// `rgb(r g b)`.
    case rgb
    /// `L a b`, relative to the white.
    case lab
    /// `L C h`, relative to the white.
    case lch
    /// CSS `oklch(L C h)`.
    case oklch
    /// CSS `lab()`, D50.
    case css
    /// One line of JSON.
    case json
  }

  /// `--format <format>`.
  static let format = Option.value(
    "format", valueName: "format", kind: .choice(Format.allCases.map(\.rawValue)),
    default: Format.hex.rawValue,
    help: "How Enter prints the color on standard output (the notations of convert --to).")

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
      the selected value: Backspace edits, Enter applies, Esc cancels; a value out of range \
      is refused on the help line and the entry stays open. u undoes, Ctrl-R redoes, r \
      returns to the starting color. Tab switches the sliders between L*, a*, b* and L*, C*, \
      h. g shows colors outside sRGB clipped or CSS-mapped. y copies the hex to the \
      clipboard (OSC 52). The mouse sets a slider or a*, b* on the plane by click or drag; \
      the wheel steps a slider. Enter prints the color in --format and exits; q quits \
      without printing; Esc or Ctrl-C aborts (status 130).

      Each track is drawn in the colors its positions give; positions outside sRGB are \
      hatched (a light shade over dark gray). On the a*b* plane at the current L*, colors \
      outside sRGB are a gray checkerboard, so the edge of the colored region is the gamut \
      boundary. 24-bit color when COLORTERM is truecolor or 24bit, otherwise the 256-color \
      palette; with --color never or NO_COLOR, shading characters.

      Exit status: 0 after Enter or q; 130 after Esc or Ctrl-C; 128 + n after signal n \
      (143 for SIGTERM); 1 if --from cannot be used; 2 for a usage error, or when there is \
      no terminal to draw on.
      """,
    options: [StartingColor.from, StartingColor.white, format, ColorChoice.option],
    run: run)

  /// The window size assumed when the terminal does not report one.
  static let fallbackSize = ExplorerLayout.minimumSize

  /// Runs `labcolor explore`.
  static func run(_ invocation: Invocation) throws(CommandError) {
    let arguments = invocation.arguments
    let color = try StartingColor.color(arguments)
    guard color.lab.convertsFinitely(white: color.white) else { throw .colorOverflows }
    let device: TerminalDevice
    do {
      device = try TerminalDevice.openControllingTerminal()
    } catch {
      throw .usage("explore needs a terminal; use set or watch in scripts")
    }
    let session: TerminalSession
    do {
      session = try TerminalSession(device: device, mouse: true)
    } catch {
      throw .badData("Cannot watch for signals: \(Platform.describe(errno: error.code)).")
    }
    let depth = ColorDepth(
      choice: arguments.choice(of: ColorChoice.option) ?? .auto,
      environment: invocation.environment)
    let explorer = Explorer(color: color, size: device.size ?? fallbackSize, depth: depth)
    let ending = ExploreLoop.run(explorer, session: session)
    switch ending {
    case .picked:
      write(explorer, format: arguments.choice(of: format) ?? .hex, to: invocation.output)
    case .quit:
      break
    case .aborted:
      throw .exit(ExitCode(rawValue: 130))
    case .signaled(let number):
      throw .exit(ExitCode(rawValue: 128 + number))
    case .terminalLost:
      throw .exit(ExitCode(rawValue: 128 + 1))
    }
  }

  /// Prints the explorer's color in `format`, followed by a newline.
  static func write(_ explorer: Explorer, format: Format, to output: Output) {
    let color = explorer.color
    var line = LineBuffer()
    let parsed = ParsedColor.lab(color.lab, white: color.white)
    let converterFormat: ColorConverter.Format
    switch format {
    case .hex: converterFormat = .hex
    case .rgb: converterFormat = .rgb
    case .lab: converterFormat = .lab
    case .lch: converterFormat = .lch
    case .css: converterFormat = .css
    case .json: converterFormat = .json
    case .oklch:
      let oklch = OKLCh(OKLab(XYZ(parsed, white: color.white), white: color.white))
      line.append(ascii: "oklch(")
      line.append(number: oklch.l)
      line.append(byte: UInt8(ascii: " "))
      line.append(number: oklch.c)
      line.append(byte: UInt8(ascii: " "))
      line.append(number: oklch.h)
      line.append(ascii: ")\n")
      line.write(to: output)
      return
    }
    let converter = ColorConverter(
      format: converterFormat, white: color.white, gamutMapping: explorer.state.gamutMapping)
    // The model refuses colors that overflow, so the converter has nothing to refuse.
    try? converter.append(parsed, to: &line)
    line.append(byte: UInt8(ascii: "\n"))
    line.write(to: output)
  }
}
