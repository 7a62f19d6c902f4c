import KeyValueObserving
import LabColor

/// The explorer's keys. Handlers only set properties of the color and of the state.
///
///     ↑ ↓, k j          select the slider above, below (wrapping)
///     ← →, h l          change the selected value by 1
///     Shift-← →, H L    by 10
///     [ ]               by 0.1
///     0-9 - .           start typing a value (Backspace edits, Enter applies, Esc cancels)
///     u, Ctrl-R         undo, redo
///     r                 back to the starting color (one undoable step)
///     y                 copy the shown color's hex (OSC 52)
///     g                 swatch: clip ⇄ CSS gamut mapping
///     p                 plane: outline Display P3, or not
///     Tab               sliders: Lab ⇄ LCh
///     Enter             pick: print the color and quit
///     q                 quit;  Esc, Ctrl-C: abort;  Ctrl-\: quit, 131;  Ctrl-Z: suspend
///     Ctrl-L            clear the screen and draw it again
///     a paste           a number: typed as a value; other text: the color it names
///                       (never keys)
///
/// While a value is typed, it stays until Enter applies it, or Esc or a mouse press
/// (`handleMouse`) cancels it: the keys that act are those that type (0-9 - . + e E %),
/// Backspace, Enter and Esc, and Ctrl-C, Ctrl-\, Ctrl-Z and Ctrl-L as always; every other key (the
/// arrows, j and k, q, u, …) is ignored, as is the wheel (`handleMouse`), and the help line
/// says so.
///
/// In a window smaller than ``ExplorerLayout/minimumSize``, where nothing but the request
/// for a larger one is shown (``TooSmallView``), only the keys that end or suspend the
/// explorer act: q (even while a value is typed, as the request says), Esc (which cancels a
/// value being typed, as it does in a larger window, so that a second Esc aborts), Ctrl-C,
/// Ctrl-\, Ctrl-Z and Ctrl-L. Every other key is ignored, Enter too, so that nothing changes that
/// cannot be seen; the mouse is ignored as well (`handleMouse`).
extension Explorer {
  /// Handles one input event; returns what the program running the explorer must do, if
  /// anything. A key press is one undo step; a mouse drag, from press to release, is one.
  func handle(_ event: InputEvent) -> ExplorerAction? {
    switch event {
    case .key(let press):
      endDrag()
      history.beginGroup()
      defer { history.endGroup() }
      return handleKey(press)
    case .mouse(let action):
      return handleMouse(action)
    case .paste(let text):
      endDrag()
      history.beginGroup()
      defer { history.endGroup() }
      return handlePaste(text)
    }
  }

  /// The help line's message for pasted text other than a number while a value is typed.
  static let ignoredPaste =
    "Ignored the pasted text: only a number can be pasted into a value being typed."

  /// Pasted text, which is never taken for keys: a pasted color name such as `aqua` would
  /// otherwise quit at its q, and `lightseagreen` reset the color at its r. A number (the
  /// characters that type a value, without the spaces and line breaks around it) is typed
  /// into the selected slider's value as if keyed, for Enter to apply. Other text is read
  /// as a color, as `--from` reads it (``pasteColor(_:)``), unless a value is being typed,
  /// where it is ignored with a message. In a window too small to show it, nothing happens.
  private func handlePaste(_ text: String) -> ExplorerAction? {
    guard state.layout.fits else { return nil }
    let blanks: Set<Unicode.Scalar> = [" ", "\t", "\r", "\n"]
    var scalars = text.unicodeScalars[...]
    while let first = scalars.first, blanks.contains(first) { scalars.removeFirst() }
    while let last = scalars.last, blanks.contains(last) { scalars.removeLast() }
    guard let first = scalars.first else { return nil }
    let typed = state.entry ?? ""
    guard scalars.allSatisfy(Self.entryCharacters.contains),
      !typed.isEmpty || Self.entryStarters.contains(first)
    else {
      if typed.isEmpty {
        pasteColor(String(String.UnicodeScalarView(scalars)))
      } else {
        state.message = Self.ignoredPaste
      }
      return nil
    }
    state.message = nil
    state.entry = typed + String(String.UnicodeScalarView(scalars))
    return nil
  }

