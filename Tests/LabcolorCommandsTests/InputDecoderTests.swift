import Testing

@testable import LabcolorCommands

@Suite struct InputDecoderTests {
  private func decode(_ text: String) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  private func key(_ key: KeyPress.Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyPress(key, modifiers: modifiers))
  }

  @Test func printableCharactersIncludingUTF8() {
    #expect(
      decode("hL[é") == [
        key(.character("h")), key(.character("L")), key(.character("[")), key(.character("é")),
      ])
  }

  @Test func enterTabBackspaceAndControlLetters() {
    #expect(
      decode("\r\n\t\u{7F}\u{08}") == [
        key(.enter), key(.enter), key(.tab), key(.backspace), key(.backspace),
      ])
    #expect(
      decode("\u{03}\u{12}\u{1A}\u{1C}") == [
        key(.control("c")), key(.control("r")), key(.control("z")), key(.control("\\")),
      ])
  }

  @Test func arrowsInBothForms() {
    #expect(
      decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [key(.up), key(.down), key(.right), key(.left)])
    #expect(
      decode("\u{1B}OA\u{1B}OD\u{1B}OH\u{1B}OF") == [key(.up), key(.left), key(.home), key(.end)])
  }

  @Test func xtermModifierParameters() {
    #expect(decode("\u{1B}[1;2D") == [key(.left, .shift)])
    #expect(decode("\u{1B}[1;2C") == [key(.right, .shift)])
    #expect(decode("\u{1B}[1;5A") == [key(.up, .control)])
    #expect(decode("\u{1B}[1;3B") == [key(.down, .alt)])
    #expect(decode("\u{1B}[1;8C") == [key(.right, [.shift, .alt, .control])])
  }

  @Test func tildeKeysAndBackTab() {
    #expect(
      decode("\u{1B}[1~\u{1B}[2~\u{1B}[3~\u{1B}[4~\u{1B}[5~\u{1B}[6~\u{1B}[Z") == [
        key(.home), key(.insert), key(.delete), key(.end), key(.pageUp), key(.pageDown),
        key(.backTab),
      ])
    #expect(decode("\u{1B}[3;2~") == [key(.delete, .shift)])
  }

  @Test func escapeAloneWaitsForTheTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.flush() == [key(.escape)])
    #expect(!decoder.isWaiting)
  }

  @Test func aSequenceSplitAcrossReadsIsOneKey() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.decode(Array("[1;".utf8)).isEmpty)
    #expect(decoder.decode(Array("2D".utf8)) == [key(.left, .shift)])
    #expect(!decoder.isWaiting)
  }

  @Test func escapeThenAKeyIsThatKeyWithAlt() {
    #expect(decode("\u{1B}x") == [key(.character("x"), .alt)])
    #expect(decode("\u{1B}\u{1B}") == [key(.escape), key(.escape)])
  }

  @Test func aPartialUTF8CharacterWaits() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0xC3]).isEmpty)
    #expect(decoder.decode([0xA9]) == [key(.character("é"))])
    #expect(decoder.decode([0xE2, 0x96]).isEmpty)
    #expect(decoder.flush().isEmpty)
  }

  @Test func sgrMouseReports() {
    #expect(
      decode("\u{1B}[<0;10;5M") == [
        .mouse(MouseAction(kind: .press, button: 0, column: 9, row: 4))
      ])
    #expect(
      decode("\u{1B}[<32;11;5M") == [
        .mouse(MouseAction(kind: .drag, button: 0, column: 10, row: 4))
      ])
    #expect(
      decode("\u{1B}[<0;11;5m") == [
        .mouse(MouseAction(kind: .release, button: 0, column: 10, row: 4))
      ])
    #expect(
      decode("\u{1B}[<64;3;2M\u{1B}[<65;3;2M") == [
        .mouse(MouseAction(kind: .scrollUp, button: 0, column: 2, row: 1)),
        .mouse(MouseAction(kind: .scrollDown, button: 0, column: 2, row: 1)),
      ])
    #expect(
      decode("\u{1B}[<6;1;1M") == [
        .mouse(MouseAction(kind: .press, button: 2, column: 0, row: 0, modifiers: .shift))
      ])
  }

  @Test func unknownAndMalformedInputIsDroppedWhole() {
    // An unknown CSI, a mouse report with a zero coordinate, a motion with no button, a
    // stray continuation byte and an unnamed control byte: nothing comes out of them.
    var decoder = InputDecoder()
    let bytes = Array("\u{1B}[99x\u{1B}[<0;0;5M\u{1B}[<35;1;1M".utf8) + [0x80, 0xFF, 0x1D, 0x61]
    #expect(decoder.decode(bytes) == [key(.character("a"))])
  }

  /// A terminal without SGR mouse reports (mode 1006) reports a click in xterm's X10 form,
  /// `CSI M Cb Cx Cy` (xterm's "Control Sequences", Mouse Tracking): button, column and row,
  /// each plus 32. It is dropped whole: a press at column 81, row 1 is `ESC [ M space q !`
  /// and its release `ESC [ M # q !`, whose `q` would otherwise quit the explorer.
  @Test func legacyX10MouseReportsAreDroppedWhole() {
    #expect(decode("\u{1B}[M q!\u{1B}[M#q!j") == [key(.character("j"))])
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[M ".utf8)).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.decode(Array("r!k".utf8)) == [key(.character("k"))])
  }

  /// A bracketed paste (mode 2004) is one event of its text, whatever it holds: none of its
  /// characters is a key (the q of a pasted `aqua` would quit the explorer), and its escape
  /// bytes are text too. The keys after it are keys again.
  @Test func aBracketedPasteIsOneEventOfItsText() {
    #expect(
      decode("j\u{1B}[200~aqua\r\u{1B}[A\u{1B}[201~k") == [
        key(.character("j")), .paste("aqua\r\u{1B}[A"), key(.character("k")),
      ])
    #expect(decode("\u{1B}[200~\u{1B}[201~") == [.paste("")])
  }

  /// A paste arrives in pieces, its end sequence cut anywhere; it is not waiting meanwhile
  /// (no timeout ends it), and the Escape of a cut end is not taken for the key.
  @Test func aPasteCutIntoPiecesIsStillOneEvent() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[20".utf8)).isEmpty)
    #expect(decoder.decode(Array("0~4".utf8)).isEmpty)
    #expect(!decoder.isWaiting)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode(Array("2.5q\u{1B}".utf8)).isEmpty)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode(Array("[201".utf8)).isEmpty)
    #expect(decoder.decode(Array("~q".utf8)) == [.paste("42.5q"), key(.character("q"))])
    #expect(!decoder.isWaiting)
  }

  /// A paste longer than ``InputDecoder/longestPaste`` keeps its first bytes; the rest is
  /// dropped, not read as keys.
  @Test func aLongPasteKeepsItsStart() {
    var decoder = InputDecoder()
    let long = String(repeating: "1q", count: InputDecoder.longestPaste)
    let events = decoder.decode(Array(("\u{1B}[200~" + long + "\u{1B}[201~l").utf8))
    #expect(
      events == [
        .paste(String(repeating: "1q", count: InputDecoder.longestPaste / 2)),
        key(.character("l")),
      ])
  }

  @Test func anOverlongSequenceIsDropped() {
    var decoder = InputDecoder()
    let long = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 80)
    #expect(decoder.decode(long).isEmpty)
    #expect(!decoder.isWaiting)
    #expect(decoder.decode(Array("q".utf8)) == [key(.character("q"))])
  }

  @Test func arbitraryBytesNeverTrap() {
    let seed: UInt64 = 0xDEC0DE
    var random = SplitMix64(seed: seed)
    var decoder = InputDecoder()
    var events = 0
    for _ in 0..<2000 {
      let count = Int.random(in: 0...12, using: &random)
      let interesting: [UInt8] = [0x1B, 0x5B, 0x3C, 0x3B, 0x4D, 0x31, 0x4F, 0xE2]
      let bytes = (0..<count).map { _ in
        Bool.random(using: &random)
          ? interesting[Int.random(in: 0..<interesting.count, using: &random)]
          : UInt8.random(in: 0...255, using: &random)
      }
      events += decoder.decode(bytes).count
    }
    events += decoder.flush().count
    #expect(!decoder.isWaiting, "seed \(seed)")
    #expect(events > 0, "seed \(seed)")
  }
}
