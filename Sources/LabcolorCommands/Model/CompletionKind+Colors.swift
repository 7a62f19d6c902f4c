import LabColor

extension CompletionKind {
  /// A color: the CSS color names, and `transparent`.
  static let colors = CompletionKind.namedWords(
    NamedWords("colors") { NamedColor.all.map(\.name) + ["transparent"] })

  /// A `key=value` word: each stored component's names, with `=`.
  static let assignments = CompletionKind.namedWords(
    NamedWords("assignments") {
      LabColor.Component.allCases.flatMap { [$0.name] + LabColor.aliases(ofKey: $0.name) }
        .map { $0 + "=" }
    })

  /// Key names, as `watch --keys` takes them (several separated by commas), and `all`.
  static let keys = CompletionKind.namedWords(
    NamedWords("keys", separatedBy: ",") { LabColor.allKeys + ["all"] })
}