  /// Takes pasted `text` (its surrounding blanks trimmed) as the color, read as `--from`
  /// reads it: any CSS Color 4 notation, or an `L a b` triple relative to the white, its
  /// alpha set aside. One undo step, as a key press is. Text that is no color, a color
  /// with L\* outside 0…100 relative to the white, or one the explorer could not show with
  /// finite numbers (``Explorer/showsFinitely(_:white:)``) changes nothing and is reported
  /// on the help line; so is the color already shown, which is no step.
  ///
  /// The color is remembered as written (``Explorer/pastedColors``), so that Enter prints
  /// for it exactly what `convert --to` prints for the pasted text, as it does for `--from`.
  private func pasteColor(_ text: String) {
    let shown = UserText.quoted(text)
    let parsed: ParsedColor
    do {
      parsed = try ColorParser(bareTriples: .lab, white: color.white).parse(text)
    } catch {
      state.message = "Ignored the pasted text: it is no number, and no color: \(error)."
      return
    }
    let lab: Lab
    do throws(ColorOverflow) {
      lab = try StartingColor.lab(of: parsed, white: color.white)
    } catch {
      state.message = "Refused the pasted color \(shown): \(error.description)."
      return
    }
    guard Self.showsFinitely(lab, white: color.white) else {
      state.message = "Refused the pasted color \(shown): \(ColorOverflow().description)."
      return
    }
    guard lab != color.lab else {
      state.message = "The pasted color \(shown) is the color shown."
      return
    }
    do throws(ReplacementFailure) {
      try color.replaceComponents(with: lab)
    } catch {
      state.message =
        "Refused the pasted color \(shown): relative to \(color.white), \(error.reason)."
      return
    }
    pastedColors[lab] = parsed
    state.message = "Pasted \(shown); u undoes."
  }

