import Foundation
import Testing

@testable import LabcolorCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `labcolor explore` end to end: the built binary in a session of its own whose
/// controlling terminal is a pseudo-terminal opened by the test, keys typed on the master,
/// the screen read back through a ``VirtualTerminal``, standard output and error through
/// pipes, and the terminal's settings compared before and after.
@Suite struct ExploreCommandTests {
  /// One run of `labcolor explore` on a pseudo-terminal.
  final class Run {
    let terminal: PseudoTerminal
    let child: SpawnedLabcolor
    var screen: VirtualTerminal
    var transcript: [UInt8] = []
    let settingsBefore: [UInt8]
    private let output = TestPipe()
    private let errors = TestPipe()

    init(
      _ arguments: [String], columns: Int = 80, rows: Int = 24,
      environment: [String] = ["COLORTERM=truecolor", "TERM=xterm-256color"]
    ) throws {
      terminal = try PseudoTerminal(columns: columns, rows: rows)
      settingsBefore = terminal.settings()
      screen = VirtualTerminal(columns: columns, rows: rows)
      child = try SpawnedLabcolor(
        ["explore"] + arguments, stdin: .file(terminal.slavePath),
        stdout: .descriptor(output.writeEnd), stderr: .descriptor(errors.writeEnd),
        environment: environment, newSession: true)
      output.closeWriteEnd()
      errors.closeWriteEnd()
    }

    /// Reads the screen until `condition` holds (10 s at most).
    @discardableResult
    func waitFor(_ condition: (VirtualTerminal, [UInt8]) -> Bool) -> Bool {
      terminal.draw(into: &screen, transcript: &transcript, until: condition)
    }

    /// Reads the screen until a row contains `text`.
    @discardableResult
    func waitFor(_ text: String) -> Bool {
      waitFor { screen, _ in screen.rows.contains { $0.contains(text) } }
    }

    /// Reads until the program has left the alternate screen (for the `times`th time), then
    /// waits for it to end.
    func finish(leaving times: Int = 1) -> (
      ending: SpawnedLabcolor.Ending, stdout: String, stderr: String
    ) {
      waitFor { _, transcript in transcript.occurrences(of: TerminalSession.leaveSequence) >= times
      }
      let ending = child.wait(timeout: 10)
      let stdout = String(decoding: output.readAll(), as: UTF8.self)
      let stderr = String(decoding: errors.readAll(), as: UTF8.self)
      return (ending, stdout, stderr)
    }

    /// Whether the terminal's settings are what they were before the run.
    var settingsRestored: Bool { terminal.settings() == settingsBefore }
  }

  @Test func enterPrintsThePickedColorAndRestoresTheTerminal() throws {
    let run = try Run(["--from", "#336699"])
    #expect(run.waitFor("#336699  rgb(51 102 153)   in sRGB"))
    #expect(run.screen.isAlternateScreen)
    #expect(!run.screen.isCursorVisible)
    #expect(run.screen.mouseModes == [1000, 1002, 1006])
    #expect(run.screen.isBracketedPaste)
    run.terminal.type("\r")
    let result = run.finish()
    #expect(result.ending == .exited(0))
    #expect(result.stdout == "#336699\n")
    #expect(result.stderr == "")
    #expect(run.settingsRestored)
    #expect(!run.screen.isAlternateScreen)
    #expect(run.screen.isCursorVisible)
    #expect(run.screen.mouseModes.isEmpty)
    #expect(!run.screen.isBracketedPaste)
    #expect(run.screen.unknownSequences.isEmpty)
  }

  @Test func keysChangeTheColorBeforeItIsPrinted() throws {
    let run = try Run(["--from", "50 20 0", "--to", "lab"])
    #expect(run.waitFor(" ▶ L*     50.0 "))
    run.terminal.type("l")
    #expect(run.waitFor(" ▶ L*     51.0 "))
    run.terminal.type("j-5\r")
    #expect(run.waitFor(" ▶ a*     -5.0 "))
    run.terminal.type("\r")
    let result = run.finish()
    #expect(result.ending == .exited(0))
    #expect(result.stdout == "51 -5 0\n")
  }

