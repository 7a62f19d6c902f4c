import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ColorListTests {
  private func list(
    terminal: Bool, format: String = "hex", environment: [String: String] = [:]
  ) throws -> ColorList {
    var arguments = ParsedArguments()
    arguments.append(
      .option(name: "to", value: format), value: try ColorConverter.Format(argument: format))
    let invocation = Invocation(
      path: CommandPath(root: Labcolor.command), arguments: arguments, environment: environment,
      input: .bytes([]), output: Output(isTerminal: terminal), error: Output())
    return ColorList(invocation: invocation)
  }

  @Test func linesThenAStripOnATerminal() throws {
    let colors: [ParsedColor] = [
      .srgb(SRGB(red: 1, green: 0, blue: 0)), .lab(Lab(l: 50, a: 20, b: 0), white: .d65),
    ]
    let plain = Output()
    try list(terminal: false).write(colors, swatches: colors, to: plain)
    plain.flush()
    #expect(plain.text == "#ff0000\n#986b78\n")
    let drawn = Output()
    try list(terminal: true, environment: ["COLORTERM": "truecolor"]).write(
      colors, swatches: [colors[1]], to: drawn)
    drawn.flush()
    #expect(drawn.text == "#ff0000\n#986b78\n\u{1B}[48;2;152;107;120m    \u{1B}[0m\n")
    // Without COLORTERM, the palette entry nearest by ΔEOK: 131 (#af5f5f), as found over
    // the xterm palette with ColorAide's Oklab.
    let palette = Output()
    try list(terminal: true).write(colors, swatches: [colors[1]], to: palette)
    palette.flush()
    #expect(palette.text == "#ff0000\n#986b78\n\u{1B}[48;5;131m    \u{1B}[0m\n")
    #expect(try list(terminal: true, format: "json").swatchDepth == .none)
  }

  @Test func anOverflowingColorIsBadData() throws {
    let output = Output()
    #expect(throws: CommandError.badData("The result is too far out of range to convert.")) {
      try self.list(terminal: false, format: "lab").write(
        [.lab(Lab(l: 50, a: .infinity, b: 0), white: .d65)], swatches: [], to: output)
    }
  }
}