  /// The characters that start a typed value, and those accepted while typing.
  static let entryStarters: Set<Unicode.Scalar> = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "-", ".",
  ]
  static let entryCharacters = entryStarters.union(["+", "e", "E", "%"])

  /// The help line's message for a key that does nothing while a value is typed.
  static let ignoredWhileTyping =
    "Ignored while a value is typed: Enter applies it, Esc cancels it."

  private func handleKey(_ press: KeyPress) -> ExplorerAction? {
    switch press.key {
    case .control("c"): return .abort
    case .control("\\"): return .quitSignal
    case .control("z"): return .suspend
    case .control("l"): return .redraw
    default: break
    }
    guard state.layout.fits else {
      switch press.key {
      case .character("q"): return .quit
      case .escape where state.entry != nil: cancelEntry()
      case .escape: return .abort
      default: break
      }
      return nil
    }
    if state.entry != nil { return handleEntryKey(press) }
    if state.message != nil { state.message = nil }
    let shift = press.modifiers.contains(.shift)
    switch press.key {
    case .up, .character("k"): select(state.selection - 1)
    case .down, .character("j"): select(state.selection + 1)
    case .left: step(by: shift ? -10 : -1)
    case .right: step(by: shift ? 10 : 1)
    case .character("h"): step(by: -1)
    case .character("l"): step(by: 1)
    case .character("H"): step(by: -10)
    case .character("L"): step(by: 10)
    case .character("["): step(by: -0.1)
    case .character("]"): step(by: 0.1)
    case .character(let scalar) where Self.entryStarters.contains(scalar):
      state.entry = String(scalar)
    case .character("u"):
      if !history.undo() { state.message = "Nothing to undo." }
    case .control("r"):
      if !history.redo() { state.message = "Nothing to redo." }
    case .character("r"): setComponents(start)
    case .character("y"):
      let hex = shownRGB.hex
      state.message = "Copied \(hex) to the clipboard (if the terminal allows OSC 52)."
      return .copy(hex)
    case .character("g"): state.gamutMapping = state.gamutMapping == .clip ? .css : .clip
    case .character("p"): state.showsDisplayP3.toggle()
    case .tab, .backTab: state.mode = state.mode.toggled
    case .enter: return .pick
    case .character("q"): return .quit
    case .escape: return .abort
    default: break
    }
    return nil
  }

  /// A key while a value is typed: the value stays until Enter applies it or Esc cancels
  /// it, and every key but those, Backspace and the characters of a number is ignored, with
  /// a message.
  private func handleEntryKey(_ press: KeyPress) -> ExplorerAction? {
    guard let text = state.entry else { return nil }
    switch press.key {
    case .character(let scalar) where Self.entryCharacters.contains(scalar):
      state.message = nil
      state.entry = text + String(scalar)
    case .backspace:
      state.message = nil
      let shorter = String(text.dropLast())
      state.entry = shorter.isEmpty ? nil : shorter
    case .enter:
      applyEntry(text)
    case .escape:
      cancelEntry()
    default:
      state.message = Self.ignoredWhileTyping
    }
    return nil
  }

  /// Drops the value being typed, leaving the color as it is.
  private func cancelEntry() {
    state.message = nil
    state.entry = nil
  }

  /// Selects slider `index`, wrapping around.
  func select(_ index: Int) {
    let wrapped = (index % 3 + 3) % 3
    if state.selection != wrapped { state.selection = wrapped }
  }

  /// Changes the selected channel by `delta` (``Channel/stepped(_:by:)``). A step back to
  /// the starting color's value as its 9 decimal places give it lands on that value itself,
  /// so that a step and its opposite bring a channel back to where it started: `#336699`'s
  /// L\* 42.00916349448234, stepped up and down, came back as 42.009163494. A step from the
  /// starting value is rounded as any other (an L\* of 99.99999999999999 steps up to 100).
  func step(by delta: Double) {
    let channel = state.selectedChannel
    let current = channel.value(of: color.lab, heldHue: state.heldHue)
    let stepped = channel.stepped(current, by: delta)
    let started = channel.value(of: start, heldHue: state.heldHue)
    let isBack = current != started && stepped == channel.stepped(started, by: 0)
    set(channel, to: isBack ? started : stepped)
  }

  /// Sets `channel` to `value`, keeping the other channels of its mode. A hue is kept for
  /// a gray (it has none of its own); a value after which the explorer could not show the
  /// color with finite numbers (``Explorer/showsFinitely(_:white:)``) is refused with a
  /// message.
  func set(_ channel: Channel, to value: Double) {
    let heldHue = channel == .hue ? value : state.heldHue
    let lab = channel.setting(value, in: color.lab, heldHue: heldHue)
    guard Self.showsFinitely(lab, white: color.white) else {
      state.message = "Refused: \(ColorOverflow().description)."
      return
    }
    if state.heldHue != heldHue { state.heldHue = heldHue }
    setComponents(lab)
  }

  /// Sets the components of the color that differ from `lab`, in one batch.
  func setComponents(_ lab: Lab) {
    color.batchChanges { color in
      if color.lComponent != lab.l { color.lComponent = lab.l }
      if color.aComponent != lab.a { color.aComponent = lab.a }
      if color.bComponent != lab.b { color.bComponent = lab.b }
    }
  }

  /// Applies a typed value to the selected channel through key-value coding with
  /// validation. A refused value leaves the color as it was, says why on the help line, and
  /// keeps the entry open for correction.
  func applyEntry(_ text: String) {
    let channel = state.selectedChannel
    do throws(EntryRefusal) {
      try enter(text, into: channel)
      state.message = nil
      state.entry = nil
    } catch {
      state.message = "Refused: \(error.reason). Correct it, or Esc."
    }
  }

  /// Why a typed value was refused: the validator's reason.
  struct EntryRefusal: Error {
    /// `L* must be between 0 and 100 (got 120)`.
    var reason: String

    /// A refusal for `reason`.
    init(reason: String) { self.reason = reason }

    /// The refusal of a change the model refused: the validator's reason alone (the help
    /// line names the channel), or the whole description for any other failure.
    init(_ failure: ComponentChange.Failure) {
      guard case .invalidValue(_, _, let reason) = failure else {
        self.init(reason: failure.description)
        return
      }
      self.init(reason: reason)
    }
  }

  /// Sets `channel` from typed `text`. L\*, a\* and b\* go through the model's own keys and
  /// validators, as `set` and `watch` do (``ComponentChange``); C\* and h through
  /// ``Channel/entryValidator``, then a\* and b\* through the model's keys in one batch. A
  /// value after which the explorer could not show the color with finite numbers
  /// (``Explorer/showsFinitely(_:white:)``) is refused as too far out of range to convert,
  /// as `compare` and `name` refuse such a color. Only components whose value changes are
  /// set, so an entry that changes nothing notifies no one and is no undo step.
  private func enter(_ text: String, into channel: Channel) throws(EntryRefusal) {
    let value: Double
    var change: ComponentChange?
    if let component = channel.component {
      let typed: ComponentChange
      do throws(ComponentChange.Failure) {
        typed = try ComponentChange(
          key: component.name, value: text, shown: text, validatingWith: color)
      } catch {
        throw EntryRefusal(error)
      }
      // A value read from text is one to set, never one to add.
      guard case .set(let number) = typed.operation else {
        throw EntryRefusal(reason: "not a number")
      }
      value = number
      change = typed
    } else {
      do {
        value = try channel.entryValidator.validate(text)
      } catch {
        throw EntryRefusal(reason: error.reason)
      }
    }
    let heldHue = channel == .hue ? value : state.heldHue
    let lab = channel.setting(value, in: color.lab, heldHue: heldHue)
    guard Self.showsFinitely(lab, white: color.white) else {
      throw EntryRefusal(reason: ColorOverflow().description)
    }
    if state.heldHue != heldHue { state.heldHue = heldHue }
    // A value that changes nothing (the one shown, or a hue typed for a gray) sets nothing:
    // it is no undo step and leaves what can be redone, as an arrow key at an end does.
    guard lab != color.lab else { return }
    if let change {
      do throws(ComponentChange.Failure) {
        try change.apply(to: color, refusingOverflow: true)
      } catch {
        throw EntryRefusal(error)
      }
      return
    }
    do {
      try color.batchChanges { color in
        if color.aComponent != lab.a { try color.setValidatedValue(lab.a, forKey: "aComponent") }
        if color.bComponent != lab.b { try color.setValidatedValue(lab.b, forKey: "bComponent") }
      }
    } catch let error as KeyValueCodingError {
      throw EntryRefusal(reason: error.reason)
    } catch {
      throw EntryRefusal(reason: "\(error)")
    }
  }
}
