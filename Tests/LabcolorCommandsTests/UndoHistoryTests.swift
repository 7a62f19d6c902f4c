import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct UndoHistoryTests {
  @Test func eachChangeOutsideAGroupIsAStep() {
    let color = LabColor(l: 50, a: 0, b: 0)
    let history = UndoHistory(color: color)
    color.lComponent = 60
    color.aComponent = 5
    #expect(history.undo())
    #expect(color.lab == Lab(l: 60, a: 0, b: 0))
    #expect(history.undo())
    #expect(color.lab == Lab(l: 50, a: 0, b: 0))
    #expect(!history.undo())
  }

  @Test func aGroupKeepsTheFirstOldValueOfEachKey() {
    let color = LabColor(l: 50, a: 0, b: 0)
    let history = UndoHistory(color: color)
    history.beginGroup()
    color.lComponent = 60
    color.lComponent = 70
    color.bComponent = -3
    history.endGroup()
    #expect(history.canUndo)
    history.undo()
    #expect(color.lab == Lab(l: 50, a: 0, b: 0))
    #expect(!history.canUndo)
  }

  @Test func redoReplaysWhatUndoReverted() {
    let color = LabColor(l: 50, a: 0, b: 0)
    let history = UndoHistory(color: color)
    history.beginGroup()
    color.batchChanges { color in
      color.aComponent = 10
      color.bComponent = 20
    }
    history.endGroup()
    history.undo()
    #expect(color.lab == Lab(l: 50, a: 0, b: 0))
    #expect(history.canRedo)
    history.redo()
    #expect(color.lab == Lab(l: 50, a: 10, b: 20))
    history.undo()
    #expect(color.lab == Lab(l: 50, a: 0, b: 0))
  }

  @Test func aNewChangeClearsRedo() {
    let color = LabColor(l: 50, a: 0, b: 0)
    let history = UndoHistory(color: color)
    color.lComponent = 60
    history.undo()
    color.aComponent = 1
    #expect(!history.canRedo)
    #expect(!history.redo())
  }

  @Test func anEmptyGroupIsNoStepAndKeepsRedo() {
    let color = LabColor(l: 50, a: 0, b: 0)
    let history = UndoHistory(color: color)
    color.lComponent = 60
    history.undo()
    history.beginGroup()
    history.endGroup()
    #expect(history.canRedo)
    #expect(!history.canUndo)
  }

  /// Observers are notified of a set to the value a key has; the history takes it for no
  /// change, so it is no step and what could be redone stays.
  @Test func aSetToTheSameValueIsNoStepAndKeepsRedo() {
    let color = LabColor(l: 50, a: 0, b: 0)
    let history = UndoHistory(color: color)
    color.lComponent = 60
    history.undo()
    color.lComponent = 50
    history.beginGroup()
    color.aComponent = 0
    history.endGroup()
    #expect(!history.canUndo)
    #expect(history.redo())
    #expect(color.lab == Lab(l: 60, a: 0, b: 0))
  }

  /// A group whose keys end as they began (a drag that comes back) is no step; in one that
  /// also changed another key, only that key is a step.
  @Test func aKeySetBackWithinAGroupIsLeftOut() {
    let color = LabColor(l: 50, a: 0, b: 0)
    let history = UndoHistory(color: color)
    color.lComponent = 60
    history.undo()
    history.beginGroup()
    color.aComponent = 10
    color.aComponent = 0
    history.endGroup()
    #expect(!history.canUndo)
    #expect(history.canRedo)
    history.beginGroup()
    color.aComponent = 10
    color.aComponent = 0
    color.bComponent = 5
    history.endGroup()
    #expect(!history.canRedo)
    color.aComponent = 7
    #expect(history.undo())
    #expect(color.lab == Lab(l: 50, a: 0, b: 5))
    #expect(history.undo())
    #expect(color.lab == Lab(l: 50, a: 0, b: 0))
    #expect(!history.undo())
  }

  @Test func undoingInsideAnOpenGroupGoesToRedoNotToTheGroup() {
    let color = LabColor(l: 50, a: 0, b: 0)
    let history = UndoHistory(color: color)
    color.lComponent = 60
    history.beginGroup()  // the group of the key press that undoes
    history.undo()
    history.endGroup()
    #expect(color.lComponent == 50)
    #expect(history.canRedo)
    #expect(!history.canUndo)
  }
}
