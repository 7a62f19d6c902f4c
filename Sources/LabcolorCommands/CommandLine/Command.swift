/// A command of a command-line tool, declared once: its name, help texts, options, positional
/// arguments, subcommands, validation and body.
///
/// The parser and the help text both read this declaration, so help cannot drift from what
/// the command accepts. A command is declared as a value, usually beside the functions that
/// validate and run it:
///
///     enum GraphCommand {
///       enum Format: String, ExpressibleByArgumentChoice { case text, dot }
///
///       static let format = Option(
///         "format", valueName: "format", default: Format.text, help: "The output format.")
///
///       static let command = Command(
///         name: "graph",
///         abstract: "Print the LabColor dependency graph.",
///         discussion: "Each line names a key and the keys it depends on.",
///         options: [format],
///         run: run)
///
///       static func run(_ invocation: Invocation) throws(CommandError) {
///         switch invocation.arguments.value(of: format) {
///         case .dot: invocation.output.write("digraph LabColor {…}\n")
///         case .text: invocation.output.write("…\n")
///         }
///       }
///     }
///
/// A body declared inline as a closure must spell out its error type:
/// `run: { invocation throws(CommandError) in … }`.
///
/// Every option value and positional word is read into its declared type by the parser
/// (``ExpressibleByArgument``), so a word that is not a value, or a value the declaration
/// refuses, is a usage error before the command runs. `validate` runs after parsing and
/// before `run`, for checks that involve several values; it throws `.usage`. `run` writes
/// to `invocation.output` and `invocation.error` and throws `CommandError` to fail; it never
/// calls `exit`.
///
/// A command with subcommands, or with no body, is a group: its first positional word names
/// a subcommand, and it takes no positional arguments of its own. A group given no
/// subcommand runs its body if it has one, and otherwise prints its help (status 0), as
/// swift-argument-parser does.
///
/// `-h` and `--help` are built in on every command; `--version` on any command that
/// declares a `version`.
struct Command: Sendable {
  /// A command's body: does the work, writes to the invocation's streams.
  typealias Body = @Sendable (Invocation) throws(CommandError) -> Void

  /// A check of the parsed arguments that runs before the body.
  typealias Validation = @Sendable (ParsedArguments) throws(CommandError) -> Void

  /// The word that selects the command: `set`.
  var name: String
  /// One sentence: the OVERVIEW line of help and the command's row in its parent's help.
  var abstract: String
  /// Paragraphs after the overview, one line each, separated by blank lines. Lines that
  /// start with a space (examples) are printed as written; the others are wrapped.
  var discussion: String
  /// The version printed by `--version` (`labcolor 0.1.0`); `nil` for no `--version`.
  var version: String?
  /// Options and flags, in the order help lists them.
  var options: [OptionDeclaration]
  /// Positional arguments, in command-line order.
  var arguments: [ArgumentDeclaration]
  /// Subcommands, in the order help lists them, each declared when first needed.
  var subcommandList: [Subcommand]
  /// Runs after parsing, before `run`.
  var validate: Validation?
  /// The command's work; `nil` for a group that only holds subcommands.
  var run: Body?
  /// Former names of options, without dashes, each with the option's name now: given
  /// the old one, the usage error names the new one.
  var renamedOptions: [String: String]

  /// Declares a command.
  init(
    name: String,
    abstract: String,
    discussion: String = "",
    version: String? = nil,
    options: [any CommandOption] = [],
    arguments: [any CommandArgument] = [],
    subcommands: [Subcommand] = [],
    validate: Validation? = nil,
    renamedOptions: [String: String] = [:],
    run: Body? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.version = version
    self.options = options.map(\.declaration)
    self.arguments = arguments.map(\.declaration)
    self.subcommandList = subcommands
    self.validate = validate
    self.renamedOptions = renamedOptions
    self.run = run
  }

  /// Whether the command's first positional word names a subcommand.
  var isGroup: Bool { !subcommandList.isEmpty || run == nil }

  /// Every subcommand's declaration, in the order help lists them.
  var subcommands: [Command] { subcommandList.map(\.command) }

  /// The subcommands' names, in the order help lists them, without declaring them.
  var subcommandNames: [String] { subcommandList.map(\.name) }

  /// The subcommand with the given name; only that one is declared.
  func subcommand(named name: String) -> Command? {
    subcommandList.first { $0.name == name }?.command
  }

  /// Whether a subcommand has the given name.
  func hasSubcommand(named name: String) -> Bool {
    subcommandList.contains { $0.name == name }
  }
}

/// A subcommand as its parent lists it: its name, and its declaration, built when the
/// command line selects it or help lists it.
///
/// A run of `labcolor set` builds the declaration of `set` alone — its options, their
/// parsers and help texts — not those of the nine other commands: start-up does nothing
/// for a command that does not run. The name is the declaration's own; a test checks
/// that the two agree.
struct Subcommand: Sendable {
  /// The word that selects the subcommand.
  let name: String
  private let declare: @Sendable () -> Command

  /// A subcommand named `name`, declared by `declare` when first needed. `declare`
  /// should read a `static let`, which the language initializes once.
  init(_ name: String, declaredBy declare: @escaping @Sendable () -> Command) {
    self.name = name
    self.declare = declare
  }

  /// A subcommand already declared.
  init(_ command: Command) {
    self.name = command.name
    self.declare = { command }
  }

  /// The subcommand's declaration.
  var command: Command { declare() }
}
