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
  init(argument: String) throws(ArgumentValueError) {
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
