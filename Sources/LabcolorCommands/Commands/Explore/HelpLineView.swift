import KeyValueObserving

/// The two lines at the bottom: the keys; or, while a number is typed, what the keys do
/// then; and, in place of the first line, the state's message when there is one (a refused
/// entry, a copy).
///
/// Observes the state's `message`, `entry`, `selectedChannel` and `layout`.
final class HelpLineView: ExplorerView {
  private var message: String?
  private var entry: String?
  private var channel = Channel.lightness
  private var frame = CellRect.empty

  /// The keys, first line.
  static let keys =
    " ←→ ±1  H L ±10  [ ] ±0.1  ↑↓ select  0-9 type a value  Tab Lab/LCh  g clip/css"
  /// The keys, second line.
  static let moreKeys =
    " u undo  ^R redo  r reset  y copy hex  p P3 outline  ⏎ pick  q quit  Esc abort"

  /// The help line of `state`.
  init(state: ExplorerState) {
    super.init()
    observations = [
      state.observe(\.message, options: [.initial, .new]) { [unowned self] _, change in
        message = change.newValue ?? nil
        needsDisplay = true
      },
      state.observe(\.entry, options: [.initial, .new]) { [unowned self] _, change in
        entry = change.newValue ?? nil
        needsDisplay = true
      },
      // The channel is named only while a value is typed.
      state.observe(\.selectedChannel, options: [.initial, .new]) { [unowned self] _, change in
        channel = change.newValue ?? channel
        if entry != nil { needsDisplay = true }
      },
      state.observe(\.layout, options: [.initial, .new]) { [unowned self] _, change in
        frame = change.newValue?.helpLine ?? .empty
        needsDisplay = true
      },
    ]
  }

  /// The second line while a value is typed.
  static let typingKeys = " Enter applies  Backspace edits  Esc cancels  other keys are ignored"

  /// The two lines shown now.
  var lines: [String] {
    let second = entry == nil ? Self.moreKeys : Self.typingKeys
    if let message { return [" " + message, second] }
    if entry != nil {
      return [
        " Typing a value for \(channel.label): it stays until Enter applies it or Esc cancels it",
        second,
      ]
    }
    return [Self.keys, second]
  }

  override func draw(into grid: inout CellGrid) {
    guard !frame.isEmpty else { return }
    grid.fill(frame)
    let styles = [
      TextStyle(attributes: message == nil ? .dim : .bold), TextStyle(attributes: .dim),
    ]
    for (number, line) in lines.prefix(frame.height).enumerated() {
      grid.write(
        line, column: frame.column, row: frame.row + number, style: styles[number],
        endColumn: frame.endColumn)
    }
  }
}
