import Testing

/// Text compared with its numbers read as numbers: the words and punctuation must be the
/// same, and each number within `tolerance` of the expected one.
///
/// Reference values from other libraries (ColorAide, color.js) may differ from labcolor's in
/// the last binary place, while labcolor prints the shortest text of its own `Double`; so a
/// whole line is compared with the reference's numbers this way, never with labcolor's own.
enum TextWithNumbers {
  /// The pieces of `text`: runs of characters that form a number (`-0.5`, `1e+300`), and
  /// the runs between them.
  static func pieces(_ text: String) -> [Piece] {
    var pieces: [Piece] = []
    var index = text.startIndex
    while index < text.endIndex {
      let rest = text[index...]
      let numberEnd = rest.firstIndex { !"0123456789.-+eE".contains($0) } ?? text.endIndex
      if numberEnd > index, let number = Double(text[index..<numberEnd]),
        text[index].isNumber || (text[index] == "-" && numberEnd > text.index(after: index))
      {
        pieces.append(.number(number))
        index = numberEnd
      } else {
        let textEnd =
          rest.dropFirst().firstIndex { $0.isNumber || $0 == "-" } ?? text.endIndex
        pieces.append(.text(String(text[index..<textEnd])))
        index = textEnd
      }
    }
    return pieces.reduce(into: []) { merged, piece in
      if case .text(let next) = piece, case .text(let previous)? = merged.last {
        merged[merged.count - 1] = .text(previous + next)
      } else {
        merged.append(piece)
      }
    }
  }

  /// A run of text, or a number.
  enum Piece: Equatable {
    case text(String)
    case number(Double)
  }
}

/// Checks that `actual` is `expected` with every number within `tolerance` (absolute).
func expectText(
  _ actual: String, matches expected: String, tolerance: Double = 1e-12,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let got = TextWithNumbers.pieces(actual)
  let want = TextWithNumbers.pieces(expected)
  let matches =
    got.count == want.count
    && zip(got, want).allSatisfy { pair in
      switch pair {
      case (.number(let a), .number(let b)): return abs(a - b) <= tolerance
      default: return pair.0 == pair.1
      }
    }
  #expect(
    matches, "\(actual)\nexpected (numbers ± \(tolerance)):\n\(expected)",
    sourceLocation: sourceLocation)
}
