import Testing

@testable import LabcolorCommands

@Suite struct SuggestionTests {
  @Test(arguments: [
    ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("abc", "abc", 0), ("kitten", "sitting", 3),
    ("form", "from", 1), ("ab", "ba", 1), ("ca", "abc", 3), ("fromat", "format", 1),
  ])
  func distance(first: String, second: String, expected: Int) {
    #expect(Suggestion.distance(Array(first), Array(second)) == expected)
    #expect(Suggestion.distance(Array(second), Array(first)) == expected)
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

  @Test func noCandidatesNoSuggestion() {
    #expect(Suggestion.closest(to: "set", in: []) == nil)
  }
}
