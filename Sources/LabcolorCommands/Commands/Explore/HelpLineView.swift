import KeyValueObserving

/// The two lines at the bottom: the keys; or, while a number is typed, what the keys do
/// then; and, in place of the first line, the state's message when there is one (a refused
/// entry, a copy). A message too long for the first line goes on to the second, in place
/// of the keys, so that it is read whole: a refusal names the number typed, which can take
/// it past 80 columns, and ends with the way out (`Correct it, or Esc.`).
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
  var lines: [String] { content.lines }

  /// The two lines shown now, and how many of them are the message's.
  private var content: (lines: [String], messageLines: Int) {
    let second = entry == nil ? Self.moreKeys : Self.typingKeys
    if let message {
      let wrapped = Self.wrapped(message, width: frame.width)
      return wrapped.count > 1 ? (wrapped, 2) : ([wrapped[0], second], 1)
    }
    return (keyLines(second: second), 0)
  }

  /// The keys, or what typing does, above `second`.
  private func keyLines(second: String) -> [String] {
    if entry != nil {
      return [
        " Typing a value for \(channel.label): it stays until Enter applies it or Esc cancels it",
        second,
      ]
    }
    return [Self.keys, second]
  }

  /// `message` after a space, in one line of `width` columns if it fits, otherwise broken at
  /// spaces into two, the second indented as the first; what still does not fit (no message
  /// is that long at 80 columns) is cut at the second's end with `…`. At a width of 0 (a
  /// window too small for the help line) the message is one line.
  static func wrapped(_ message: String, width: Int) -> [String] {
    let line = " " + message
    guard width > 0, line.count > width else { return [line] }
    var lines = TextWrapper.wrap(message, prefix: " ", indent: 1, width: width)
      .split(separator: "\n").map(String.init)
    if lines.count > 2 || lines.contains(where: { $0.count > width }) {
      let rest = lines.dropFirst().map { $0.dropFirst() }.joined(separator: " ")
      lines = [lines[0], String(" \(rest)".prefix(width - 1)) + "…"]
    }
    return lines
  }

  override func draw(into grid: inout CellGrid) {
    guard !frame.isEmpty else { return }
    grid.fill(frame)
    let (lines, messageLines) = content
    for (number, line) in lines.prefix(frame.height).enumerated() {
      let style = TextStyle(attributes: number < messageLines ? .bold : .dim)
      grid.write(
        line, column: frame.column, row: frame.row + number, style: style,
        endColumn: frame.endColumn)
    }
  }
}
