import Testing

@testable import LabColor

@Suite struct SuggestionTests {
  @Test(arguments: [
    ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("abc", "abc", 0), ("kitten", "sitting", 3),
    ("form", "from", 1), ("ab", "ba", 1), ("ca", "abc", 3), ("fromat", "format", 1),
  ])
  func distance(first: String, second: String, expected: Int) {
    #expect(Suggestion.distance(Array(first), Array(second)) == expected)
    #expect(Suggestion.distance(Array(second), Array(first)) == expected)
  }

  /// The bounded distance is the distance when it is within the bound and `nil` past it,
  /// however early it gives a candidate up: checked on every pair of words of up to five
  /// letters from a three-letter alphabet, and each bound from 0 to 6 (the words' distances
  /// range over all of them, swaps included).
  @Test func theBoundedDistanceIsTheDistanceWithinItsBound() {
    var words: [[Character]] = [[]]
    var last: [[Character]] = [[]]
    for _ in 1...5 {
      last = last.flatMap { word in ["a", "b", "c"].map { word + [$0] } }
      words += last
    }
    var mismatches = 0
    for first in words where first.count <= 4 {
      for second in words {
        let distance = Suggestion.distance(first, second)
        for bound in 0...6
        where Suggestion.distance(first, second, atMost: bound)
          != (distance <= bound ? distance : nil)
        {
          mismatches += 1
        }
      }
    }
    #expect(mismatches == 0)
    #expect(Suggestion.distance(Array("kitten"), Array("sitting"), atMost: 3) == 3)
    #expect(Suggestion.distance(Array("kitten"), Array("sitting"), atMost: 2) == nil)
    #expect(Suggestion.distance(Array("ab"), Array("ba"), atMost: 1) == 1)
    #expect(Suggestion.distance(Array("ab"), Array("ba"), atMost: 0) == nil)
  }

  @Test func theClosestCandidateWins() {
    #expect(Suggestion.closest(to: "fromat", in: ["from", "format"]) == "format")
  }

  @Test func onATieTheFirstCandidateWins() {
    #expect(Suggestion.closest(to: "ll", in: ["l", "a", "lb"]) == "l")
  }

  @Test func oneCharacterNamesAreNeverSuggestedForAnotherCharacter() {
    #expect(Suggestion.closest(to: "x", in: ["l", "a", "b"]) == nil)
  }

  /// Case does not count: `--FORMAT` is `--format` typed with Caps Lock on, `-L` the `l`
  /// of L\*, `CONVERT` the subcommand; a difference of case beside other edits counts as
  /// none of them.
  @Test func caseDoesNotCount() {
    #expect(Suggestion.closest(to: "FORMAT", in: ["from", "format"]) == "format")
    #expect(Suggestion.closest(to: "L", in: ["from", "white", "l", "a", "b"]) == "l")
    #expect(Suggestion.closest(to: "CONVERT", in: ["set", "convert", "watch"]) == "convert")
    #expect(Suggestion.closest(to: "FROMAT", in: ["from", "format"]) == "format")
    #expect(Suggestion.closest(to: "X", in: ["l", "a", "b"]) == nil)
  }

  @Test func shortNamesAllowOneEdit() {
    #expect(Suggestion.closest(to: "tace", in: ["trace"]) == "trace")
    #expect(Suggestion.closest(to: "ta", in: ["trace"]) == nil)
    #expect(Suggestion.closest(to: "helo", in: ["help"]) == "help")
    #expect(Suggestion.closest(to: "hlp", in: ["help"]) == "help")
    #expect(Suggestion.closest(to: "hl", in: ["help"]) == nil)
  }

  @Test func longerNamesAllowTwoEdits() {
    #expect(Suggestion.closest(to: "formt", in: ["format"]) == "format")
    #expect(Suggestion.closest(to: "frmt", in: ["format"]) == "format")
    #expect(Suggestion.closest(to: "fmt", in: ["format"]) == nil)
  }

  @Test func aVeryLongWordIsComparedCheaplyAndNotSuggested() {
    let word = String(repeating: "x", count: 1_000_000)
    #expect(Suggestion.closest(to: word, in: ["format", "help"]) == nil)
  }

  /// The color names' suggestion, which gives most names up by their letters alone, offers
  /// what comparing the word with every name offers: checked on 3,000 words made from the
  /// names by one to four random edits (insertions, deletions, substitutions and swaps, in
  /// any case and with letters outside ASCII), and on words of random letters.
  @Test func theColorNamesSuggestionIsTheClosestOfAllNames() {
    var generator = SeededGenerator(seed: 0x5EED_C010)
    let names = NamedColor.all.map(\.name) + ["transparent"]
    let letters = Array("abcdefghijklmnopqrstuvwxyzéA-Z ")
    var mismatches: [String] = []
    var suggested = 0
    for trial in 0..<3_000 {
      var word = trial % 10 == 0 ? [] : Array(names.randomElement(using: &generator) ?? "")
      for _ in 0..<(trial % 10 == 0 ? Int.random(in: 1...12, using: &generator) : 0) {
        word.append(letters.randomElement(using: &generator) ?? "a")
      }
      for _ in 0..<Int.random(in: 1...4, using: &generator) where !word.isEmpty {
        let at = Int.random(in: 0..<word.count, using: &generator)
        let letter = letters.randomElement(using: &generator) ?? "a"
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: word.insert(letter, at: at)
        case 1: word.remove(at: at)
        case 2: word[at] = letter
        default: if at + 1 < word.count { word.swapAt(at, at + 1) }
        }
      }
      let typed = String(word)
      let expected = Suggestion.closest(to: typed, in: names.sorted())
      if NamedColor.suggestedName(for: typed) != expected { mismatches.append(typed) }
      if expected != nil { suggested += 1 }
    }
    #expect(mismatches == [])
    #expect(suggested > 1_000)
  }

  @Test func noCandidatesNoSuggestion() {
    #expect(Suggestion.closest(to: "set", in: []) == nil)
  }
}
