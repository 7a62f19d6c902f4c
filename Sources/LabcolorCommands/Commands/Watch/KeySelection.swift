import LabColor

/// The keys whose notifications `watch --keys` prints: names and aliases separated by
/// commas, in any case (`hex,inGamut`, `L*, a`), kept in the model's key order.
struct KeySelection: Hashable, Sendable, ExpressibleByArgument {
  /// The chosen keys, in the model's order.
  var keys: [ColorKey]

  /// Every key of the model.
  static let all = KeySelection(keys: ColorKey.allCases)

  private init(keys: [ColorKey]) {
    self.keys = keys
  }

  /// Reads a list of key names (`all` for every key).
  ///
  /// - Throws: a refusal for an unknown name:
  ///   `Unknown key 'hexx' in --keys (did you mean 'hex'?).`
  init(argument: String) throws(ArgumentValueError) {
    var chosen: Set<ColorKey> = []
    for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
      let name = name.filter { $0 != " " }
      // `all`, the default as help shows it, chooses every key.
      if name.lowercased() == "all" {
        chosen.formUnion(ColorKey.allCases)
        continue
      }
      guard let key = KeyNames.key(named: name).flatMap(ColorKey.init(rawValue:)) else {
        var message = "Unknown key \(UserText.quoted(name)) in --keys"
        if let suggestion = KeyNames.suggestion(for: name), !name.isEmpty {
          message += " (did you mean '\(suggestion)'?)"
        } else {
          // `all` too: the list is what `--keys` takes, and help shows `all` as its default.
          message += " (keys: \(LabColor.allKeys.joined(separator: ", ")), or all)"
        }
        throw .refused(message: message + ".")
      }
      chosen.insert(key)
    }
    keys = ColorKey.allCases.filter(chosen.contains)
  }

  /// `all` for every key, otherwise the names separated by commas.
  var argumentDescription: String {
    keys == ColorKey.allCases ? "all" : keys.map(\.name).joined(separator: ",")
  }
}
