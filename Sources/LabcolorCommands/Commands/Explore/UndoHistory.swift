import KeyValueObserving
import LabColor

/// Undo and redo for the color's components, built on observation as Cocoa's undo manager
/// is used with key-value observing: the history observes L\*, a\* and b\* with `.old`, and
/// every change it is notified of records the value to go back to.
///
/// Changes are recorded in **groups**, one per undo step: the explorer opens a group for
/// each key press and for a mouse drag from press to release (``beginGroup()``,
/// ``endGroup()``), so a step undoes everything that happened in it — a reset, an LCh
/// change of a\* and b\* together, a whole drag. Within a group the first old value of each
/// key is kept. A group in which nothing changed is not a step. Each notification that
/// arrives while no group is open is a step by itself (so a batch made outside a group is
/// one step per key it changed).
///
/// ``undo()`` sets the keys of the last step back, in one batch; the notifications of that
/// change are recorded as the step ``redo()`` replays, and the other way round. A new
/// change after undoing clears what could be redone.
///
/// A step holds only the keys whose value at its end differs from the one recorded: a key
/// set to the value it has (observers are notified of any set), or set and set back within
/// a group, is left out, and a step left with none is no step: it neither joins the
/// history nor clears what could be redone.
///
/// Given the explorer's state, a step also takes back the hue held for a gray
/// (``ExplorerState/heldHue``), which is no component of the color: undoing the change of a
/// gray of hue 90 to a\* 1 gives back the gray with its hue 90, for the h slider and for
/// raising C\* again, where it kept the hue 0 of the undone a\* 1. A change of the held hue
/// alone (a hue typed for a gray) is still no step.
final class UndoHistory {
  /// One recorded change: a key and the value it had.
  struct Change: Hashable {
    /// The component.
    var keyPath: ReferenceWritableKeyPath<LabColor, Double>
    /// Its value before the change.
    var oldValue: Double
  }

  /// One undo or redo step: the changes to set back, and the held hue to set back with
  /// them (`nil` without a state).
  private struct Step {
    var changes: [Change]
    var heldHue: Double?
  }

  private unowned let color: LabColor
  private let state: ExplorerState?
  private var undoSteps: [Step] = []
  private var redoSteps: [Step] = []
  private var openGroup: [Change]?
  private var heldHueBeforeGroup: Double?
  private var replayed: [Change] = []
  private var phase = Phase.recording
  private var observations: [ObservationToken] = []

  private enum Phase {
    case recording
    case undoing
    case redoing
  }

  /// The components the history records.
  static var keyPaths: [ReferenceWritableKeyPath<LabColor, Double>] {
    [\.lComponent, \.aComponent, \.bComponent]
  }

  /// A history of `color`'s changes from now on, and with them of `state`'s held hue, if
  /// given.
  init(color: LabColor, state: ExplorerState? = nil) {
    self.color = color
    self.state = state
    observations = Self.keyPaths.map { keyPath in
      color.observe(keyPath, options: [.old]) { [unowned self] _, change in
        guard let oldValue = change.oldValue else { return }
        record(Change(keyPath: keyPath, oldValue: oldValue))
      }
    }
  }

  /// Whether there is a step to undo.
  var canUndo: Bool { !undoSteps.isEmpty }
  /// Whether there is a step to redo.
  var canRedo: Bool { !redoSteps.isEmpty }

  /// Starts a group; changes until ``endGroup()`` are one step. A group already open stays
  /// open (a key pressed during a drag joins it).
  func beginGroup() {
    guard openGroup == nil else { return }
    openGroup = []
    heldHueBeforeGroup = state?.heldHue
  }

  /// Ends the open group, which becomes a step if anything changed in it.
  func endGroup() {
    guard let group = openGroup else { return }
    openGroup = nil
    push(Step(changes: group, heldHue: heldHueBeforeGroup))
  }

  /// Undoes the last step. Returns `false` when there is none.
  @discardableResult
  func undo() -> Bool {
    guard let step = undoSteps.popLast() else { return false }
    redoSteps.append(replay(step, as: .undoing))
    return true
  }

  /// Redoes the last undone step. Returns `false` when there is none.
  @discardableResult
  func redo() -> Bool {
    guard let step = redoSteps.popLast() else { return false }
    undoSteps.append(replay(step, as: .redoing))
    return true
  }

  /// Sets `step` back; returns the step that takes it forward again.
  private func replay(_ step: Step, as phase: Phase) -> Step {
    let heldHue = state?.heldHue
    replayed = []
    self.phase = phase
    color.batchChanges { color in
      for change in step.changes { color[keyPath: change.keyPath] = change.oldValue }
    }
    self.phase = .recording
    if let state, let hue = step.heldHue, state.heldHue != hue { state.heldHue = hue }
    return Step(changes: replayed, heldHue: heldHue)
  }

  private func record(_ change: Change) {
    switch phase {
    case .undoing, .redoing:
      Self.add(change, to: &replayed)
    case .recording:
      if var group = openGroup {
        Self.add(change, to: &group)
        openGroup = group
      } else {
        push(Step(changes: [change], heldHue: state?.heldHue))
      }
    }
  }

  /// Adds `step` to the history, without the keys whose value is the one it recorded; a
  /// step left empty changed nothing and is dropped.
  private func push(_ step: Step) {
    var step = step
    step.changes = step.changes.filter { color[keyPath: $0.keyPath] != $0.oldValue }
    guard !step.changes.isEmpty else { return }
    undoSteps.append(step)
    redoSteps.removeAll()
  }

  /// Adds `change` unless the group already holds an older value of its key.
  private static func add(_ change: Change, to group: inout [Change]) {
    if !group.contains(where: { $0.keyPath == change.keyPath }) { group.append(change) }
  }
}
