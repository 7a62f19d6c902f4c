/// What a shell's completion may offer for an option's value or a positional word.
///
/// An option whose type has a fixed list of words (an enum of choices) offers them; other
/// declarations say what they take: a color (the CSS color names), a `key=value` word (the
/// model's keys), a file.
enum CompletionKind: Sendable, Hashable {
  /// Nothing to offer: any text or number.
  case none
  /// These words.
  case words([String])
  /// A list of words with a name, written once in a completion script however many
  /// options offer it (`colors`, `assignments`), and made only when a script is: declaring
  /// a command must cost nothing at start-up.
  case namedWords(NamedWords)
  /// File names.
  case files

  /// The words of a fixed list of choices, or nothing.
  static func choices(_ words: [String]) -> CompletionKind {
    words.isEmpty ? .none : .words(words)
  }
}

/// A named list of completion words, made on demand.
struct NamedWords: Sendable, Hashable {
  /// The list's name, which identifies it.
  let name: String
  /// What separates several of the words in one value (`hex,inGamut`), if several may be
  /// given; bash, zsh and fish then complete the word after the last separator.
  let separator: String?
  /// Makes the words.
  let make: @Sendable () -> [String]

  /// A list called `name` whose words `make` makes; a value holds one of them, or several
  /// separated by `separator`.
  init(
    _ name: String, separatedBy separator: String? = nil,
    _ make: @escaping @Sendable () -> [String]
  ) {
    self.name = name
    self.separator = separator
    self.make = make
  }

  /// The words.
  var words: [String] { make() }

  static func == (lhs: NamedWords, rhs: NamedWords) -> Bool { lhs.name == rhs.name }

  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
