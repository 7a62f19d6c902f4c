import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ExplorerKeysTests {
  @Test func arrowsAndLettersSelectAndStep() {
    let harness = ExplorerHarness()
    harness.type("l")
    #expect(harness.color.lComponent == 51)
    harness.type("\u{1B}[D\u{1B}[D")
    #expect(harness.color.lComponent == 49)
    harness.type("j")
    #expect(harness.state.selection == 1)
    harness.type("L")
    #expect(harness.color.aComponent == 30)
    harness.type("H")
    #expect(harness.color.aComponent == 20)
    harness.type("\u{1B}[1;2C")  // Shift-→
    #expect(harness.color.aComponent == 30)
    harness.type("\u{1B}[1;2D")  // Shift-←
    #expect(harness.color.aComponent == 20)
    harness.type("]]]")
    #expect(harness.color.aComponent == 20.3)
    harness.type("[")
    #expect(harness.color.aComponent == 20.2)
    harness.type("\u{1B}[B")
    #expect(harness.state.selection == 2)
    harness.type("j")
    #expect(harness.state.selection == 0)  // wraps
    harness.type("k\u{1B}[A")
    #expect(harness.state.selection == 1)
  }

  /// A step from the starting value is rounded as any other: an L\* just below 100 steps up
  /// to 100; a step back to it from elsewhere lands on it.
  @Test func aStepFromTheStartReachesTheEnd() {
    let harness = ExplorerHarness(from: Lab(l: 99.99999999999999, a: 0, b: 0))
    harness.type("l")
    #expect(harness.color.lComponent == 100)
    harness.type("H")
    harness.type("L")
    #expect(harness.color.lComponent == 99.99999999999999)
  }

  @Test func lightnessStaysWithin0And100() {
    let harness = ExplorerHarness(from: Lab(l: 95, a: 0, b: 0))
    harness.type("L")
    #expect(harness.color.lComponent == 100)
    harness.type("HHHHHHHHHHHH")
    #expect(harness.color.lComponent == 0)
  }

  @Test func typingReplacesTheSelectedValue() {
    let harness = ExplorerHarness()
    harness.type("j-20")
    #expect(harness.state.entry == "-20")
    #expect(harness.row(5).hasPrefix(" ▶ a*     -20▏ "))
    #expect(harness.row(22).hasPrefix(" Typing a value for a*"))
    #expect(harness.color.aComponent == 20)
    harness.type("\r")
    #expect(harness.color.aComponent == -20)
    #expect(harness.state.entry == nil)
    #expect(harness.actions.isEmpty)  // Enter applied the entry; it did not pick
    #expect(harness.row(5).hasPrefix(" ▶ a*    -20.0 "))
  }

  @Test func anOutOfRangeValueIsRefusedAndTheEntryStaysOpen() {
    let harness = ExplorerHarness()
    harness.type("120\r")
    #expect(harness.color.lComponent == 50)
    #expect(harness.state.entry == "120")
    #expect(
      harness.row(22).hasPrefix(
        " Refused: L* must be between 0 and 100 (got 120). Correct it, or Esc."))
    harness.type("\u{7F}\u{7F}\u{7F}60\r")
    #expect(harness.color.lComponent == 60)
    #expect(harness.state.entry == nil)
    #expect(harness.state.message == nil)
  }

  /// A refusal too long for the first help line goes on to the second, in place of the keys,
  /// so that it is read whole, to the way out at its end: with the number typed, the
  /// refusal of an L* of 1234567.8901234 is 81 characters, and at 80 columns its last one,
  /// the period of `Esc.`, was cut. In a wider window it is one line above the keys.
  @Test func aRefusalTooLongForALineGoesOnToTheSecond() {
    let harness = ExplorerHarness()
    harness.type("1234567.8901234\r")
    #expect(harness.state.entry == "1234567.8901234")
    #expect(
      harness.row(22)
        == " Refused: L* must be between 0 and 100 (got 1234567.8901234). Correct it, or    ")
    #expect(harness.row(23) == " Esc." + String(repeating: " ", count: 75))
    #expect(harness.cell(1, 23).style.attributes == .bold)
    harness.type("\u{7F}")
    #expect(harness.row(23).hasPrefix(" Enter applies  Backspace edits  Esc cancels"))
    let wide = ExplorerHarness(columns: 100, rows: 30)
    wide.type("1234567.8901234\r")
    #expect(
      wide.row(28).hasPrefix(
        " Refused: L* must be between 0 and 100 (got 1234567.8901234). Correct it, or Esc.  "))
    #expect(wide.row(29).hasPrefix(" Enter applies  Backspace edits  Esc cancels"))
  }

  /// While a value is typed it stays until Enter applies it or Esc cancels it: ↑ and ↓
  /// neither drop it nor select another slider, as j and k do not, and no other key acts
  /// (q does not quit, u does not undo); each says so on the help line.
  @Test func whileAValueIsTypedOnlyTheKeysOfTheEntryAct() {
    let harness = ExplorerHarness()
    harness.type("7")
    #expect(
      harness.row(22).hasPrefix(
        " Typing a value for L*: it stays until Enter applies it or Esc cancels it"))
    #expect(
      harness.row(23).hasPrefix(
        " Enter applies  Backspace edits  Esc cancels  other keys are ignored"))
    let otherKeys = [
      "\u{1B}[A", "\u{1B}[B", "j", "k", "q", "u", "\u{12}", "r", "l", "\u{1B}[C", "H", "[",
      "\t", "g", "p", "y", "x", " ",
    ]
    for key in otherKeys {
      harness.type(key)
      #expect(harness.state.entry == "7", "\(key.debugDescription)")
      #expect(
        harness.row(22).hasPrefix(
          " Ignored while a value is typed: Enter applies it, Esc cancels it."),
        "\(key.debugDescription)")
    }
    #expect(harness.actions.isEmpty)
    #expect(harness.state.selection == 0)
    #expect(harness.state.mode == .lab)
    #expect(harness.state.gamutMapping == .clip)
    #expect(!harness.state.showsDisplayP3)
    #expect(harness.color.lab == Lab(l: 50, a: 20, b: 0))
    harness.type("5")
    #expect(harness.row(22).hasPrefix(" Typing a value for L*"))
    harness.type("\r")
    #expect(harness.color.lComponent == 75)
    #expect(harness.row(1).hasPrefix(" ▶ L*     75.0 "))
  }

  @Test func theModelsValidatorTakesPercentagesAndRefusesOverflow() {
    let harness = ExplorerHarness()
    harness.type("25%\r")
    #expect(harness.color.lComponent == 25)
    harness.type("j1e300\r")
    #expect(harness.color.aComponent == 20)
    #expect(harness.state.message?.contains("too far out of range") == true)
    harness.type("\u{1B}")
    #expect(harness.state.entry == nil)
    #expect(harness.actions.isEmpty)  // Esc cancelled the entry, it did not abort
  }

  /// An a\* of 1e50 has finite XYZ (X about 8e141) and sRGB values, but CIEDE2000 raises
  /// chroma to the seventh power (1e350, beyond a Double's 1.8e308), so the swatch's and the
  /// nearest named color's differences would be NaN and infinite: the value is refused, as
  /// `compare` and `name` refuse such a color, and the entry stays open.
  @Test func aValueWhoseNumbersWouldNotBeFiniteIsRefused() {
    let harness = ExplorerHarness()
    harness.type("j1e50\r")
    #expect(harness.color.lab == Lab(l: 50, a: 20, b: 0))
    #expect(harness.state.entry == "1e50")
    #expect(
      harness.row(22).hasPrefix(
        " Refused: the color is too far out of range to convert. Correct it, or Esc."))
    harness.type("\u{1B}")
    // b* the same; and C* in LCh mode, which sets a* and b*.
    harness.type("j-1e50\r")
    #expect(harness.color.lab == Lab(l: 50, a: 20, b: 0))
    #expect(harness.state.message?.contains("too far out of range") == true)
    harness.type("\u{1B}")
    harness.type("\tk1e45\r")
    #expect(harness.state.selectedChannel == .chroma)
    #expect(harness.color.lab == Lab(l: 50, a: 20, b: 0))
    #expect(harness.state.message?.contains("too far out of range") == true)
    harness.type("\u{1B}")
    #expect(!harness.terminal.rows.contains { $0.contains("nan") || $0.contains("inf") })
    #expect(harness.actions.isEmpty)
  }

  /// A chroma of 1e40 is far out, but its seventh power (1e280) is still a Double: every
  /// number shown is finite, so the value is taken. (The swatch's difference is measured
  /// from L\*a\*b\*, not from the sRGB values, whose digits cancel on the way back: that
  /// gave `clip ΔE00 nan` here.)
  @Test func aLargeValueWhoseNumbersAreFiniteIsTaken() {
    let harness = ExplorerHarness()
    harness.type("j1e40\r")
    #expect(harness.color.lab == Lab(l: 50, a: 1e40, b: 0))
    #expect(harness.state.entry == nil)
    #expect(harness.state.message == nil)
    #expect(harness.row(15).contains("outside sRGB"))
    #expect(!harness.terminal.rows.contains { $0.contains("nan") || $0.contains("inf") })
  }

  /// Pasted text is never keys: a pasted color name neither quits (`aqua`, at its q), nor
  /// resets the color and switches the gamut mapping (`lightseagreen`, at its r and g): it
  /// is read as a color, which takes the place of the color shown, one step for u each.
  /// CSS Color 4 names lightseagreen #20b2aa and aqua #00ffff.
  @Test func aPastedNameIsTheColorNotKeys() {
    let harness = ExplorerHarness()
    harness.type("l")
    harness.type("\u{1B}[200~lightseagreen\u{1B}[201~")
    #expect(harness.explorer.shownRGB.hex == "#20b2aa")
    #expect(harness.row(22).hasPrefix(" Pasted 'lightseagreen'; u undoes."))
    harness.type("\u{1B}[200~aqua\r\u{1B}[201~")
    #expect(harness.actions.isEmpty)
    #expect(harness.explorer.shownRGB.hex == "#00ffff")
    #expect(harness.state.gamutMapping == .clip)
    #expect(!harness.state.showsDisplayP3)
    #expect(harness.state.entry == nil)
    harness.type("u")
    #expect(harness.explorer.shownRGB.hex == "#20b2aa")
    harness.type("u")
    #expect(harness.color.lab == Lab(l: 51, a: 20, b: 0))
  }

  /// Pasted text that names no color the explorer can take changes nothing and says why:
  /// text that is no color, a color with L* outside 0…100 relative to the white (CSS lab()
  /// is D50: lab(100 20 -30) is L* 100.217 relative to D65), one too far out to show, and
  /// the color shown, which is no step. While a value is typed, only a number is pasted.
  @Test func pastedTextThatGivesNoNewColorChangesNothing() {
    let harness = ExplorerHarness()
    let start = Lab(l: 50, a: 20, b: 0)
    let paste = { (text: String) in harness.type("\u{1B}[200~\(text)\u{1B}[201~") }
    paste("hello world")
    #expect(
      harness.state.message
        == "Ignored the pasted text: it is no number, and no color: expected a number for L* "
        + "at column 1, found \"hello\".")
    paste("lab(100 20 -30)")
    #expect(
      harness.state.message?.hasPrefix(
        "Refused the pasted color 'lab(100 20 -30)': relative to D65, L* must be between 0 "
          + "and 100 (got 100.2") == true)
    paste("50 1e100 0")
    #expect(
      harness.state.message
        == "Refused the pasted color '50 1e100 0': the color is too far out of range to "
        + "convert.")
    paste("50 20 0")
    #expect(harness.state.message == "The pasted color '50 20 0' is the color shown.")
    harness.type("4")
    paste("red")
    #expect(harness.state.entry == "4")
    #expect(
      harness.state.message
        == "Ignored the pasted text: only a number can be pasted into a value being typed.")
    #expect(harness.color.lab == start)
    #expect(!harness.explorer.history.canUndo)
  }

  /// A pasted number is typed as if keyed, the line break that may end it left out: Enter
  /// applies it. Pasted while a value is typed, it is added to it.
  @Test func aPastedNumberIsTypedAsAValue() {
    let harness = ExplorerHarness()
    harness.type("\u{1B}[200~ 61.5\n\u{1B}[201~")
    #expect(harness.state.entry == "61.5")
    #expect(harness.color.lComponent == 50)
    harness.type("\r")
    #expect(harness.color.lComponent == 61.5)
    harness.type("j-\u{1B}[200~12.5\u{1B}[201~\r")
    #expect(harness.color.aComponent == -12.5)
    #expect(harness.actions.isEmpty)
  }

  @Test func escapeOutsideTypingAborts() {
    let harness = ExplorerHarness()
    harness.type("\u{1B}")
    #expect(harness.actions == [.abort])
  }

  @Test func enterPicksQQuitsCtrlCAbortsCtrlZSuspends() {
    let harness = ExplorerHarness()
    harness.type("\r")
    harness.type("q")
    harness.type("\u{03}")
    harness.type("12\u{03}")  // Ctrl-C aborts while typing too
    harness.type("\u{1A}")
    harness.type("\u{1C}")  // Ctrl-\, the quit key
    #expect(harness.actions == [.pick, .quit, .abort, .abort, .suspend, .quitSignal])
  }

  /// Ctrl-L asks for the screen to be cleared and drawn again, changing nothing, whether a
  /// value is typed or the window is too small; the next frame clears the screen and draws
  /// every cell, over whatever another program wrote.
  @Test func ctrlLRedrawsEverythingInEveryState() {
    let harness = ExplorerHarness()
    harness.terminal.apply(Array("\u{1B}[23;1HBACKGROUND JOB".utf8))
    harness.type("\u{0C}")
    #expect(harness.actions == [.redraw])
    #expect(harness.lastFrame.starts(with: Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)))
    #expect(harness.row(22).hasPrefix(" ←→ ±1  H L ±10 "))
    #expect(!harness.row(22).contains("BACKGROUND"))
    harness.type("4\u{0C}")
    #expect(harness.state.entry == "4")
    #expect(harness.state.message == nil)
    harness.type("\u{1B}")
    harness.resize(columns: 30, rows: 5)
    harness.type("\u{0C}")
    #expect(harness.actions == [.redraw, .redraw, .redraw])
    #expect(harness.color.lab == Lab(l: 50, a: 20, b: 0))
  }

  @Test func undoRedoAndReset() {
    let harness = ExplorerHarness()
    harness.type("l")
    harness.type("l")
    harness.type("l")
    #expect(harness.color.lComponent == 53)
    harness.type("u")
    harness.type("u")
    #expect(harness.color.lComponent == 51)
    harness.type("\u{12}")  // Ctrl-R
    #expect(harness.color.lComponent == 52)
    harness.type("jL")
    harness.type("r")
    #expect(harness.color.lab == Lab(l: 50, a: 20, b: 0))
    harness.type("u")  // the reset is one step
    #expect(harness.color.lab == Lab(l: 52, a: 30, b: 0))
    harness.type("\u{12}")
    #expect(harness.color.lab == Lab(l: 50, a: 20, b: 0))
  }

  @Test func undoWithNothingToUndoSaysSo() {
    let harness = ExplorerHarness()
    harness.type("u")
    #expect(harness.row(22).hasPrefix(" Nothing to undo."))
    harness.type("\u{12}")
    #expect(harness.row(22).hasPrefix(" Nothing to redo."))
    harness.type("x")
    #expect(harness.row(22) == HelpLineView.keys + " ")
  }

  @Test func anAppliedEntryIsOneUndoStep() {
    let harness = ExplorerHarness()
    harness.type("7")
    harness.type("5")
    harness.type("\r")
    #expect(harness.color.lComponent == 75)
    harness.type("u")
    #expect(harness.color.lComponent == 50)
  }

  /// Help says each applied entry is one step; an entry that changes nothing is none, and
  /// leaves what can be redone, as an arrow key at the end of a track does.
  @Test func anEntryThatChangesNothingIsNoStepAndKeepsRedo() {
    let harness = ExplorerHarness()
    harness.type("L")
    harness.type("u")
    #expect(harness.color.lComponent == 50)
    harness.type("50\r")
    #expect(harness.state.entry == nil)
    harness.type("\u{12}")  // Ctrl-R
    #expect(harness.color.lComponent == 60)
    #expect(harness.state.message == nil)
    // The value shown, typed again, then u: the L step is undone, not the entry.
    harness.type("60\r")
    harness.type("u")
    #expect(harness.color.lComponent == 50)
    harness.type("j20\r")
    harness.type("u")
    #expect(harness.row(22).hasPrefix(" Nothing to undo."))
  }

  /// A gray has no hue: typing one sets the hue the sliders show, not the color, so it is
  /// no step either.
  @Test func aHueTypedForAGrayIsNoStepAndKeepsRedo() {
    let harness = ExplorerHarness(from: Lab(l: 50, a: 0, b: 0))
    harness.type("\t")
    harness.type("L")
    harness.type("u")
    #expect(harness.color.lComponent == 50)
    harness.type("jj200\r")
    #expect(harness.state.entry == nil)
    #expect(harness.row(9).hasPrefix(" ▶ h     200.0 "))
    #expect(harness.color.lab == Lab(l: 50, a: 0, b: 0))
    harness.type("\u{12}")
    #expect(harness.color.lab == Lab(l: 60, a: 0, b: 0))
    harness.type("u")
    harness.type("u")
    #expect(harness.row(22).hasPrefix(" Nothing to undo."))
  }

  @Test func tabSwitchesToLChSliders() {
    let harness = ExplorerHarness()
    harness.type("\t")
    #expect(harness.state.mode == .lch)
    #expect(harness.row(5).hasPrefix("   C*     20.0 "))
    #expect(harness.row(9).hasPrefix("   h       0.0 "))
    #expect(harness.row(0).hasPrefix(" labcolor explore · LCh · D65 · gamut: clip"))
    harness.type("jl")
    #expect(harness.color.lab == Lab(l: 50, a: 21, b: 0))
    harness.type("j90\r")  // hue 90: a* 0, b* 21 exactly (the hue is reduced before the sine)
    #expect(harness.color.lab == Lab(l: 50, a: 0, b: 21))
    harness.type("\t")
    #expect(harness.row(5).hasPrefix("   a*      0.0 "))
  }

  @Test func aGrayKeepsItsHue() {
    let harness = ExplorerHarness(from: Lab(l: 50, a: 0, b: 20))  // hue 90
    harness.type("\tj0\r")
    #expect(harness.color.lab == Lab(l: 50, a: 0, b: 0))
    #expect(harness.row(9).hasPrefix("   h      90.0 "))
    harness.type("L")
    #expect(harness.color.lab == Lab(l: 50, a: 0, b: 10))
  }

  /// Undo gives a gray back the hue it held: a gray of hue 90 changed to a\* 1 (hue 0) and
  /// undone shows h 90 again, and C\* raised to 10 is a\* 0, b\* 10, as before the undone
  /// step. Redo and undo again keep each side's hue.
  @Test func undoGivesAGrayBackTheHueItHeld() {
    let harness = ExplorerHarness(from: Lab(l: 50, a: 0, b: 20))  // hue 90
    harness.type("\tj0\r")  // C* 0: a gray holding hue 90
    harness.type("\t")
    harness.type("l")  // a* 1: hue 0
    #expect(harness.color.lab == Lab(l: 50, a: 1, b: 0))
    harness.type("u")
    #expect(harness.color.lab == Lab(l: 50, a: 0, b: 0))
    harness.type("\t")
    #expect(harness.row(9).hasPrefix("   h      90.0 "))
    harness.type("\u{12}")  // Ctrl-R: a* 1 again
    #expect(harness.color.lab == Lab(l: 50, a: 1, b: 0))
    harness.type("u")
    #expect(harness.row(9).hasPrefix("   h      90.0 "))
    harness.type("L")
    #expect(harness.color.lab == Lab(l: 50, a: 0, b: 10))
  }

  @Test func theHueWrapsAndChromaStaysPositive() {
    let harness = ExplorerHarness(from: Lab(l: 50, a: 5, b: 0))
    harness.type("\tjjh")  // h 0 − 1 → 359
    #expect(abs(LCh(harness.color.lab).h - 359) < 1e-9)
    harness.type("k-3\r")
    #expect(harness.state.message == "Refused: C* must be 0 or more (got -3). Correct it, or Esc.")
    #expect(abs(LCh(harness.color.lab).c - 5) < 1e-9)
    harness.type("\u{1B}")  // alone: Escape followed at once by H would be Alt-H
    harness.type("HH")
    #expect(harness.color.lab == Lab(l: 50, a: 0, b: 0))
  }

  @Test func gSwitchesTheSwatchBetweenClipAndCSSMapping() {
    // lab(50 100 0) is outside sRGB: clipped #ff007b, CSS-mapped #f2007c (the CSS Color 4
    // algorithm, computed independently); ΔE00 6.2 and 4.4.
    let harness = ExplorerHarness(from: Lab(l: 50, a: 100, b: 0))
    let swatch = harness.layout.swatch
    #expect(harness.cell(1, 15).style.background == .rgb(RGB8(red: 0xff, green: 0x00, blue: 0x7b)))
    #expect(harness.row(swatch.endRow - 2).contains("outside sRGB"))
    #expect(harness.row(swatch.endRow - 1).contains("clip  ΔE00 6.2"))
    harness.type("g")
    #expect(harness.state.gamutMapping == .css)
    #expect(harness.cell(1, 15).style.background == .rgb(RGB8(red: 0xf2, green: 0x00, blue: 0x7c)))
    #expect(harness.row(swatch.endRow - 1).contains("css  ΔE00 4.4"))
    #expect(harness.row(0).contains("gamut: css"))
  }

  @Test func yCopiesTheShownHex() {
    let harness = ExplorerHarness()
    harness.type("y")
    #expect(harness.actions == [.copy("#986b78")])
    #expect(harness.row(22).hasPrefix(" Copied #986b78 to the clipboard"))
  }

  // MARK: - A window too small

  /// Below 80 × 24 nothing but the request for a larger window is shown, so no key changes
  /// what cannot be seen: not the color, the sliders, the swatch, the plane, the history,
  /// nor a value being typed; Enter does not pick, y does not copy.
  @Test func inATooSmallWindowOnlyTheKeysThatEndOrSuspendAct() {
    let harness = ExplorerHarness()
    harness.type("j")  // a* selected, so that the state has something to lose
    harness.resize(columns: 79, rows: 24)
    let screen = harness.terminal.rows
    let everyOtherKey = [
      "l", "h", "L", "H", "[", "]", "\u{1B}[C", "\u{1B}[D", "\u{1B}[1;2C", "j", "k",
      "\u{1B}[A", "\u{1B}[B", "5", "-", ".", "u", "\u{12}", "r", "\t", "\u{1B}[Z", "g", "p", "y",
      "\r", "\u{7F}", "x", " ",
    ]
    for key in everyOtherKey {
      harness.type(key)
      #expect(harness.color.lab == Lab(l: 50, a: 20, b: 0), "\(key.debugDescription)")
    }
    #expect(harness.actions.isEmpty)
    #expect(harness.state.selection == 1)
    #expect(harness.state.mode == .lab)
    #expect(harness.state.gamutMapping == .clip)
    #expect(!harness.state.showsDisplayP3)
    #expect(harness.state.entry == nil)
    #expect(harness.state.message == nil)
    #expect(harness.terminal.rows == screen)
    harness.type("q")
    harness.type("\u{1B}")
    harness.type("\u{03}")
    harness.type("\u{1C}")
    harness.type("\u{1A}")
    #expect(harness.actions == [.quit, .abort, .abort, .quitSignal, .suspend])
    // Enlarged, it is as it was: nothing to undo, a* still selected.
    harness.resize(columns: 80, rows: 24)
    harness.type("u")
    #expect(harness.row(22).hasPrefix(" Nothing to undo."))
    #expect(harness.row(5).hasPrefix(" ▶ a*     20.0 "))
  }

  /// A value being typed when the window shrinks stays as it was, but for the keys that end
  /// it: q still quits, as the request for a larger window says, and Esc cancels the value,
  /// as in a larger window, so that a second Esc aborts.
  @Test func aValueTypedBeforeTheWindowShrankIsKeptUntilEscCancelsIt() {
    let harness = ExplorerHarness()
    harness.type("7")
    harness.resize(columns: 40, rows: 10)
    harness.type("5\u{7F}\r")
    #expect(harness.state.entry == "7")
    #expect(harness.actions.isEmpty)
    #expect(harness.color.lComponent == 50)
    harness.type("\u{1B}")
    #expect(harness.state.entry == nil)
    #expect(harness.actions.isEmpty)
    #expect(harness.color.lComponent == 50)
    harness.type("\u{1B}")
    #expect(harness.actions == [.abort])
    // Enlarged, nothing is typed: the keys are back on the help line.
    harness.resize(columns: 80, rows: 24)
    #expect(harness.row(22) == HelpLineView.keys + " ")
    #expect(harness.row(1).hasPrefix(" ▶ L*     50.0 "))
  }

  @Test func qQuitsATooSmallWindowWhileAValueIsTyped() {
    let harness = ExplorerHarness()
    harness.type("7")
    harness.resize(columns: 40, rows: 10)
    harness.type("q")
    #expect(harness.actions == [.quit])
    harness.resize(columns: 80, rows: 24)
    harness.type("0\r")
    #expect(harness.color.lComponent == 70)
  }
}
