import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct GridRendererTests {
  private let clear = "\u{1B}[0m\u{1B}[H\u{1B}[2J"
  private let red = TerminalColor.rgb(RGB8(red: 255, green: 0, blue: 0))

  private func grid(_ rows: [String]) -> CellGrid {
    var grid = CellGrid(width: rows.first?.unicodeScalars.count ?? 0, height: rows.count)
    for (row, text) in rows.enumerated() { grid.write(text, column: 0, row: row) }
    return grid
  }

  private func render(_ grid: CellGrid, with renderer: inout GridRenderer) -> String {
    var output = LineBuffer()
    renderer.render(grid, into: &output)
    return output.text
  }

  @Test func theFirstFrameClearsAndWritesTheCellsThatAreNotBlank() {
    var renderer = GridRenderer()
    #expect(render(grid(["ab ", "   "]), with: &renderer) == clear + "ab")
    var renderer2 = GridRenderer()
    #expect(render(grid(["   ", " c "]), with: &renderer2) == clear + "\u{1B}[2;2Hc")
  }

  @Test func anUnchangedGridWritesNothing() {
    var renderer = GridRenderer()
    let screen = grid(["abc", "def"])
    _ = render(screen, with: &renderer)
    #expect(render(screen, with: &renderer) == "")
  }

  @Test func onlyTheChangedCellIsWrittenWithItsStyle() {
    var renderer = GridRenderer()
    var screen = grid(["ab ", "   "])
    _ = render(screen, with: &renderer)
    screen[column: 2, row: 1] = Cell("x", style: TextStyle(foreground: red, attributes: .bold))
    #expect(render(screen, with: &renderer) == "\u{1B}[2;3H\u{1B}[1;38;2;255;0;0mx")
  }

  @Test func aShortGapInTheSamePenIsWrittenOverAndALongOneSkipped() {
    var renderer = GridRenderer()
    var screen = grid(["abcdefghijkl"])
    _ = render(screen, with: &renderer)
    screen.write("A", column: 0, row: 0)
    screen.write("D", column: 3, row: 0)
    #expect(render(screen, with: &renderer) == "\u{1B}[1HAbcD")
    // The cursor stays after "D" from one frame to the next; four cells of gap are
    // written over, five are skipped.
    screen.write("E", column: 4, row: 0)
    screen.write("J", column: 9, row: 0)
    #expect(render(screen, with: &renderer) == "EfghiJ")
    screen.write("a", column: 0, row: 0)
    screen.write("G", column: 6, row: 0)
    #expect(render(screen, with: &renderer) == "\u{1B}[1Ha\u{1B}[5CG")
  }

  @Test func aGapInAnotherPenIsSkippedWithAMove() {
    var renderer = GridRenderer()
    var screen = grid(["abc"])
    screen[column: 1, row: 0] = Cell("b", style: TextStyle(attributes: .underline))
    _ = render(screen, with: &renderer)
    screen.write("A", column: 0, row: 0)
    screen.write("C", column: 2, row: 0)
    // The pen is plain after "A"; "b" is underlined, so it is skipped, not rewritten.
    #expect(render(screen, with: &renderer) == "\u{1B}[1HA\u{1B}[CC")
  }

  @Test func turningAnAttributeOffResetsThePen() {
    var renderer = GridRenderer()
    var screen = CellGrid(width: 3, height: 1)
    screen[column: 0, row: 0] = Cell("a", style: TextStyle(foreground: red, attributes: .bold))
    screen[column: 1, row: 0] = Cell("b", style: TextStyle(attributes: .dim))
    screen[column: 2, row: 0] = Cell("c")
    #expect(
      render(screen, with: &renderer)
        == clear + "\u{1B}[1;38;2;255;0;0ma\u{1B}[0;2mb\u{1B}[0mc")
  }

  @Test func changingOnlyAColorNamesOnlyThatColor() {
    var renderer = GridRenderer()
    var screen = CellGrid(width: 2, height: 1)
    screen[column: 0, row: 0] = Cell(
      "▀", style: TextStyle(foreground: .palette(131), background: .palette(16)))
    screen[column: 1, row: 0] = Cell(
      "▀", style: TextStyle(foreground: .palette(131), background: .default))
    #expect(
      render(screen, with: &renderer)
        == clear + "\u{1B}[38;5;131;48;5;16m▀\u{1B}[49m▀")
  }

  @Test func aNewSizeOrInvalidationRedrawsEverything() {
    var renderer = GridRenderer()
    _ = render(grid(["ab"]), with: &renderer)
    #expect(render(grid(["ab", "cd"]), with: &renderer) == clear + "ab\u{1B}[2Hcd")
    renderer.invalidate()
    #expect(render(grid(["ab", "cd"]), with: &renderer) == clear + "ab\u{1B}[2Hcd")
  }

  @Test func afterTheLastColumnTheCursorIsMovedAbsolutely() {
    var renderer = GridRenderer()
    _ = render(grid(["ab", "cd"]), with: &renderer)
    // "b" ends row 0 in the last column; "c" is written at an absolute position.
    #expect(render(grid(["aB", "Cd"]), with: &renderer) == "\u{1B}[1;2HB\u{1B}[2HC")
  }

  @Test func controlCharactersAreNeverSent() {
    var renderer = GridRenderer()
    var screen = CellGrid(width: 3, height: 1)
    screen[column: 0, row: 0] = Cell("\u{1B}")
    screen[column: 1, row: 0] = Cell("\u{9B}")
    screen[column: 2, row: 0] = Cell("\u{7F}")
    #expect(render(screen, with: &renderer) == clear + "???")
  }

  /// Renders a seeded sequence of random grids, each a mutation of the last, and checks
  /// that a terminal applying the bytes shows each grid exactly.
  @Test func aTerminalApplyingTheBytesShowsTheGrid() {
    let seed: UInt64 = 0x5EED_0013
    var random = SplitMix64(seed: seed)
    let styles: [TextStyle] = [
      .plain, TextStyle(attributes: .bold), TextStyle(attributes: [.dim, .underline]),
      TextStyle(foreground: red), TextStyle(foreground: .palette(131), background: .palette(16)),
      TextStyle(background: .rgb(RGB8(red: 152, green: 107, blue: 120)), attributes: .reverse),
    ]
    let characters: [Unicode.Scalar] = [" ", "a", "Z", "▀", "░", "╋", "Δ"]
    var renderer = GridRenderer()
    var terminal = VirtualTerminal(columns: 17, rows: 5)
    var screen = CellGrid(width: 17, height: 5)
    for frame in 0..<200 {
      let changes = Int.random(in: 0...30, using: &random)
      for _ in 0..<changes {
        screen[
          column: Int.random(in: 0..<17, using: &random), row: Int.random(in: 0..<5, using: &random)
        ] = Cell(
          characters.randomElement(using: &random) ?? " ",
          style: styles.randomElement(using: &random) ?? .plain)
      }
      if frame % 50 == 49 { renderer.invalidate() }
      var output = LineBuffer()
      renderer.render(screen, into: &output)
      terminal.apply(output.bytes)
      #expect(terminal.screen == screen, "frame \(frame), seed \(seed)")
      #expect(terminal.unknownSequences.isEmpty, "seed \(seed)")
    }
  }
}