  @Test func theMouseSetsATrack() throws {
    let run = try Run(["--from", "50 20 0", "--to", "lab"])
    #expect(run.waitFor(" ▶ L*     50.0 "))
    // Column 17, row 2 (from 1): the second cell of the L* track, 100 × 1.5 / 32 → 4.7.
    run.terminal.type("\u{1B}[<0;17;2M\u{1B}[<0;17;2m")
    #expect(run.waitFor(" ▶ L*      4.7 "))
    // Column 16: the first cell, L* 0.
    run.terminal.type("\u{1B}[<0;16;2M\u{1B}[<0;16;2m")
    #expect(run.waitFor(" ▶ L*      0.0 "))
    run.terminal.type("\r")
    #expect(run.finish().stdout == "0 20 0\n")
  }

  /// A color name pasted into the terminal, which sends it bracketed, is not taken for
  /// keys: `aqua` does not quit at its q, but becomes the color, which Enter prints
  /// (#00ffff, as CSS Color 4 names it).
  @Test func aPastedNameDoesNotQuit() throws {
    let run = try Run(["--from", "50 20 0", "--to", "hex"])
    #expect(run.waitFor(" ▶ L*     50.0 "))
    run.terminal.type("l\u{1B}[200~aqua\u{1B}[201~")
    #expect(run.waitFor(" Pasted 'aqua'; u undoes."))
    run.terminal.type("\r")
    let result = run.finish()
    #expect(result.ending == .exited(0))
    #expect(result.stdout == "#00ffff\n")
    #expect(run.settingsRestored)
  }

  @Test func qQuitsWithoutPrinting() throws {
    let run = try Run([])
    #expect(run.waitFor("labcolor explore"))
    run.terminal.type("q")
    let result = run.finish()
    #expect(result.ending == .exited(0))
    #expect(result.stdout == "")
    #expect(run.settingsRestored)
  }

  @Test func ctrlCAndEscapeAbortWith130() throws {
    for key in ["\u{03}", "\u{1B}"] {
      let run = try Run([])
      #expect(run.waitFor("labcolor explore"))
      run.terminal.type(key)
      let result = run.finish()
      #expect(result.ending == .exited(130), "key \(key.unicodeScalars.first?.value ?? 0)")
      #expect(result.stdout == "")
      #expect(run.settingsRestored)
    }
  }

  @Test func everySignalThatWouldEndItRestoresTheTerminalAndExitsWith128PlusN() throws {
    var signals = [
      (SIGTERM, Int32(143)), (SIGHUP, 129), (SIGINT, 130), (SIGQUIT, 131), (SIGUSR1, 138),
      (SIGUSR2, 140), (SIGALRM, 142), (SIGVTALRM, 154), (SIGXCPU, 152),
    ]
    #if os(Linux)
      // Linux's own: SIGIO 29, SIGPWR 30, SIGSTKFLT 16, and the real-time signals, which
      // glibc numbers from 34 (SIGRTMIN; 32 and 33 are its own) to 64 (SIGRTMAX).
      signals += [
        (SIGIO, 157), (SIGPWR, 158), (SIGSTKFLT, 144), (__libc_current_sigrtmin(), 162),
        (__libc_current_sigrtmin() + 3, 165), (__libc_current_sigrtmax(), 192),
      ]
    #endif
    for (signal, status) in signals {
      let run = try Run([])
      #expect(run.waitFor("labcolor explore"))
      run.child.send(signal)
      let result = run.finish()
      #expect(result.ending == .exited(status), "signal \(signal)")
      #expect(result.stdout == "")
      #expect(run.settingsRestored, "signal \(signal)")
      #expect(!run.screen.isAlternateScreen, "signal \(signal)")
      #expect(run.screen.mouseModes.isEmpty && run.screen.isCursorVisible, "signal \(signal)")
    }
  }

  @Test func aResizeRedrawsAtOnce() throws {
    let run = try Run([])
    #expect(run.waitFor("u undo"))
    run.terminal.resize(columns: 100, rows: 30)
    run.screen = VirtualTerminal(columns: 100, rows: 30)
    #expect(run.waitFor { screen, _ in screen.text(row: 29).contains("u undo") })
    #expect(run.screen.text(row: 0).contains("a*b* at L* 50.0"))
    run.terminal.resize(columns: 60, rows: 20)
    run.screen = VirtualTerminal(columns: 60, rows: 20)
    #expect(run.waitFor("Please enlarge the window to 80×24 (now 60×20); q quits."))
    run.terminal.resize(columns: 80, rows: 24)
    run.screen = VirtualTerminal(columns: 80, rows: 24)
    #expect(run.waitFor { screen, _ in screen.text(row: 23).contains("u undo") })
    #expect(!run.screen.rows.contains { $0.contains("enlarge") })
    run.terminal.type("q")
    #expect(run.finish().ending == .exited(0))
    #expect(run.settingsRestored)
  }

