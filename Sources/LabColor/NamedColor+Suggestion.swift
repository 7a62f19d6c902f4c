extension NamedColor {
  /// The color name closest in spelling to `word`, ignoring case, when one is close: one of
  /// the 148 names or `transparent`, the words ``ColorParser`` reads as colors.
  ///
  /// Closeness is that of labcolor's other suggestions: the optimal-string-alignment
  /// distance (an insertion, a deletion, a substitution or a swap of neighbours each count
  /// 1) is at most 1 for words of up to 4 characters and at most 2 for longer ones. The
  /// closest name wins; on a tie, the first in alphabetical order.
  ///
  ///     NamedColor.suggestedName(for: "rebeccapurpel")  // "rebeccapurple"
  ///     NamedColor.suggestedName(for: "Fuschia")        // "fuchsia"
  ///     NamedColor.suggestedName(for: "bluish")         // nil
  package static func suggestedName(for word: some StringProtocol) -> String? {
    let typed = Array(String(word).lowercased().unicodeScalars)
    // No name is within 2 scalars of a longer word.
    guard typed.count <= 32 else { return nil }
    let letters = letterSet(typed)
    let index = Suggestion.closestIndex(to: typed, among: suggestedSpellings) { index in
      // An edit puts at most one letter into the word and takes at most one out (a swap
      // none), so the distance is at least half the number of letters one of the two words
      // has and the other has not, found with no table: most names are given up here.
      ((letters ^ suggestedLetterSets[index]).nonzeroBitCount + 1) / 2
    }
    return index.map { suggestedNames[$0] }
  }

  /// Every name a suggestion can be: the named colors, and `transparent` in its alphabetical
  /// place.
  private static let suggestedNames = (all.map(\.name) + ["transparent"]).sorted()

  /// The scalars of each of ``suggestedNames`` (lowercase already), kept so: a suggestion
  /// is made for every line of a file that misspells a name, and compares them with
  /// nothing made again.
  private static let suggestedSpellings = suggestedNames.map { Array($0.unicodeScalars) }

  /// The ``letterSet(_:)`` of each of ``suggestedSpellings``.
  private static let suggestedLetterSets = suggestedSpellings.map(letterSet)

  /// The letters of `scalars`, as the set of 32 bins they fall in, a scalar in the bin of
  /// its value's low 5 bits (the letters `a` to `z` each in a bin of its own). Two different
  /// scalars in one bin only make two sets nearer, so that the bound taken from them stays a
  /// bound.
  private static func letterSet(_ scalars: [Unicode.Scalar]) -> UInt32 {
    scalars.reduce(0) { $0 | 1 << ($1.value & 31) }
  }
}
