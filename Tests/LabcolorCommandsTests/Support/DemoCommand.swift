import LabColor

@testable import LabcolorCommands

/// A command tree that exercises the framework the way labcolor's commands will: options of
/// every kind, flags, positional arguments, validation, a nested group, and input.
///
///     demo                    group, version 1.2.3
///       paint                 options, flags, repeatable positionals, validation
///       mix                   required and optional positionals, a long option label
///       palette               group without a body
///         echo                numbers its input lines
enum Demo {
  enum Format: String, ExpressibleByArgumentChoice {
    case text
    case json
  }

  static let lightness = Option(
    "l", short: "l", default: 50.0, repeatable: true, help: "Lightness L*, from 0 to 100.")
  static let format = Option(
    "format", valueName: "format", default: Format.text, help: "The output format.")
  static let label = Option<String?>(
    "label", valueName: "text",
    help: "A label printed before the values; any text, including spaces and the empty string.")
  static let trace = Flag("trace", short: "t", help: "Print each element as it is applied.")
  static let quiet = Flag("quiet", short: "q", help: "Print nothing.")
  static let assignment = Argument<String>(
    "assignment", optional: true, repeatable: true,
    help: "A key=value word, applied in order with the options.")

  static let paint = Command(
    name: "paint",
    abstract: "Paint a test color.",
    discussion: "Applies the options and assignments in command-line order.\n\n"
      + "    demo paint --l 60 a=5 --l 70",
    options: [lightness, format, label, trace, quiet],
    arguments: [assignment],
    validate: validatePaint,
    run: runPaint)

  static func validatePaint(_ arguments: ParsedArguments) throws(CommandError) {
    for number in arguments.values(of: lightness) where !(0...100).contains(number) {
      throw .usage("L* must be between 0 and 100 (got \(NumberFormat.string(number))).")
    }
  }

  /// Prints every element in order, one per line; the assignment `fail` is bad data.
  static func runPaint(_ invocation: Invocation) throws(CommandError) {
    let arguments = invocation.arguments
    guard !arguments.contains(quiet) else { return }
    if let text = arguments.value(of: label) { invocation.output.write("label: \(text)\n") }
    for element in arguments.elements {
      switch element {
      case .option(let name, let value):
        invocation.output.write("option \(name) \(value)\n")
      case .flag(let name):
        invocation.output.write("flag \(name)\n")
      case .argument(let name, let value):
        guard value != "fail" else { throw .badData("Cannot use 'fail'.") }
        invocation.output.write("argument \(name) \(value)\n")
      }
    }
  }

  static let first = Argument<String>("first", help: "The first color.")
  static let second = Argument<String>("second", help: "The second color.")
  static let weight = Argument<Double>(
    "weight", optional: true, help: "The weight of the first color.")
  static let background = Option<String?>(
    "background-color", valueName: "color", help: "The color behind the mix.")

  static let mix = Command(
    name: "mix",
    abstract: "Mix two colors.",
    options: [background],
    arguments: [first, second, weight],
    run: { invocation throws(CommandError) in
      let words = invocation.arguments.elements.compactMap(\.value)
      invocation.output.write(words.joined(separator: " ") + "\n")
    })

  /// Writes `number: text` for each line; reports overlong lines and fails at the end if
  /// there were any. Lines up to 8 bytes.
  static let echo = Command(
    name: "echo",
    abstract: "Number the lines of standard input.",
    run: { invocation throws(CommandError) in
      var overlong = 0
      try invocation.forEachLine(maximumLineLength: 8) { element throws(CommandError) in
        switch element {
        case .line(let line):
          invocation.output.write("\(line.number): \(line.text)\n")
        case .overlong(let number):
          overlong += 1
          invocation.error.write("line \(number): longer than 8 bytes\n")
        }
      }
      if overlong > 0 { throw .badData("\(overlong) lines were too long.") }
    })

  static let palette = Command(
    name: "palette", abstract: "Work with palettes.", subcommands: [Subcommand(echo)])

  static let root = Command(
    name: "demo",
    abstract: "Exercise the command-line framework.",
    version: "1.2.3",
    subcommands: [Subcommand(paint), Subcommand(mix), Subcommand(palette)])
}

/// What an in-process run produced.
struct RunResult: Equatable {
  var status: ExitCode
  var stdout: String
  var stderr: String
}

/// Runs `command` in-process with in-memory streams.
func run(
  _ arguments: [String], command: Command = Demo.root, input: Input = .bytes([]),
  environment: [String: String] = [:]
) -> RunResult {
  let output = Output()
  let error = Output(flushesEachLine: true)
  let status = command.execute(
    arguments: arguments, environment: environment, input: input, output: output, error: error)
  return RunResult(status: status, stdout: output.text, stderr: error.text)
}
