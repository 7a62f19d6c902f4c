/// Reads the bytes a terminal sends in raw mode as ``InputEvent``s: keys, arrows with their
/// modifiers, and SGR mouse reports.
///
/// What it understands:
///
/// - printable ASCII and UTF-8 characters; CR or LF (Enter), Tab, DEL or BS (Backspace),
///   and Ctrl with a letter (`0x01`…`0x1A`: Ctrl-C is `0x03`, Ctrl-R `0x12`);
/// - CSI and SS3 keys: arrows `ESC[A`…`ESC[D` and `ESCOA`…`ESCOD`, Home/End (`ESC[H`,
///   `ESC[F`, `ESC[1~`, `ESC[4~`, …), Insert, Delete, Page Up/Down (`ESC[2~`, `ESC[3~`,
///   `ESC[5~`, `ESC[6~`), Shift-Tab (`ESC[Z`), each with xterm's modifier parameter
///   (`ESC[1;2D` is Shift-←: the parameter minus one has bit 0 Shift, 1 Alt, 2 Control);
/// - `ESC` followed by a key is that key with Alt;
/// - SGR mouse reports `ESC[<b;x;yM` (press, or drag when `b` has bit 5) and `ESC[<b;x;ym`
///   (release); `b` 64 and 65 are wheel steps up and down; bits 2, 3, 4 are Shift, Alt and
///   Control; `x` and `y` count from 1.
/// - legacy X10 mouse reports, `ESC[M` and three bytes, which a terminal without SGR reports
///   (mode 1006) sends: dropped whole, as unknown sequences are;
/// - bracketed pastes, `ESC[200~`, the text, `ESC[201~` (mode 2004): one
///   ``InputEvent/paste(_:)`` of the text, none of whose characters is read as a key.
///
/// Anything else — an unknown sequence, a stray continuation byte, a control it does not
/// name — is dropped whole, never turned into characters.
///
/// An Escape byte alone is ambiguous: it is the Escape key, or the start of a sequence whose
/// other bytes have not arrived yet. The decoder keeps such a tail ``isWaiting``; the caller
/// waits ``escapeTimeoutMilliseconds`` for more input and then calls ``flush()``, which
/// reads the Escape as the key. A partial UTF-8 character waits the same way. A paste is
/// not waiting: its text is taken as it comes, however long its end takes to arrive.
struct InputDecoder {
  /// How long to wait after a lone Escape before taking it as the Escape key: long enough
  /// for the rest of a sequence sent in one burst, short enough not to be felt.
  static let escapeTimeoutMilliseconds: Int32 = 30

  /// The longest sequence kept while waiting for its end; a longer one is dropped.
  static let longestSequence = 64

  /// The most bytes of a paste's text kept; the rest of a longer paste is dropped.
  static let longestPaste = 1 << 12

  /// The end of a bracketed paste, `ESC[201~`.
  private static let pasteEnd = Array("\u{1B}[201~".utf8)

  private var pending: [UInt8] = []
  /// The text of a paste whose start has come and whose end has not, or `nil`.
  private var paste: [UInt8]?

  /// A decoder with nothing pending.
  init() {}

  /// Whether bytes are held back: the start of a sequence or of a UTF-8 character (not the
  /// text of a paste, which ends only with its end sequence).
  var isWaiting: Bool { paste == nil && !pending.isEmpty }

