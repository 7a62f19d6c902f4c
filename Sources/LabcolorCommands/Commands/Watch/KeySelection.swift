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

  /// Reads a list of key names (`all` for every key), with any blanks around each name.
  ///
  /// - Throws: a refusal for an unknown name, as typed (a blank inside a name is kept, as
  ///   `set` keeps it, not taken out, which made `h e x` a key):
  ///   `Unknown key 'hexx' in --keys (did you mean 'hex'?).`, and for keys separated by
  ///   blanks only, `Unknown key 'hex inGamut' in --keys (separate keys with commas:
  ///   'hex,inGamut').`
  init(argument: String) throws(ArgumentValueError) {
    var chosen: Set<ColorKey> = []
    for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
      let name = Self.trimmingBlanks(name)
      // `all`, the default as help shows it, chooses every key.
      if Self.isAll(name) {
        chosen.formUnion(ColorKey.allCases)
        continue
      }
      guard let key = KeyNames.key(named: name).flatMap(ColorKey.init(rawValue:)) else {
        var message = "Unknown key \(UserText.quoted(String(name))) in --keys"
        let words = name.split(whereSeparator: Self.isBlank)
        if words.count > 1, words.allSatisfy({ Self.isAll($0) || KeyNames.key(named: $0) != nil }) {
          message += " (separate keys with commas: '\(words.joined(separator: ","))')"
        } else if let suggestion = KeyNames.suggestion(for: name), !name.isEmpty {
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

  /// Whether `name` is `all`, in any case.
  private static func isAll(_ name: Substring) -> Bool {
    name.lowercased() == "all"
  }

  /// Space or tab, which may surround a name.
  private static func isBlank(_ character: Character) -> Bool {
    character == " " || character == "\t"
  }

  /// `name` without the spaces and tabs at its ends.
  private static func trimmingBlanks(_ name: Substring) -> Substring {
    let start = name.firstIndex { !isBlank($0) } ?? name.endIndex
    let end = name.lastIndex { !isBlank($0) }.map(name.index(after:)) ?? start
    return name[start..<end]
  }

  /// `all` for every key, otherwise the names separated by commas.
  var argumentDescription: String {
    keys == ColorKey.allCases ? "all" : keys.map(\.name).joined(separator: ",")
  }
}
