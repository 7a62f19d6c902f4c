/// A shell completion script for a command tree, generated from its declarations: the
/// subcommands, the options of each command and what their values may be, and what each
/// command's positional words may be (`CompletionKind`). So completion cannot drift from
/// what the commands accept.
///
///     labcolor --generate-completion-script bash > /etc/bash_completion.d/labcolor
enum CompletionScript {
  /// The script for `shell` completing `root` and its subcommands.
  static func script(for root: Command, shell: CompletionShell) -> String {
    let tree = CompletionTree(root: root)
    switch shell {
    case .bash: return bash(tree)
    case .zsh: return zsh(tree)
    case .fish: return fish(tree)
    }
  }

  /// The `case "$prev" in … esac` block, shared by bash and zsh, that completes the value
  /// of each of `node`'s options taking one: a pattern of its spellings, then `reply` of its
  /// completion and `return`. Empty when no option takes a value.
  static func optionValueCases(
    _ node: CompletionTree.Node, spellings: (OptionDeclaration) -> [String],
    reply: (CompletionKind) -> String
  ) -> String {
    let valued = node.options.filter { !$0.isFlag }
    guard !valued.isEmpty else { return "" }
    var block = "            case \"$prev\" in\n"
    for option in valued {
      let patterns = spellings(option).joined(separator: "|")
      block += "                \(patterns)) \(reply(option.completion)); return ;;\n"
    }
    return block + "            esac\n"
  }

  /// The first sentence of an option's help, without its period, as zsh and fish show beside
  /// the option: `The notation to write` of `The notation to write (see above).`.
  static func summary(_ help: String) -> String {
    var sentence = help[...]
    if let end = sentence.firstRange(of: ". ") { sentence = sentence[..<end.lowerBound] }
    if let parenthesis = sentence.firstRange(of: " (see ") {
      sentence = sentence[..<parenthesis.lowerBound]
    }
    while sentence.last == "." { sentence = sentence.dropLast() }
    return String(sentence)
  }
}

/// The command tree flattened for the generators: every command with its path from the
/// root, and the named word lists they use, each once.
struct CompletionTree {
  /// One command and what completes after it.
  struct Node {
    /// The command's words from the root: `["labcolor", "set"]`.
    var path: [String]
    /// The command: for `labcolor help`, the root, whose subcommands it names.
    var command: Command
    /// The words that move down to another node: the subcommands' names, and `help` at the
    /// root. After `help`, a subcommand's name moves to a path no node has, where nothing is
    /// offered: `help` takes one name.
    var children: [String]
    /// The options, with `--help` (and `--version` where declared).
    var options: [OptionDeclaration]
    /// What a positional word may be: the subcommands of a group (and `help`), else the first
    /// argument that offers something.
    var positional: CompletionKind
    /// Whether this is the root's `help`, whose word names a subcommand.
    var isHelp = false
  }

  /// The name of the tool: the root's name.
  let name: String
  /// Every command, the root first, parents before children; after the root's subcommands,
  /// its `help`, which takes a subcommand's name and only `--help`.
  let nodes: [Node]
  /// The named word lists, by name, in order of first use.
  let namedLists: [(name: String, words: [String])]

  /// The `--help` every command takes.
  static let helpOption = OptionDeclaration(
    name: "help", shortName: "h", valueName: "", defaultDescription: nil, allValueStrings: [],
    isRepeatable: false, help: "Show help information.", parse: nil)

  /// The `--version` of a command that declares a version.
  static let versionOption = OptionDeclaration(
    name: "version", shortName: nil, valueName: "", defaultDescription: nil, allValueStrings: [],
    isRepeatable: false, help: "Show the version.", parse: nil)

  init(root: Command) {
    name = root.name
    var nodes: [Node] = []
    func visit(_ command: Command, path: [String]) {
      var names = command.subcommandNames
      if path.count == 1, command.isGroup { names.append("help") }
      var options = command.options
      options.append(Self.helpOption)
      if command.version != nil { options.append(Self.versionOption) }
      let positional: CompletionKind =
        command.isGroup
        ? .words(names) : command.arguments.map(\.completion).first { $0 != .none } ?? .none
      nodes.append(
        Node(
          path: path, command: command, children: names, options: options,
          positional: positional))
      for subcommand in command.subcommands { visit(subcommand, path: path + [subcommand.name]) }
    }
    visit(root, path: [root.name])
    if root.isGroup {
      nodes.append(
        Node(
          path: [root.name, "help"], command: root, children: root.subcommandNames,
          options: [Self.helpOption],
          positional: .words(root.subcommandNames), isHelp: true))
    }
    self.nodes = nodes
    var lists: [(String, [String])] = []
    let kinds = nodes.flatMap { node in node.options.map(\.completion) + [node.positional] }
    for case .namedWords(let list) in kinds where !lists.contains(where: { $0.0 == list.name }) {
      lists.append((list.name, list.words))
    }
    namedLists = lists
  }

  /// The words of a fixed list: those of `.words`, or of a named list.
  static func words(_ kind: CompletionKind) -> [String] {
    switch kind {
    case .words(let words): return words
    case .namedWords(let list): return list.words
    case .none, .files: return []
    }
  }
}
