import Testing

@testable import LabcolorCommands

private func set(_ key: String, _ value: String, _ number: Double? = nil) -> WatchLine {
  .set(key: key, value: value, number: number)
}

private func add(_ key: String, _ delta: Double) -> WatchLine {
  .add(key: key, delta: delta)
}

@Suite struct WatchLineTests {
  @Test func blankAndCommentLinesAreNothing() throws {
    for line in ["", "   ", "\t", "#", "# note", "#\tnote", "  # indented", "# "] {
      #expect(try WatchLine(line) == .nothing, "\(line)")
    }
  }

  @Test func settingWithASpaceOrAnEqualsSign() throws {
    #expect(try WatchLine("l 60") == set("l", "60", 60))
    #expect(try WatchLine("l=60") == set("l", "60", 60))
    #expect(try WatchLine("  l  =  60  ") == set("l", "60", 60))
    #expect(try WatchLine("L*\t50%") == set("L*", "50%"))
    #expect(try WatchLine("a -5") == set("a", "-5", -5))
    #expect(try WatchLine("a=-5") == set("a", "-5", -5))
    #expect(try WatchLine("lightness 0x1p5") == set("lightness", "0x1p5"))
  }

  @Test func addingAndSubtracting() throws {
    #expect(try WatchLine("a += 5") == add("a", 5))
    #expect(try WatchLine("a+=5") == add("a", 5))
    #expect(try WatchLine("b -= 2.5") == add("b", -2.5))
    #expect(try WatchLine("b-=-2.5") == add("b", 2.5))
    #expect(try WatchLine("l += 10%") == .addPercentage(key: "l", percent: 10))
    #expect(try WatchLine("a-=8%") == .addPercentage(key: "a", percent: -8))
    // The operand is read as a set's value is: grouping commas, not hex floats.
    #expect(try WatchLine("a += 1,000") == add("a", 1000))
  }

  @Test func setTakesTheRestOfTheLineAsAColor() throws {
    #expect(try WatchLine("set #336699") == .setColor("#336699"))
    #expect(try WatchLine("set  lab(50 20 0) ") == .setColor("lab(50 20 0)"))
    #expect(try WatchLine("set\t50 20 0") == .setColor("50 20 0"))
    // A key that starts with "set" is a key.
    #expect(try WatchLine("settle 5") == set("settle", "5", 5))
  }

  @Test(arguments: [
    ("set", "expected a color after 'set'"),
    ("l =", "expected a value after '='"),
    ("a +=", "expected a value after '+='"),
    ("a -= ", "expected a value after '-='"),
    ("a = ", "expected a value after '='"),
    ("a += 5%%", "expected a number after '+=', found '5%%'"),
    ("= 5", "expected a key such as l, a or b, found '= 5'"),
    ("a- 5", "expected '=', '+=', '-=' or a space after 'a', found '- 5'"),
    ("l 50 60", "expected one value after 'l', found '50 60'"),
    (
      "lab 50 20 -10",
      "expected one value after 'lab', found '50 20 -10'; to switch to that color, write "
        + "'set 50 20 -10'"
    ),
    (
      "lab=lab(50% 20 -10)",
      "expected one value after 'lab', found 'lab(50% 20 -10)'; to switch to that color, write "
        + "'set lab(50% 20 -10)'"
    ),
    // Words that are no color: no hint to write 'set' before them.
    ("a + = 5", "expected one value after 'a', found '+ = 5'"),
    ("l=50 # c", "expected one value after 'l', found '50 # c'"),
    ("l 50 20 x", "expected one value after 'l', found '50 20 x'"),
    ("l rgb(1 2)", "expected one value after 'l', found 'rgb(1 2)'"),
    (
      "l red / 0.5",
      "expected one value after 'l', found 'red / 0.5'"
    ),
    (
      "hex 50 20 0 / 0.5",
      "expected one value after 'hex', found '50 20 0 / 0.5'; to switch to that color, write "
        + "'set 50 20 0 / 0.5'"
    ),
    ("a += five", "expected a number after '+=', found 'five'"),
    ("a += 0x10", "expected a number after '+=', found '0x10'"),
    ("a += 1,5", "expected a number after '+=', found '1,5'"),
    ("a -= inf", "expected a finite number after '-=', found 'inf'"),
    ("a += 1e309", "expected a finite number after '+=', found '1e309'"),
  ])
  func malformedLines(line: String, message: String) {
    #expect(throws: WatchLine.SyntaxError(description: message)) { try WatchLine(line) }
  }

  /// A line of one word says so, with the word, for the session to tell a key that lacks a
  /// value from a word that is no key.
  @Test func aLoneWordIsAKeyLackingAValueOrNoKey() {
    #expect(throws: WatchLine.SyntaxError(description: "expected a value after 'l'", lone: "l")) {
      try WatchLine(" l ")
    }
    #expect(
      throws: WatchLine.SyntaxError(description: "expected a value after 'bogus'", lone: "bogus")
    ) { try WatchLine("bogus") }
  }
}
