/// A block of 24-bit color on a terminal: the ANSI background escape, spaces, and a reset.
///
///     TrueColorSwatch(red: 152, green: 107, blue: 120).text
///     // "\u{1B}[48;2;152;107;120m  \u{1B}[0m"
///
/// Write it only where `ColorChoice.allowsColor` says so.
struct TrueColorSwatch: Hashable, Sendable {
  /// Red, 0…255.
  var red: UInt8
  /// Green, 0…255.
  var green: UInt8
  /// Blue, 0…255.
  var blue: UInt8
  /// The number of colored columns; 0 or less gives just the escapes.
  var width: Int = 2

  /// The escape sequences and spaces.
  var text: String {
    "\u{1B}[48;2;\(red);\(green);\(blue)m" + String(repeating: " ", count: max(0, width))
      + "\u{1B}[0m"
  }

  /// Writes `text` to `output`.
  func write(to output: Output) {
    output.write(text)
  }
}
