/// One thing a person did at the terminal: a key press, a mouse action or a paste, as
/// ``InputDecoder`` reads it from the bytes the terminal sends.
enum InputEvent: Hashable, Sendable {
  /// A key, with the modifiers the terminal reported.
  case key(KeyPress)
  /// A mouse button, drag or wheel step (SGR mouse reporting).
  case mouse(MouseAction)
  /// Text pasted into the terminal (bracketed paste), whole: none of it is a key.
  case paste(String)
}

/// A key press: the key and its modifiers.
struct KeyPress: Hashable, Sendable {
  /// The key.
  var key: Key
  /// Shift, Alt and Control, as far as the terminal reports them.
  var modifiers: KeyModifiers

  /// A press of `key` with `modifiers`.
  init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// The keys a terminal reports.
  enum Key: Hashable, Sendable {
    /// A printable character: `a`, `H`, `[`, `é`. Shifted letters arrive as capitals.
    case character(Unicode.Scalar)
    /// Control with a letter, `a` to `z` (lowercase): Ctrl-C is `.control("c")`.
    case control(Unicode.Scalar)
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// Delete (forward).
    case delete
    /// Enter or Return (CR or LF).
    case enter
    /// Tab.
    case tab
    /// Shift-Tab (`ESC[Z`).
    case backTab
    /// Backspace (DEL or BS).
    case backspace
    /// Escape, pressed alone.
    case escape
  }
}

/// The modifier keys of a key press or mouse action.
struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The raw bits.
  var rawValue: UInt8

  /// Shift.
  static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Alt (Meta).
  static let alt = KeyModifiers(rawValue: 1 << 1)
  /// Control.
  static let control = KeyModifiers(rawValue: 1 << 2)
}

/// A mouse action at a cell, as SGR mouse reporting (`ESC[<b;x;yM`) tells it.
struct MouseAction: Hashable, Sendable {
  /// What happened.
  enum Kind: Hashable, Sendable {
    /// A button went down.
    case press
    /// The mouse moved with a button held.
    case drag
    /// A button came up.
    case release
    /// One step of the wheel away from the user.
    case scrollUp
    /// One step of the wheel towards the user.
    case scrollDown
  }

  /// What happened.
  var kind: Kind
  /// The button: 0 left, 1 middle, 2 right (0 for wheel steps).
  var button: Int
  /// The cell's column, from 0.
  var column: Int
  /// The cell's row, from 0.
  var row: Int
  /// Modifiers held.
  var modifiers: KeyModifiers = []
}
