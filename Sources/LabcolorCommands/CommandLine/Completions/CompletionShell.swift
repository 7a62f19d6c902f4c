/// The shells `--generate-completion-script` writes a script for.
enum CompletionShell: String, CaseIterable, Sendable, ExpressibleByArgumentChoice {
  /// Bash, with the bash-completion conventions (`complete -F`).
  case bash
  /// Zsh, as a `#compdef` function for `fpath`.
  case zsh
  /// Fish, as `complete` commands.
  case fish
}
