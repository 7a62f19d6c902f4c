/// The commands a command line selected, from the root to the one that runs.
///
/// `labcolor set --l 50` selects the path `labcolor set`: the root and one subcommand.
struct CommandPath: Sendable {
  /// The tool's top-level command.
  var root: Command
  /// The subcommands selected below the root, outermost first.
  var subcommands: [Command] = []

  /// The command that runs: the last one selected.
  var leaf: Command { subcommands.last ?? root }

  /// Whether no subcommand was selected.
  var isRoot: Bool { subcommands.isEmpty }

  /// The command as typed: `labcolor set`.
  var name: String {
    ([root.name] + subcommands.map(\.name)).joined(separator: " ")
  }

  /// Selects a subcommand of the leaf.
  mutating func append(_ command: Command) {
    subcommands.append(command)
  }
}
