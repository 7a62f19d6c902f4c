/// The "did you mean" of an unknown option or subcommand: the closest known name, if close.
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
enum Suggestion {
  /// The candidate closest to `word`, or `nil` when none is close enough.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let typed = Array(word.lowercased())
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let known = Array(candidate.lowercased())
      let limit = allowedDistance(max(typed.count, known.count))
      guard abs(typed.count - known.count) <= limit else { continue }
      let distance = Self.distance(typed, known)
      guard distance <= limit, distance < (best?.distance ?? Int.max) else { continue }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// The largest distance at which a name of `length` characters is still suggested.
  static func allowedDistance(_ length: Int) -> Int {
    switch length {
    case ...1: return 0
    case 2...4: return 1
    default: return 2
    }
  }

  /// The optimal-string-alignment distance between two character sequences.
  static func distance(_ first: [Character], _ second: [Character]) -> Int {
    guard !first.isEmpty else { return second.count }
    guard !second.isEmpty else { return first.count }
    let width = second.count + 1
    // Three rows of the dynamic-programming table: two rows back, previous, current.
    var beforePrevious = [Int](repeating: 0, count: width)
    var previous = Array(0..<width)
    var current = [Int](repeating: 0, count: width)
    for i in 1...first.count {
      current[0] = i
      for j in 1...second.count {
        let cost = first[i - 1] == second[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, first[i - 1] == second[j - 2], first[i - 2] == second[j - 1] {
          value = min(value, beforePrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[second.count]
  }
}
