/// One character cell of a terminal screen: a character and its style.
///
/// Characters are single Unicode scalars that take one column (ASCII, box drawing, blocks,
/// shades, arrows); the explorer draws nothing wider.
struct Cell: Hashable, Sendable {
  /// The character shown.
  var character: Unicode.Scalar
  /// Its colors and attributes.
  var style: TextStyle

  /// A cell showing `character` in `style`.
  init(_ character: Unicode.Scalar, style: TextStyle = .plain) {
    self.character = character
    self.style = style
  }

  /// A space in the default style: what a cleared screen shows.
  static let blank = Cell(" ")
}
