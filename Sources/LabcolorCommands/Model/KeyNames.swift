import KeyValueObserving
import LabColor

/// The names of `LabColor`'s keys as the command line accepts them, taken from the model's
/// own key table.
///
/// Every key goes by its name (`lComponent`, `x`, `hex`, `inGamut`, …) in any case; the
/// stored components also by the aliases the model declares (`l`, `lightness`, `L*`; `a`,
/// `a*`; `b`, `b*`). The model resolves names itself when a value is set; this lets the
/// command line name the key in messages, tell a computed key from an unknown one, suggest
/// a close name, and accept aliases in `watch --keys`.
enum KeyNames {
  /// The aliases of the stored components: `l`, `lightness`, `L*`, `a`, …
  private static let componentAliases =
    LabColor.componentKeys.flatMap { LabColor.aliases(ofKey: $0) }

  /// The names suggested for a mistyped key: the components' aliases, then every key.
  static let suggestions = componentAliases + LabColor.allKeys

  /// The names suggested for a mistyped key that is being set: the components' aliases and
  /// names, not the computed keys, which cannot be set.
  static let storedSuggestions = componentAliases + LabColor.componentKeys

  /// The key that `name` names, regardless of case, or `nil` when none does.
  ///
  ///     KeyNames.key(named: "L*")   // "lComponent"
  ///     KeyNames.key(named: "HEX")  // "hex"
  static func key(named name: some StringProtocol) -> String? {
    LabColor.keyName(for: String(name))
  }

  /// Whether `key` (a key's name) is a stored component, which can be set.
  static func isStored(_ key: String) -> Bool {
    LabColor.componentKeys.contains(key)
  }

  /// The known name closest to `name`, ignoring case, if one is close (see `Suggestion`);
  /// only a stored component's name when `storedOnly`, for a key being set.
  static func suggestion(for name: some StringProtocol, storedOnly: Bool = false) -> String? {
    let names = storedOnly ? storedSuggestions : suggestions
    let candidates = names.map { $0.lowercased() }
    guard let match = Suggestion.closest(to: name.lowercased(), in: candidates),
      let index = candidates.firstIndex(of: match)
    else { return nil }
    return names[index]
  }
}
