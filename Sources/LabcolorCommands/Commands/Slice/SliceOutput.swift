/// The file `slice --output` writes, and its format, told by the file name's extension
/// (any case): `.png`, `.ppm` or `.svg`.
struct SliceOutput: Hashable, Sendable, ExpressibleByArgument {
  /// The image formats.
  enum Format: Hashable, Sendable {
    /// PNG (`PNGEncoder`).
    case png
    /// Binary PPM (`PPMEncoder`).
    case ppm
    /// SVG with the PNG inside and labelled axes (`SliceSVG`).
    case svg
  }

  /// The path, as given.
  var path: String
  /// The format.
  var format: Format

  /// Reads a file name: the format from its extension.
  ///
  /// A name with U+FFFD is refused: the process's arguments reach labcolor as text, each
  /// byte sequence that is not UTF-8 replaced by U+FFFD, so such a name (`caf\xE9.png`, a
  /// Latin-1 name) would be written as another file (`caf\u{FFFD}.png`) beside the one asked
  /// for.
  init(argument: String) throws(ArgumentValueError) {
    guard !argument.unicodeScalars.contains("\u{FFFD}") else {
      throw .invalid(
        reason: "expected a file name in UTF-8 (U+FFFD stands for bytes that are not UTF-8, "
          + "and would name another file)")
    }
    let lowercased = argument.lowercased()
    let formats: [(String, Format)] = [(".png", .png), (".ppm", .ppm), (".svg", .svg)]
    guard let (_, format) = formats.first(where: { lowercased.hasSuffix($0.0) }),
      argument.count > 4
    else {
      throw .invalid(reason: "expected a file name ending in .png, .ppm or .svg")
    }
    path = argument
    self.format = format
  }

  /// The path.
  var argumentDescription: String { path }
}