  /// In a window below 80 × 24, which shows only the request for a larger one with its
  /// size, keys change nothing unseen: Enter does not pick, so the q after it quits without
  /// printing; Ctrl-C still aborts. The terminal is restored either way.
  @Test func inATooSmallWindowOnlyTheKeysThatEndItAct() throws {
    for (end, status) in [("q", Int32(0)), ("\u{03}", 130)] {
      let run = try Run(["--from", "50 20 0"], columns: 60, rows: 20)
      #expect(run.waitFor("Please enlarge the window to 80×24 (now 60×20); q quits."))
      run.terminal.type("lj\u{1B}[<0;16;2M\u{1B}[<0;16;2m5\ry" + end)
      let result = run.finish()
      #expect(result.ending == .exited(status))
      #expect(result.stdout == "")
      #expect(result.stderr == "")
      #expect(run.settingsRestored)
      #expect(!run.transcript.contains("\u{1B}]52;"))
      #expect(!run.screen.isAlternateScreen && run.screen.isCursorVisible)
    }
  }

  /// A value typed before the window shrank: in the small window Esc cancels it (as in a
  /// large one) rather than doing nothing, so that enlarged again the explorer shows no
  /// value typed, and q then quits without printing.
  @Test func inATooSmallWindowEscapeCancelsAValueBeingTyped() throws {
    let run = try Run(["--from", "50 20 0"])
    #expect(run.waitFor(" ▶ L*     50.0 "))
    run.terminal.type("7")
    #expect(run.waitFor(" Typing a value for L*"))
    run.terminal.resize(columns: 60, rows: 20)
    run.screen = VirtualTerminal(columns: 60, rows: 20)
    #expect(run.waitFor("Please enlarge the window to 80×24 (now 60×20); q quits."))
    run.terminal.type("\u{1B}")
    // Longer than the 30 ms after which a lone Escape is the key, so that it comes while
    // the window is small.
    usleep(500_000)
    run.terminal.resize(columns: 80, rows: 24)
    run.screen = VirtualTerminal(columns: 80, rows: 24)
    #expect(run.waitFor { screen, _ in screen.text(row: 22).hasPrefix(HelpLineView.keys) })
    #expect(run.screen.text(row: 1).hasPrefix(" ▶ L*     50.0 "))
    run.terminal.type("q")
    let result = run.finish()
    #expect(result.ending == .exited(0))
    #expect(result.stdout == "")
    #expect(run.settingsRestored)
  }

  @Test func suspendGivesTheTerminalBackAndContinuingRedraws() throws {
    for stop in ["SIGTSTP", "Ctrl-Z"] {
      let run = try Run([])
      #expect(run.waitFor("labcolor explore"))
      if stop == "SIGTSTP" { run.child.send(SIGTSTP) } else { run.terminal.type("\u{1A}") }
      // The terminal is given back (main screen, cursor shown) before the process stops.
      #expect(run.waitFor { _, transcript in transcript.contains(TerminalSession.leaveSequence) })
      // Continued (as `fg` does; again if the first came before the stop), it takes the
      // terminal again and redraws everything.
      var redrawn = false
      for _ in 0..<20 where !redrawn {
        run.child.send(SIGCONT)
        redrawn = run.terminal.draw(into: &run.screen, transcript: &run.transcript, timeout: 0.5) {
          screen, transcript in
          transcript.occurrences(of: TerminalSession.enterSequence) >= 2
            && screen.isAlternateScreen && screen.text(row: 23).contains("u undo")
        }
      }
      #expect(redrawn, "\(stop)")
      run.terminal.type("q")
      let result = run.finish(leaving: 2)
      #expect(result.ending == .exited(0), "\(stop)")
      #expect(run.settingsRestored, "\(stop)")
    }
  }

