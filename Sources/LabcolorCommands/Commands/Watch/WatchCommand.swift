import KeyValueObserving
import LabColor

/// `labcolor watch`: apply changes read from standard input to the observable color, and
/// print every notification as it is delivered.
///
/// The color starts as `labcolor set` would (`--from`, `--white`, `--l`, `--a`, `--b`);
/// then each input line (`WatchLine`) is applied through key-value coding with validation,
/// and the observers of the keys chosen by `--keys` (all by default) print each change, in
/// delivery order, flushed whenever the watch waits for input. A line that cannot be
/// applied is reported on standard error, after the notifications before it, and the
/// watch goes on (with `--strict`, as `convert --strict`, it stops there); the exit status
/// is then 1. A change after which the color's XYZ or sRGB
/// values would overflow is refused too, as `set` and `convert` refuse such a color.
enum WatchCommand {
  /// `--keys <keys>`.
  static let keys = Option(
    "keys", valueName: "keys", default: KeySelection.all, completion: .keys,
    help: "Print only the notifications of these keys, separated by commas: hex,inGamut.")

  /// `--format <format>`.
  static let format = Option(
    "format", valueName: "format", default: ChangeWriter.Format.text,
    help: "Print each notification as 'key: old -> new', or as one JSON object per line.")

  /// `--strict`, as `convert --strict`.
  static let strict = InputProblems.strictFlag(stoppingAt: "change that cannot be applied")

  /// The longest input line read, in bytes; a longer one is reported and skipped.
  static let maximumLineLength = 16 * 1024

  /// The declaration of `labcolor watch`.
  static let command = Command(
    name: "watch",
    abstract: "Apply changes from standard input and print every notification.",
    discussion: """
      Starts like 'labcolor set', then reads one change per line and applies it through the \
      observable color model. Every notification is printed as it is delivered, in \
      dependency order: a change of a* notifies aComponent, x, red, green, blue, hex and \
      inGamut, but not y or z.

        l 60            set L* (also l=60, L*=60%, lightness 60)
        a += 5          add to a* (also a+=5, a += 4%: 4% of 125)
        b -= 2.5        subtract from b*
        set #336699     switch to another color (its alpha set aside): each key is
                        notified once
        # comment       ignored, as are blank lines

        $ printf 'a 20\\n' | labcolor watch --keys hex
        hex: #777777 -> #986b78
        $ printf 'a 20\\n' | labcolor watch --keys hex --format json
        {"seq":1,"key":"hex","old":"#777777","new":"#986b78"}

      A line that cannot be applied is reported on standard error as \
      'labcolor: line N: ...', and the watch goes on; with --strict, it stops there. It \
      ends at the end of input.

      Exit status: 0 if every change was applied; 1 if a change was refused, or if the \
      starting color cannot be used (--from is not a color, or the color is too far out of \
      range to convert), or if the input cannot be read or the output written; 2 for a \
      usage error.
      """,
    options: StartingColor.options + [keys, format, strict],
    run: run)

  /// Runs `labcolor watch`.
  static func run(_ invocation: Invocation) throws(CommandError) {
    let arguments = invocation.arguments
    let color = try StartingColor.color(arguments)
    try StartingColor.applyChanges(arguments, to: color)
    guard color.lab.convertsFinitely(white: color.white) else { throw .colorOverflows }
    let writer = ChangeWriter(
      output: invocation.output, format: arguments.value(of: format))
    let notifications = ColorNotifications(
      color: color, keys: arguments.value(of: keys).keys, onChange: writer.write)
    let problems = InputProblems(
      error: invocation.error, after: invocation.output, stopsAtFirst: arguments.contains(strict))
    let session = WatchSession(color: color)
    try invocation.forEachLine(maximumLineLength: maximumLineLength) {
      element throws(CommandError) in
      switch element {
      case .overlong(let number):
        try problems.report("longer than \(maximumLineLength) bytes", at: .line(number))
      case .line(let line):
        if let problem = session.apply(line.bytes) {
          try problems.report(problem, at: .line(line.number))
        }
      }
    }
    withExtendedLifetime(notifications) {}
    try problems.finish()
  }
}
