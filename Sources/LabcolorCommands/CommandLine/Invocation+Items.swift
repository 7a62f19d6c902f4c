extension Invocation {
  /// Calls `body` with each item a command reads, in order: the colors of its arguments
  /// (`ColorWords`) when it was given any, otherwise each line of standard input, until the
  /// input ends or standard output is closed (`| head -1`).
  ///
  /// Lines longer than `maximumLineLength` are reported to `problems`
  /// (`labcolor: line 4: longer than 16384 bytes`) and skipped. Blank and comment items
  /// are handed on: `body` skips them (`InputItem.isBlankOrComment`). `beforeWaiting` runs
  /// before the reader waits for input, ahead of the flush of both outputs.
  func forEachItem(
    arguments items: [(source: InputSource, text: String)], maximumLineLength: Int,
    problems: InputProblems, beforeWaiting: @escaping () -> Void = {},
    _ body: (InputItem) throws(CommandError) -> Void
  ) throws(CommandError) {
    if items.isEmpty {
      try forEachLine(maximumLineLength: maximumLineLength, beforeWaiting: beforeWaiting) {
        element throws(CommandError) in
        switch element {
        case .line(let line):
          try body(InputItem(bytes: line.bytes, source: .line(line.number)))
        case .overlong(let number):
          try problems.report("longer than \(maximumLineLength) bytes", at: .line(number))
        }
      }
    } else {
      for (source, text) in items where output.isOpen {
        var text = text
        let outcome = text.withUTF8 { bytes in
          Result { () throws(CommandError) in
            try body(InputItem(bytes: bytes, source: source))
          }
        }
        try outcome.get()
      }
    }
  }
}