  /// Ctrl-Z stops the whole job, as the key does in a shell, and not explore alone: in a
  /// pipeline under a shell with job control (`labcolor explore | cat`), explore stopped by
  /// itself left cat running, so the shell, waiting for the job to stop, gave no prompt and
  /// nothing read the keyboard. Now the shell reports the job stopped (status 148) and goes
  /// on, and `fg` brings explore back.
  @Test(.enabled(if: SystemTool("bash") != nil, "needs bash"))
  func ctrlZStopsTheWholeJobOfAPipeline() throws {
    let bash = try #require(SystemTool("bash"))
    let terminal = try PseudoTerminal(columns: 80, rows: 24)
    let script = """
      set -m
      "$LABCOLOR" explore --from '50 20 0' --to lab | cat
      echo "stopped with $?"
      fg > /dev/null
      echo "ended with $?"
      """
    let shell = try SpawnedLabcolor(
      executable: bash.path, arguments: ["-c", script], stdin: .file(terminal.slavePath),
      stdout: .file(terminal.slavePath), stderr: .file(terminal.slavePath),
      environment: [
        "TERM=xterm-256color", "PATH=/usr/bin:/bin", "LABCOLOR=\(LabcolorBinary.url.path)",
      ],
      newSession: true)
    var screen = VirtualTerminal(columns: 80, rows: 24)
    var transcript: [UInt8] = []
    func waitFor(timeout: Double = 10, _ condition: (VirtualTerminal, [UInt8]) -> Bool) -> Bool {
      terminal.draw(into: &screen, transcript: &transcript, timeout: timeout, until: condition)
    }
    #expect(waitFor { screen, _ in screen.text(row: 1).hasPrefix(" ▶ L*     50.0 ") })
    terminal.type("l\u{1A}")
    try #require(
      waitFor(timeout: 5) { _, transcript in transcript.contains("stopped with 148") })
    #expect(
      waitFor { screen, transcript in
        transcript.occurrences(of: TerminalSession.enterSequence) >= 2
          && screen.isAlternateScreen && screen.text(row: 1).hasPrefix(" ▶ L*     51.0 ")
      })
    terminal.type("\r")
    #expect(waitFor { _, transcript in transcript.contains("ended with 0") })
    let printed = transcript.contains("51 20 0\r\n")
    #expect(printed)
    #expect(shell.wait(timeout: 10) == .exited(0))
  }

  /// Runs `labcolor explore` in a session of its own with `stdin` as its controlling
  /// terminal, if it is one, until it ends (10 s at most): how it ended, and what it wrote to
  /// its standard output and error.
  private func refusal(
    stdin: SpawnedLabcolor.Stream, environment: [String] = []
  ) throws -> (ending: SpawnedLabcolor.Ending, stdout: [UInt8], stderr: String) {
    let output = TestPipe()
    let errors = TestPipe()
    let child = try SpawnedLabcolor(
      ["explore"], stdin: stdin, stdout: .descriptor(output.writeEnd),
      stderr: .descriptor(errors.writeEnd), environment: environment, newSession: true)
    output.closeWriteEnd()
    errors.closeWriteEnd()
    let ending = child.wait(timeout: 10)
    return (ending, output.readAll(), String(decoding: errors.readAll(), as: UTF8.self))
  }

  @Test func withoutATerminalItRefusesAndDrawsNothing() throws {
    let result = try refusal(stdin: .file("/dev/null"))
    #expect(result.ending == .exited(2))
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "Error: explore needs a terminal; use set or watch in scripts.\n" + Usage.explore)
  }

  /// A terminal whose `TERM` is dumb cannot move its cursor (Emacs's shell buffers): the
  /// run refuses before it changes the terminal, drawing nothing on it.
  @Test func aDumbTerminalIsRefusedAndLeftAsItWas() throws {
    let terminal = try PseudoTerminal(columns: 80, rows: 24)
    let settingsBefore = terminal.settings()
    let result = try refusal(stdin: .file(terminal.slavePath), environment: ["TERM=dumb"])
    #expect(result.ending == .exited(2))
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "Error: explore needs a terminal that can move its cursor, and TERM is dumb; give "
        + "the terminal's type (TERM=xterm-256color labcolor explore), or use set or watch.\n"
        + Usage.explore)
    var screen = VirtualTerminal(columns: 80, rows: 24)
    var transcript: [UInt8] = []
    terminal.draw(into: &screen, transcript: &transcript, timeout: 0.3) { _, _ in false }
    #expect(transcript.isEmpty)
    #expect(terminal.settings() == settingsBefore)
  }

  @Test func noColorStillRunsWithShading() throws {
    let run = try Run(["--from", "50 20 0"], environment: ["NO_COLOR=1", "TERM=xterm"])
    #expect(run.waitFor("labcolor explore"))
    #expect(
      run.screen.screen.cells.allSatisfy {
        $0.style.foreground == .default && $0.style.background == .default
      })
    #expect(run.screen.screen[column: 1, row: 15].character == "▒")
    run.terminal.type("q")
    #expect(run.finish().ending == .exited(0))
  }

  /// Runs `labcolor explore` in process on a pseudo-terminal of 80 × 24, the smallest in
  /// which keys act, through the invocation's terminal access, reading its frames while it
  /// runs so that they never fill the buffer.
  private func explore(_ arguments: [String], typing keys: String) throws -> RunResult {
    try signalHandlingLock.withLock { _ in
      let terminal = try PseudoTerminal(columns: 80, rows: 24)
      let slave = terminal.slave
      terminal.type(keys)
      let reader = terminal.readInBackground()
      let output = Output()
      let error = Output(flushesEachLine: true)
      let status = Labcolor.run(
        arguments: ["explore"] + arguments, environment: ["COLORTERM": "truecolor"],
        input: .bytes([]), output: output, error: error,
        terminal: TerminalAccess { () throws(TerminalDevice.Unavailable) in
          try TerminalDevice(fileDescriptor: slave, owning: false)
        })
      _ = reader.finish(after: TerminalSession.leaveSequence, timeout: 2)
      return RunResult(status: status, stdout: output.text, stderr: error.text)
    }
  }

  @Test func enterPrintsInEachFormat() throws {
    // lab(50 20 0) relative to D65: #986b78, the examples of convert --to.
    let from = ["--from", "50 20 0", "--to"]
    #expect(try explore(from + ["hex"], typing: "\r").stdout == "#986b78\n")
    #expect(try explore(from + ["rgb"], typing: "\r").stdout == "rgb(152 107 120)\n")
    #expect(try explore(from + ["lab"], typing: "\r").stdout == "50 20 0\n")
    #expect(try explore(from + ["lch"], typing: "\r").stdout == "50 20 0\n")
    #expect(
      try explore(from + ["json"], typing: "\r").stdout.hasPrefix(
        "{\"white\":\"D65\",\"lab\":{\"l\":50,\"a\":20,\"b\":0},"))
    // CSS lab() and oklch(), against values computed independently (Bradford to D50;
    // Oklab by the CSS Color 4 matrices): lab(50.13977 20.01185 0.33236),
    // oklch(0.576670 0.0601136 0.272381).
    let css = try explore(from + ["css"], typing: "\r").stdout
    let oklch = try explore(from + ["oklch"], typing: "\r").stdout
    func numbers(_ text: String, in function: String) -> [Double] {
      guard text.hasPrefix(function + "("), text.hasSuffix(")\n") else { return [] }
      return text.dropFirst(function.count + 1).dropLast(2).split(separator: " ").compactMap {
        Double($0)
      }
    }
    let lab = numbers(css, in: "lab")
    let expectedLab = [50.1397670725748, 20.011848478621307, 0.3323577568895564]
    #expect(lab.count == 3 && zip(lab, expectedLab).allSatisfy { abs($0 - $1) < 1e-9 }, "\(css)")
    let lch = numbers(oklch, in: "oklch")
    let expectedLCh = [0.5766704097547264, 0.060113619970170805, 0.2723806564800944]
    #expect(lch.count == 3 && zip(lch, expectedLCh).allSatisfy { abs($0 - $1) < 1e-6 }, "\(oklch)")
    // Any notation of convert --to: hsl() by ColorAide 8.13.1, 342.71395711928 17.9049523045%
    // 50.6371253669%.
    let hsl = try explore(from + ["hsl"], typing: "\r").stdout
    let parts = numbers(hsl.replacingOccurrences(of: "%", with: ""), in: "hsl")
    let expectedHSL = [342.71395711928483, 17.904952304481697, 50.637125366878202]
    #expect(
      parts.count == 3 && zip(parts, expectedHSL).allSatisfy { abs($0 - $1) < 1e-9 }, "\(hsl)")
  }

  @Test func thePrintedHexIsMappedAsTheSwatchShowsIt() throws {
    // lab(50 100 0): clipped #ff007b; after g, CSS-mapped #f2007c.
    #expect(try explore(["--from", "50 100 0"], typing: "\r").stdout == "#ff007b\n")
    #expect(try explore(["--from", "50 100 0"], typing: "g\r").stdout == "#f2007c\n")
  }

  /// The floating-point notations print the color itself, as convert does by default,
  /// whatever the swatch shows: lab(50 110 0) relative to D65 is sRGB 1.0549594731203777,
  /// −0.34674403040693, 0.4849948182023707 by the CSS Color 4 matrices (computed apart, in
  /// Python), outside sRGB, where the swatch clips it (and after g maps it).
  @Test func theFloatingPointNotationsPrintTheColorUnmappedAsConvertDoes() throws {
    let from = ["--from", "50 110 0"]
    let convertSRGB = labcolor(["convert", "--to", "srgb", "50 110 0"]).stdout
    for keys in ["\r", "g\r"] {
      let printed = try explore(from + ["--to", "srgb"], typing: keys).stdout
      #expect(printed == convertSRGB, "\(keys.debugDescription)")
      let numbers = printed.dropFirst("color(srgb ".count).dropLast(2).split(separator: " ")
        .compactMap { Double($0) }
      let expected = [1.0549594731203777, -0.34674403040693, 0.4849948182023707]
      #expect(
        numbers.count == 3 && zip(numbers, expected).allSatisfy { abs($0 - $1) < 1e-9 },
        "\(printed)")
    }
    // hsl() unmapped: l = (1.055 − 0.347) / 2 = 35.4 %, s = (1.055 − l) / l = 198 %.
    let hsl = try explore(from + ["--to", "hsl"], typing: "g\r").stdout
    #expect(hsl == labcolor(["convert", "--to", "hsl", "50 110 0"]).stdout)
    #expect(hsl.hasPrefix("hsl(324.") && hsl.contains(" 197.9") && hsl.contains(" 35.4"), "\(hsl)")
    // A changed color too: L* 51 is still outside sRGB, red above 1.
    let changed = try explore(from + ["--to", "srgb"], typing: "l\r").stdout
    #expect(changed == labcolor(["convert", "--to", "srgb", "51 110 0"]).stdout)
    #expect(changed.hasPrefix("color(srgb 1.0"), "\(changed)")
  }

  @Test func the8BitNotationsPrintWhatTheSwatchShows() throws {
    // lab(50 100 0): clipped rgb(255 0 123), CSS-mapped rgb(242 0 124) (#ff007b, #f2007c).
    let from = ["--from", "50 100 0", "--to"]
    #expect(try explore(from + ["rgb"], typing: "\r").stdout == "rgb(255 0 123)\n")
    #expect(try explore(from + ["rgb"], typing: "g\r").stdout == "rgb(242 0 124)\n")
    let json = try explore(from + ["json"], typing: "g\r").stdout
    #expect(json.contains("\"rgb\":{\"red\":242,\"green\":0,\"blue\":124},\"hex\":\"#f2007c\""))
    #expect(json.contains("\"lab\":{\"l\":50,\"a\":100,\"b\":0}"))
  }

  /// While the color is the one --from gave, Enter prints what convert --to prints for it,
  /// converted as written: #336699 is 51, 102, 153 / 255, whose hsl() by CSS Color 4's
  /// algorithm (s = (max − l) / min(l, 1 − l)) is 210, 49.999999999999986 %, 40 % in
  /// double precision; through L*a*b* and back it would be 210.00000000000003 and so on.
  @Test func theStartingColorIsPrintedAsConvertPrintsIt() throws {
    let from = ["--from", "#336699", "--to", "hsl"]
    let expected = "hsl(210 49.999999999999986% 40%)\n"
    #expect(try explore(from, typing: "\r").stdout == expected)
    #expect(try explore(from, typing: "lu\r").stdout == expected)  // changed, undone
    #expect(try explore(from, typing: "jLr\r").stdout == expected)  // changed, reset
    // Changed and stepped back: L* 42.00916349448234 and a* -0.1459377477126267 are not
    // on the 0.1 steps' 9-decimal grid, yet come back to themselves.
    #expect(try explore(from, typing: "lh\r").stdout == expected)
    #expect(try explore(from, typing: "j]]L[[H\r").stdout == expected)
    #expect(try explore(from, typing: "l\r").stdout != expected)
    // Display P3's red is written back as it was given.
    #expect(
      try explore(["--from", "color(display-p3 1 0 0)", "--to", "display-p3"], typing: "\r")
        .stdout == "color(display-p3 1 0 0)\n")
    // Its alpha is set aside, as the model's is.
    #expect(
      try explore(["--from", "rgb(51 102 153 / 0.5)", "--to", "rgb"], typing: "\r").stdout
        == "rgb(51 102 153)\n")
  }

  /// A pasted color is printed as convert --to prints its text, as --from is: #336699 in
  /// hsl() is 210, 49.999999999999986 %, 40 % (see the test above), Display P3's red is
  /// written back as it was pasted, and an alpha is set aside.
  @Test func aPastedColorIsPrintedAsConvertPrintsIt() throws {
    let paste = { (text: String) in "\u{1B}[200~\(text)\u{1B}[201~" }
    let hsl = ["--to", "hsl"]
    let expected = "hsl(210 49.999999999999986% 40%)\n"
    #expect(try explore(hsl, typing: paste("#336699") + "\r").stdout == expected)
    #expect(try explore(hsl, typing: paste("#336699") + "lu\r").stdout == expected)
    #expect(try explore(hsl, typing: paste("#336699") + "l\r").stdout != expected)
    #expect(
      try explore(["--to", "display-p3"], typing: paste("color(display-p3 1 0 0)") + "\r")
        .stdout == "color(display-p3 1 0 0)\n")
    #expect(
      try explore(["--to", "rgb"], typing: paste("rgb(51 102 153 / 0.5)") + "\r").stdout
        == "rgb(51 102 153)\n")
  }

  @Test func inProcessWithoutATerminalNothingIsOpened() {
    let result = labcolor(["explore"])
    #expect(result.status == .usage)
    #expect(
      result.stderr == "Error: explore needs a terminal; use set or watch in scripts.\n"
        + Usage.explore)
  }

  /// --to was --format: the old name is a usage error that gives the new one.
  @Test func theFormerFormatOptionNamesItsNewName() {
    #expect(
      labcolor(["explore", "--format", "oklch"])
        == RunResult(
          status: .usage, stdout: "",
          stderr: "Error: Unknown option '--format'. It is called '--to' now.\n" + Usage.explore))
  }

  @Test func helpDocumentsTheKeys() {
    let result = labcolor(["help", "explore"])
    #expect(result.status == .success)
    for text in ["Enter prints", "Ctrl-R", "OSC 52", "hatched", "130", "--to <format>"] {
      #expect(result.stdout.contains(text), "\(text)")
    }
  }

  /// `set --from '50 1e300 0'` refuses a color whose XYZ overflows with status 1; explore
  /// refuses, the same way, a color of which it could not show every number finite: an a*
  /// of 1e100 or 1e50 has finite XYZ and sRGB values (`set` prints them) but CIEDE2000
  /// differences that overflow.
  @Test func aFromTooFarOutOfRangeIsBadDataBeforeAnyTerminalIsTouched() {
    for from in ["50 1e300 0", "50 1e100 0", "50 1e50 0", "50 0 -1e50"] {
      #expect(
        labcolor(["explore", "--from", from])
          == RunResult(
            status: .badData, stdout: "",
            stderr: "Error: The color is too far out of range to convert: its XYZ or sRGB "
              + "values, or a color difference explore shows, would overflow.\n"), "\(from)")
    }
  }

  @Test func aBadFromIsBadDataBeforeAnyTerminalIsTouched() {
    let result = labcolor(["explore", "--from", "#12"])
    #expect(result.status == .badData)
    #expect(result.stderr.hasPrefix("Error: Cannot read '--from #12'"))
  }
}
