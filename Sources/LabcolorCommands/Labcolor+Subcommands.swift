/// The commands of `labcolor`, in the order help lists them.
///
/// To add a command:
///
/// 1. Declare it in its own file, `SetCommand.swift`: an `enum SetCommand` with its options
///    and arguments as `static let`s, a `static let command = Command(name: "set",
///    abstract: …, options: […], arguments: […], validate: validate, run: run)`, and
///    `static func run(_ invocation: Invocation) throws(CommandError)` (see `Command`).
/// 2. Add `SetCommand.command` to the list below.
///
/// Help, `help set`, parsing and errors follow from the declaration; the body reads
/// `invocation.arguments`, writes `invocation.output`, and throws `CommandError.usage` or
/// `.badData` to fail with status 2 or 1.
extension Labcolor {
  /// The subcommands of `labcolor`.
  static let subcommands: [Command] = [
    SetCommand.command, ConvertCommand.command, WatchCommand.command, GraphCommand.command,
    ExploreCommand.command, CompareCommand.command, MixCommand.command, GradientCommand.command,
    NameCommand.command, SliceCommand.command,
  ]
}
