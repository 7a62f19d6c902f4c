@testable import LabcolorCommands

/// Runs `labcolor` in-process with in-memory streams: `stdin` as standard input (bytes or
/// text), `environment` as the environment, and a standard output that is, or is not, a
/// terminal.
func labcolor(
  _ arguments: [String], stdin: [UInt8] = [], environment: [String: String] = [:],
  terminal: Bool = false, windowColumns: Int? = nil
) -> RunResult {
  let output = Output(isTerminal: terminal, windowColumns: windowColumns)
  let error = Output(flushesEachLine: true)
  let status = Labcolor.run(
    arguments: arguments, environment: environment, input: .bytes(stdin), output: output,
    error: error)
  return RunResult(status: status, stdout: output.text, stderr: error.text)
}

/// `labcolor(_:stdin:environment:terminal:)` with text on standard input.
func labcolor(
  _ arguments: [String], stdin: String, environment: [String: String] = [:],
  terminal: Bool = false
) -> RunResult {
  labcolor(arguments, stdin: Array(stdin.utf8), environment: environment, terminal: terminal)
}

/// The usage lines that follow a usage error of each command, as the user sees them.
enum Usage {
  static let set = """
    Usage: labcolor set [--from <color>] [--white <white>] [--l <number> ...]
           [--a <number> ...] [--b <number> ...] [--format <format>] [--trace]
           [--color <when>] [<assignment> ...]
      See 'labcolor set --help' for more information.

    """

  static let convert = """
    Usage: labcolor convert [--to <format>] [--input <space>] [--white <white>]
           [--gamut <method>] [--precision <digits>] [--threads <count>] [--strict]
           [<color> ...]
      See 'labcolor convert --help' for more information.

    """

  static let watch = """
    Usage: labcolor watch [--from <color>] [--white <white>] [--l <number> ...]
           [--a <number> ...] [--b <number> ...] [--keys <keys>] [--format <format>]
           [--strict]
      See 'labcolor watch --help' for more information.

    """

  static let graph = """
    Usage: labcolor graph [--format <format>]
      See 'labcolor graph --help' for more information.

    """

  static let explore = """
    Usage: labcolor explore [--from <color>] [--white <white>] [--to <format>]
           [--color <when>]
      See 'labcolor explore --help' for more information.

    """

  static let compare = """
    Usage: labcolor compare [--metric <metric>] [--format <format>]
           [--input <space>] [--white <white>] [--color <when>] [--strict]
           [<color> ...]
      See 'labcolor compare --help' for more information.

    """

  static let mix = """
    Usage: labcolor mix [--amount <percentage>] [--in <space>] [--hue <method>]
           [--input <space>] [--to <format>] [--white <white>] [--gamut <method>]
           [--precision <digits>] [--color <when>] <color> ...
      See 'labcolor mix --help' for more information.

    """

  static let gradient = """
    Usage: labcolor gradient [--steps <count>] [--in <space>] [--hue <method>]
           [--input <space>] [--to <format>] [--white <white>] [--gamut <method>]
           [--precision <digits>] [--color <when>] <color> ...
      See 'labcolor gradient --help' for more information.

    """

  static let name = """
    Usage: labcolor name [--count <number>] [--format <format>] [--input <space>]
           [--white <white>] [--color <when>] [--strict] [<color> ...]
      See 'labcolor name --help' for more information.

    """

  static let slice = """
    Usage: labcolor slice [--l <number>] [--hue <degrees>] [--output <file>]
           [--size <pixels>] [--range <number>] [--gamut <space>]
           [--mark <color> ...] [--white <white>] [--color <when>]
      See 'labcolor slice --help' for more information.

    """
}

/// Values computed for the tests from the CIE 1976 L*a*b* and CSS Color 4 formulas
/// (css-color-4 `conversions.js`: `Lab_to_XYZ`, `XYZ_to_lin_sRGB`, `gam_sRGB`, D65 from its
/// chromaticity), in double precision, independently of labcolor.
enum Reference {
  /// lab(50 20 0) relative to D65: XYZ (Y of white = 1).
  static let designXYZ = (x: 0.21463971713282973, y: 0.18418651851244416, z: 0.20058975557145514)
  /// lab(50 20 0) relative to D65: gamma-encoded sRGB, which rounds to 152 107 120 (#986b78,
  /// the README's example).
  static let designSRGB = (
    red: 0.5947552452605973, green: 0.4179872620769664, blue: 0.4689142443644629
  )
}
