import LabColor
import Testing

@testable import LabcolorCommands

/// The explorer in a virtual 80 × 24 terminal, starting from lab(50 20 0) relative to D65,
/// which is #986b78 (CSS Color 4 conversions; the same value every reference gives).
@Suite struct ExplorerTests {
  private let colorOf986b78 = TerminalColor.rgb(RGB8(red: 0x98, green: 0x6b, blue: 0x78))

  @Test func theSwatchIsTheColorsSRGB() {
    let harness = ExplorerHarness()
    let swatch = harness.layout.swatch
    #expect(swatch == CellRect(column: 1, row: 15, width: 24, height: 7))
    for row in swatch.row..<swatch.endRow {
      for column in swatch.column..<swatch.endColumn {
        #expect(harness.cell(column, row).style.background == colorOf986b78)
      }
    }
    #expect(harness.terminal.unknownSequences.isEmpty)
  }

  @Test func theSlidersShowValuesAndCursors() {
    let harness = ExplorerHarness()
    #expect(harness.row(1).hasPrefix(" ▶ L*     50.0 "))
    #expect(harness.row(5).hasPrefix("   a*     20.0 "))
    #expect(harness.row(9).hasPrefix("   b*      0.0 "))
    // Tracks are 32 cells from column 15: L* 50 → 16, a* 20 → floor(148/256 × 32) = 18.
    #expect(harness.cell(31, 3).character == "▲")
    #expect(harness.cell(33, 7).character == "▲")
    #expect(harness.cell(31, 11).character == "▲")
    #expect(harness.row(3).prefix(48).filter { $0 != " " } == "▲")
  }

  @Test func theTrackIsDrawnInTheColorsItProduces() {
    let harness = ExplorerHarness()
    // L* track column 16 is L* 51.5625 with a* 20, b* 0: #9c6f7c.
    let inGamut = TerminalColor.rgb(RGB8(red: 0x9c, green: 0x6f, blue: 0x7c))
    #expect(harness.cell(31, 1) == Cell(" ", style: TextStyle(background: inGamut)))
    #expect(harness.cell(31, 2) == Cell(" ", style: TextStyle(background: inGamut)))
    // a* track column 0 is a* −124, outside sRGB: hatched in the clipped color #009a74.
    let hatched = harness.cell(15, 5)
    #expect(hatched.character == "░")
    #expect(hatched.style.foreground == .rgb(RGB8(red: 0x00, green: 0x9a, blue: 0x74)))
    #expect(hatched.style.background == .rgb(ColorPainter.darkNeutral))
  }

  @Test func thePlaneMarkerIsAtTheCurrentAB() {
    let harness = ExplorerHarness()
    // 26 columns for a* ±128: 20 → column 15; 26 pixel rows: b* 0 → pixel 13, cell row 6.
    #expect(harness.cell(65, 7).character == "╋")
    #expect(harness.cell(65, 7).style.background == colorOf986b78)
    #expect(harness.row(0).contains("a*b* at L* 50.0"))
  }

  @Test func theReadoutShowsEveryNotation() {
    let harness = ExplorerHarness()
    let readout = (15..<22).map { String(harness.row($0).dropFirst(27)) }
    #expect(readout[0].hasPrefix("#986b78  rgb(152 107 120)  in sRGB"))
    #expect(readout[1].hasPrefix("L*a*b*    50.00   20.00    0.00  D65"))
    #expect(readout[2].hasPrefix("LCh       50.00   20.00    0.00"))
    #expect(readout[4].hasPrefix("XYZ      0.2146  0.1842  0.2006"))
    #expect(readout[5].hasPrefix("sRGB     0.5948  0.4180  0.4689"))
    // CIEDE2000 to rosybrown (#bc8f8f), computed from Sharma, Wu and Dalal's formulas.
    #expect(readout[6].hasPrefix("nearest rosybrown  ΔE00 13.5"))
  }

