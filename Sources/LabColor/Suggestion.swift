/// The "did you mean" of an unknown name (a color name, and labcolor's options, subcommands
/// and keys): the closest known name, if close.
///
/// Closeness is the optimal-string-alignment distance (insertions, deletions,
/// substitutions and swaps of neighbours each cost 1) over characters. A candidate is
/// suggested when its distance is at most 1 for names of up to 4 characters, at most 2 for
/// longer ones, and never for a 1-character pair (`--x` does not suggest `--l`). Case
/// does not count: names are compared in lower case, so that `--FORMAT` suggests
/// `--format` and `-L` suggests `--l`, as `Set` suggests `set`. The closest candidate
/// wins; on a tie, the first in declaration order.
///
///     Suggestion.closest(to: "fromat", in: ["from", "format"])  // "format"
package enum Suggestion {
  /// The candidate closest to `word`, or `nil` when none is close enough.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    let known = candidates.map { Array($0.lowercased()) }
    return closestIndex(to: Array(word.lowercased()), among: known).map { candidates[$0] }
  }

  /// The index of the candidate closest to `typed`, or `nil` when none is close enough: the
  /// work of ``closest(to:in:)`` over sequences lowercased already, for a caller that keeps
  /// its candidates so (the color names, whose suggestion is made for every bad line of a
  /// file). A candidate whose length alone puts it too far is not compared, nor one that
  /// `leastDistance`, a lower bound of its distance the caller can find cheaply, puts too far.
  package static func closestIndex<Element: Equatable>(
    to typed: [Element], among candidates: [[Element]],
    leastDistance: (_ index: Int) -> Int = { _ in 0 }
  ) -> Int? {
    var best: (index: Int, distance: Int)?
    for (index, known) in candidates.enumerated() {
      // Only a candidate nearer than the best so far can win (on a tie, the first does).
      let limit = min(allowedDistance(max(typed.count, known.count)), (best?.distance ?? .max) - 1)
      guard abs(typed.count - known.count) <= limit, leastDistance(index) <= limit,
        let distance = Self.distance(typed, known, atMost: limit)
      else { continue }
      best = (index, distance)
    }
    return best?.index
  }

  /// The largest distance at which a name of `length` characters is still suggested.
  package static func allowedDistance(_ length: Int) -> Int {
    switch length {
    case ...1: return 0
    case 2...4: return 1
    default: return 2
    }
  }

  /// The optimal-string-alignment distance between two sequences (of characters, or of
  /// Unicode scalars).
  package static func distance<Element: Equatable>(_ first: [Element], _ second: [Element])
    -> Int
  {
    distance(first, second, atMost: .max) ?? .max
  }

  /// The optimal-string-alignment distance between two sequences if it is at most `bound`;
  /// `nil` if it is more, found as soon as two rows of the table in a row lie past `bound`,
  /// so that most candidates are given up after a few rows.
  package static func distance<Element: Equatable>(
    _ first: [Element], _ second: [Element], atMost bound: Int
  ) -> Int? {
    guard !first.isEmpty else { return second.count <= bound ? second.count : nil }
    guard !second.isEmpty else { return first.count <= bound ? first.count : nil }
    let width = second.count + 1
    // Three rows of the dynamic-programming table, side by side in one buffer on the stack:
    // two rows back, previous, current (their offsets rotate).
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { table -> Int? in
      var (beforePrevious, previous, current) = (0, width, 2 * width)
      for j in 0..<width {
        table.initializeElement(at: beforePrevious + j, to: 0)
        table.initializeElement(at: previous + j, to: j)
        table.initializeElement(at: current + j, to: 0)
      }
      var previousMinimum = 0
      for i in 1...first.count {
        table[current] = i
        var minimum = i
        for j in 1...second.count {
          let cost = first[i - 1] == second[j - 1] ? 0 : 1
          var value = min(
            table[previous + j] + 1, table[current + j - 1] + 1, table[previous + j - 1] + cost)
          if i > 1, j > 1, first[i - 1] == second[j - 2], first[i - 2] == second[j - 1] {
            value = min(value, table[beforePrevious + j - 2] + 1)
          }
          table[current + j] = value
          minimum = min(minimum, value)
        }
        // Every later entry is an entry of one of the last two rows plus 0 or 1 (a
        // substitution of equal elements costs 0, a swap 1 from two rows back): once this
        // row lies past `bound` and the one before it reaches it, so does the rest.
        if minimum > bound, previousMinimum >= bound { return nil }
        previousMinimum = minimum
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
      }
      let distance = table[previous + second.count]
      return distance <= bound ? distance : nil
    }
  }
}
