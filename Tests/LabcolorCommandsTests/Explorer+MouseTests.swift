import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ExplorerMouseTests {
  private func mouse(_ kind: MouseAction.Kind, _ column: Int, _ row: Int) -> InputEvent {
    .mouse(MouseAction(kind: kind, button: 0, column: column, row: row))
  }

  @Test func aClickOnATrackSetsItsValueAndSelectsIt() {
    let harness = ExplorerHarness()
    // b* track, column 1: the middle of the second of 32 cells over −128…128 is −116.
    harness.click(column: 16, row: 9)
    #expect(harness.state.selection == 2)
    #expect(harness.color.bComponent == -116)
    // L* track, last but one column: 100 × 30.5 / 32 = 95.3125, rounded to 95.3.
    harness.click(column: 45, row: 2)
    #expect(harness.color.lComponent == 95.3)
    // The end columns give the ends: b* −128 and L* 100.
    harness.click(column: 15, row: 9)
    #expect(harness.color.bComponent == -128)
    harness.click(column: 46, row: 2)
    #expect(harness.color.lComponent == 100)
  }

  @Test func aClickOnTheLabelOnlySelects() {
    let harness = ExplorerHarness()
    harness.click(column: 3, row: 5)
    #expect(harness.state.selection == 1)
    #expect(harness.color.lab == Lab(l: 50, a: 20, b: 0))
  }

  @Test func aClickOnThePlaneSetsAAndB() {
    let harness = ExplorerHarness()
    // The top left cell: a* −128 + 0.5 × 256 / 26 = −123.08, b* 128 − 0.5 × 256 / 13 = 118.15.
    harness.click(column: 50, row: 1)
    #expect(harness.color.lab == Lab(l: 50, a: -123.1, b: 118.2))
    #expect(harness.cell(50, 1).character == "╋")
  }

  @Test func aDragIsOneUndoStepAndGoesOnOutsideTheTrack() {
    let harness = ExplorerHarness()
    harness.handle([
      mouse(.press, 20, 5), mouse(.drag, 25, 5), mouse(.drag, 200, 30), mouse(.release, 0, 0),
    ])
    // Dragged past the right end: the end's value, 128.
    #expect(harness.color.aComponent == 128)
    harness.type("u")
    #expect(harness.color.aComponent == 20)
  }

  @Test func theWheelStepsTheSliderUnderIt() {
    let harness = ExplorerHarness()
    harness.handle([
      .mouse(MouseAction(kind: .scrollUp, button: 0, column: 30, row: 10)),
      .mouse(MouseAction(kind: .scrollUp, button: 0, column: 30, row: 10)),
      .mouse(MouseAction(kind: .scrollDown, button: 0, column: 30, row: 2)),
    ])
    #expect(harness.color.lab == Lab(l: 49, a: 20, b: 2))
    #expect(harness.state.selection == 0)
    harness.type("u")
    #expect(harness.color.lab == Lab(l: 50, a: 20, b: 2))
  }

  @Test func aPressCancelsTyping() {
    let harness = ExplorerHarness()
    harness.type("4")
    harness.click(column: 15, row: 9)
    #expect(harness.state.entry == nil)
    #expect(harness.color.lComponent == 50)
  }

  @Test func theWheelIsIgnoredWhileAValueIsTyped() {
    let harness = ExplorerHarness()
    harness.type("7")
    // Over the b* slider: it would select b*, step it, and take the 7 typed for L*.
    harness.handle([.mouse(MouseAction(kind: .scrollUp, button: 0, column: 30, row: 10))])
    #expect(harness.state.selection == 0)
    #expect(harness.state.entry == "7")
    #expect(
      harness.state.message == "Ignored while a value is typed: Enter applies it, Esc cancels it.")
    #expect(harness.color.lab == Lab(l: 50, a: 20, b: 0))
    harness.type("\r")
    #expect(harness.color.lab == Lab(l: 7, a: 20, b: 0))
  }

  @Test func theMouseDoesNothingInATooSmallWindow() {
    let harness = ExplorerHarness()
    harness.resize(columns: 40, rows: 10)
    harness.click(column: 15, row: 2)
    #expect(harness.color.lab == Lab(l: 50, a: 20, b: 0))
  }
}