  /// XYZ and sRGB overflow only beyond components of about 1e100; CIEDE2000, which raises
  /// the mean chroma of the two colors it compares to the seventh power, beyond a chroma of
  /// about 2e44: (C / 2)⁷ passes 1.8e308 where C / 2 passes 1.8e308^(1/7) ≈ 1.09e44.
  @Test func everyNumberShownIsFiniteUpToAChromaOfAbout2e44() {
    #expect(Explorer.showsFinitely(Lab(l: 50, a: 20, b: 0), white: .d65))
    #expect(Explorer.showsFinitely(Lab(l: 0, a: -1e40, b: 1e40), white: .d65))
    #expect(Explorer.showsFinitely(Lab(l: 100, a: 0, b: -1e40), white: .d50))
    #expect(Explorer.showsFinitely(Lab(l: 50, a: 2.1e44, b: 0), white: .d65))
    #expect(!Explorer.showsFinitely(Lab(l: 50, a: 2.3e44, b: 0), white: .d65))
    #expect(!Explorer.showsFinitely(Lab(l: 50, a: 1e50, b: 0), white: .d65))
    #expect(!Explorer.showsFinitely(Lab(l: 50, a: 0, b: -1e46), white: .d50))
    #expect(!Explorer.showsFinitely(Lab(l: 50, a: 1e100, b: 0), white: .d65))
    #expect(!Explorer.showsFinitely(Lab(l: 50, a: 1e300, b: 0), white: .d65))
  }

  @Test func aKeyThatReachesNoObserverChangesNoCell() {
    let harness = ExplorerHarness()
    let before = harness.terminal.screen
    harness.type("x")
    #expect(harness.explorer.viewsDrawnLastFrame == 0)
    #expect(harness.lastFrame.isEmpty)
    #expect(harness.terminal.screen == before)
  }

  @Test func aStepRepaintsOnlyTheViewsItReached() {
    let harness = ExplorerHarness()
    harness.type("j")
    // The selection: the two sliders whose marker moved, nothing else.
    #expect(harness.explorer.viewsDrawnLastFrame == 2)
    harness.type("l")
    // a* 21: the three sliders, the plane, the swatch, the readout.
    #expect(harness.explorer.viewsDrawnLastFrame == 6)
    #expect(harness.color.aComponent == 21)
  }

  @Test func severalEventsBeforeAFrameGiveOneFrame() {
    let harness = ExplorerHarness()
    harness.type("LLL")
    #expect(harness.color.lComponent == 80)
    // The frame shows the last value only: L* 80 (60 → 70 → 80 were never drawn).
    #expect(harness.row(1).hasPrefix(" ▶ L*     80.0 "))
    // Three key presses, three undo steps.
    harness.type("u")
    #expect(harness.color.lComponent == 70)
  }

  @Test func resizingRedrawsAtTheNewSizeAndTooSmallAsksForMore() {
    let harness = ExplorerHarness()
    harness.resize(columns: 70, rows: 20)
    #expect(
      harness.row(10).hasPrefix(
        "Please enlarge the window to at least 80×24 (it is 70×20); q quits."))
    #expect((0..<20).filter { $0 != 10 }.allSatisfy { harness.row($0).allSatisfy { $0 == " " } })
    harness.type("l")  // ignored in a window too small: nothing would show it
    #expect(harness.color.lComponent == 50)
    harness.resize(columns: 100, rows: 30)
    #expect(harness.row(1).hasPrefix(" ▶ L*     50.0 "))
    #expect(harness.layout.swatch.row == 2 + harness.layout.planePixels.height)
    #expect(!harness.terminal.rows.contains { $0.contains("Please enlarge") })
  }

  @Test func at256ColorsTheSwatchIsTheNearestPaletteEntry() {
    let harness = ExplorerHarness(depth: .palette256)
    #expect(harness.cell(1, 15).style.background == .palette(131))
  }

  @Test func withoutColorShadingCharactersDrawEverything() {
    let harness = ExplorerHarness(depth: .none)
    // L* 50 shades the swatch ▒; in-gamut track positions are █, the others ░.
    #expect(harness.cell(1, 15) == Cell("▒"))
    #expect(harness.cell(31, 1) == Cell("█"))
    #expect(harness.cell(15, 5) == Cell("░"))
    #expect(
      harness.terminal.screen.cells.allSatisfy {
        $0.style.foreground == .default && $0.style.background == .default
      })
    // The plane's centre (a* b* near 0) is in gamut; its corner is not.
    #expect(harness.cell(62, 6).character == "█")
    #expect(harness.cell(50, 1).character == "░")
  }

  @Test func moreRoomGoesToThePlaneAndTheTracks() {
    let harness = ExplorerHarness(columns: 200, rows: 60)
    #expect(harness.layout.planePixels.height == 41)
    #expect(harness.layout.planePixels.width == 82)
    #expect(harness.layout.swatch.height == 15)
    #expect(harness.layout.sliders[0].track.width > 32)
    #expect(
      harness.cell(harness.layout.swatch.column, harness.layout.swatch.row).style
        .background == colorOf986b78)
  }
}
