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

    /// Reads until the program has left the alternate screen, then waits for it to end.
    func finish() -> (ending: SpawnedLabcolor.Ending, stdout: String, stderr: String) {
      waitFor { _, transcript in transcript.contains(TerminalSession.leaveSequence) }
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
    #expect(run.waitFor("#336699  rgb(51 102 153)  in sRGB"))
    #expect(run.screen.isAlternateScreen)
    #expect(!run.screen.isCursorVisible)
    #expect(run.screen.mouseModes == [1000, 1002, 1006])
    run.terminal.type("\r")
    let result = run.finish()
    #expect(result.ending == .exited(0))
    #expect(result.stdout == "#336699\n")
    #expect(result.stderr == "")
    #expect(run.settingsRestored)
    #expect(!run.screen.isAlternateScreen)
    #expect(run.screen.isCursorVisible)
    #expect(run.screen.mouseModes.isEmpty)
    #expect(run.screen.unknownSequences.isEmpty)
  }

  @Test func keysChangeTheColorBeforeItIsPrinted() throws {
    let run = try Run(["--from", "50 20 0", "--format", "lab"])
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
    let run = try Run(["--from", "50 20 0", "--format", "lab"])
    #expect(run.waitFor(" ▶ L*     50.0 "))
    // Column 16, row 2 (from 1): the first cell of the L* track, 100 × 0.5 / 32 → 1.6.
    run.terminal.type("\u{1B}[<0;16;2M\u{1B}[<0;16;2m")
    #expect(run.waitFor(" ▶ L*      1.6 "))
    run.terminal.type("\r")
    #expect(run.finish().stdout == "1.6 20 0\n")
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

  @Test func sigtermAndSighupRestoreTheTerminalAndExitWith128PlusN() throws {
    for (signal, status) in [(SIGTERM, Int32(143)), (SIGHUP, 129), (SIGINT, 130)] {
      let run = try Run([])
      #expect(run.waitFor("labcolor explore"))
      run.child.send(signal)
      let result = run.finish()
      #expect(result.ending == .exited(status), "signal \(signal)")
      #expect(result.stdout == "")
      #expect(run.settingsRestored, "signal \(signal)")
      #expect(!run.screen.isAlternateScreen)
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
    #expect(run.waitFor("Please enlarge the window to 80×24 (now 60×20)."))
    run.terminal.resize(columns: 80, rows: 24)
    run.screen = VirtualTerminal(columns: 80, rows: 24)
    #expect(run.waitFor { screen, _ in screen.text(row: 23).contains("u undo") })
    #expect(!run.screen.rows.contains { $0.contains("enlarge") })
    run.terminal.type("q")
    #expect(run.finish().ending == .exited(0))
    #expect(run.settingsRestored)
  }

  @Test func suspendGivesTheTerminalBackAndContinuingRedraws() throws {
    for stop in ["SIGTSTP", "Ctrl-Z"] {
      let run = try Run([])
      #expect(run.waitFor("labcolor explore"))
      if stop == "SIGTSTP" { run.child.send(SIGTSTP) } else { run.terminal.type("\u{1A}") }
      // The terminal is given back (main screen, cursor shown) before the process stops.
      #expect(run.waitFor { _, transcript in transcript.contains(TerminalSession.leaveSequence) })
      run.child.send(SIGCONT)
      run.screen = VirtualTerminal(columns: 80, rows: 24)
      #expect(
        run.waitFor { screen, _ in
          screen.isAlternateScreen && screen.text(row: 23).contains("u undo")
        },
        "\(stop)")
      run.terminal.type("q")
      let result = run.finish()
      #expect(result.ending == .exited(0), "\(stop)")
      #expect(run.settingsRestored, "\(stop)")
    }
  }

  @Test func withoutATerminalItRefusesAndDrawsNothing() throws {
    let output = TestPipe()
    let errors = TestPipe()
    let child = try SpawnedLabcolor(
      ["explore"], stdin: .file("/dev/null"), stdout: .descriptor(output.writeEnd),
      stderr: .descriptor(errors.writeEnd), newSession: true)
    output.closeWriteEnd()
    errors.closeWriteEnd()
    #expect(child.wait(timeout: 10) == .exited(2))
    #expect(output.readAll().isEmpty)
    let stderr = String(decoding: errors.readAll(), as: UTF8.self)
    #expect(
      stderr == "Error: explore needs a terminal; use set or watch in scripts.\n" + Usage.explore)
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

  @Test func helpDocumentsTheKeys() {
    let result = labcolor(["help", "explore"])
    #expect(result.status == .success)
    for text in ["Enter prints", "Ctrl-R", "OSC 52", "hatched", "130", "--format"] {
      #expect(result.stdout.contains(text), "\(text)")
    }
  }

  @Test func aBadFromIsBadDataBeforeAnyTerminalIsTouched() {
    let result = labcolor(["explore", "--from", "#12"])
    #expect(result.status == .badData)
    #expect(result.stderr.hasPrefix("Error: Cannot read '--from #12'"))
  }
}
