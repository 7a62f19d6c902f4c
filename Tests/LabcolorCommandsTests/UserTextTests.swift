import Testing

@testable import LabcolorCommands

@Suite struct UserTextTests {
  @Test func quotedInSingleQuotes() {
    #expect(UserText.quoted("lightnes") == "'lightnes'")
    #expect(UserText.quoted("") == "''")
  }

  @Test func controlCharactersAreWrittenOut() {
    #expect(UserText.escaped("a\u{1B}[31m") == #"a\u{1B}[31m"#)
    #expect(UserText.escaped("\u{0}\n\t\u{7F}\u{85}") == #"\u{0}\u{A}\u{9}\u{7F}\u{85}"#)
    #expect(UserText.escaped("é ✓") == "é ✓")
  }

  @Test func invisibleCharactersAreWrittenOut() {
    // A byte-order mark, a no-break space, a zero-width joiner, a right-to-left mark.
    #expect(
      UserText.escaped("\u{FEFF}a\u{A0}b\u{200D}c\u{200F}")
        == #"\u{FEFF}a\u{A0}b\u{200D}c\u{200F}"#)
    #expect(UserText.escaped("a b") == "a b")
  }

  @Test func longTextIsCutAfter32Scalars() {
    let text = String(repeating: "x", count: 40)
    #expect(UserText.escaped(text) == String(repeating: "x", count: 32) + "…")
    #expect(
      UserText.escaped(String(repeating: "x", count: 32)) == String(repeating: "x", count: 32))
  }

  @Test func capitalizedUpperCasesTheFirstLetterOnly() {
    #expect(UserText.capitalized("cannot set 'l'") == "Cannot set 'l'")
    #expect(UserText.capitalized("'hex' is computed") == "'hex' is computed")
    #expect(UserText.capitalized("") == "")
  }
}
