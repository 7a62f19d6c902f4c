import LabColor

@testable import LabcolorCommands

/// A terminal screen for tests: it applies the bytes a program writes to a grid of cells,
/// as xterm would, for the sequences labcolor writes — cursor moves (`ESC[r;cH`,
/// `ESC[nC`), erase (`ESC[2J`), SGR (`ESC[…m`: 0, 1, 2, 4, 7, 22, 24, 27, 30–37, 39,
/// 40–47, 49, 38/48 with `;5;n` or `;2;r;g;b`), private modes (`ESC[?…h/l`: 1049 the
/// alternate screen, 25 the cursor, 1000/1002/1006 the mouse, 2004 bracketed paste) and
/// OSC 52 (recorded).
/// Anything else is recorded in ``unknownSequences``, so a test can insist there is none.
///
/// Written from the xterm control sequence documentation, independently of
/// ``GridRenderer``, so that rendering a grid and applying the bytes here gives back the
/// grid only if the renderer is right.
struct VirtualTerminal {
  private(set) var screen: CellGrid
  private var mainScreen: CellGrid
  private(set) var cursorColumn = 0
  private(set) var cursorRow = 0
  private var pendingWrap = false
  private(set) var pen = TextStyle.plain
  private(set) var isAlternateScreen = false
  private(set) var isCursorVisible = true
  private(set) var mouseModes: Set<Int> = []
  /// Whether bracketed paste (mode 2004) is on.
  private(set) var isBracketedPaste = false
  private(set) var clipboardRequests: [String] = []
  private(set) var unknownSequences: [String] = []
  private var pending: [UInt8] = []

  init(columns: Int, rows: Int) {
    screen = CellGrid(width: columns, height: rows)
    mainScreen = screen
  }

  /// The screen's row `row` as text.
  func text(row: Int) -> String { screen.text(row: row) }

  /// All rows, as text.
  var rows: [String] { (0..<screen.height).map { screen.text(row: $0) } }

  /// Applies `bytes`; an incomplete sequence at the end waits for the next call.
  mutating func apply(_ bytes: [UInt8]) {
    pending += bytes
    var index = 0
    scanning: while index < pending.count {
      let byte = pending[index]
      if byte == 0x1B {
        guard index + 1 < pending.count else { break scanning }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
          var end = index + 2
          while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
          guard end < pending.count else { break scanning }
          controlSequence(Array(pending[(index + 2)..<end]), final: pending[end])
          index = end + 1
        case UInt8(ascii: "]"):
          var end = index + 2
          while end < pending.count, pending[end] != 0x07, pending[end] != 0x1B { end += 1 }
          guard end < pending.count else { break scanning }
          let body = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
          if body.hasPrefix("52;") {
            clipboardRequests.append(body)
          } else {
            unknownSequences.append("OSC " + body)
          }
          index = end + (pending[end] == 0x07 ? 1 : 2)
        default:
          unknownSequences.append("ESC \(pending[index + 1])")
          index += 2
        }
        continue
      }
      if byte < 0x20 || byte == 0x7F {
        switch byte {
        case 0x0D:
          cursorColumn = 0
          pendingWrap = false
        case 0x0A: cursorRow = min(cursorRow + 1, screen.height - 1)
        default: unknownSequences.append("C0 \(byte)")
        }
        index += 1
        continue
      }
      let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      guard index + length <= pending.count else { break scanning }
      let scalar =
        String(decoding: pending[index..<(index + length)], as: UTF8.self)
        .unicodeScalars.first ?? "?"
      put(scalar)
      index += length
    }
    pending.removeFirst(index)
  }

  private mutating func put(_ scalar: Unicode.Scalar) {
    if pendingWrap {
      cursorColumn = 0
      cursorRow = min(cursorRow + 1, screen.height - 1)
      pendingWrap = false
    }
    screen[column: cursorColumn, row: cursorRow] = Cell(scalar, style: pen)
    if cursorColumn == screen.width - 1 {
      pendingWrap = true
    } else {
      cursorColumn += 1
    }
  }

  private mutating func controlSequence(_ body: [UInt8], final: UInt8) {
    let text = String(decoding: body, as: UTF8.self)
    if text.hasPrefix("?") {
      let modes = text.dropFirst().split(separator: ";").compactMap { Int($0) }
      let on = final == UInt8(ascii: "h")
      for mode in modes {
        switch mode {
        case 1049:
          if on, !isAlternateScreen {
            mainScreen = screen
            screen = CellGrid(width: screen.width, height: screen.height)
          } else if !on, isAlternateScreen {
            screen = mainScreen
          }
          isAlternateScreen = on
        case 25: isCursorVisible = on
        case 1000, 1002, 1006:
          if on { mouseModes.insert(mode) } else { mouseModes.remove(mode) }
        case 2004: isBracketedPaste = on
        default: unknownSequences.append("CSI ?\(mode)")
        }
      }
      return
    }
    let parameters = text.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0)
    }
    func parameter(_ index: Int, default value: Int) -> Int {
      index < parameters.count ? parameters[index] ?? value : value
    }
    pendingWrap = false
    switch final {
    case UInt8(ascii: "H"):
      cursorRow = min(max(parameter(0, default: 1) - 1, 0), screen.height - 1)
      cursorColumn = min(max(parameter(1, default: 1) - 1, 0), screen.width - 1)
    case UInt8(ascii: "C"):
      cursorColumn = min(cursorColumn + max(parameter(0, default: 1), 1), screen.width - 1)
    case UInt8(ascii: "J") where parameter(0, default: 0) == 2:
      screen.fill(screen.bounds, with: Cell(" ", style: TextStyle(background: pen.background)))
    case UInt8(ascii: "m"):
      selectGraphicRendition(parameters.map { $0 ?? 0 })
    default:
      unknownSequences.append("CSI \(text)\(Character(Unicode.Scalar(final)))")
    }
  }

  private mutating func selectGraphicRendition(_ codes: [Int]) {
    var index = 0
    let codes = codes.isEmpty ? [0] : codes
    while index < codes.count {
      let code = codes[index]
      switch code {
      case 0: pen = .plain
      case 1: pen.attributes.insert(.bold)
      case 2: pen.attributes.insert(.dim)
      case 4: pen.attributes.insert(.underline)
      case 7: pen.attributes.insert(.reverse)
      case 22: pen.attributes.subtract([.bold, .dim])
      case 24: pen.attributes.remove(.underline)
      case 27: pen.attributes.remove(.reverse)
      case 30...37: pen.foreground = .palette(UInt8(code - 30))
      case 40...47: pen.background = .palette(UInt8(code - 40))
      case 39: pen.foreground = .default
      case 49: pen.background = .default
      case 38, 48:
        var color = TerminalColor.default
        if index + 2 < codes.count, codes[index + 1] == 5 {
          color = .palette(UInt8(clamping: codes[index + 2]))
          index += 2
        } else if index + 4 < codes.count, codes[index + 1] == 2 {
          color = .rgb(
            RGB8(
              red: UInt8(clamping: codes[index + 2]), green: UInt8(clamping: codes[index + 3]),
              blue: UInt8(clamping: codes[index + 4])))
          index += 4
        } else {
          unknownSequences.append("SGR \(codes)")
        }
        if code == 38 { pen.foreground = color } else { pen.background = color }
      default:
        unknownSequences.append("SGR \(code)")
      }
      index += 1
    }
  }
}
