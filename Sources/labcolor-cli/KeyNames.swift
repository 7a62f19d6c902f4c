import LabColor

/// The names of `LabColor`'s keys as the command line accepts them.
///
/// Every key goes by its name (`lComponent`, `x`, `hex`, `inGamut`, …) in any case; the
/// stored components also by the aliases the model declares for key-value coding: `l`,
/// `lightness`, `L*`; `a`, `a*`; `b`, `b*`. The model resolves names itself when a value is
/// set; this table lets the command line name the key in messages, tell a computed key from
/// an unknown one, and accept aliases in `watch --keys`. (A test checks it against the
/// model's own key-value coding.)
enum KeyNames {
  /// The aliases of the stored components, lowercased, and the key each one names.
  static let aliases: [String: String] = [
    "l": "lComponent", "lightness": "lComponent", "l*": "lComponent",
    "a": "aComponent", "a*": "aComponent",
    "b": "bComponent", "b*": "bComponent",
  ]

  /// The names suggested for a mistyped key: the short aliases, then every key.
  static let suggestions = ["l", "a", "b", "lightness"] + LabColor.allKeys

  /// The key that `name` names, regardless of case, or `nil` when none does.
  ///
  ///     KeyNames.key(named: "L*")   // "lComponent"
  ///     KeyNames.key(named: "HEX")  // "hex"
  static func key(named name: some StringProtocol) -> String? {
    let lowercased = name.lowercased()
    if let key = LabColor.allKeys.first(where: { $0.lowercased() == lowercased }) { return key }
    return aliases[lowercased]
  }

  /// Whether `key` (a key's name) is a stored component, which can be set.
  static func isStored(_ key: String) -> Bool {
    LabColor.componentKeys.contains(key)
  }

  /// The known name closest to `name`, ignoring case, if one is close (see `Suggestion`).
  static func suggestion(for name: some StringProtocol) -> String? {
    let candidates = suggestions.map { $0.lowercased() }
    guard let match = Suggestion.closest(to: name.lowercased(), in: candidates),
      let index = candidates.firstIndex(of: match)
    else { return nil }
    return suggestions[index]
  }
}
