/// Turns the difference between what a terminal shows and a new ``CellGrid`` into escape
/// sequences: the one layer of the explorer that knows about bytes on the wire.
///
/// The renderer remembers the grid it last drew, the SGR state (the "pen") and where the
/// cursor is. Each ``render(_:into:)`` writes only the cells that changed:
///
/// - cells are visited row by row; an unchanged cell costs nothing;
/// - the cursor moves only when the next changed cell is not where writing the previous one
///   left it: a short run of unchanged cells drawn in the current pen is written over
///   again (cheaper than a move), a longer gap on the same row is skipped with `ESC[nC`,
///   anything else is an absolute move `ESC[row;colH`;
/// - the pen changes only when a cell's style differs from the last one written, with one
///   `ESC[…m` naming just what differs (a reset `0` first when an attribute is turned off).
///
/// The first frame, a frame of another size, and the first frame after ``invalidate()``
/// (when the screen's content is unknown, as after the program was suspended) clear the
/// screen (`ESC[0m ESC[H ESC[2J`) and then write every cell that is not blank.
///
/// After writing the last column of a row the cursor's position is taken as unknown
/// (terminals differ in how they hold a pending wrap), so the next cell gets an absolute move.
/// Control characters in cells are written as `?`: a grid never sends a control to the
/// terminal.
struct GridRenderer {
  /// The grid the screen shows, or `nil` when unknown.
  private var shown: CellGrid?
  /// The terminal's current SGR state, or `nil` when unknown.
  private var pen: TextStyle?
  /// Where the next character would be written, or `nil` when unknown.
  private var cursorColumn = -1
  private var cursorRow = -1

  /// The longest run of unchanged cells written over instead of moving the cursor.
  static let longestRewrite = 4

  /// A renderer for a screen whose content is unknown: its first frame is a full one.
  init() {}

  /// Forgets what the screen shows, so the next frame clears it and draws everything.
  mutating func invalidate() {
    shown = nil
    pen = nil
    cursorColumn = -1
    cursorRow = -1
  }

  /// Appends to `output` the bytes that make the screen show `grid`, and remembers `grid`
  /// as what the screen shows. Appends nothing when `grid` is what it already shows.
  mutating func render(_ grid: CellGrid, into output: inout LineBuffer) {
    var previous: CellGrid
    if let shown, shown.width == grid.width, shown.height == grid.height {
      previous = shown
    } else {
      output.append(ascii: "\u{1B}[0m\u{1B}[H\u{1B}[2J")
      pen = .plain
      cursorColumn = 0
      cursorRow = 0
      previous = CellGrid(width: grid.width, height: grid.height)
    }
    shown = nil  // `previous` holds the only reference, so nothing is copied
    let width = grid.width
    grid.cells.withUnsafeBufferPointer { new in
      previous.cells.withUnsafeBufferPointer { old in
        for row in 0..<grid.height {
          let start = row * width
          for column in 0..<width where new[start + column] != old[start + column] {
            moveCursor(to: column, row: row, cells: new, rowStart: start, output: &output)
            write(new[start + column], column: column, width: width, output: &output)
          }
        }
      }
    }
    shown = grid
  }

  /// Moves the cursor to `column`, `row`, the cheapest way.
  private mutating func moveCursor(
    to column: Int, row: Int, cells: UnsafeBufferPointer<Cell>, rowStart: Int,
    output: inout LineBuffer
  ) {
    if row == cursorRow, column == cursorColumn { return }
    if row == cursorRow, column > cursorColumn, cursorColumn >= 0 {
      let gap = column - cursorColumn
      if gap <= Self.longestRewrite,
        (cursorColumn..<column).allSatisfy({ cells[rowStart + $0].style == pen })
      {
        for skipped in cursorColumn..<column {
          Self.append(cells[rowStart + skipped].character, to: &output)
        }
      } else {
        output.append(ascii: "\u{1B}[")
        if gap > 1 { output.append(integer: gap) }
        output.append(byte: UInt8(ascii: "C"))
      }
    } else {
      output.append(ascii: "\u{1B}[")
      output.append(integer: row + 1)
      if column > 0 {
        output.append(byte: UInt8(ascii: ";"))
        output.append(integer: column + 1)
      }
      output.append(byte: UInt8(ascii: "H"))
    }
    cursorColumn = column
    cursorRow = row
  }

  /// Writes one cell at the cursor, changing the pen first if needed.
  private mutating func write(
    _ cell: Cell, column: Int, width: Int, output: inout LineBuffer
  ) {
    if pen != cell.style {
      Self.appendStyleChange(from: pen, to: cell.style, output: &output)
      pen = cell.style
    }
    Self.append(cell.character, to: &output)
    if column + 1 >= width {
      cursorColumn = -1
      cursorRow = -1
    } else {
      cursorColumn = column + 1
    }
  }

  /// Appends the UTF-8 bytes of `scalar`, or `?` for a control character.
  private static func append(_ scalar: Unicode.Scalar, to output: inout LineBuffer) {
    let value = scalar.value
    if value >= 0x20, value < 0x7F {
      output.append(byte: UInt8(truncatingIfNeeded: value))
    } else if value < 0xA0 {
      output.append(byte: UInt8(ascii: "?"))
    } else {
      for byte in UTF8.encode(scalar) ?? UTF8.EncodedScalar() {
        output.append(byte: byte)
      }
    }
  }

  /// Appends one SGR sequence that changes the pen from `old` (unknown when `nil`) to `new`.
  static func appendStyleChange(
    from old: TextStyle?, to new: TextStyle, output: inout LineBuffer
  ) {
    output.append(ascii: "\u{1B}[")
    var first = true
    func separate() {
      if !first { output.append(byte: UInt8(ascii: ";")) }
      first = false
    }
    var from = old ?? TextStyle.plain
    if old == nil || !from.attributes.isSubset(of: new.attributes) {
      output.append(byte: UInt8(ascii: "0"))
      first = false
      from = .plain
    }
    let attributeCodes: [(TextStyle.Attributes, UInt8)] = [
      (.bold, UInt8(ascii: "1")), (.dim, UInt8(ascii: "2")), (.underline, UInt8(ascii: "4")),
      (.reverse, UInt8(ascii: "7")),
    ]
    for (attribute, code) in attributeCodes
    where new.attributes.contains(attribute) && !from.attributes.contains(attribute) {
      separate()
      output.append(byte: code)
    }
    if new.foreground != from.foreground {
      separate()
      new.foreground.appendParameters(base: 30, to: &output)
    }
    if new.background != from.background {
      separate()
      new.background.appendParameters(base: 40, to: &output)
    }
    output.append(byte: UInt8(ascii: "m"))
  }
}
