/// A positional argument of a command, declared once; parsing and help both read it.
///
/// Positional words are given to the declared arguments in order. A repeatable argument
/// takes every remaining word, so it comes last. Words that look like negative numbers
/// (`-20`, `-.5`) are positional words, not options; after `--` every word is one.
///
///     static let assignment = Argument(
///       "assignment", optional: true, repeatable: true, help: "A key=value word.")
struct Argument: Hashable, Sendable {
  /// The name shown as `<name>` in usage, help and errors.
  var name: String
  /// The kind of value the argument takes.
  var kind: ValueKind
  /// Whether the command runs without it.
  var isOptional: Bool
  /// Whether it takes every remaining positional word.
  var isRepeatable: Bool
  /// One or two sentences for the ARGUMENTS section of help.
  var help: String

  /// Declares a positional argument.
  init(
    _ name: String, kind: ValueKind = .string, optional: Bool = false, repeatable: Bool = false,
    help: String
  ) {
    self.name = name
    self.kind = kind
    self.isOptional = optional
    self.isRepeatable = repeatable
    self.help = help
  }
}