  /// The events in `bytes`, after any bytes held from before; an incomplete tail is held.
  mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    return decodePending(final: false)
  }

  /// The events of the bytes held back, taking a lone Escape as the Escape key and dropping
  /// incomplete sequences: what to do when no more input came within the timeout.
  mutating func flush() -> [InputEvent] {
    decodePending(final: true)
  }

  private mutating func decodePending(final: Bool) -> [InputEvent] {
    var events: [InputEvent] = []
    var index = 0
    scanning: while index < pending.count {
      if paste != nil {
        let taken = takePaste(from: index)
        index = taken.next
        guard let event = taken.event else { break scanning }
        events.append(event)
        continue
      }
      switch parse(at: index, final: final) {
      case .event(let event, let length):
        events.append(event)
        index += length
      case .pasteStart(let length):
        paste = []
        index += length
      case .skip(let length):
        index += length
      case .incomplete:
        break scanning
      }
    }
    pending.removeFirst(index)
    return events
  }

  /// Takes the text of the paste in progress from `index`: up to its end sequence, which
  /// ends the paste and gives its event, or up to what may be the start of the end sequence,
  /// held until more comes. Returns the index after what was taken.
  private mutating func takePaste(from index: Int) -> (next: Int, event: InputEvent?) {
    let end = Self.pasteEnd
    var position = index
    while position < pending.count {
      if pending[position] == end[0] {
        let available = min(end.count, pending.count - position)
        if pending[position..<(position + available)].elementsEqual(end[0..<available]) {
          keep(pending[index..<position])
          guard available == end.count else { return (position, nil) }
          let text = String(decoding: paste ?? [], as: UTF8.self)
          paste = nil
          return (position + end.count, .paste(text))
        }
      }
      position += 1
    }
    keep(pending[index..<position])
    return (position, nil)
  }

  /// Adds `bytes` to the paste's text, as far as ``longestPaste`` allows.
  private mutating func keep(_ bytes: ArraySlice<UInt8>) {
    guard var text = paste else { return }
    text += bytes.prefix(max(0, Self.longestPaste - text.count))
    paste = text
  }

  /// What starts at one position of the pending bytes.
  private enum Parse {
    /// An event, taking `length` bytes.
    case event(InputEvent, length: Int)
    /// The start of a bracketed paste, `ESC[200~`, taking `length` bytes.
    case pasteStart(length: Int)
    /// Bytes to drop.
    case skip(Int)
    /// The bytes so far may be the start of something longer.
    case incomplete
  }

  private func parse(at index: Int, final: Bool) -> Parse {
    let byte = pending[index]
    guard byte == 0x1B else { return parseKey(at: index, final: final) }
    guard index + 1 < pending.count else {
      return final ? .event(.key(KeyPress(.escape)), length: 1) : .incomplete
    }
    switch pending[index + 1] {
    case UInt8(ascii: "["):
      return parseControlSequence(at: index, final: final)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else {
        return final ? .event(.key(KeyPress(.escape)), length: 1) : .incomplete
      }
      guard let key = Self.cursorKey(pending[index + 2]) else { return .skip(3) }
      return .event(.key(KeyPress(key)), length: 3)
    case 0x1B:
      return .event(.key(KeyPress(.escape)), length: 1)
    default:
      switch parseKey(at: index + 1, final: final) {
      case .event(.key(var press), let length):
        press.modifiers.insert(.alt)
        return .event(.key(press), length: length + 1)
      case .event(let event, let length):
        return .event(event, length: length + 1)
      case .pasteStart(let length):
        return .pasteStart(length: length + 1)
      case .skip(let length):
        return .skip(length + 1)
      case .incomplete:
        return .incomplete
      }
    }
  }

  /// A key that is not an escape sequence: a control byte or a character.
  private func parseKey(at index: Int, final: Bool) -> Parse {
    let byte = pending[index]
    switch byte {
    case 0x0D, 0x0A: return .event(.key(KeyPress(.enter)), length: 1)
    case 0x09: return .event(.key(KeyPress(.tab)), length: 1)
    case 0x7F, 0x08: return .event(.key(KeyPress(.backspace)), length: 1)
    case 0x01...0x1A:
      let letter = Unicode.Scalar(UInt8(ascii: "a") + byte - 1)
      return .event(.key(KeyPress(.control(letter))), length: 1)
    case 0x1C:  // Ctrl-\, the terminal's quit key
      return .event(.key(KeyPress(.control("\\"))), length: 1)
    case 0x20...0x7E:
      return .event(.key(KeyPress(.character(Unicode.Scalar(byte)))), length: 1)
    case 0xC2...0xF4:
      return parseUTF8(at: index, final: final)
    default:
      return .skip(1)
    }
  }

  /// A multi-byte UTF-8 character starting at `index` (a valid lead byte).
  private func parseUTF8(at index: Int, final: Bool) -> Parse {
    let lead = pending[index]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var end = index + 1
    while end < pending.count, end < index + length {
      guard pending[end] & 0xC0 == 0x80 else { return .skip(end - index) }
      end += 1
    }
    guard end == index + length else { return final ? .skip(end - index) : .incomplete }
    var decoder = UTF8()
    var iterator = pending[index..<end].makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return .skip(length) }
    return .event(.key(KeyPress(.character(scalar))), length: length)
  }

  /// A CSI sequence `ESC [ params intermediates final` starting at `index`.
  private func parseControlSequence(at index: Int, final: Bool) -> Parse {
    var end = index + 2
    while end < pending.count, (0x30...0x3F).contains(pending[end]) { end += 1 }
    while end < pending.count, (0x20...0x2F).contains(pending[end]) { end += 1 }
    guard end < pending.count else {
      if final { return .skip(end - index) }
      return end - index > Self.longestSequence ? .skip(end - index) : .incomplete
    }
    let finalByte = pending[end]
    let length = end + 1 - index
    guard (0x40...0x7E).contains(finalByte) else { return .skip(end - index) }
    let body = pending[(index + 2)..<end]
    // A legacy X10 mouse report, `ESC [ M` and three bytes (button, column and row, each
    // plus 32), as a terminal without SGR reports sends a click: dropped whole, so that its
    // bytes are not read as keys (a press at column 81 ends in `q`).
    if body.isEmpty, finalByte == UInt8(ascii: "M") {
      guard index + length + 3 <= pending.count else {
        return final ? .skip(pending.count - index) : .incomplete
      }
      return .skip(length + 3)
    }
    if body.first == UInt8(ascii: "<") {
      guard let mouse = Self.mouseAction(body.dropFirst(), final: finalByte) else {
        return .skip(length)
      }
      return .event(.mouse(mouse), length: length)
    }
    let parameters = Self.parameters(body)
    if finalByte == UInt8(ascii: "~"), parameters == [200] { return .pasteStart(length: length) }
    let modifiers = Self.modifiers(parameters.count > 1 ? parameters[1] : nil)
    let key: KeyPress.Key?
    if finalByte == UInt8(ascii: "~") {
      key = Self.tildeKey(parameters.first ?? nil)
    } else if finalByte == UInt8(ascii: "Z") {
      key = .backTab
    } else {
      key = Self.cursorKey(finalByte)
    }
    guard let key else { return .skip(length) }
    return .event(.key(KeyPress(key, modifiers: modifiers)), length: length)
  }

  /// The key of an SS3 or CSI final byte: arrows, Home, End.
  private static func cursorKey(_ byte: UInt8) -> KeyPress.Key? {
    switch byte {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    default: return nil
    }
  }

  /// The key of `ESC[n~`.
  private static func tildeKey(_ code: Int?) -> KeyPress.Key? {
    switch code {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    default: return nil
    }
  }

  /// The modifiers of xterm's parameter (1 + bits: 1 Shift, 2 Alt, 4 Control, 8 Meta).
  private static func modifiers(_ parameter: Int?) -> KeyModifiers {
    guard let parameter, parameter > 1 else { return [] }
    let bits = parameter - 1
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    return modifiers
  }

  /// Semicolon-separated decimal parameters; an empty or unreadable one is `nil`.
  private static func parameters(_ bytes: ArraySlice<UInt8>) -> [Int?] {
    bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
      guard !field.isEmpty, field.count <= 9 else { return nil }
      var value = 0
      for byte in field {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
  }

  /// The action of an SGR mouse report `b;x;y` ending in `M` or `m`.
  private static func mouseAction(_ body: ArraySlice<UInt8>, final: UInt8) -> MouseAction? {
    let fields = parameters(body)
    guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), fields.count == 3,
      let code = fields[0], let x = fields[1], let y = fields[2], x >= 1, y >= 1
    else { return nil }
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let button = code & 3
    let kind: MouseAction.Kind
    if code & 64 != 0 {
      switch button {
      case 0: kind = .scrollUp
      case 1: kind = .scrollDown
      default: return nil  // horizontal wheel
      }
      guard final == UInt8(ascii: "M") else { return nil }
      return MouseAction(kind: kind, button: 0, column: x - 1, row: y - 1, modifiers: modifiers)
    }
    if final == UInt8(ascii: "m") {
      kind = .release
    } else if code & 32 != 0 {
      guard button != 3 else { return nil }  // motion with no button held
      kind = .drag
    } else {
      kind = .press
    }
    return MouseAction(
      kind: kind, button: button == 3 ? 0 : button, column: x - 1, row: y - 1,
      modifiers: modifiers)
  }
}
