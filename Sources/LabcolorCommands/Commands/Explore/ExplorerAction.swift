/// What the explorer asks of the program running it, in answer to an input event.
enum ExplorerAction: Hashable, Sendable {
  /// Enter: end, printing the color.
  case pick
  /// q: end without printing.
  case quit
  /// Esc (outside typing) or Ctrl-C: end without printing, status 130.
  case abort
  /// Ctrl-\: end as the quit key ends other commands, with status 131 (128 + `SIGQUIT`);
  /// the terminal, in raw mode, sends it as a key rather than as the signal.
  case quitSignal
  /// Ctrl-Z: give the terminal back and stop until continued.
  case suspend
  /// Ctrl-L: clear the screen and draw everything again, as after another program wrote on
  /// it (a background job's output, a `wall` message).
  case redraw
  /// y: put this text on the system clipboard (OSC 52).
  case copy(String)
}
