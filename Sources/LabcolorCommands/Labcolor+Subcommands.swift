/// The commands of `labcolor`, in the order help lists them.
///
/// To add a command:
///
/// 1. Declare it in its own file, `SetCommand.swift`: an `enum SetCommand` with its options
///    and arguments as `static let`s, a `static let command = Command(name: "set",
///    abstract: …, options: […], arguments: […], validate: validate, run: run)`, and
///    `static func run(_ invocation: Invocation) throws(CommandError)` (see `Command`).
/// 2. Add `Subcommand("set") { SetCommand.command }` to the list below.
///
/// Help, `help set`, parsing and errors follow from the declaration; the body reads
/// `invocation.arguments`, writes `invocation.output`, and throws `CommandError.usage` or
/// `.badData` to fail with status 2 or 1.
///
/// The list names each command and says where its declaration is; a run declares only the
/// command it runs (help, the completion scripts and the manual page declare them all).
extension Labcolor {
  /// The subcommands of `labcolor`, as the root command lists them.
  static let subcommandList: [Subcommand] = [
    Subcommand("set") { SetCommand.command },
    Subcommand("convert") { ConvertCommand.command },
    Subcommand("watch") { WatchCommand.command },
    Subcommand("graph") { GraphCommand.command },
    Subcommand("explore") { ExploreCommand.command },
    Subcommand("compare") { CompareCommand.command },
    Subcommand("mix") { MixCommand.command },
    Subcommand("gradient") { GradientCommand.command },
    Subcommand("name") { NameCommand.command },
    Subcommand("slice") { SliceCommand.command },
  ]

  /// Every subcommand's declaration.
  static var subcommands: [Command] { subcommandList.map(\.command) }
}
